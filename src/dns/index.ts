// svc-cloud/dns for Node, workers and edge runtimes: written from the spec's x-sdk.runtimes.
export * from "../../generated/sdk/dns/entry-index.ts";
