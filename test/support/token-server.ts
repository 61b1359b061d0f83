/**
 * A scripted stand-in for the token API, as a fetch function: each token request takes the
 * next scripted answer (the last one repeats), and every request is recorded.
 */
import type { Fetch } from "../../src/core/fetch-policy.ts";

export type Answer =
  | { status: 201; expiresIn?: number; token?: string }
  | { status: 400 | 500; error: string; description?: string }
  | { status: 204 }
  | { body: string; status: number };

export interface TokenServer {
  fetch: Fetch;
  requests: Request[];
  /** Token requests only (no access_token query). */
  issued(): number;
}

let serial = 0;

export function tokenServer(answers: Answer[], delayMs = 0): TokenServer {
  const requests: Request[] = [];
  let next = 0;
  const fetch: Fetch = async (request) => {
    requests.push(request);
    if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
    const answer = answers[Math.min(next++, answers.length - 1)];
    if (answer === undefined) throw new Error("tokenServer needs at least one answer");
    if ("body" in answer) return new Response(answer.body, { status: answer.status });
    if (answer.status === 204) return new Response(null, { status: 204 });
    if (answer.status === 201) {
      const body = {
        access_token: answer.token ?? `token-${++serial}`,
        token_type: "bearer",
        expires_in: answer.expiresIn ?? 1799,
        scope: "service_contract",
        client_id: "client-1",
        contract_info: { contract_list: [{ service_contract_id: "SC1", service_code: "APIAUTH" }] },
      };
      return new Response(JSON.stringify(body), {
        status: 201,
        headers: { "content-type": "application/x-www-form-urlencoded;charset=UTF-8" },
      });
    }
    const body = { error: answer.error, error_description: answer.description ?? `failed ${answer.error}` };
    return new Response(JSON.stringify(body), {
      status: answer.status,
      headers: { "content-type": "application/json" },
    });
  };
  return { fetch, requests, issued: () => requests.filter((r) => !new URL(r.url).search).length };
}
