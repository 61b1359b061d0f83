/**
 * Every error path of the DNS client with its secrets set (the X-Auth-Token and a PTR change's
 * region token) and a server that echoes the request back into every field of its error body:
 * no secret may show in any view of the error (test/support/secrets.ts).
 */

import { describe, expect, it } from "vitest";
import { DNS_NAMESPACE } from "../../../generated/sdk/dns/documents.ts";
import {
  AbortError,
  InvalidInputError,
  MalformedResponseError,
  NetworkError,
  RedirectRefusedError,
  type SvcError,
  TimeoutError,
  UnexpectedResponseError,
} from "../../../src/core/errors.ts";
import { WaitTimeoutError } from "../../../src/core/wait-until.ts";
import {
  ConcurrentZoneCreationError,
  createDnsClient,
  DnsAuthenticationError,
  DnsBadRequestError,
  type DnsClient,
  DnsForbiddenError,
  DnsServerError,
  InvalidChangeBatchError,
  InvalidZoneNameError,
  NoSuchChangeError,
  NoSuchHostedZoneError,
  ZoneAlreadyExistsError,
  ZoneLimitExceededError,
} from "../../../src/dns/index.ts";
import { escapeText } from "../../../src/xml/xml-text.ts";
import { ptrBatch } from "../../support/dns-batches.ts";
import { fakeClock } from "../../support/fake-clock.ts";
import { type Answer, fakeFetch, stalledBody, xml } from "../../support/fake-fetch.ts";
import { expectNoSecrets } from "../../support/secrets.ts";
import { describeTokenSecrets, echoToken, type TokenErrorPath } from "../../support/token-secrets.ts";
import { changeXml } from "./xml-bodies.ts";

const TOKEN = "secrets-dns-auth-token-0a1b2c3d4e";
const REGION_TOKEN = "secrets-dns-region-token-9f8e7d6c";
const SECRETS = [TOKEN, REGION_TOKEN];

/** Every header and the body of the request, as a hostile server echoes them. */
async function echoOf(request: Request): Promise<string> {
  const parts = [...request.headers].map(([name, value]) => `${name}: ${value}`);
  parts.push(request.url, await request.clone().text());
  return parts.join(" | ");
}

/** An ErrorResponse with the echo in every field, and `code` at the front of the Code. */
const echoedError =
  (status: number, code: string): Answer =>
  async (request) => {
    const echo = escapeText(await echoOf(request));
    return xml(
      status,
      `<ErrorResponse xmlns="${DNS_NAMESPACE}"><Error><Type>${echo}</Type><Code>${code}</Code><Message>${echo}</Message></Error><RequestId>${echo}</RequestId></ErrorResponse>`,
      { "x-svc-request-id": await echoOf(request) },
    );
  };

const echoedBody =
  (status: number): Answer =>
  async (request) =>
    xml(
      status,
      `<GetChangeResponse xmlns="${DNS_NAMESPACE}"><ChangeInfo>${escapeText(await echoOf(request))}`,
    );

function client(answer: Answer, timeoutMs?: number) {
  return createDnsClient({
    baseUrl: "https://dns.secrets.test",
    auth: TOKEN,
    fetch: fakeFetch(answer),
    clock: fakeClock(),
    timeoutMs,
    retry: { maxAttempts: 2 },
  });
}

const changeRecords = (dns: DnsClient) =>
  dns.changeResourceRecordSets("example.com", ptrBatch, { region: "jp-east-1", regionToken: REGION_TOKEN });
const create = (dns: DnsClient) => dns.createHostedZone({ Name: "example.com" });

type ErrorClass = abstract new (...args: never[]) => SvcError;

const paths: [string, Answer, (dns: DnsClient) => Promise<unknown>, ErrorClass][] = [
  ["401 on a record change", echoedError(401, "Unauthenticated"), changeRecords, DnsAuthenticationError],
  ["403 on a record change", echoedError(403, "AccessDenied"), changeRecords, DnsForbiddenError],
  ["400 on a record change", echoedError(400, "InvalidChangeBatch"), changeRecords, InvalidChangeBatchError],
  ["404 on a record change", echoedError(404, "NoSuchHostedZone"), changeRecords, NoSuchHostedZoneError],
  ["500 on a record change", echoedError(500, "InternalError"), changeRecords, DnsServerError],
  ["400 on a list", echoedError(400, "InvalidInput"), (dns) => dns.listHostedZonesPage(), DnsBadRequestError],
  ["400 on create", echoedError(400, "InvalidDomainName"), create, InvalidZoneNameError],
  ["409 on create", echoedError(409, "HostedZoneAlreadyExists"), create, ZoneAlreadyExistsError],
  ["the zone limit on create", echoedError(400, "TooManyHostedZones"), create, ZoneLimitExceededError],
  [
    "500 on create, after the retries",
    echoedError(500, "InternalError"),
    create,
    ConcurrentZoneCreationError,
  ],
  ["an unreadable ownership check", echoedError(400, "Unauthorized"), create, MalformedResponseError],
  ["404 on GetChange", echoedError(404, "NoSuchChange"), (dns) => dns.getChange("c0ffee"), NoSuchChangeError],
  ["a cut-off 200", echoedBody(200), (dns) => dns.getChange("c0ffee"), MalformedResponseError],
  ["an undocumented 299", echoedBody(299), changeRecords, UnexpectedResponseError],
  [
    "a redirect to a URL holding the token",
    async (request) =>
      new Response(null, {
        status: 307,
        headers: {
          Location: `https://attacker.example/${TOKEN}?t=${request.headers.get("x-fcx-region-token")}`,
        },
      }),
    changeRecords,
    RedirectRefusedError,
  ],
  [
    "a transport failure quoting the request",
    async (request) => {
      const echo = await echoOf(request);
      throw new TypeError(`fetch failed: ${echo}`, { cause: new Error(echo) });
    },
    changeRecords,
    NetworkError,
  ],
];

describe("no secret leaks from DNS errors", () => {
  it.each(paths)("%s", async (_name, answer, call, ErrorClass) => {
    const error = await call(client(answer)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ErrorClass);
    expectNoSecrets(error, SECRETS);
  });

  it("a stalled body: TimeoutError", async () => {
    const error = await changeRecords(client(stalledBody(200, REGION_TOKEN), 30)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expectNoSecrets(error, SECRETS);
  });

  it("an abort whose reason holds the token: AbortError", async () => {
    const controller = new AbortController();
    controller.abort(new Error(`cancelled while sending ${TOKEN} and ${REGION_TOKEN}`));
    const error = await client(stalledBody(200))
      .getChange("c0ffee", { signal: controller.signal })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AbortError);
    expectNoSecrets(error, SECRETS);
  });

  it("a wait that runs out: WaitTimeoutError", async () => {
    const error = await client(xml(200, changeXml("GetChangeResponse", "PENDING")))
      .waitForChange("c0ffee", { timeoutMs: 10, intervalMs: 5 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WaitTimeoutError);
    expectNoSecrets(error, SECRETS);
  });

  it.each([
    ["a line break", `${REGION_TOKEN}\r\nX-Injected: 1`],
    ["a character fetch cannot send", `${REGION_TOKEN}例`],
    ["too long", `${REGION_TOKEN}${"x".repeat(70_000)}`],
  ])("a region token with %s: InvalidInputError", async (_name, regionToken) => {
    const error = await client(xml(200, ""))
      .changeResourceRecordSets("example.com", ptrBatch, { region: "jp-east-1", regionToken })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidInputError);
    expectNoSecrets(error, [...SECRETS, regionToken]);
  });
});

// The token half every X-Auth-Token client shares: each path with a fixed token and a token
// source, a transport failure and an abort mid-body that quote it, a token no header can carry.
const dnsError = (status: number, code: string) => (token: string) =>
  xml(
    status,
    `<ErrorResponse xmlns="${DNS_NAMESPACE}"><Error><Type>Sender</Type><Code>${code}</Code><Message>${escapeText(echoToken(token))}</Message></Error><RequestId>${token}</RequestId></ErrorResponse>`,
  );
describeTokenSecrets<DnsClient>("the token half: no token shows in a DNS error", {
  client: (options) =>
    createDnsClient({ baseUrl: "https://dns.secrets.test", clock: fakeClock(), ...options }),
  fixed: TOKEN,
  issued: "secrets-dns-issued-token-7a6b5c4d",
  paths: [
    ...(
      [
        [400, "InvalidInput"],
        [401, "Unauthorized"],
        [404, "NoSuchHostedZone"],
        [500, "InternalError"],
      ] as const
    ).map(
      ([status, code]): TokenErrorPath<DnsClient> => [
        `ErrorResponse ${status}`,
        dnsError(status, code),
        (dns) => dns.getHostedZone("example.com"),
      ],
    ),
    [
      "403 AccessDeniedException",
      (token) =>
        xml(403, `<AccessDeniedException><Message>${echoToken(token)}</Message></AccessDeniedException>`),
      (dns) => dns.listHostedZones().toArray(),
    ],
    ["200 that is not the document", (token) => xml(200, `<${token}/>`), (dns) => dns.getChange("c0ffee")],
    ["a body that stalls", () => stalledBody(200, "<"), (dns) => dns.getChange("c0ffee", { timeoutMs: 50 })],
  ],
  transportFailure: (dns) => dns.deleteHostedZone("example.com"),
  aborted: {
    what: "walk",
    call: (dns, signal) => dns.listResourceRecordSets("example.com", {}, { signal }).toArray(),
  },
});
