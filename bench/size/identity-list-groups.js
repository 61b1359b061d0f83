// A browser app that imports only the identity provider and client, and lists a user's groups.
import { createIdentityClient, createIdentityProvider } from "svc-cloud/identity";

const baseUrl = location.origin;
const auth = createIdentityProvider({
  baseUrl,
  password: { userName: "alice", domain: { name: "acme" }, password: "secret" },
  scope: { project: { name: "web", domain: { name: "acme" } } },
});
createIdentityClient({ baseUrl, auth })
  .listUserGroups("user-id")
  .toArray()
  .then((groups) => console.log(groups));
