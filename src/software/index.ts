// svc-cloud/software for Node, workers and edge runtimes: written from the spec's x-sdk.runtimes.
export * from "../../generated/sdk/software/entry-index.ts";
