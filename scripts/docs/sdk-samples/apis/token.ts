/** The token API's operations and the `svc-cloud/token` calls that make them. */
import type { operations } from "../../../../generated/token.ts";
import type * as Token from "../../../../src/token/index.ts";
import { apiSamples, codeOf, type SampleTable } from "../mapping.ts";

type Module = typeof Token;
const code = codeOf<Module>();

const table = {
  issueToken: {
    method: "issueToken",
    result: "value",
    // The client ID and secret are the app's own: from the environment, never from code.
    args: () => [
      { clientId: code('setting("SVC_CLIENT_ID")'), clientSecret: code('setting("SVC_CLIENT_SECRET")') },
    ],
    errors: ["InvalidClientError", "TokenLockoutError"],
    returns:
      "the token (access_token: a secret, send it and never log it) and expires_in, its validity in seconds; createClientCredentialsProvider() caches and renews it",
    show: "result.expires_in",
  },
  deleteToken: {
    method: "deleteToken",
    result: "none",
    args: (op) => [op.query("access_token")],
    errors: ["InvalidRequestError"],
    returns: "nothing: the token is deleted, and the next issueToken issues a new one",
  },
} satisfies SampleTable<operations, Token.TokenClient, Module>;

export const tokenSamples = apiSamples<Module>(
  {
    subpath: "svc-cloud/token",
    factory: "createTokenClient",
    variable: "tokens",
    auth: "none",
    curlVariables: { client_id: "SVC_CLIENT_ID", client_secret: "SVC_CLIENT_SECRET" },
  },
  table,
);
