export * from "../../generated/sdk/compute/entry-index.ts";
