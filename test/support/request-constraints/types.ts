/**
 * The shape of the request-constraint table (table.ts): for every constraint the request side
 * of a spec states (a length, a pattern, a required member, members that exclude each other),
 * one request that meets it and one that breaks it and nothing else. The contract suite sends
 * both to the API's Prism mock; the interop suite of an API with a real peer (Keystone, Aodh,
 * Barbican) sends both to the peer, so the table says, and the tests prove, whether the real
 * server refuses what the spec refuses.
 */

/** Where a constraint comes from: a value of specs/provenance.yaml. */
export type ConstraintSource = "platform" | "k5-reference" | "openstack" | "ncmb" | "nifcloud";

/** One request as it goes on the wire, before the base URL and credentials are added. */
export interface WireRequest {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "HEAD";
  /** The path with its parameters filled in (each already one encoded segment). */
  path: string;
  /** Query parameters; an array repeats the name (`q.field=a&q.field=b`). */
  query?: Record<string, string | readonly string[]>;
  /** A JSON body. */
  json?: unknown;
  /** An XML body (DNS, software support): the mock takes any XML, the XSD judges it. */
  xml?: string;
  /** The media type asked for: `application/json` unless given (or `application/xml` with an XML body). */
  accept?: string;
}

/**
 * The IDs and names a request needs: fixed example values against a mock, real ones against
 * a peer (the resources its suite created).
 */
export interface RequestContext {
  /** The ID of a resource the request refers to, e.g. `id("domain")`; throws when unknown. */
  id(name: string): string;
  /** A name not used before in this run, of letters and digits after `prefix`. */
  unique(prefix: string): string;
}

/** How a real peer answers the request that breaks the constraint. */
export type PeerAnswer =
  /** With a 4xx, as the spec says the platform does. */
  | "refuses"
  /** With a 2xx: the platform's documents forbid it and the spec follows them; says why. */
  | { accepts: string };

export interface ConstraintCase {
  /** The API's name in redocly.yaml. */
  api: string;
  /** The operation the request is sent to. */
  operation: string;
  /** Where the constraint applies: `body project.name`, `query q.field`, `path tenant_id`. */
  where: string;
  /** What the constraint is, in a few words. */
  constraint: string;
  source: ConstraintSource;
  /** A request meeting this constraint and every other one of the operation. */
  meets(context: RequestContext): WireRequest;
  /** The same request with this one constraint broken. */
  breaks(context: RequestContext): WireRequest;
  /**
   * Where the mock's `sl-violations` must point for `breaks`: the start of the violation's
   * location, such as `["request", "body", "project", "name"]`.
   */
  violation: readonly string[];
  /** For an API with a real peer: how it answers `breaks`. */
  peer?: PeerAnswer;
  /**
   * For an XML body: the XSD (specs/<xsd>/<xsd>.xsd) that must accept `meets` and refuse
   * `breaks`, naming `violation`'s last element; the mock takes any XML string.
   */
  xsd?: "dns" | "software";
}
