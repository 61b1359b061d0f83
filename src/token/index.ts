export * from "../../generated/sdk/token/entry-index.ts";
