/**
 * One naming scheme for the error classes every API shares: the class an API throws for a
 * 400, 401, 403, 404, 409, 429 or 5xx is (or extends) `<Api><Kind>Error`, where `<Api>` is the
 * name of its client (`create<Api>Client`) and `<Kind>` is the status's: BadRequest,
 * Authentication, Forbidden, NotFound, Conflict, RateLimit, Server. Finer classes
 * (`ServerNotFoundError`, `MemberExistsError`) extend the shared one. Not in the scheme: the
 * token API, whose classes are the OAuth 2.0 error codes (RFC 6749), and the data store, which
 * has one class with the platform's code (its browser budget).
 *
 * Every error class an API exports, the ones its client raises itself (a lockout guard, a
 * response signature, a catalog lookup, a failed resource, an unreadable history entry) as well
 * as the server's, extends that API's base class, so `error instanceof <Api>Error` catches all
 * of them (issue 29). Only core's own classes (svc-cloud/core) are shared by every API.
 */
import { describe, expect, it } from "vitest";
import { computeErrors } from "../../../generated/sdk/compute/errors.ts";
import { databaseErrors } from "../../../generated/sdk/database/errors.ts";
import { dnsErrors } from "../../../generated/sdk/dns/errors.ts";
import { identityErrors } from "../../../generated/sdk/identity/errors.ts";
import { imageErrors } from "../../../generated/sdk/image/errors.ts";
import { keyManagerErrors } from "../../../generated/sdk/keymanager/errors.ts";
import { softwareErrors } from "../../../generated/sdk/software/errors.ts";
import { telemetryErrors } from "../../../generated/sdk/telemetry/errors.ts";
import * as compute from "../../../src/compute/index.ts";
import { type ErrorTable, errorFor } from "../../../src/core/api-errors.ts";
import { SvcError } from "../../../src/core/errors.ts";
import * as database from "../../../src/database/index.ts";
import * as datastore from "../../../src/datastore/node.ts";
import * as dns from "../../../src/dns/index.ts";
import * as identity from "../../../src/identity/index.ts";
import * as image from "../../../src/image/index.ts";
import * as keymanager from "../../../src/keymanager/index.ts";
import * as software from "../../../src/software/index.ts";
import * as telemetry from "../../../src/telemetry/index.ts";
import * as token from "../../../src/token/index.ts";

const KIND: Record<number, string> = {
  400: "BadRequest",
  401: "Authentication",
  403: "Forbidden",
  404: "NotFound",
  409: "Conflict",
  429: "RateLimit",
};
const kindOf = (status: number) => (status >= 500 ? "Server" : KIND[status]);
const SHARED = /(BadRequest|Authentication|Forbidden|NotFound|Conflict|RateLimit|Server)Error$/;

interface Api {
  exports: Record<string, unknown>;
  table: ErrorTable;
  /** Operations whose errors the table refines differently. */
  operations: string[];
}
const apis: Record<string, Api> = {
  Compute: { exports: compute, table: computeErrors, operations: ["getServer", "listServers"] },
  Database: { exports: database, table: databaseErrors, operations: ["getInstance"] },
  Dns: {
    exports: dns,
    table: dnsErrors,
    operations: ["createHostedZone", "getHostedZone", "getChange", "changeResourceRecordSets"],
  },
  Identity: { exports: identity, table: identityErrors, operations: ["getUser"] },
  Image: { exports: image, table: imageErrors, operations: ["getImageMember"] },
  KeyManager: {
    exports: keymanager,
    table: keyManagerErrors,
    operations: ["getSecret", "getContainer", "createContainer", "getSecretPayload"],
  },
  Software: { exports: software, table: softwareErrors, operations: ["listSoftwareSupport"] },
  Telemetry: { exports: telemetry, table: telemetryErrors, operations: ["getAlarm"] },
};

/** The names of a class and its ancestors, up to SvcError. */
function lineage(error: object): string[] {
  const names: string[] = [];
  for (let proto = Object.getPrototypeOf(error); proto && proto !== SvcError.prototype; ) {
    names.push(proto.constructor.name);
    proto = Object.getPrototypeOf(proto);
  }
  return names;
}

describe("the error classes every API shares follow one naming scheme", () => {
  it.each(Object.entries(apis))("%s: each shared status is <Api><Kind>Error or a subclass", (prefix, api) => {
    expect(api.exports[`create${prefix}Client`]).toBeTypeOf("function");
    for (const operation of api.operations) {
      for (const status of [400, 401, 403, 404, 409, 429, 500, 502, 503]) {
        const error = errorFor(prefix, api.table, { status, operation });
        const shared = lineage(error).filter((name) => name.startsWith(prefix) && SHARED.test(name));
        const kind = kindOf(status);
        // A status may fall to the API's own class (a 429 the API does not document), but a
        // shared name, where there is one, is the scheme's and matches the status.
        for (const name of shared) expect(name, `${operation} ${status}`).toBe(`${prefix}${kind}Error`);
        if (status === 401 || status === 403 || status >= 500) {
          expect(shared, `${operation} ${status}`).toEqual([`${prefix}${kind}Error`]);
          const Shared = api.exports[`${prefix}${kind}Error`] as new (...args: never[]) => SvcError;
          expect(error).toBeInstanceOf(Shared);
        }
      }
    }
  });

  const bases: Record<string, [Record<string, unknown>, string]> = {
    ...Object.fromEntries(
      Object.entries(apis).map(([prefix, api]) => [prefix, [api.exports, `${prefix}Error`]]),
    ),
    Datastore: [datastore, "DatastoreError"],
    Token: [token, "TokenError"],
  };
  it.each(Object.entries(bases))(
    "%s: every error class it exports extends its base class",
    (_, [exports, base]) => {
      const Base = exports[base] as typeof SvcError;
      expect(Base.prototype, base).toBeInstanceOf(SvcError);
      const classes = Object.entries(exports).filter(
        (entry): entry is [string, typeof SvcError] =>
          typeof entry[1] === "function" && entry[1].prototype instanceof SvcError,
      );
      expect(classes.length).toBeGreaterThan(1);
      for (const [name, value] of classes)
        if (value !== Base) expect(value.prototype, `${name} extends ${base}`).toBeInstanceOf(Base);
    },
  );

  it("a client-side error of a shared kind extends the API's class of that kind", () => {
    expect(dns.InvalidChangeBatchError.prototype).toBeInstanceOf(dns.DnsBadRequestError);
    expect(dns.ZoneLimitExceededError.prototype).toBeInstanceOf(dns.DnsBadRequestError);
    const zoneLimit = errorFor("Dns", dnsErrors, {
      status: 400,
      operation: "createHostedZone",
      code: "TooManyHostedZones",
    });
    expect(zoneLimit).toBeInstanceOf(dns.ZoneLimitExceededError);
    const batch = errorFor("Dns", dnsErrors, { status: 400, operation: "changeResourceRecordSets" });
    expect(batch).toBeInstanceOf(dns.InvalidChangeBatchError);
  });

  it("no API exports an error class under another scheme", () => {
    const modules = [...Object.values(apis).map((api) => api.exports), datastore, token];
    const names = modules.flatMap((module) =>
      Object.entries(module)
        .filter(([, value]) => typeof value === "function" && value.prototype instanceof SvcError)
        .map(([name]) => name),
    );
    expect(names.length).toBeGreaterThan(60);
    expect(
      names.filter(
        (name) => /AuthError$|AccessDenied|[a-z]RequestError$/.test(name) && !/BadRequestError$/.test(name),
      ),
    ).toEqual([
      "InvalidRequestError", // token: the OAuth 2.0 error code invalid_request
    ]);
    for (const [prefix, api] of Object.entries(apis)) {
      for (const [name, value] of Object.entries(api.exports)) {
        const kind = name.match(SHARED)?.[1];
        // Identity's catalog lookup, made on the client with no request: not an HTTP status.
        if (name === "EndpointNotFoundError") continue;
        if (kind === undefined || typeof value !== "function" || !(value.prototype instanceof SvcError))
          continue;
        // A finer class of a shared kind (ServerNotFoundError) extends the API's class of that kind.
        const Shared = api.exports[`${prefix}${kind}Error`];
        expect(Shared, `${name}: ${prefix}${kind}Error`).toBeTypeOf("function");
        if (value !== Shared) expect(value.prototype, name).toBeInstanceOf(Shared as typeof SvcError);
      }
    }
  });
});
