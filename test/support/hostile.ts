/**
 * The hostile-response property: every operation of a client, fed responses a broken or
 * hostile server could send, ends within its timeout with a result or a typed SvcError that
 * shows no secret in any view. Used by each API's `hostile.test.ts`.
 *
 * The answers cover: truncated, invalid and wrongly typed JSON and XML; HTML error pages;
 * empty bodies; a 10 MB body; a body that never ends (it must stop at the client's
 * maxResponseBytes, or its timeout); JSON nested 10,000 deep; invalid UTF-8; statuses outside the
 * specs (203, 206, 299, 418, a 3xx with or without Location); a connection that resets or
 * stalls in the middle of the body, or never answers; and bodies that echo every header and
 * the body of the request back (credentials included).
 */
import fc from "fast-check";
import { expect } from "vitest";
import { SvcError } from "../../src/core/errors.ts";
import type { Fetch } from "../../src/core/fetch-policy.ts";
import { expectNoSecrets } from "./secrets.ts";

/** What a hostile server does with one request. */
export type HostileAnswer = { label: string; answer: (request: Request, echo: string) => Promise<Response> };

/** A client under test. */
export interface HostileTarget<C> {
  /** Builds the client on `fetch`, with `timeoutMs` and retries short enough for a test. */
  client(fetch: Fetch, timeoutMs: number): C;
  /** Every operation of the client, each called with valid arguments. */
  operations: Record<string, (client: C) => Promise<unknown>>;
  /** The secrets the client holds or the server may echo; none may show in an error. */
  secrets: readonly string[];
}

const enc = new TextEncoder();
const bytes = (text: string) => enc.encode(text);
let huge: Uint8Array | undefined;
let hugeLength = 0;
/**
 * The 10 MB body, encoded once per file, as a stream that hands over those very bytes: a Response
 * made from the bytes themselves copies all 10 MB first (fetch's byte stream detaches what it
 * sends), about a fifth of what a 10 MB answer costs. A client that detached the shared bytes
 * would leave later answers empty: each run checks they are whole (`expectTenMegabytesWhole`).
 */
const tenMegabytes = (): ReadableStream<Uint8Array> => {
  if (huge === undefined) {
    huge = bytes(`{"items":[${'"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",'.repeat(300_000)}"end"]}`);
    hugeLength = huge.byteLength;
  }
  const body = huge;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(body);
      controller.close();
    },
  });
};
const expectTenMegabytesWhole = (where: string) => {
  if (huge !== undefined) expect(huge.byteLength, `${where} detached the shared 10 MB body`).toBe(hugeLength);
};
const deep = `${"[".repeat(10_000)}${"]".repeat(10_000)}`;
const deepObject = `${'{"a":'.repeat(10_000)}1${"}".repeat(10_000)}`;

const STATUSES = [
  200, 201, 202, 203, 204, 206, 299, 400, 401, 403, 404, 409, 413, 418, 422, 429, 500, 502, 503,
];
const JSON_TYPE = { "Content-Type": "application/json" };
const XML_TYPE = { "Content-Type": "application/xml" };

/** Bodies that echo what the request carried: every header value, and its body. */
function echoBodies(echo: string): string[] {
  const quoted = JSON.stringify(echo);
  return [
    JSON.stringify({ error: { code: 400, title: "Bad Request", message: echo } }),
    JSON.stringify({ error_message: { faultcode: "Client", faultstring: echo, debuginfo: null } }),
    JSON.stringify({ code: "E400001", error: echo }),
    JSON.stringify({ error: "invalid_request", error_description: `${echo} RCM403102` }),
    JSON.stringify({ badRequest: { code: 400, message: echo } }),
    JSON.stringify({ code: 400, title: "Bad Request", description: echo }),
    `<?xml version="1.0"?><ErrorResponse xmlns="https://dns.api.cloud.global.fujitsu.com/doc/2012-12-12/"><Error><Type>Sender</Type><Code>Unauthorized</Code><Message>${escapeXml(echo)}</Message></Error><RequestId>${escapeXml(echo)}</RequestId></ErrorResponse>`,
    `<AccessDeniedException><Message>${escapeXml(echo)}</Message></AccessDeniedException>`,
    `plain text ${echo}`,
    `{"message": ${quoted}`,
  ];
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

const respond = (status: number, body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Response(status === 204 || status === 304 ? null : body, { status, headers });

/** A body stream that sends `first` and then `end`s: fails (reset) or never ends (stall). */
const streamed = (status: number, first: string, end: "reset" | "stall") =>
  new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes(first));
      },
      pull(controller) {
        if (end === "reset") controller.error(new TypeError("terminated: other side closed"));
        return end === "stall" ? new Promise(() => {}) : undefined;
      },
    }),
    { status, headers: JSON_TYPE },
  );

const status = fc.constantFrom(...STATUSES);

/** A body of spaces that never ends, in 256 KiB chunks (a gzip bomb, as fetch hands it over). */
const endless = (status: number) => {
  const chunk = new Uint8Array(256 * 1024).fill(0x20);
  return new Response(
    new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(chunk);
      },
    }),
    { status, headers: JSON_TYPE },
  );
};

/** Every kind of hostile answer, with its parameters drawn by fast-check. */
export const hostileAnswers: fc.Arbitrary<HostileAnswer> = fc.oneof(
  fc
    .record({
      status,
      text: fc.constantFrom(
        '{"a": [1, 2',
        "not json {",
        "",
        "null",
        "[]",
        '"text"',
        "42",
        "{}",
        '<?xml version="1.0"?><Foo><Bar>',
        '<!DOCTYPE x [<!ENTITY a "aaaa">]><x>&a;</x>',
      ),
    })
    .map(({ status, text }) => ({
      label: `${status} ${JSON.stringify(text)}`,
      answer: async () => respond(status, text, text.startsWith("<") ? XML_TYPE : JSON_TYPE),
    })),
  fc.record({ status, value: fc.jsonValue({ maxDepth: 3 }) }).map(({ status, value }) => ({
    label: `${status} random JSON`,
    answer: async () => respond(status, JSON.stringify(value) ?? "null", JSON_TYPE),
  })),
  status.map((s) => ({
    label: `${s} HTML error page`,
    answer: async () =>
      respond(s, "<html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>", {
        "Content-Type": "text/html",
      }),
  })),
  fc.constantFrom("10 MB", "deep array", "deep object", "invalid UTF-8").chain((kind) =>
    status.map((s) => ({
      label: `${s} ${kind}`,
      answer: async () =>
        respond(
          s,
          (kind === "10 MB"
            ? tenMegabytes()
            : kind === "deep array"
              ? deep
              : kind === "deep object"
                ? deepObject
                : new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d])) as BodyInit,
          JSON_TYPE,
        ),
    })),
  ),
  fc.record({ status, which: fc.nat(9) }).map(
    ({ status, which }): HostileAnswer => ({
      label: `${status} echo #${which}`,
      answer: async (_request, echo) => {
        const body = echoBodies(echo)[which] ?? "";
        return respond(status, body, body.startsWith("<") ? XML_TYPE : JSON_TYPE);
      },
    }),
  ),
  fc.constantFrom(200, 201, 400, 500).map((s) => ({
    label: `${s} endless body`,
    answer: async () => endless(s),
  })),
  fc.constantFrom(301, 302, 303, 307, 308).chain((s) =>
    fc.boolean().map((withLocation) => ({
      label: `${s} redirect${withLocation ? " elsewhere" : " without Location"}`,
      answer: async (): Promise<Response> =>
        respond(s, null, withLocation ? { Location: "https://attacker.example/steal?x=1" } : {}),
    })),
  ),
  fc.constantFrom(200, 201, 400, 500).chain((s) =>
    fc.constantFrom<"reset" | "stall">("reset", "stall").map((end) => ({
      label: `${s} body ${end}s midway`,
      answer: async () => streamed(s, '{"partial": ', end),
    })),
  ),
  fc.constantFrom("refused", "hang").map((kind) => ({
    label: `transport ${kind}`,
    answer: (request: Request) =>
      kind === "refused"
        ? Promise.reject(new TypeError(`fetch failed: connect ECONNREFUSED ${request.url}`))
        : new Promise<Response>((_, reject) =>
            request.signal.addEventListener("abort", () => reject(request.signal.reason)),
          ),
  })),
);

/** Every header value and the body of `request`, as a hostile server would echo them. */
async function echoOf(request: Request): Promise<string> {
  const parts: string[] = [];
  for (const [name, value] of request.headers) parts.push(`${name}: ${value}`);
  if (request.body !== null) parts.push(await request.clone().text());
  return parts.join(" | ");
}

/** `JSON.stringify(error)` shows every field the error holds (issue 22: typed fields were dropped). */
function expectEveryFieldInJson(error: SvcError, where: string): void {
  const shown = JSON.parse(JSON.stringify(error)) as Record<string, unknown>;
  for (const [key, value] of Object.entries(error)) {
    if (value !== undefined && !(key in shown))
      expect.fail(`${where}: JSON.stringify drops ${error.name}.${key}`);
  }
}

/** A test timeout that fits the property's runs (some answers stall until the call's timeout). */
export const HOSTILE_TEST_TIMEOUT_MS = 120_000;

/**
 * Properties run side by side: most of a run is waiting (a body that stalls until the call's
 * timeout, a transport that never answers), and the waits of one lane overlap the others'.
 * Same runs in all, split over the lanes, each lane with its own seed.
 */
const LANES = 8;

/** Runs the property over every operation of `target`. */
export async function checkHostileResponses<C>(
  target: HostileTarget<C>,
  options: { runs?: number; timeoutMs?: number } = {},
): Promise<void> {
  const timeoutMs = options.timeoutMs ?? 250;
  const names = Object.keys(target.operations);
  // The number of runs is arbitrary: each operation meets a dozen drawn answers per client kind.
  const runs = options.runs ?? Math.max(100, names.length * 12);
  const property = () =>
    fc.asyncProperty(fc.constantFrom(...names), hostileAnswers, async (name, hostile) => {
      const fetch: Fetch = async (request) => hostile.answer(request, await echoOf(request));
      const client = target.client(fetch, timeoutMs);
      const operation = target.operations[name];
      if (operation === undefined) throw new Error(`no operation ${name}`);
      let hung: ReturnType<typeof setTimeout> | undefined;
      const outcome = await Promise.race([
        operation(client).then(
          () => ({ kind: "resolved" as const }),
          (error: unknown) => ({ kind: "rejected" as const, error }),
        ),
        // Far past the call's timeout: a call that never ends. The margin is for a busy machine,
        // where the lanes of four test workers share two cores.
        new Promise<{ kind: "hung" }>((resolve) => {
          hung = setTimeout(() => resolve({ kind: "hung" }), timeoutMs * 4 + 15_000);
        }),
      ]);
      clearTimeout(hung);
      const where = `${name} on ${hostile.label}`;
      expect(outcome.kind, `${where} hung`).not.toBe("hung");
      expectTenMegabytesWhole(where);
      if (outcome.kind === "rejected") {
        const { error } = outcome;
        if (!(error instanceof SvcError)) {
          expect.fail(
            `${where} threw ${error instanceof Error ? `${error.name}: ${error.message.slice(0, 200)}` : String(error)}, not a SvcError`,
          );
        }
        expectNoSecrets(error, target.secrets);
        expectEveryFieldInJson(error, where);
      }
    });
  await Promise.all(
    Array.from({ length: LANES }, () =>
      fc.assert(property(), { numRuns: Math.ceil(runs / LANES), endOnFailure: true }),
    ),
  );
}
