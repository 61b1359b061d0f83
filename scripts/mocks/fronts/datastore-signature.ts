/**
 * The data store mock's front: it checks every request's signature as the platform does and
 * signs every response, so an app (or the README's example with `verifyResponses: true`) runs
 * against the mock exactly as against the platform. Prism alone only checks that the three
 * headers are there, and answers with one canned response signature.
 *
 * The mock knows one application, with the test keys below. A request with another
 * application key is answered 404 E404005 (no such application, unsigned, as on the platform);
 * a missing, malformed, stale or wrong signature is 401 E401001.
 */
import { Buffer } from "node:buffer";
import {
  createRequestSigner,
  type RequestSigner,
  type RequestToSign,
  responseStringToSign,
} from "../../../src/datastore/node.ts";
import type { FrontRequest, FrontResponse, MockFront } from "./front-server.ts";

/**
 * The mock's application key and client key: the public worked example of the signature scheme
 * (the spec's description and the signature guide use them too). Test keys, never a real app's.
 */
export const MOCK_APPLICATION_KEY = "6145f91061916580c742f806bab67649d10f45920246ff459404c46f00ff3e56";
export const MOCK_CLIENT_KEY = "1343d198b510a0315db1c03f3aa0e32418b7a743f8e4b47cbff670601345cf75";

/**
 * How far a request's timestamp may be from the mock's clock. The platform reference gives no
 * window; 15 minutes is an assumption, wide enough for any clock that is roughly right.
 */
const MAX_SKEW_MS = 15 * 60_000;
/** Error codes whose responses the platform sends without a response signature. */
const UNSIGNED_CODES = new Set(["E404002", "E404005", "E405002", "E415001"]);
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}(?::|%3A)\d{2}(?::|%3A)\d{2}\.\d{3}Z$/;
const decoder = new TextDecoder("utf-8", { ignoreBOM: true });

function errorBody(code: string, error: string): FrontResponse {
  return {
    status: Number(code.slice(1, 4)),
    headers: { "content-type": "application/json" },
    body: Buffer.from(JSON.stringify({ code, error })),
  };
}

/** The signed parts of a request, read from the request line and Host exactly as received. */
function requestParts(request: FrontRequest): RequestToSign {
  const [path = "/", query = ""] = request.target.split(/\?(.*)/s);
  const host = new URL(`http://${request.headers.host ?? "localhost"}`).hostname;
  return { method: request.method, host, path, query };
}

function errorCode(response: FrontResponse): string | undefined {
  try {
    const body: unknown = JSON.parse(decoder.decode(response.body));
    const code = typeof body === "object" && body !== null ? (body as { code?: unknown }).code : undefined;
    return typeof code === "string" ? code : undefined;
  } catch {
    return undefined;
  }
}

/** Why the request's signature headers are refused, or undefined when they are right. */
async function refusal(
  signer: RequestSigner,
  request: FrontRequest,
  now: number,
): Promise<string | undefined> {
  const names = signer.headerNames;
  const timestamp = request.headers[names.timestamp.toLowerCase()];
  const signature = request.headers[names.signature.toLowerCase()];
  if (timestamp === undefined || signature === undefined) return "a signature header is missing";
  if (!TIMESTAMP.test(timestamp)) return "the timestamp is not yyyy-MM-ddTHH:mm:ss.SSSZ";
  if (Math.abs(Date.parse(timestamp.replaceAll("%3A", ":")) - now) > MAX_SKEW_MS) {
    return "the timestamp is more than 15 minutes away from the mock's clock";
  }
  const expected = await signer.sign(requestParts(request), timestamp);
  return expected.signature === signature ? undefined : "the signature does not match the request";
}

/**
 * The response with its `X-SVC-Response-Signature`: the client key's HMAC of the request's
 * string to sign and the body (text for JSON, hex for anything else), unless the platform sends
 * that error unsigned.
 */
async function signed(signer: RequestSigner, request: FrontRequest, response: FrontResponse) {
  const header = signer.headerNames.responseSignature.toLowerCase();
  const headers = Object.fromEntries(Object.entries(response.headers).filter(([name]) => name !== header));
  const code = errorCode(response);
  if (code !== undefined && UNSIGNED_CODES.has(code)) return { ...response, headers };
  const timestamp = request.headers[signer.headerNames.timestamp.toLowerCase()] ?? "";
  const json = response.headers["content-type"]?.toLowerCase().includes("application/json");
  const body = json ? decoder.decode(response.body) : response.body;
  const text = responseStringToSign(signer.stringToSign(requestParts(request), timestamp), body);
  return { ...response, headers: { ...headers, [header]: await signer.hmac(text) } };
}

/** The data store front, with the mock's one application. */
export function datastoreSignatureFront(now: () => number = Date.now): MockFront {
  const signer = createRequestSigner({ applicationKey: MOCK_APPLICATION_KEY, clientKey: MOCK_CLIENT_KEY });
  const applicationKeyHeader = signer.headerNames.applicationKey.toLowerCase();
  return {
    env: {
      SVC_DATASTORE_APPLICATION_KEY: MOCK_APPLICATION_KEY,
      SVC_DATASTORE_CLIENT_KEY: MOCK_CLIENT_KEY,
    },
    note: `checks request signatures and signs responses: application key ${MOCK_APPLICATION_KEY}, client key ${MOCK_CLIENT_KEY}`,
    async handle(request, forward) {
      const applicationKey = request.headers[applicationKeyHeader];
      if (applicationKey !== undefined && applicationKey !== MOCK_APPLICATION_KEY) {
        // Unsigned, like the platform's: without the application there is no client key to sign with.
        return errorBody("E404005", "No such application.");
      }
      const why =
        applicationKey === undefined
          ? "the application key is missing"
          : await refusal(signer, request, now());
      if (why === undefined) return signed(signer, request, await forward(request));
      const refused = errorBody("E401001", "Authentication error by header incorrect.");
      // Not a platform header: it tells the developer which check failed.
      refused.headers["x-mock-refusal"] = why;
      return signed(signer, request, refused);
    },
  };
}
