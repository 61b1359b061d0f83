/** The token API's resources as plain typed objects, named after the spec's schemas. */
import type { components } from "../../generated/token.ts";

/** The access token resource of the token API. */
export type AccessToken = components["schemas"]["AccessToken"];

/** The client ID and its password. */
export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
}
