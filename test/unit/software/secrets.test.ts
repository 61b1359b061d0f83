/**
 * Every error path of the software support client with its secret set (the X-Auth-Token) and a
 * server that echoes the request back into every field of its error body: the token may not
 * show in any view of the error (test/support/secrets.ts).
 */
import { describe, expect, it } from "vitest";
import {
  AbortError,
  InvalidInputError,
  MalformedResponseError,
  NetworkError,
  RedirectRefusedError,
  type SvcError,
  UnexpectedResponseError,
} from "../../../src/core/errors.ts";
import {
  ChangeProhibitedPeriodError,
  createSoftwareClient,
  SoftwareAuthenticationError,
  SoftwareBadRequestError,
  type SoftwareClient,
  SoftwareNotFoundError,
  SoftwareServerError,
} from "../../../src/software/index.ts";
import { escapeText } from "../../../src/xml/xml-text.ts";
import { type Answer, brokenBody, fakeFetch, stalledBody, xml } from "../../support/fake-fetch.ts";
import { expectNoSecrets } from "../../support/secrets.ts";
import { describeTokenSecrets, echoToken, type TokenErrorPath } from "../../support/token-secrets.ts";

const TOKEN = "secrets-software-auth-token-5e4d3c2b1a";

/** Every header, the URL and the body of the request, as a hostile server echoes them. */
async function echoOf(request: Request): Promise<string> {
  const parts = [...request.headers].map(([name, value]) => `${name}: ${value}`);
  parts.push(request.url, await request.clone().text());
  return parts.join(" | ");
}

/** An ErrorResponse with the echo in every field, and `code` in front of the Code. */
const echoedError =
  (status: number, code: string): Answer =>
  async (request) => {
    const echo = escapeText(await echoOf(request));
    return xml(
      status,
      `<ErrorResponse><Error><Type>${echo}</Type><Code>${code}</Code><Message>${echo}</Message></Error><RequestId>${echo}</RequestId></ErrorResponse>`,
      { "x-openstack-request-id": await echoOf(request) },
    );
  };

function client(answer: Answer, timeoutMs = 1000): SoftwareClient {
  return createSoftwareClient({
    baseUrl: "https://software.secrets.test",
    auth: TOKEN,
    fetch: fakeFetch(answer),
    timeoutMs,
    retry: { maxAttempts: 1 },
  });
}

const entry = { InstanceID: "instance1", SoftwareID: "ws2012", SupportID: "spt_24h" };
const operations: Record<string, (software: SoftwareClient) => Promise<unknown>> = {
  registerSoftwareSupport: (s) => s.registerSoftwareSupport([entry]),
  listSoftwareSupportPage: (s) => s.listSoftwareSupportPage({ InstanceID: "instance1" }),
  listSoftwareSupport: (s) => s.listSoftwareSupport({ InstanceID: "instance1" }).toArray(),
};

async function failure(run: Promise<unknown>): Promise<SvcError> {
  const error = await run.then(
    () => expect.fail("the call succeeded"),
    (e: unknown) => e,
  );
  expectNoSecrets(error, [TOKEN]);
  return error as SvcError;
}

describe("software support errors never show the token", () => {
  const cases: [string, Answer, new (...args: never[]) => Error][] = [
    ["400 change-prohibited period", echoedError(400, "ChangeProhibitedPeriod"), ChangeProhibitedPeriodError],
    ["400", echoedError(400, "InvalidParameter"), SoftwareBadRequestError],
    ["401", echoedError(401, "Unauthorized"), SoftwareAuthenticationError],
    ["404", echoedError(404, "NotFound"), SoftwareNotFoundError],
    ["500", echoedError(500, "InternalError"), SoftwareServerError],
    ["a 200 echoing the request as its body", async (r) => xml(200, await echoOf(r)), MalformedResponseError],
    ["a 203", async (r) => xml(203, await echoOf(r)), UnexpectedResponseError],
    [
      "a redirect",
      async () => new Response(null, { status: 302, headers: { Location: `https://x.test/?t=${TOKEN}` } }),
      RedirectRefusedError,
    ],
    ["a connection reset", async () => brokenBody(200, "<SupportSoftwares>"), NetworkError],
    [
      "a refused connection",
      async (r) => Promise.reject(new TypeError(`connect ECONNREFUSED ${await echoOf(r)}`)),
      NetworkError,
    ],
  ];
  for (const [name, run] of Object.entries(operations))
    it.each(cases)(`${name}: %s`, async (_case, answer, ErrorClass) => {
      expect(await failure(run(client(answer)))).toBeInstanceOf(ErrorClass);
    });

  it("an abort before the call ends in an AbortError without the token", async () => {
    const controller = new AbortController();
    controller.abort(new Error(`stop ${TOKEN}`));
    const run = client(echoedError(500, "x")).listSoftwareSupportPage({}, { signal: controller.signal });
    expect(await failure(run)).toBeInstanceOf(AbortError);
  });

  it("input errors name the field, never the token", async () => {
    const error = await failure(
      client(echoedError(500, "x")).registerSoftwareSupport([
        { ...entry, InstanceID: TOKEN.replace("-", " ") },
      ]),
    );
    expect(error).toBeInstanceOf(InvalidInputError);
  });
});

// The token half every X-Auth-Token client shares: each path with a fixed token and a token
// source, a transport failure and an abort mid-body that quote it, a token no header can carry.
const xmlError = (status: number) => (token: string) =>
  xml(
    status,
    `<ErrorResponse><Error><Type>Sender</Type><Code>${status}</Code><Message>${escapeText(echoToken(token))}</Message></Error><RequestId>${token}</RequestId></ErrorResponse>`,
  );
describeTokenSecrets<SoftwareClient>("the token half: no token shows in a software support error", {
  client: (options) => createSoftwareClient({ baseUrl: "https://software.secrets.test", ...options }),
  fixed: TOKEN,
  issued: "secrets-software-issued-token-9f8e7d",
  paths: [
    ...[400, 401, 403, 404, 500].map(
      (status): TokenErrorPath<SoftwareClient> => [
        `ErrorResponse ${status}`,
        xmlError(status),
        (s) => s.registerSoftwareSupport([entry]),
      ],
    ),
    ["200 that is not the document", (token) => xml(200, `<${token}/>`), (s) => s.listSoftwareSupportPage()],
    [
      "a body that stalls",
      () => stalledBody(200, "<Support"),
      (s) => s.listSoftwareSupportPage({}, { timeoutMs: 50 }),
    ],
  ],
  transportFailure: (s) => s.registerSoftwareSupport([entry]),
  aborted: { what: "walk", call: (s, signal) => s.listSoftwareSupport({}, { signal }).toArray() },
});
