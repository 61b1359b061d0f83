/**
 * The typed data store client. Every request goes through one fetch pipeline:
 *
 *   verification (opt-in) -> retry -> signing -> transport (timeout, typed errors) -> fetch
 *
 * Signing runs per attempt, so a retry carries a fresh timestamp; verification sees only the
 * final response. Query strings are encoded by one serializer, and the signer reads them back
 * from the Request URL, so the signed query is the sent query.
 */
import createClient from "openapi-fetch";
import type { components, paths } from "../../generated/datastore.ts";
import type { Clock } from "../core/clock.ts";
import { InvalidInputError } from "../core/errors.ts";
import { type Fetch, type FetchPolicy, globalFetch, pipeline } from "../core/fetch-policy.ts";
import { isObject } from "../core/json-body.ts";
import { registerSecret } from "../core/redact.ts";
import { type RetryPolicyOptions, retryPolicy } from "../core/retry-policy.ts";
import { transportPolicy } from "../core/transport-policy.ts";
import type { HmacSha256 } from "./hmac/hmac.ts";
import { successObject, successText } from "./read-response.ts";
import { type SearchAllQuery, searchAll } from "./search-all.ts";
import { type SearchQuery, searchParameters } from "./search-parameters.ts";
import { serializeQuery } from "./signing/encode-query.ts";
import { createSignerWith, type SignerOptions } from "./signing/sign.ts";
import { signingPolicy } from "./signing/signing-policy.ts";
import { fieldsJson, requireClassName, requireObjectId } from "./validate.ts";
import { verificationPolicy } from "./verification/verification-policy.ts";

/** A stored object: objectId, createDate, updateDate, acl and the app's fields. */
export type DataObject = components["schemas"]["DataObject"];
/** The fields of a create or update. */
export type ObjectFields = components["schemas"]["ObjectFields"];
/** One page of search results; `count` only when asked for. */
export type SearchResult = components["schemas"]["SearchResult"];
/** What a create returns. */
export type CreateResult = components["schemas"]["CreateResult"];
/** What an update returns. */
export type UpdateResult = components["schemas"]["UpdateResult"];

export interface DatastoreClientOptions extends SignerOptions {
  /** Origin of the data store, e.g. `https://mbaas.api.nifcloud.com`. */
  baseUrl: string;
  /** Verify every response's signature header and refuse responses that fail; default false. */
  verifyResponses?: boolean;
  /** Session token of a signed-in user, sent as `<prefix>-Apps-Session-Token`. A secret. */
  sessionToken?: string;
  /** Transport; default the global fetch. */
  fetch?: Fetch;
  /** Milliseconds to wait for response headers, per attempt; default 30 s. */
  timeoutMs?: number;
  /**
   * Retries of network failures, timeouts and 502/503/504. By default only GET is retried:
   * a PUT may hold an Increment, and a repeated one would count twice.
   */
  retry?: RetryPolicyOptions;
  /** Time source of the signature timestamp; fix it to reproduce a signature. */
  clock?: Pick<Clock, "now">;
}

export interface CallOptions {
  /** Cancels the call. */
  signal?: AbortSignal;
}

export type DatastoreClient = ReturnType<typeof createDatastoreClientWith>;

const CLASS = "/2013-09-01/classes/{className}";
const OBJECT = "/2013-09-01/classes/{className}/{objectId}";

function requireBaseUrl(baseUrl: unknown): string {
  let url: URL | undefined;
  try {
    url = typeof baseUrl === "string" ? new URL(baseUrl) : undefined;
  } catch {
    url = undefined;
  }
  if (url === undefined || (url.protocol !== "https:" && url.protocol !== "http:") || url.search || url.hash)
    throw new InvalidInputError("baseUrl", "must be an http(s) URL without query or fragment");
  return baseUrl as string;
}

const isSearchResult = (body: Record<string, unknown>) =>
  Array.isArray(body.results) &&
  body.results.every(isObject) &&
  (body.count === undefined || typeof body.count === "number");

/** Creates a data store client with an HMAC implementation (node:crypto or Web Crypto). */
export function createDatastoreClientWith(hmacSha256: HmacSha256, options: DatastoreClientOptions) {
  if (!isObject(options)) throw new InvalidInputError("options", "must be an object");
  const baseUrl = requireBaseUrl(options.baseUrl);
  const signer = createSignerWith(hmacSha256, options);
  const signedWith = options.verifyResponses === true ? new WeakMap<Response, string>() : undefined;
  const clock = options.clock;
  const policies: FetchPolicy[] = [
    retryPolicy({ methods: ["GET"], statuses: [502, 503, 504], ...options.retry }),
    signingPolicy(signer, { now: clock && (() => clock.now()), signedWith }),
    transportPolicy({ timeoutMs: options.timeoutMs }),
  ];
  if (signedWith !== undefined)
    policies.unshift(
      verificationPolicy({ hmac: signer.hmac, header: `${signer.prefix}-Response-Signature`, signedWith }),
    );
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (options.sessionToken !== undefined) {
    if (typeof options.sessionToken !== "string" || !/^[\x21-\x7e]+$/.test(options.sessionToken))
      throw new InvalidInputError("sessionToken", "must be a non-empty string of printable ASCII");
    registerSecret(options.sessionToken);
    headers[`${signer.prefix}-Apps-Session-Token`] = options.sessionToken;
  }
  const raw = createClient<paths>({
    baseUrl,
    fetch: pipeline(options.fetch ?? globalFetch, ...policies),
    querySerializer: serializeQuery,
    headers,
  });

  async function search(className: string, query: SearchQuery = {}, call: CallOptions = {}) {
    const params = { path: { className: requireClassName(className) }, query: searchParameters(query) };
    const result = await raw.GET(CLASS, { params, parseAs: "text", signal: call.signal });
    return successObject<SearchResult>("search", 200, result, isSearchResult);
  }

  const objectPath = (className: string, objectId: string) => ({
    className: requireClassName(className),
    objectId: requireObjectId(objectId),
  });

  return {
    /** The underlying openapi-fetch client; its requests are signed (and verified) too. */
    raw,
    /** The request signer, e.g. to print the string to sign of a request the server rejects. */
    signer,

    /**
     * Searches the objects of a class: one page of at most `limit` results.
     * @throws {InvalidInputError} for a bad class name, `where` that is not a JSON object, `limit` outside 1..1000, ...
     * @throws {DatastoreError} subclasses for the server's errors, with `code` such as `E401001`
     */
    search,

    /**
     * Every result of a search, fetched page by page (`pageSize`, default 1000) as you iterate.
     * @example for await (const object of client.searchAll("Score", { where: { level: 3 } })) ...
     */
    searchAll(className: string, query: SearchAllQuery = {}, call: CallOptions = {}) {
      return searchAll((name, page) => search(name, page, call), className, query);
    },

    /** Gets one object by its ID. @throws {DatastoreNotFoundError} E404001 when there is none */
    async get(className: string, objectId: string, call: CallOptions = {}): Promise<DataObject> {
      const params = { path: objectPath(className, objectId) };
      const result = await raw.GET(OBJECT, { params, parseAs: "text", signal: call.signal });
      return successObject<DataObject>("get", 200, result, (b) => typeof b.objectId === "string");
    },

    /** Creates an object; returns its new objectId and createDate. */
    async create(className: string, fields: ObjectFields, call: CallOptions = {}): Promise<CreateResult> {
      const params = { path: { className: requireClassName(className) } };
      const json = fieldsJson(fields);
      const result = await raw.POST(CLASS, {
        params,
        body: fields,
        bodySerializer: () => json,
        parseAs: "text",
        signal: call.signal,
      });
      return successObject<CreateResult>(
        "create",
        201,
        result,
        (b) => typeof b.objectId === "string" && typeof b.createDate === "string",
      );
    },

    /** Sets the given fields of an object; returns its new updateDate. */
    async update(
      className: string,
      objectId: string,
      fields: ObjectFields,
      call: CallOptions = {},
    ): Promise<UpdateResult> {
      const params = { path: objectPath(className, objectId) };
      const json = fieldsJson(fields);
      const result = await raw.PUT(OBJECT, {
        params,
        body: fields,
        bodySerializer: () => json,
        parseAs: "text",
        signal: call.signal,
      });
      return successObject<UpdateResult>("update", 200, result, (b) => typeof b.updateDate === "string");
    },

    /** Deletes an object. */
    async delete(className: string, objectId: string, call: CallOptions = {}): Promise<void> {
      const params = { path: objectPath(className, objectId) };
      const result = await raw.DELETE(OBJECT, { params, parseAs: "text", signal: call.signal });
      successText("delete", 200, result);
    },
  };
}
