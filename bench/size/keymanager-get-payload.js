// A browser app that imports only the key manager client, stores a secret and reads its payload back.
import { createKeyManagerClient } from "svc-cloud/keymanager";

const keys = createKeyManagerClient({ baseUrl: location.origin, auth: "token", tenantId: "tenant" });
keys
  .createSecret({ name: "note", payload: "s3cret note", payload_content_type: "text/plain" })
  .then((secret) => keys.getSecretPayload(secret.id))
  .then((payload) => console.log(payload.length));
