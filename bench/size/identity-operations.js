// The identity app of identity-list-groups.js, on the provider, the bare client and the one
// operation function it calls (issue 29): the bundle leaves the other operations out.
import { createIdentityBareClient, createIdentityProvider, listUserGroups } from "svc-cloud/identity";

const baseUrl = location.origin;
const auth = createIdentityProvider({
  baseUrl,
  password: { userName: "alice", domain: { name: "acme" }, password: "secret" },
  scope: { project: { name: "web", domain: { name: "acme" } } },
});
listUserGroups(createIdentityBareClient({ baseUrl, auth }), "user-id")
  .toArray()
  .then((groups) => console.log(groups));
