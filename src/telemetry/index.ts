export * from "../../generated/sdk/telemetry/entry-index.ts";
