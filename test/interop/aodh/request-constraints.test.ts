/**
 * The telemetry entries of the request-constraint table (test/support/request-constraints/)
 * against the real Aodh: see peer-suite.ts. The suite makes the alarm whose history the
 * requests read; Aodh runs without Keystone and takes the caller from these headers.
 */
import { beforeAll, describe, inject } from "vitest";
import { createTelemetryClient } from "../../../src/telemetry/index.ts";
import { peerConstraintTests } from "../../support/request-constraints/peer-suite.ts";
import type { RequestContext } from "../../support/request-constraints/types.ts";
import { requestContext } from "../../support/request-constraints/wire.ts";

const aodhUrl = inject("aodhUrl");
const CALLER = {
  "X-Auth-Token": "no-auth-mode-token",
  "X-User-Id": "3e5d11fda79448ac99ccefb20be187ca",
  "X-Project-Id": "7d3a5c9e1f2b4d6a8c0e2f4a6b8d0c2e",
  "X-Roles": "member",
};

describe.runIf(aodhUrl !== "")("telemetry request constraints against a real Aodh", () => {
  let context: RequestContext;

  beforeAll(async () => {
    const telemetry = createTelemetryClient({
      baseUrl: aodhUrl,
      auth: CALLER["X-Auth-Token"],
      headers: CALLER,
    });
    const alarm = await telemetry.createAlarm({
      name: "rules",
      type: "event",
      event_rule: { event_type: "compute.instance.update" },
    });
    context = requestContext({ alarm: alarm.alarm_id }, Date.now().toString(36));
  });

  peerConstraintTests({
    api: "telemetry",
    peer: "Aodh",
    url: () => aodhUrl,
    headers: () => CALLER,
    context: () => context,
  });
});
