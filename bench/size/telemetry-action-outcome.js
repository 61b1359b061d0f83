// A browser app that imports only the telemetry client and reads one alarm's action outcome.
import { createTelemetryClient } from "svc-cloud/telemetry";

const telemetry = createTelemetryClient({ baseUrl: location.origin, auth: "token" });
telemetry
  .actionOutcome("alarm-id", { start: "2026-11-20T00:00:00Z", end: new Date() })
  .then((result) => console.log(result.outcome));
