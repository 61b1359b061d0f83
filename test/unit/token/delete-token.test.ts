/**
 * deleteToken on the platform's URL: `POST /API/oauth2/token?access_token=...` with no body (the
 * spec writes it at `/token` under a path-level server ending in `/API/oauth2`). The platform
 * reference shows no answer to a delete, so a 200 and a 204 are both its success (the spec's
 * `x-sdk.success`); any other status is not.
 */
import { describe, expect, it } from "vitest";
import { InvalidInputError, UnexpectedResponseError } from "../../../src/core/errors.ts";
import { createTokenBareClient, deleteToken } from "../../../src/token/index.ts";
import { empty, fakeFetch } from "../../support/fake-fetch.ts";

const BASE = "https://auth.example.test";
const TOKEN = "1a6a2d62ba0c4c7f9b2a8cd2f6a1e0b7";

describe("deleteToken", () => {
  it.each([200, 204])(
    "takes a %i as the token deleted, sent to the platform's URL with no body",
    async (status) => {
      const fetch = fakeFetch(empty(status));
      await expect(
        deleteToken(createTokenBareClient({ baseUrl: BASE, fetch }), TOKEN),
      ).resolves.toBeUndefined();
      const sent = fetch.requests[0];
      expect(sent?.method).toBe("POST");
      expect(sent?.url).toBe(`${BASE}/API/oauth2/token?access_token=${TOKEN}`);
      expect(sent?.body).toBeNull();
    },
  );

  it("refuses another success status as an answer it does not expect", async () => {
    const fetch = fakeFetch(empty(202));
    await expect(deleteToken(createTokenBareClient({ baseUrl: BASE, fetch }), TOKEN)).rejects.toBeInstanceOf(
      UnexpectedResponseError,
    );
  });

  it("refuses a token that could not go into a header as it is, before anything is sent", async () => {
    const fetch = fakeFetch(empty(204));
    const client = createTokenBareClient({ baseUrl: BASE, fetch });
    for (const bad of ["", ` ${TOKEN}`, `${TOKEN}\n`])
      await expect(deleteToken(client, bad)).rejects.toMatchObject({ field: "accessToken" });
    await expect(deleteToken(client, 42 as unknown as string)).rejects.toBeInstanceOf(InvalidInputError);
    expect(fetch.requests).toHaveLength(0);
  });
});
