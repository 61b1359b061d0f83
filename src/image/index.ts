export * from "../../generated/sdk/image/entry-index.ts";
