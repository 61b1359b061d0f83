// The database app of database-create-and-wait.js, on the bare client and the two operation
// functions it calls (issue 29's tree-shaking pilot): the bundle leaves the other operations out.
import { createDatabaseBareClient, createInstance, waitForInstance } from "svc-cloud/database";

const db = createDatabaseBareClient({ baseUrl: location.origin, auth: "token", tenantId: "tenant" });
createInstance(db, { name: "orders", flavorRef: "1", volume: { size: 20 } })
  .then((created) => waitForInstance(db, created.id))
  .then((instance) => console.log(instance.status));
