/**
 * The fronts an API's entry in redocly.yaml can name with `x-mock-front`: what the API's wire
 * protocol needs before anything else (a signature, a path, a refusal). When the mocks act as
 * the platform (`npm start`, `npm run mocks`) it stands first in the API's platform front
 * (../platform/platform-front.ts); contract tests talk to Prism directly.
 */
import type { ApiEntry } from "../../lib/api-registry.ts";
import { databaseRefusalsFront } from "./database-refusals.ts";
import { datastoreSignatureFront } from "./datastore-signature.ts";
import type { MockFront } from "./front-server.ts";
import { tokenRevokeFront } from "./token-revoke.ts";

/** What a front may need to know: every API and the URL of every mock. */
export interface FrontContext {
  apis: readonly ApiEntry[];
  urls: Readonly<Record<string, string>>;
}

const FRONTS: Record<string, (context: FrontContext) => MockFront> = {
  "database-refusals": () => databaseRefusalsFront(),
  "datastore-signature": () => datastoreSignatureFront(),
  "token-revoke": () => tokenRevokeFront(),
};

/** The front named by `api`'s `x-mock-front`, or undefined when it names none. */
export function frontFor(api: ApiEntry, context: FrontContext): MockFront | undefined {
  if (api.mockFront === undefined) return undefined;
  const make = FRONTS[api.mockFront];
  if (make === undefined) {
    throw new Error(
      `redocly.yaml: api '${api.name}' names x-mock-front '${api.mockFront}', which does not exist; there are: ${Object.keys(FRONTS).join(", ")}`,
    );
  }
  return make(context);
}
