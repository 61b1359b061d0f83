/**
 * The Prism engine (the default for JSON APIs): Prism's validation proxy
 * (`prism proxy <spec> <target> --errors false`) stands between the client and the target,
 * forwards every request, and reports what breaks the spec, in the request or in the
 * response, in an `sl-violations` header of the response it hands back (Prism 5.14: a JSON
 * array of `{ location: ["response", "body", "regions", "0"], severity, code, message }`; an
 * undocumented status is a Warning at `["response"]`). Each violation becomes a finding whose
 * `where` is the location as a JSON pointer, as the in-process engine writes it.
 *
 * Prism's CLI is started through scripts/prism-child.cjs (which exits with its parent) on a free
 * loopback port, and stopped by PID. (The mocks are served by the mock host, scripts/mock-host/,
 * which hosts Prism's mock servers only; a proxy is the CLI's.)
 */
import { type ChildProcess, spawn } from "node:child_process";
import { resolve } from "node:path";
import { repoRoot } from "../api-registry.ts";
import { freePort } from "../ports.ts";
import type { Engine } from "./in-process-engine.ts";
import type { Finding, SpecValidator } from "./spec-validator.ts";

export interface PrismProxy {
  /** The proxy's origin: the client's base URL. */
  url: string;
  stop(): Promise<void>;
}

const CHILD = resolve(repoRoot, "scripts/prism-child.cjs");
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Starts Prism's proxy for `spec` (a file) before `target`; resolves once it answers.
 * @throws {Error} when Prism exits or does not answer within `readyTimeoutMs`
 */
export async function startPrismProxy(
  spec: string,
  target: string,
  readyTimeoutMs = 60_000,
): Promise<PrismProxy> {
  const port = await freePort();
  const args = ["proxy", spec, target, "--host", "127.0.0.1", "--port", String(port), "--errors", "false"];
  const child: ChildProcess = spawn(process.execPath, [CHILD, ...args], {
    cwd: repoRoot,
    stdio: ["pipe", "ignore", "pipe"],
  });
  let output = "";
  child.stderr?.setEncoding("utf8");
  child.stderr?.on("data", (chunk: string) => {
    output = (output + chunk).slice(-2000);
  });
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const force = setTimeout(() => child.kill("SIGKILL"), 5000);
      await exited;
      clearTimeout(force);
    }
  };
  const deadline = Date.now() + readyTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      await fetch(`${url}/`, { method: "OPTIONS", signal: AbortSignal.timeout(1000) });
      return { url, stop };
    } catch {
      await sleep(100);
    }
  }
  await stop();
  throw new Error(`Prism's proxy did not start: ${output.trim().split("\n").at(-1) ?? "it printed nothing"}`);
}

interface PrismViolation {
  location?: unknown;
  severity?: unknown;
  message?: unknown;
}

const escapePointer = (part: string) => part.replaceAll("~", "~0").replaceAll("/", "~1");

/** One Prism violation as a finding: its location as a JSON pointer into the exchange. */
export function prismFinding(violation: PrismViolation): Finding {
  const location = Array.isArray(violation.location) ? violation.location.map(String) : [];
  const message = typeof violation.message === "string" ? violation.message : "a violation";
  let where = location.length === 0 ? "/" : `/${location.map(escapePointer).join("/")}`;
  if (where === "/response" && /status code/i.test(message)) where = "/response/status";
  if (where === "/response" && /media type/i.test(message)) where = "/response/headers/content-type";
  if (location[1] === "headers" && location[2] !== undefined)
    where = `/${location[0]}/headers/${escapePointer(location[2].toLowerCase())}`;
  return { where, message: `Prism: ${message}` };
}

/** The findings of an `sl-violations` header; a header that is not Prism's JSON is one finding. */
export function prismFindings(header: string | null): Finding[] {
  if (header === null || header === "") return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(header);
  } catch {
    return [{ where: "/", message: `Prism: ${header}` }];
  }
  const findings = Array.isArray(parsed) ? parsed.map((v) => prismFinding(v as PrismViolation)) : [];
  // A body of an undocumented media type is not judged against another type's schema (Prism
  // still does, and reports the consequence too): one fault, one finding, as in process.
  const wrongType = findings.some((f) => f.where === "/response/headers/content-type");
  return wrongType ? findings.filter((f) => !f.where.startsWith("/response/body")) : findings;
}

/**
 * The Prism engine: findings from the proxy's `sl-violations`; the operation from the spec
 * validator's path matching (the same as the in-process engine's), its own findings unused.
 */
export function createPrismEngine(validator: SpecValidator): Engine {
  return {
    name: "prism",
    async judge(exchange) {
      const { request, response } = exchange;
      const check = validator.check({
        method: request.method,
        path: request.url,
        status: response?.status ?? 0,
      });
      if (response === undefined)
        return {
          operationId: check.operationId,
          findings: [
            { where: "/response", message: `no response: ${exchange.error ?? "the exchange failed"}` },
          ],
        };
      return {
        operationId: check.operationId,
        findings: prismFindings(response.headers.get("sl-violations")),
      };
    },
  };
}
