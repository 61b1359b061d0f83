/**
 * The token mock's front: a revoke goes to the platform's one token URL as the issue does
 * (`POST /API/oauth2/token?access_token=...`, no body), and the spec describes it as its own
 * operation at `/token` under a path-level server, so that tools can tell the two apart. Prism
 * routes by method and path only and ignores path-level servers, so without this front the mock
 * would answer a revoke as a token request. The front sends a revoke on to the path the spec
 * gives it, and everything else on unchanged.
 */
import type { FrontRequest, MockFront } from "./front-server.ts";

const TOKEN_PATH = "/API/oauth2/token";
/** Where the spec puts the revoke: its path, with the path-level server's `/API/oauth2` dropped. */
const REVOKE_PATH = "/token";

/** A revoke: the token URL with an access_token in the query and no body. */
export function isRevoke(request: FrontRequest): boolean {
  const [path, query = ""] = request.target.split("?", 2);
  return (
    request.method === "POST" &&
    path === TOKEN_PATH &&
    request.body.byteLength === 0 &&
    new URLSearchParams(query).has("access_token")
  );
}

export function tokenRevokeFront(): MockFront {
  return {
    handle: (request, forward) =>
      forward(
        isRevoke(request)
          ? { ...request, target: REVOKE_PATH + request.target.slice(TOKEN_PATH.length) }
          : request,
      ),
  };
}
