/**
 * The checks of `npm run verify`, one registry: every finding a run makes is made by one of
 * these, and carries its id (as Schemathesis' named checks do, whose names these follow where
 * one exists). `--checks` picks which run, a baseline entry names the one it covers, and the
 * report, the console and JUnit show it with each finding. Adding a check is one entry here:
 * its id, what it finds in one line (for `--help` and the guide), and how it judges one
 * exchange.
 *
 * An entry judges one recorded exchange in its context (CheckContext): its answer (or why none
 * came), the operation it matched, the engine's schema findings (asked for once, shared by the
 * conformance checks, each of which takes the findings at its own place), and, for a request
 * sent to be refused or answered one way (expected-answers.ts), the case. The answer to a
 * request that breaks the spec on purpose and is refused with a 4xx the spec does not document
 * there has no schema to hold it to: the conformance checks leave it alone (Prism's 422 where
 * an operation documents no 400); a 5xx to it is still a server error.
 */

import {
  type AnswerCheckSettings,
  type Answered,
  bodyOwned,
  ownedBodyFindings,
  readBody,
  signatureFindings,
} from "./answer-checks.ts";
import type { NegativeCase } from "./expected-answers.ts";
import type { Exchange } from "./recorder.ts";
import type { Finding } from "./spec-validator.ts";

export interface CheckSettings extends AnswerCheckSettings {
  /** `--max-time`: an answer slower than this is a finding. */
  maxTimeMs?: number;
  /** The statuses the spec documents for an operation (`200`, `4XX`). */
  statuses(operationId: string): readonly string[];
}

export interface CheckContext {
  exchange: Exchange;
  /** The operation the request matched; undefined when no operation of the spec has its method and path. */
  operationId: string | undefined;
  /** Why no operation matched (the spec validator's `/request/path` or `/request/method` finding). */
  unmatched: Finding[];
  /** The case the request was sent for, if any. */
  expected?: NegativeCase;
  /** A request that breaks the spec on purpose, refused with a 4xx the spec does not document there. */
  exempt: boolean;
  /** The engine's schema findings of the answer (asked once, on first use); [] without an answer. */
  engine(): Promise<Finding[]>;
  settings: CheckSettings;
}

export interface Check {
  /** Its name in findings, `--checks` and baselines: snake_case, as Schemathesis names its checks. */
  id: string;
  /** What it finds, in one line. */
  finds: string;
  run(context: CheckContext): Finding[] | Promise<Finding[]>;
}

const answered = (context: CheckContext): Answered | undefined =>
  context.exchange.response === undefined ? undefined : (context as { exchange: Answered }).exchange;

/** Whether a conformance check judges this answer: one came, to an operation, and it is not exempt. */
const conformanceApplies = (context: CheckContext): context is CheckContext & { operationId: string } =>
  context.exchange.response !== undefined && context.operationId !== undefined && !context.exempt;

/** The engine's findings at a place: the status, the Content-Type, another header, the rest (the body). */
type Place = "status" | "content-type" | "header" | "body";
const placeOf = (where: string): Place =>
  where === "/response/status"
    ? "status"
    : where === "/response/headers/content-type"
      ? "content-type"
      : where.startsWith("/response/headers/")
        ? "header"
        : "body";
const engineAt = async (context: CheckContext, place: Place) =>
  conformanceApplies(context) ? (await context.engine()).filter((f) => placeOf(f.where) === place) : [];

const documentedList = (context: CheckContext) =>
  context.operationId === undefined ? "" : context.settings.statuses(context.operationId).join(", ");

/** The answer to a case: the finding when it is not the one the case expects. */
function caseFinding(context: CheckContext, kind: NegativeCase["kind"]): Finding[] {
  const negative = context.expected;
  const status = context.exchange.response?.status;
  if (negative?.kind !== kind || status === undefined) return [];
  if (negative.expect !== undefined)
    return negative.expect.includes(status)
      ? []
      : [
          {
            where: negative.where,
            message: `${negative.rule}: expected HTTP ${negative.expect.join(" or ")}, got HTTP ${status} (sent: ${negative.sent})`,
            expected: `HTTP ${negative.expect.join(" or ")}`,
          },
        ];
  if (status < 200 || status >= 300) return [];
  return [
    {
      where: negative.where,
      message: `the server accepted (HTTP ${status}) a request the spec forbids: ${negative.rule} (sent: ${negative.sent})`,
      expected: "a refusal (4xx)",
    },
  ];
}

export const CHECKS: readonly Check[] = [
  {
    id: "response_received",
    finds: "a request that got no answer (refused connection, reset, nothing within --timeout)",
    run: (context) =>
      context.exchange.response !== undefined || (context.operationId === undefined && !context.expected)
        ? []
        : [
            {
              where: "/response",
              message: `no answer: ${context.exchange.error ?? "the exchange failed"}`,
              expected: "an answer within --timeout",
            },
          ],
  },
  {
    id: "not_a_server_error",
    finds: "a 5xx answer to any request, a probe's included, documented or not",
    run: (context) => {
      const status = context.exchange.response?.status;
      if (status === undefined || status < 500) return [];
      const probe = context.expected;
      return [
        {
          where: "/response/status",
          message:
            probe === undefined
              ? `the server failed: HTTP ${status} (a 5xx is a violation unless a baseline covers it)`
              : `the server failed: HTTP ${status} to a probe: ${probe.rule} (sent: ${probe.sent}; a 5xx is a violation unless a baseline covers it)`,
          expected: "an answer below 500",
        },
      ];
    },
  },
  {
    id: "operation_documented",
    finds: "an answer to a request whose method and path no operation of the spec has",
    run: (context) =>
      context.operationId === undefined && context.expected?.kind !== "method"
        ? context.unmatched.map((f) => ({ ...f, expected: "a path and method the spec documents" }))
        : [],
  },
  {
    id: "status_code_conformance",
    finds: "a status the spec does not document for the operation (a 5xx is not_a_server_error's)",
    run: async (context) => {
      if ((context.exchange.response?.status ?? 0) >= 500) return [];
      const documented = documentedList(context);
      return (await engineAt(context, "status")).map((f) => ({ ...f, expected: `one of ${documented}` }));
    },
  },
  {
    id: "content_type_conformance",
    finds: "a body of a media type the spec does not document for the operation and status",
    run: async (context) =>
      (await engineAt(context, "content-type")).map((f) => ({
        ...f,
        expected:
          f.expected ??
          /(?:documented|current response): ([^)]*)\)?$/.exec(f.message)?.[1] ??
          "a media type the spec documents",
      })),
  },
  {
    id: "response_headers_conformance",
    finds: "a required response header missing, or a documented one that breaks its schema",
    run: async (context) =>
      (await engineAt(context, "header")).map((f) => ({
        ...f,
        expected: f.expected ?? /\bmust\b.*$/.exec(f.message)?.[0] ?? "the header as the spec documents it",
      })),
  },
  {
    id: "response_schema_conformance",
    finds:
      "a body that breaks the response schema: JSON by the engine; XML by its root element, the XSD and the spec's answer; a body not read whole or labelled JSON and not JSON",
    run: async (context) => {
      const exchange = answered(context);
      if (exchange === undefined || !conformanceApplies(context)) return [];
      const reading = readBody(exchange);
      if (bodyOwned(reading))
        return ownedBodyFindings(context.settings, exchange, reading, context.operationId);
      return (await engineAt(context, "body")).map((f) => ({
        ...f,
        expected: f.expected ?? /\bmust\b.*$/.exec(f.message)?.[0] ?? "what the response schema says",
      }));
    },
  },
  {
    id: "response_signature",
    finds: "a data store answer without a valid X-SVC-Response-Signature where the SDK requires one",
    run: async (context) => {
      const exchange = answered(context);
      const signer = context.settings.signer;
      if (exchange === undefined || signer === undefined || context.operationId === undefined) return [];
      const own = await engineAt(context, "header");
      const where = `/response/headers/${signer.headerNames.responseSignature.toLowerCase()}`;
      // A header the engine already faulted (a malformed signature breaks the spec's pattern) is
      // not faulted again: one fault, one finding.
      if (own.some((f) => f.where === where)) return [];
      return signatureFindings(signer, exchange);
    },
  },
  {
    id: "max_response_time",
    finds: "an answer slower than --max-time, from the request to the body's end",
    run: ({ exchange, settings }) =>
      settings.maxTimeMs !== undefined &&
      exchange.response !== undefined &&
      exchange.durationMs > settings.maxTimeMs
        ? [
            {
              where: "/response",
              message: `the answer took ${Math.round(exchange.durationMs)} ms, longer than --max-time ${settings.maxTimeMs} ms`,
              expected: `at most ${settings.maxTimeMs} ms`,
            },
          ]
        : [],
  },
  {
    id: "negative_data_rejection",
    finds: "--negative: a success answer to a request that breaks one constraint of the spec",
    run: (context) => caseFinding(context, "data"),
  },
  {
    id: "unsupported_method",
    finds: "--negative --write: a success answer to a method the spec does not document on the path",
    run: (context) => caseFinding(context, "method"),
  },
  {
    id: "ignored_auth",
    finds: "--auth-check: a secured read answered without credentials, not with 401 or 403",
    run: (context) => caseFinding(context, "auth"),
  },
  {
    id: "use_after_free",
    finds: "--write: a read of a resource after its delete answered, not 404",
    run: (context) => caseFinding(context, "gone"),
  },
];

/** Every check's id, in the registry's order. */
export const CHECK_IDS: readonly string[] = CHECKS.map((check) => check.id);

/**
 * The checks `--checks` names (ids, comma-separated or repeated; `all`), in the registry's
 * order; every check when none is named. Undefined ids are returned for the caller to refuse.
 */
export function pickChecks(names: readonly string[]): { checks: Check[]; unknown: string[] } {
  const wanted = names
    .flatMap((name) => name.split(","))
    .map((name) => name.trim())
    .filter(Boolean);
  if (wanted.length === 0 || wanted.includes("all")) return { checks: [...CHECKS], unknown: [] };
  return {
    checks: CHECKS.filter((check) => wanted.includes(check.id)),
    unknown: wanted.filter((name) => !CHECK_IDS.includes(name)),
  };
}
