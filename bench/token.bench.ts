/**
 * Token API benchmarks.
 * 1. 10,000 concurrent getToken() calls against a stub token endpoint that answers after 5 ms:
 *    how many token requests they caused (must be 1) and the calls per second.
 * 2. A request through openapi-fetch with the bearer policy vs a bare openapi-fetch request
 *    on the same stub fetch (goal: at least 0.9x).
 * 3. issueToken through the token client with its default pipeline (retry, redirect refusal,
 *    whole-call timeout, typed errors, body check) vs the same POST on bare openapi-fetch
 *    (goal: at least 0.9x, every client's default pipeline).
 */
import createClient from "openapi-fetch";
import { pipeline } from "../src/core/fetch-policy.ts";
import { bearerAuth } from "../src/token/bearer-auth.ts";
import { createTokenClient } from "../src/token/index.ts";
import { createClientCredentialsProvider } from "../src/token/provider.ts";
import { compare, DEFAULT_PIPELINE_GOAL, report } from "./measure.ts";

const BASE = "https://auth.bench.test";
/** The form body the token client writes (its generated bare client's serializer), for the bare openapi-fetch baseline. */
const formBody = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
/** The platform's form Content-Type, which the client sends (the spec's x-platform-content-type). */
const TOKEN_FORM_CONTENT_TYPE = "application/x-www-form-urlencoded;charset=UTF-8";
const tokenBody = JSON.stringify({
  access_token: "bench-token-value",
  token_type: "bearer",
  expires_in: 1799,
  scope: "service_contract",
  client_id: "bench-client",
  contract_info: { contract_list: [] },
});

async function concurrentGetToken(): Promise<void> {
  let requests = 0;
  const provider = createClientCredentialsProvider({
    baseUrl: BASE,
    clientId: "bench-client",
    clientSecret: "bench-secret",
    fetch: async () => {
      requests++;
      await new Promise((r) => setTimeout(r, 5));
      return new Response(tokenBody, { status: 201 });
    },
  });
  const callers = 10_000;
  const start = process.hrtime.bigint();
  const tokens = await Promise.all(Array.from({ length: callers }, () => provider.getToken()));
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const distinct = new Set(tokens).size;
  console.log(
    `getToken x${callers.toLocaleString("en-US")} concurrent: ${requests} token request(s) (must be 1), ${distinct} distinct token(s), ${Math.round(callers / seconds).toLocaleString("en-US")} calls/s (${(seconds * 1000).toFixed(1)} ms total, 5 ms of it the stub's answer)`,
  );
  if (requests !== 1) process.exitCode = 1;
}

async function middlewareOverhead(): Promise<void> {
  const stub = async () => new Response('{"ok":true}', { headers: { "content-type": "application/json" } });
  type Paths = {
    "/things": { get: { responses: { 200: { content: { "application/json": { ok: boolean } } } } } };
  };
  const bare = createClient<Paths>({ baseUrl: "https://api.bench.test", fetch: stub });
  const provider = createClientCredentialsProvider({
    baseUrl: BASE,
    clientId: "bench-client",
    clientSecret: "bench-secret",
    fetch: async () => new Response(tokenBody, { status: 201 }),
  });
  await provider.getToken();
  const wrapped = createClient<Paths>({
    baseUrl: "https://api.bench.test",
    fetch: pipeline(stub, bearerAuth(provider)),
  });
  report(
    await compare(
      "request with the bearer policy vs bare openapi-fetch",
      () => wrapped.GET("/things"),
      () => bare.GET("/things"),
      { goal: 0.9, batch: 5000 },
    ),
  );
}

async function clientOverhead(): Promise<void> {
  const stub = async () =>
    new Response(tokenBody, { status: 201, headers: { "content-type": TOKEN_FORM_CONTENT_TYPE } });
  const client = createTokenClient({ baseUrl: BASE, fetch: stub });
  const bare = createClient<import("../generated/token.ts").paths>({ baseUrl: BASE, fetch: stub });
  const credentials = { clientId: "bench-client", clientSecret: "bench-secret" };
  report(
    await compare(
      "issueToken, default pipeline vs bare openapi-fetch POST",
      () => client.issueToken(credentials),
      () =>
        bare
          .POST("/API/oauth2/token", {
            body: {
              grant_type: "client_credentials",
              scope: "service_contract",
              client_id: "bench-client",
              client_secret: "bench-secret",
            },
            bodySerializer: formBody,
            headers: { "Content-Type": TOKEN_FORM_CONTENT_TYPE },
            parseAs: "text",
          })
          .then((r) => JSON.parse(String(r.data))),
      { goal: DEFAULT_PIPELINE_GOAL, batch: 3000 },
    ),
  );
}

await concurrentGetToken();
await middlewareOverhead();
await clientOverhead();
