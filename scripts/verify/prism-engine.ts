/**
 * The Prism engine (the default for JSON APIs): Prism's validation proxy
 * (`prism proxy <spec> <target> --errors false`) stands between the client and the target,
 * forwards every request, and reports what breaks the spec, in the request or in the
 * response, in an `sl-violations` header of the response it hands back (Prism 5.14: a JSON
 * array of `{ location: ["response", "body", "regions", "0"], severity, code, message }`; an
 * undocumented status is a Warning at `["response"]`). Each violation becomes a finding whose
 * `where` is the location as a JSON pointer, as the in-process engine writes it.
 *
 * The proxy runs in this process, made with the Prism CLI's own libraries (prism-libraries.ts)
 * and the options `prism proxy <document> <target> --errors false` has: request and response
 * validation and security checks on, a response that breaks the spec still handed back with its
 * `sl-violations`, CORS on (the CLI's default). It listens on a free port of 127.0.0.1.
 */
import { cliConfig, createLogger, createServer, getHttpOperationsFromSpec } from "../prism-libraries.ts";
import type { Engine } from "./in-process-engine.ts";
import type { Finding, SpecValidator } from "./spec-validator.ts";

export interface PrismProxy {
  /** The proxy's origin: the client's base URL. */
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts Prism's validation proxy for `spec` (a bundled document, which is not changed) before
 * `target`; resolves once it listens.
 * @throws {Error} when Prism cannot read the document (e.g. "Unsupported document format") or
 * cannot listen
 */
export async function startPrismProxy(spec: object, target: string): Promise<PrismProxy> {
  // Prism dereferences the document it is given in place.
  const operations = await getHttpOperationsFromSpec(structuredClone(spec));
  if (operations.length === 0) throw new Error("Prism's proxy did not start: the spec has no operations");
  const config = cliConfig(new URL(target));
  // Prism's own log is not shown: what it finds comes back in each response's sl-violations.
  const logger = createLogger("CLI", { level: "silent" });
  const server = createServer(operations, { cors: true, config, components: { logger } });
  // Prism's listen rejects with the error's message alone.
  const address = await server.listen(0, "127.0.0.1").catch((message: unknown) => {
    throw new Error(`Prism's proxy did not start: ${String(message)}`);
  });
  return { url: new URL(address).origin, stop: () => server.close() };
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
