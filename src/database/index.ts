export * from "../../generated/sdk/database/entry-index.ts";
