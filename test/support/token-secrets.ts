/**
 * The token half of an API's `secrets.test.ts`, for the clients that send an X-Auth-Token:
 * every error path, with a fixed token and with a token source, against a service that echoes
 * the token (and any password the calls send) back; a transport failure and an aborted call that
 * quote it; and a token that cannot go into a header. Each error is checked with the secrets
 * harness (secrets.ts). The API's test gives only what is its own: how to build its client, its
 * error paths and which calls to make.
 */
import { describe, expect, it } from "vitest";
import { InvalidInputError } from "../../src/core/errors.ts";
import type { Fetch } from "../../src/core/fetch-policy.ts";
import type { TokenSource } from "../../src/core/token-source.ts";
import { fakeFetch, stalledBody } from "./fake-fetch.ts";
import { expectNoSecrets } from "./secrets.ts";

/** Text that quotes `token` the ways a service might echo it: as a header, a parameter, a string. */
export const echoToken = (token: string) => `X-Auth-Token: ${token} token=${token} "${token}"`;

/** A name, the service's answer made with the token the request carried, and a call that meets it. */
export type TokenErrorPath<C> = [
  name: string,
  answer: (token: string) => Response,
  call: (client: C) => Promise<unknown>,
];

/** The client options the suite chooses; a test adds the rest (base URL, tenant). */
export interface TokenClientOptions {
  auth: TokenSource | string;
  fetch?: Fetch;
  retry?: { maxAttempts: number };
}

export interface TokenSecretsSuite<C> {
  /** Builds the client under test; `fetch` and `retry` are absent where the client's defaults are meant. */
  client(options: TokenClientOptions): C;
  /** The token the client is given as a string. */
  fixed: string;
  /** The token a token source hands out: one the client is never given as a string. */
  issued: string;
  /**
   * Passwords the calls send (a database's master password): no error may show them either.
   * `echo` should quote them with the token; the transport failure quotes the request's body.
   */
  passwords?: string[];
  /** How the service quotes a token (and the passwords) back; `echoToken` by default. */
  echo?(token: string): string;
  /** Every error path; each runs with the fixed token and with the token source. */
  paths: TokenErrorPath<C>[];
  /** A call to make on a transport that fails with the token in its message and its cause. */
  transportFailure(client: C): Promise<unknown>;
  /** A call to abort while its body stalls; `what` names it in the test's title ("call", "walk"). */
  aborted: { what: string; call(client: C, signal: AbortSignal): Promise<unknown> };
}

/** Declares the suite as `describe(title)`: one test per error path and token kind, and three more. */
export function describeTokenSecrets<C>(title: string, suite: TokenSecretsSuite<C>): void {
  const { fixed, issued, passwords = [], echo = echoToken } = suite;
  const source = (): TokenSource => ({ getToken: async () => issued, invalidate: () => {} });
  const tokens: [string, string, () => TokenSource | string][] = [
    ["a fixed token", fixed, () => fixed],
    ["a token source", issued, source],
  ];

  describe(title, () => {
    const cases = tokens.flatMap(([kind, token, auth]) =>
      suite.paths.map(([path, answer, call]) => ({ kind, path, token, auth, answer, call })),
    );

    it.each(cases)("$kind: $path", async ({ token, auth, answer, call }) => {
      const client = suite.client({
        auth: auth(),
        fetch: fakeFetch(() => answer(token)),
        retry: { maxAttempts: 1 },
      });
      const error = await call(client).then(
        () => expect.fail("expected an error"),
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(Error);
      expectNoSecrets(error, [fixed, issued, ...passwords]);
    });

    const quoted = passwords.length > 0 ? "the token and passwords" : "the token";
    it(`a transport failure whose message and cause quote ${quoted}`, async () => {
      const client = suite.client({
        auth: fixed,
        fetch: async (request) => {
          const sent = `${request.headers.get("x-auth-token")} ${await request.text()}`;
          throw new TypeError(`fetch failed for ${sent}`, { cause: new Error(echo(fixed)) });
        },
        retry: { maxAttempts: 1 },
      });
      expectNoSecrets(await suite.transportFailure(client).catch((e: unknown) => e), [fixed, ...passwords]);
    });

    it(`an aborted ${suite.aborted.what} whose reason quotes the token`, async () => {
      const client = suite.client({ auth: fixed, fetch: fakeFetch(() => stalledBody(200)) });
      const controller = new AbortController();
      setTimeout(() => controller.abort(new Error(echo(fixed))), 10);
      const error = await suite.aborted.call(client, controller.signal).catch((e: unknown) => e);
      expectNoSecrets(error, [fixed, ...passwords]);
    });

    it("a token that cannot go into a header is refused without being quoted", () => {
      const withNewline = `${fixed}-newline\n`;
      const error = (() => {
        try {
          suite.client({ auth: withNewline });
        } catch (e) {
          return e;
        }
      })();
      expect(error).toBeInstanceOf(InvalidInputError);
      expectNoSecrets(error, [fixed, withNewline.trim()]);
    });
  });
}
