// The data store app of datastore-search.js, on the bare client and the one operation function it
// calls (issue 29): the bundle leaves the other operations and the page walker out.
import { createDatastoreBareClient, searchObjectsPage } from "svc-cloud/datastore";

const store = createDatastoreBareClient({
  baseUrl: location.origin,
  applicationKey: "app",
  clientKey: "key",
});
searchObjectsPage(store, "Score", { where: { level: 3 } }).then((page) => console.log(page.results.length));
