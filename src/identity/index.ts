export * from "../../generated/sdk/identity/entry-index.ts";
