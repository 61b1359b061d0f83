// The telemetry app of telemetry-action-outcome.js, on the bare client and the one operation
// function it calls (issue 29): the bundle leaves the other operations out.
import { actionOutcome, createTelemetryBareClient } from "svc-cloud/telemetry";

const telemetry = createTelemetryBareClient({ baseUrl: location.origin, auth: "token" });
actionOutcome(telemetry, "alarm-id", { start: "2026-11-20T00:00:00Z", end: new Date() }).then((result) =>
  console.log(result.outcome),
);
