/**
 * Image sharing benchmarks, each against a baseline measured in the same run, on a stub server
 * (no network, so the client's own costs show; on a network they vanish in the round trip).
 * 1. getImageMember through the client with retries and the timeout turned off (the
 *    X-Auth-Token policy, redirect refusal, the body limit, path encoding, the body read as
 *    text, parsed and checked) vs bare openapi-fetch sending the same X-Auth-Token and Accept
 *    headers and parsing the JSON itself (goal: at least 0.7x).
 * 2. The same with the client's default policies (retries, a 30 s deadline over the whole call)
 *    (goal: at least 0.9x, every client's default pipeline).
 */
import createClient from "openapi-fetch";
import type { paths } from "../generated/image.ts";
import { createImageClient } from "../src/image/index.ts";
import { compare, DEFAULT_PIPELINE_GOAL, report } from "./measure.ts";

const BASE = "https://image.bench.test";
const IMAGE = "1bea47ed-f6a9-463b-b423-14b9cca9ad27";
const MEMBER = "8989447062e04a818baf9e073fd04fa7";
const TOKEN = "bench-token-value";

const memberBody = JSON.stringify({
  created_at: "2026-11-20T09:15:02Z",
  image_id: IMAGE,
  member_id: MEMBER,
  schema: "/v2/schemas/member",
  status: "accepted",
  updated_at: "2026-11-20T09:20:41Z",
});

async function clientOverhead(): Promise<void> {
  const stub = async () => new Response(memberBody, { headers: { "content-type": "application/json" } });
  // The same headers the client sends: the token, and Accept (without it Glance answers errors as HTML).
  const bare = createClient<paths>({
    baseUrl: BASE,
    fetch: stub,
    headers: { "X-Auth-Token": TOKEN, Accept: "application/json" },
  });
  const baseline = () =>
    bare.GET("/v2/images/{image_id}/members/{member_id}", {
      params: { path: { image_id: IMAGE, member_id: MEMBER } },
    });
  const lean = createImageClient({
    baseUrl: BASE,
    auth: TOKEN,
    fetch: stub,
    retry: { maxAttempts: 1 },
    timeoutMs: 0,
  });
  if ((await lean.getImageMember(IMAGE, MEMBER)).status !== "accepted")
    throw new Error("benchmark member misread");
  report(
    await compare(
      "getImageMember through the client (no retries, no timeout) vs bare openapi-fetch + X-Auth-Token",
      () => lean.getImageMember(IMAGE, MEMBER),
      baseline,
      { goal: 0.7, batch: 2000 },
    ),
  );
  const full = createImageClient({ baseUrl: BASE, auth: TOKEN, fetch: stub });
  report(
    await compare(
      "getImageMember through the client with default policies vs bare openapi-fetch + X-Auth-Token",
      () => full.getImageMember(IMAGE, MEMBER),
      baseline,
      { goal: DEFAULT_PIPELINE_GOAL, batch: 2000 },
    ),
  );
}

await clientOverhead();
