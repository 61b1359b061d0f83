// svc-cloud/datastore under Node (node:crypto): written from the spec's x-sdk.runtimes.
export * from "../../generated/sdk/datastore/entry-node.ts";
