/**
 * Every API's own answer to a path it does not have (404) and to a method a path does not take
 * (405): the API's documented error body and content type, where Prism alone answers its own
 * `application/problem+json`, which the platform never sends and which OpenStack's clients
 * cannot read (novaclient and glanceclient crashed on it instead of raising their NotFound).
 *
 * Each body has the shape of the API's documented 404 (its error schema);
 * test/unit/mocks/error-dialects.test.ts validates every one against the spec, and the XML ones
 * against the API's XSD. Where the platform's own wording is not known the words are the
 * service's it is built on (Keystone, Nova, Glance, Barbican, Trove, Aodh, NCMB), or plain.
 */
import { Buffer } from "node:buffer";
import { randomUUID } from "node:crypto";
import type { FrontResponse, MockFront } from "../fronts/front-server.ts";
import type { SpecIndex } from "./spec-index.ts";

export type MissingKind = 404 | 405;

interface Dialect {
  contentType: string;
  body(status: MissingKind, method: string): string | object;
}

const TITLES: Record<MissingKind, string> = { 404: "Not Found", 405: "Method Not Allowed" };
const NOT_FOUND = "The resource could not be found.";

/** Nova and Trove: the fault's name by status (nova/api/openstack/wsgi.py, Fault). */
const novaFault = (status: MissingKind) =>
  status === 404
    ? { itemNotFound: { code: 404, message: NOT_FOUND } }
    : { badMethod: { code: 405, message: "The method specified is not allowed for this resource." } };

const xmlError = (namespace: string | undefined, status: MissingKind, method: string) => {
  const code = status === 404 ? "NotFound" : "MethodNotAllowed";
  const message =
    status === 404 ? "The requested resource does not exist." : `${method} is not allowed here.`;
  const xmlns = namespace === undefined ? "" : ` xmlns="${namespace}"`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<ErrorResponse${xmlns}><Error><Type>Sender</Type><Code>${code}</Code><Message>${message}</Message></Error><RequestId>req-${randomUUID()}</RequestId></ErrorResponse>\n`;
};

export const ERROR_DIALECTS: Readonly<Record<string, Dialect>> = {
  // The OAuth 2.0 error body of every token answer (the spec's `default`).
  token: {
    contentType: "application/json",
    body: (status) => ({
      error: "invalid_request",
      error_description:
        status === 404 ? "No such resource." : "The method is not allowed for this resource.",
    }),
  },
  // NCMB: E404002 "None service." for what the data store does not serve; E405001 for a method.
  datastore: {
    contentType: "application/json",
    body: (status) =>
      status === 404
        ? { code: "E404002", error: "None service." }
        : { code: "E405001", error: "Request is not allowed." },
  },
  identity: {
    contentType: "application/json",
    body: (status) => ({
      error: {
        code: status,
        title: TITLES[status],
        message: status === 404 ? NOT_FOUND : "The method is not allowed for the requested URL.",
      },
    }),
  },
  dns: {
    contentType: "application/xml",
    body: (status, method) =>
      xmlError("http://docs.cloudcommunity.global.fujitsu.com/dns/api/v1.0/", status, method),
  },
  // Aodh: what the web framework raises before the API's code runs comes as its HTML page in
  // `error_message` (the spec's TelemetryError says so), as a real Aodh answers.
  telemetry: {
    contentType: "application/json",
    body: (status, method) => ({
      error_message: `<html>\n <head>\n  <title>${status} ${TITLES[status]}</title>\n </head>\n <body>\n  <h1>${status} ${TITLES[status]}</h1>\n  ${status === 404 ? `${NOT_FOUND}<br /><br />\n\n\n\n` : `The method ${method} is not allowed for this resource. <br /><br />\n\n`} </body>\n</html>`,
    }),
  },
  compute: { contentType: "application/json", body: novaFault },
  database: { contentType: "application/json", body: novaFault },
  // Glance, as a real Glance answers with Accept: application/json.
  image: {
    contentType: "application/json",
    body: (status, method) => ({
      message: `${status === 404 ? NOT_FOUND : `The method ${method} is not allowed for this resource. `}<br /><br />\n\n\n`,
      code: `${status} ${TITLES[status]}`,
      title: TITLES[status],
    }),
  },
  // Barbican (pecan), as a real Barbican answers: the description is empty.
  keymanager: {
    contentType: "application/json",
    body: (status) => ({ code: status, title: TITLES[status], description: "" }),
  },
  software: {
    contentType: "application/xml",
    body: (status, method) => xmlError(undefined, status, method),
  },
};

/** The answer of `api` to a path it does not have (404) or a method the path does not take (405). */
export function missingAnswer(
  api: string,
  status: MissingKind,
  method: string,
  allow: readonly string[] = [],
): FrontResponse {
  const dialect = ERROR_DIALECTS[api];
  if (dialect === undefined)
    throw new Error(
      `no error dialect for the API '${api}': add one to scripts/mocks/platform/error-dialects.ts`,
    );
  const body = dialect.body(status, method.toUpperCase());
  const headers: Record<string, string> = { "content-type": dialect.contentType };
  if (status === 405) headers.allow = allow.join(", ");
  return {
    status,
    headers,
    body: Buffer.from(typeof body === "string" ? body : JSON.stringify(body)),
  };
}

/** Prism's own problem document for a route it could not resolve: 404 no path, 405 no method. */
function prismRouteError(answer: FrontResponse): MissingKind | undefined {
  if (answer.status !== 404 && answer.status !== 405) return undefined;
  if (!answer.headers["content-type"]?.includes("application/problem+json")) return undefined;
  const text = new TextDecoder().decode(answer.body);
  if (text.includes("NO_PATH_MATCHED_ERROR")) return 404;
  if (text.includes("NO_METHOD_MATCHED_ERROR")) return 405;
  return undefined;
}

/** The layer that answers Prism's route errors in the API's own dialect. */
export function errorDialectLayer(api: string, index: PromiseLike<SpecIndex>): MockFront {
  return {
    async handle(request, forward) {
      const answer = await forward(request);
      const kind = prismRouteError(answer);
      if (kind === undefined) return answer;
      const path = request.target.split("?")[0] ?? "/";
      const spec = await index;
      const allow = kind === 405 ? spec.methodsOf(path) : [];
      const cors = Object.fromEntries(
        Object.entries(answer.headers).filter(([name]) => name.startsWith("access-control-")),
      );
      const own = missingAnswer(api, kind, request.method, allow);
      return { ...own, headers: { ...cors, ...own.headers } };
    },
  };
}
