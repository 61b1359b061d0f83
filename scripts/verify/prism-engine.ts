/**
 * The Prism engine: judges each recorded answer with Prism's own validator, `validateOutput`
 * of @stoplight/prism-http (what `prism proxy` runs on every upstream answer), on the
 * operations Prism reads from the spec, loaded from the pinned Prism CLI's own dependencies
 * (lib/prism-libraries.ts). Prism is not in the traffic path: the client sends straight to the
 * target, so every answer judged is the target's, never one Prism made (its proxy answers
 * its own 500 for a body it cannot parse, and follows redirects to other hosts).
 *
 * The body is given to the validator as Prism's proxy gives it (parsed for a JSON media type,
 * else text); a JSON body that does not parse never reaches it (answer-checks.ts reports it).
 * Each diagnostic becomes a finding whose `where` is a JSON pointer into the exchange, as the
 * in-process engine writes it: `/response/status`, `/response/headers/<name>` (lower case),
 * `/response/headers/content-type`, `/response/body/<pointer>`.
 */
import type { IHttpOperation } from "@stoplight/types";
import { isJsonMedia, mediaTypeOf } from "../lib/openapi/media-types.ts";
import { getHttpOperationsFromSpec, validateOutput } from "../lib/prism-libraries.ts";
import type { Engine } from "./in-process-engine.ts";
import type { Finding } from "./spec-validator.ts";

interface PrismDiagnostic {
  path?: readonly (string | number)[];
  message?: unknown;
}

const escapePointer = (part: string) => part.replaceAll("~", "~0").replaceAll("/", "~1");

/** One Prism diagnostic of an answer as a finding: its path as a JSON pointer into the exchange. */
export function prismFinding(diagnostic: PrismDiagnostic): Finding {
  const path = (diagnostic.path ?? []).map(String);
  const message = typeof diagnostic.message === "string" ? diagnostic.message : "a violation";
  const [section, name] = path;
  let where = path.length === 0 ? "/response" : `/response/${path.map(escapePointer).join("/")}`;
  if (path.length === 0 && /status code/i.test(message)) where = "/response/status";
  else if (path.length === 0 && /media type/i.test(message)) where = "/response/headers/content-type";
  else if (section === "header" || section === "headers") {
    // A missing header is reported on the headers object, its name in the message.
    const header = name ?? /property '([^']+)'/.exec(message)?.[1];
    where =
      header === undefined ? "/response/headers" : `/response/headers/${escapePointer(header.toLowerCase())}`;
  }
  return { where, message: `Prism: ${message}` };
}

/** The findings of Prism's diagnostics: a body of an undocumented media type is one finding. */
export function prismFindings(diagnostics: readonly PrismDiagnostic[]): Finding[] {
  const findings = diagnostics.map(prismFinding);
  // Prism still judges such a body against another type's schema: one fault, one finding.
  const wrongType = findings.some((f) => f.where === "/response/headers/content-type");
  return wrongType ? findings.filter((f) => !f.where.startsWith("/response/body")) : findings;
}

/** A JSON body parsed; one that does not parse (answer-checks.ts's finding) as its text. */
function parsedOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Prism's operations of a bundled spec (which is not changed), by operationId. */
export async function prismOperations(spec: object): Promise<Map<string, IHttpOperation>> {
  // Prism dereferences the document it is given in place.
  const operations = await getHttpOperationsFromSpec(structuredClone(spec));
  return new Map(operations.map((op) => [op.iid ?? op.id, op]));
}

export function createPrismEngine(operations: ReadonlyMap<string, IHttpOperation>): Engine {
  return {
    name: "prism",
    async findings({ request, response }, operationId) {
      const resource = operations.get(operationId);
      if (resource === undefined)
        return [
          {
            where: "/response",
            message: `Prism: no operation ${operationId} in Prism's reading of the spec`,
          },
        ];
      const media = mediaTypeOf(response.headers.get("content-type"));
      const noBody = request.method === "HEAD" || response.body === "";
      let body: unknown;
      if (!noBody) body = isJsonMedia(media) ? parsedOrText(response.body) : response.body;
      const headers = Object.fromEntries(response.headers);
      const result = validateOutput({ resource, element: { statusCode: response.status, headers, body } });
      return result._tag === "Left" ? prismFindings(result.left) : [];
    },
  };
}
