// A browser app that imports only the data store client and does one search (one page).
import { createDatastoreClient } from "svc-cloud/datastore";

const store = createDatastoreClient({ baseUrl: location.origin, applicationKey: "app", clientKey: "key" });
store.searchObjectsPage("Score", { where: { level: 3 } }).then((page) => console.log(page.results.length));
