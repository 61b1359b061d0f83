/**
 * The token API as the unit tests script it, on the shared fake fetch: each token request
 * takes the next scripted answer (the last one repeats), after an optional delay.
 */
import { empty, type FakeFetch, fakeFetch, json } from "../../support/fake-fetch.ts";

export type Answer =
  | { status: 201; expiresIn?: number; token?: string }
  | { status: 400 | 500; error: string; description?: string }
  | { status: 204 }
  | { body: string; status: number };

export interface TokenServer {
  fetch: FakeFetch;
  requests: Request[];
  /** Token requests only (no access_token query). */
  issued(): number;
}

let serial = 0;

function respond(answer: Answer): Response {
  if ("body" in answer) return new Response(answer.body, { status: answer.status });
  if (answer.status === 204) return empty(204);
  if (answer.status === 201) {
    const body = {
      access_token: answer.token ?? `token-${++serial}`,
      token_type: "bearer",
      expires_in: answer.expiresIn ?? 1799,
      scope: "service_contract",
      client_id: "client-1",
      contract_info: { contract_list: [{ service_contract_id: "SC1", service_code: "APIAUTH" }] },
    };
    // The platform labels its JSON as a form.
    return json(201, body, { "content-type": "application/x-www-form-urlencoded;charset=UTF-8" });
  }
  return json(answer.status, {
    error: answer.error,
    error_description: answer.description ?? `failed ${answer.error}`,
  });
}

export function tokenServer(answers: Answer[], delayMs = 0): TokenServer {
  if (answers.length === 0) throw new Error("tokenServer needs at least one answer");
  const fetch = fakeFetch(async (_request, index) => {
    if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
    return respond(answers[Math.min(index, answers.length - 1)] as Answer);
  });
  return { fetch, requests: fetch.requests, issued: () => fetch.sent.filter((s) => !s.url.search).length };
}
