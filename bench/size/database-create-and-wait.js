// A browser app that imports only the database client, creates a DB instance and waits until it is available.
import { createDatabaseClient } from "svc-cloud/database";

const db = createDatabaseClient({ baseUrl: location.origin, auth: "token", tenantId: "tenant" });
db.createInstance({ name: "orders", flavorRef: "1", volume: { size: 20 } })
  .then((created) => db.waitForInstance(created.id))
  .then((instance) => console.log(instance.status));
