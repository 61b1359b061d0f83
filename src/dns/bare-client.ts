// The DNS bare client is generated from the spec (x-sdk.bareClient, its pipeline hook in
// concurrent-create.ts); the entry points import it from here until they name the generated module.
export * from "../../generated/sdk/dns/bare-client.ts";
