/**
 * The token mock's front (scripts/mocks/fronts/token-revoke.ts): a revoke (the token URL with an
 * access_token query and no body) goes on to the revoke operation's path; everything else goes
 * on unchanged.
 */
import { describe, expect, it } from "vitest";
import type { FrontRequest, FrontResponse } from "../../../scripts/mocks/fronts/front-server.ts";
import { tokenRevokeFront } from "../../../scripts/mocks/fronts/token-revoke.ts";

const front = tokenRevokeFront();
const request = (target: string, body = ""): FrontRequest => ({
  method: "POST",
  target,
  headers: {},
  body: new TextEncoder().encode(body),
});
const ok: FrontResponse = { status: 204, headers: {}, body: new Uint8Array() };

async function forwardedTarget(sent: FrontRequest): Promise<string> {
  let target = "";
  await front.handle(sent, async (forwarded) => {
    target = forwarded.target;
    return ok;
  });
  return target;
}

describe("token front", () => {
  it("sends a revoke to the revoke operation's path, query as it came", async () => {
    expect(await forwardedTarget(request("/API/oauth2/token?access_token=abc%2Bdef"))).toBe(
      "/token?access_token=abc%2Bdef",
    );
  });

  it("sends a token request, and anything else, on unchanged", async () => {
    const form = "grant_type=client_credentials&scope=service_contract&client_id=a&client_secret=b";
    expect(await forwardedTarget(request("/API/oauth2/token", form))).toBe("/API/oauth2/token");
    expect(await forwardedTarget(request("/API/oauth2/token?access_token=x", form))).toBe(
      "/API/oauth2/token?access_token=x",
    );
    expect(await forwardedTarget(request("/API/oauth2/token?other=1"))).toBe("/API/oauth2/token?other=1");
  });
});
