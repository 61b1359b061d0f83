export * from "../../generated/sdk/keymanager/entry-index.ts";
