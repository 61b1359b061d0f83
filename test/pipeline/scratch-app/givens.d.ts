/**
 * The names a README snippet may use without declaring them, as if it were part of a larger app.
 * test/pipeline/readme-snippets.test.ts compiles every snippet with this file, and givens.ts
 * (loaded before each snippet with `node --import`) sets them against the mock platform. A
 * snippet that needs another name: add it here and in givens.ts.
 */

/** The data store mock's URL (the data store snippet's base URL). */
declare const baseUrl: string;
/** The data store mock's test application key. */
declare const applicationKey: string;
/** The data store mock's test client key. */
declare const clientKey: string;
/** An identity provider for the identity mock (any user logs in there). */
declare const auth: import("svc-cloud/identity").IdentityProvider;
/** A user ID from the identity spec's examples. */
declare const userId: string;
/** A domain ID from the identity spec's examples. */
declare const domain_id: string;
/** An alarm ID from the telemetry spec's examples. */
declare const alarmId: string;
/** The start of a time window: a day ago. */
declare const start: Date;
/** The end of that window: now. */
declare const end: Date;
/** The base URL of an API to call with a bearer token (the token snippet's own client). */
declare const apiUrl: string;
/** openapi-fetch's client factory, for the snippets that show a client of their own. */
declare const createClient: typeof import("openapi-fetch").default;
/** The paths of that API (openapi-typescript's `paths` of any spec). */
type paths = Record<string, Record<string, unknown>>;
