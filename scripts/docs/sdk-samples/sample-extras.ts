/**
 * What the samples need that a spec cannot say, by API (an API without any needs no entry):
 * spec-samples.ts reads everything else from the spec. Each entry is checked by TypeScript
 * against its client (a call's key must be one of its methods) and its module (a helper's
 * import must be one of its exports). Only three things belong here:
 * - `args`: the arguments of a call whose options or body a hand-written hook takes in a shape
 *   of its own (`x-sdk.hooks.options` / `.body`, a variant's builder, an XML document), made
 *   from the operation's examples;
 * - `show`: what a sample prints of a result that holds a secret;
 * - `example`: the body example a call sends, where its name says nothing;
 * and, for the client, the name of its variable (default the API's name) and the curl body
 * fields read from SVC_* variables.
 */
import {
  ChangeResourceRecordSetsRequestXml,
  CreateHostedZoneRequestXml,
} from "../../../generated/sdk/dns/documents.ts";
import { SupportSoftwareRegistrationsXml } from "../../../generated/sdk/software/documents.ts";
import type * as Compute from "../../../src/compute/index.ts";
import type * as Database from "../../../src/database/index.ts";
import type * as Datastore from "../../../src/datastore/node.ts";
import type * as Dns from "../../../src/dns/index.ts";
import type * as Identity from "../../../src/identity/index.ts";
import type * as KeyManager from "../../../src/keymanager/index.ts";
import type * as Software from "../../../src/software/index.ts";
import type * as Telemetry from "../../../src/telemetry/index.ts";
import type * as Token from "../../../src/token/index.ts";
import { literal } from "./literal.ts";
import { type Args, codeOf, type MethodName, type OperationExamples } from "./mapping.ts";

/** What one call needs beyond its spec. */
export interface CallExtras {
  /** The arguments, from the operation's examples, where a hook takes them in a shape of its own. */
  args?: Args;
  /** What the sample prints, as an expression of `result`, when not the whole result (a secret). */
  show?: string;
  /** The request body example the call sends. */
  example?: string;
}

/** What an API's samples need beyond its spec. */
export interface ApiExtras<Client = unknown> {
  /** The name of the client's variable in the samples (default the API's name). */
  variable?: string;
  /** Request body fields the curl samples take from SVC_* variables, not from the example. */
  curlVariables?: Readonly<Record<string, string>>;
  /** By the SDK method a call makes. */
  calls?: Partial<Record<MethodName<Client>, CallExtras>>;
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

/** The list of `{ key: value }` items of the example at `keys` as the values (`[{ sourceId }]` to IDs). */
function unwrapped(op: OperationExamples, key: string, ...keys: string[]): unknown[] {
  const items = op.body(...keys);
  return Array.isArray(items) ? items.map((item) => (item as Record<string, unknown>)[key]) : [];
}

const telemetryCode = codeOf<typeof Telemetry>();

/** The telemetry query of the example's `q.field`/`q.op`/`q.value` triples, with the SDK's builder. */
function telemetryQuery(op: OperationExamples) {
  const [fields, ops, values] = (["q.field", "q.op", "q.value"] as const).map((name) => list(op.query(name)));
  const steps = (fields ?? []).map((field, i) => {
    const [name, value] = [literal(field), literal(values?.[i])];
    return ops?.[i] === "eq" ? `.eq(${name}, ${value})` : `.where(${name}, ${literal(ops?.[i])}, ${value})`;
  });
  // One step per line when there are several, as biome writes a chain that does not fit.
  return telemetryCode(
    `query()${steps.length > 1 ? steps.map((step) => `\n  ${step}`).join("") : steps.join("")}`,
    "query",
  );
}

const tokenCode = codeOf<typeof Token>();

export const SAMPLE_EXTRAS: Readonly<Record<string, ApiExtras>> = {
  token: {
    variable: "tokens",
    curlVariables: { client_id: "SVC_CLIENT_ID", client_secret: "SVC_CLIENT_SECRET" },
    calls: {
      issueToken: {
        // The client ID and secret are the app's own: from the environment, never from code.
        args: () => [
          {
            clientId: tokenCode('setting("SVC_CLIENT_ID")'),
            clientSecret: tokenCode('setting("SVC_CLIENT_SECRET")'),
          },
        ],
        show: "result.expires_in",
      },
      deleteToken: { args: (op) => [op.query("access_token")] },
    },
  } satisfies ApiExtras<Token.TokenClient>,
  datastore: {
    variable: "store",
    calls: {
      searchObjectsPage: {
        // The SDK takes the condition as an object (and sends it as JSON text), `count` as a boolean.
        args: (op) => [
          op.path("className"),
          {
            where: JSON.parse(String(op.query("where"))),
            limit: op.query("limit"),
            skip: op.query("skip"),
            order: op.query("order"),
            include: op.query("include"),
            count: op.query("count") === 1,
          },
        ],
      },
    },
  } satisfies ApiExtras<ReturnType<typeof Datastore.createDatastoreClient>>,
  identity: {
    calls: { createToken: { show: "result.body.expires_at" } },
  } satisfies ApiExtras<Identity.IdentityClient>,
  telemetry: {
    calls: {
      listAlarmsPage: { args: (op) => [{ q: telemetryQuery(op), limit: op.query("limit") }] },
      listHistoryPage: {
        args: (op) => [op.path("alarm_id"), { q: telemetryQuery(op), limit: op.query("limit") }],
      },
      listSamplesPage: {
        args: (op) => [op.path("meter_name"), { q: telemetryQuery(op), limit: op.query("limit") }],
      },
      getMeterStatistics: {
        args: (op) => [
          op.path("meter_name"),
          {
            q: telemetryQuery(op),
            period: op.query("period"),
            groupby: op.query("groupby"),
            aggregate: list(op.query("aggregate.func")).map((func) => ({ func })),
          },
        ],
      },
    },
  } satisfies ApiExtras<Telemetry.TelemetryClient>,
  dns: {
    calls: {
      createHostedZone: { args: (op) => [op.xml(CreateHostedZoneRequestXml)] },
      changeResourceRecordSets: {
        args: (op) => [op.path("zoneId"), op.xml(ChangeResourceRecordSetsRequestXml).ChangeBatch],
      },
    },
  } satisfies ApiExtras<Dns.DnsClient>,
  software: {
    calls: { registerSoftwareSupport: { args: (op) => [op.xml(SupportSoftwareRegistrationsXml)] } },
  } satisfies ApiExtras<Software.SoftwareClient>,
  keymanager: {
    variable: "keys",
    calls: { getSecretPayload: { show: "result.length" }, getSecretPayloadBytes: { show: "result.length" } },
  } satisfies ApiExtras<KeyManager.KeyManagerClient>,
  database: {
    variable: "db",
    calls: {
      createEventSubscription: {
        args: (op) => {
          const { name, description, enabled, sourceType } = op.body("eventnotification") as Record<
            string,
            unknown
          >;
          return [
            {
              name,
              description,
              enabled,
              sourceType,
              sourceIds: unwrapped(op, "sourceId", "eventnotification", "sourceIds"),
              eventCategories: unwrapped(op, "eventCategory", "eventnotification", "eventCategories"),
            },
          ];
        },
      },
      updateEventSubscription: {
        args: (op) => {
          // The example (the manual's sample) pairs sourceType db-snapshot with the category
          // backup, which only db-instance has (the platform's category table, as
          // listEventCategories answers it), so the client refuses the pair; the call changes the
          // name, the enabled flag and the categories.
          const { subscriptionName, enabled } = op.body("eventnotification") as Record<string, unknown>;
          const eventCategories = unwrapped(op, "eventCategory", "eventnotification", "eventCategories");
          return [op.path("subscriptionId"), { name: subscriptionName, enabled, eventCategories }];
        },
      },
      restartInstance: { args: (op) => [op.path("instanceId"), { failover: op.body("failover") }] },
    },
  } satisfies ApiExtras<Database.DatabaseClient>,
  image: { variable: "images" },
  compute: {
    calls: {
      // The options hook takes the filters by their SDK names; the sample shows two of them.
      listServersPage: { args: (op) => [{ status: op.query("status"), limit: op.query("limit") }] },
    },
  } satisfies ApiExtras<Compute.ComputeClient>,
};

/** The extras of API `api` (none for most). */
export const extrasOf = (api: string): ApiExtras => SAMPLE_EXTRAS[api] ?? {};
