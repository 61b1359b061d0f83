/**
 * Which APIs keep state across calls on the mock platform, and what each keeps (the rest of each
 * API answers the spec's examples). The mock platform guide's table is made from
 * STATE_SUMMARY, so the docs say what the code does.
 */
import type { ApiEntry } from "../../../lib/api-registry.ts";
import type { ApiState } from "../state-layer.ts";
import type { StateContext } from "./context.ts";
import { databaseState } from "./database.ts";
import { datastoreState } from "./datastore.ts";
import { dnsState } from "./dns.ts";
import { identityState } from "./identity.ts";
import { imageState } from "./image.ts";
import { keymanagerState } from "./keymanager.ts";
import { telemetryState } from "./telemetry.ts";

interface StatefulApi {
  make(context: StateContext): ApiState;
  /** What the mock keeps across calls, for the guide. */
  stateful: string;
}

const STATEFUL: Readonly<Record<string, StatefulApi>> = {
  datastore: {
    make: datastoreState,
    stateful:
      "objects, class by class: saved, read, found by a search whose where they match, updated and deleted",
  },
  database: {
    make: databaseState,
    stateful:
      "DB instances (BUILD at creation and first read, then ACTIVE, so waitForInstance completes) and snapshots (creating, then Available): created, read, listed, modified, deleted",
  },
  dns: {
    make: (context) => dnsState(context),
    stateful:
      "hosted zones (created, read, listed, deleted; a second create of a name is 409) and changes (PENDING at the start and first read, then INSYNC, so waitForChange completes)",
  },
  keymanager: {
    make: keymanagerState,
    stateful: "secrets (with their payloads) and containers: created, read, listed, deleted",
  },
  telemetry: {
    make: (context) => telemetryState(context),
    stateful:
      "alarms (created insufficient data, read, listed, updated, deleted) and their history: creation, rule change, each state transition, and a Succeeded action entry for each action of the state set",
  },
  image: {
    make: imageState,
    stateful: "the members an image is shared with: shared (pending), answered, read, listed, removed",
  },
  identity: {
    make: (context) => identityState(context),
    stateful:
      "tokens: each login gets its own token, issued now, expiring after the platform's hour, whose validation answers the body it was issued with (404 once revoked or expired)",
  },
};

/** What each stateful API keeps, by API name. */
export const STATE_SUMMARY: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(STATEFUL).map(([api, { stateful }]) => [api, stateful]),
);

/** The state of `api`, or undefined when it answers from the spec's examples alone. */
export function stateOf(api: ApiEntry, context: StateContext): ApiState | undefined {
  return STATEFUL[api.name]?.make(context);
}
