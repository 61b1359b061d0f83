// The key manager app of keymanager-get-payload.js, on the bare client and the two operation
// functions it calls (issue 29): the bundle leaves the other operations out.
import { createKeyManagerBareClient, createSecret, getSecretPayload } from "svc-cloud/keymanager";

const keys = createKeyManagerBareClient({ baseUrl: location.origin, auth: "token", tenantId: "tenant" });
createSecret(keys, { name: "note", payload: "s3cret note", payload_content_type: "text/plain" })
  .then((secret) => getSecretPayload(keys, secret.id))
  .then((payload) => console.log(payload.length));
