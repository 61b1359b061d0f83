/**
 * The error body readers the generator writes from each spec's `x-sdk.errors.body`
 * (scripts/generate/sdk/error-reader-source.ts): what each reads of the bodies its API's server,
 * the identity middleware before it, and a proxy or load balancer in front answer with. The
 * readers were hand-written once (src/<api>/error-body.ts, core/error-bodies.ts,
 * xml/error-response.ts); each assertion here held of those.
 */
import { describe, expect, it } from "vitest";
import { readComputeError } from "../../../generated/sdk/compute/errors.ts";
import { readDatabaseError } from "../../../generated/sdk/database/errors.ts";
import { readDatastoreError } from "../../../generated/sdk/datastore/errors.ts";
import { DNS_NAMESPACE } from "../../../generated/sdk/dns/documents.ts";
import { readDnsError } from "../../../generated/sdk/dns/errors.ts";
import { readIdentityError } from "../../../generated/sdk/identity/errors.ts";
import { readImageError } from "../../../generated/sdk/image/errors.ts";
import { readKeyManagerError } from "../../../generated/sdk/keymanager/errors.ts";
import { readSoftwareError } from "../../../generated/sdk/software/errors.ts";
import { readTelemetryError } from "../../../generated/sdk/telemetry/errors.ts";
import { readTokenError } from "../../../generated/sdk/token/errors.ts";
import { createXmlCodec } from "../../../src/xml/codec.ts";
import { fxpEngine } from "../../../src/xml/fxp-engine.ts";

/** The OpenStack identity middleware's rejection of a token, before the API is reached. */
const rejection = { error: { code: 401, title: "Unauthorized", message: "auth required" } };

describe("a body of text (text: plain, html)", () => {
  it("keeps the first 300 characters of a text page, trimmed, and nothing of an empty or non-text body", () => {
    expect(readComputeError("  <html>Bad Gateway</html>\n")).toEqual({ message: "<html>Bad Gateway</html>" });
    expect(readComputeError("x".repeat(400)).message).toHaveLength(300);
    expect(readComputeError("   ")).toEqual({});
    expect(readComputeError(undefined)).toEqual({});
    expect(readComputeError(42)).toEqual({});
    for (const read of [readDatabaseError, readKeyManagerError, readTelemetryError])
      expect(read(" Bad Gateway ")).toEqual({ message: "Bad Gateway" });
  });

  it("cleans the text first where the spec says html", () => {
    expect(readImageError("<p>Not   Found</p>")).toEqual({ message: "Not Found" });
    expect(readImageError(`<p>${"x ".repeat(200)}</p>`).message).toHaveLength(300);
  });

  it("says nothing of a body of text where the spec gives no text", () => {
    expect(readDatastoreError("<html>Bad Gateway</html>")).toEqual({});
    expect(readIdentityError("<html>Bad Gateway</html>")).toEqual({});
    expect(readTokenError("<html>Bad Gateway</html>")).toEqual({
      fields: { oauthError: undefined, rcmCode: undefined },
    });
  });
});

describe("the identity middleware's rejection (in: error)", () => {
  it("reads the middleware's title as code and its message", () => {
    for (const read of [
      readComputeError,
      readDatabaseError,
      readIdentityError,
      readImageError,
      readKeyManagerError,
      readTelemetryError,
    ])
      expect(read(rejection)).toEqual({ code: "Unauthorized", message: "auth required" });
    // Glance's reader cleans the message (html), not the title.
    expect(readImageError({ error: { title: 7, message: "<br />x" } })).toEqual({
      code: undefined,
      message: "x",
    });
  });

  it("is no rejection where error is no object", () => {
    expect(readComputeError({ itemNotFound: { message: "x" } })).toEqual({
      code: "itemNotFound",
      message: "x",
    });
    expect(readComputeError({ error: "text" })).toEqual({});
    expect(readIdentityError({ error: "text" })).toEqual({});
    expect(readTelemetryError({ error: "text" })).toEqual({});
  });
});

describe("each API's own body", () => {
  it("compute: the first member named after the fault that has a message", () => {
    expect(
      readComputeError({ itemNotFound: { code: 404, message: "Instance x could not be found." } }),
    ).toEqual({
      code: "itemNotFound",
      message: "Instance x could not be found.",
    });
    expect(readComputeError({ note: "x", computeFault: { message: "boom" } })).toEqual({
      code: "computeFault",
      message: "boom",
    });
    expect(readComputeError({ badRequest: { code: 400 } })).toEqual({});
  });

  it("database: the body's one member, its message (or title) and details", () => {
    expect(readDatabaseError({ badRequest: { title: "Bad", details: "d" } })).toEqual({
      code: "badRequest",
      message: "Bad",
      fields: { details: "d" },
    });
    expect(readDatabaseError({ badRequest: { code: 400 } })).toEqual({
      code: "badRequest",
      fields: {},
    });
    expect(readDatabaseError({ a: 1, b: 2 })).toEqual({});
    expect(readDatabaseError({ a: {}, b: { message: "x" } })).toEqual({});
    expect(readDatabaseError(null)).toEqual({});
  });

  it("data store: {code, error}", () => {
    expect(readDatastoreError({ code: "E404001", error: "No data available." })).toEqual({
      code: "E404001",
      message: "No data available.",
    });
    expect(readDatastoreError({ code: 404, error: ["x"] })).toEqual({});
  });

  it("image: Glance's document, its title and message without HTML", () => {
    expect(
      readImageError({ code: "404 Not Found", title: "Not Found", message: "No image found<br /><br />" }),
    ).toEqual({ code: "Not Found", message: "No image found" });
  });

  it("key manager: Barbican's title and description, a blank one none", () => {
    expect(readKeyManagerError({ code: 404, title: "Not Found", description: "Secret not found." })).toEqual({
      code: "Not Found",
      message: "Secret not found.",
    });
    expect(readKeyManagerError({ code: 400, title: "Bad Request", description: "  " })).toEqual({
      code: "Bad Request",
    });
    // A text with more than blanks is kept as it is.
    expect(readKeyManagerError({ title: " Not Found " })).toEqual({ code: " Not Found " });
  });

  it("telemetry: WSME's fault document, or a page of HTML in error_message", () => {
    expect(
      readTelemetryError({
        error_message: { faultcode: "Client", faultstring: "Alarm x not found", debuginfo: null },
      }),
    ).toEqual({ code: "Client", message: "Alarm x not found" });
    const page =
      "<html>\n <head>\n  <title>404 Not Found</title>\n </head>\n <body>\n  <h1>404 Not Found</h1>\n  The resource could not be found.<br /><br />\n </body>\n</html>";
    expect(readTelemetryError({ error_message: page })).toEqual({
      message: "404 Not Found The resource could not be found.",
    });
    expect(readTelemetryError({ error_message: `<p>${"x ".repeat(200)}</p>` }).message).toHaveLength(300);
  });

  it("token: the RCM code at the end of error_description, else the OAuth 2.0 error", () => {
    expect(
      readTokenError({ error: "invalid_request", error_description: "Content-Type is missing. RCM403102 " }),
    ).toEqual({
      code: "RCM403102",
      message: "Content-Type is missing. RCM403102 ",
      fields: { oauthError: "invalid_request", rcmCode: "RCM403102" },
    });
    expect(readTokenError({ error: "invalid_client", error_description: "RCM403102 is not last." })).toEqual({
      code: "invalid_client",
      message: "RCM403102 is not last.",
      fields: { oauthError: "invalid_client", rcmCode: undefined },
    });
  });
});

describe("an XML API's documents (xml)", () => {
  const codec = createXmlCodec(fxpEngine);
  const errorResponse = (namespace: string | undefined, requestId: string) =>
    `<ErrorResponse${namespace === undefined ? "" : ` xmlns="${namespace}"`}><Error><Type>Sender</Type><Code>NoSuchHostedZone</Code><Message>No zone x.</Message></Error><RequestId>${requestId}</RequestId></ErrorResponse>`;

  it("reads an ErrorResponse: its code, message, request ID and Error/Type", () => {
    expect(readDnsError(codec, `  ${errorResponse(DNS_NAMESPACE, "req-1")}\n`)).toEqual({
      code: "NoSuchHostedZone",
      message: "No zone x.",
      requestId: "req-1",
      fields: { type: "Sender" },
    });
    // An empty RequestId leaves the request ID header to go by.
    expect(readSoftwareError(codec, errorResponse(undefined, "")).requestId).toBeUndefined();
  });

  it("reads the DNS API's AccessDeniedException: its message", () => {
    const denied = "<AccessDeniedException><Message>Access Denied</Message></AccessDeniedException>";
    expect(readDnsError(codec, denied)).toEqual({ message: "Access Denied" });
  });

  it("reads nothing of anything else: a page, a document that does not decode, JSON", () => {
    for (const read of [readDnsError, readSoftwareError]) {
      expect(read(codec, "<html>Bad Gateway</html>")).toEqual({});
      expect(read(codec, "<ErrorResponse><Error>")).toEqual({});
      expect(read(codec, { message: "x" })).toEqual({});
    }
    // A namespace not the API's is not its ErrorResponse.
    expect(readDnsError(codec, errorResponse("urn:other", "r"))).toEqual({});
  });
});
