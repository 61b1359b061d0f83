/**
 * Every XML example of an XML API's spec (specs/<api>/openapi.yaml), with where it sits and
 * whether it is a request or a response body, for the tests that check them against the API's
 * XSD and decode them with the codec (on both engines).
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parse } from "yaml";
import { repoRoot } from "../../../../scripts/lib/api-registry.ts";

export interface XmlExample {
  /** JSON-pointer-like location, e.g. `/paths/~1v1.0~1hostedzone/post/responses/201/.../created`. */
  where: string;
  /** The example's name. */
  name: string;
  /** The root element's name. */
  root: string;
  /** Whether it is a request body or a response body. */
  direction: "request" | "response";
  xml: string;
}

/** The spec and XSD of an XML API. */
export const specPath = (api: string) => resolve(repoRoot, `specs/${api}/openapi.yaml`);
export const xsdPath = (api: "dns" | "software") => resolve(repoRoot, `specs/${api}/${api}.xsd`);

function collect(node: unknown, path: string[], out: XmlExample[]): void {
  if (typeof node !== "object" || node === null) return;
  const record = node as Record<string, unknown>;
  if (
    path.at(-2) === "examples" &&
    typeof record.value === "string" &&
    record.value.trimStart().startsWith("<?xml")
  ) {
    const root = /<([A-Za-z][\w.-]*)[\s>/]/.exec(record.value.replace(/<\?xml[^>]*\?>/, ""))?.[1] ?? "";
    const direction = path.includes("requestBody") ? "request" : "response";
    out.push({ where: `/${path.join("/")}`, name: path.at(-1) ?? "", root, direction, xml: record.value });
    return;
  }
  for (const [key, value] of Object.entries(record)) collect(value, [...path, key], out);
}

/** Every XML example of `api`'s spec. */
export function xmlExamples(api: "dns" | "software"): XmlExample[] {
  const out: XmlExample[] = [];
  collect(parse(readFileSync(specPath(api), "utf8")), [], out);
  return out;
}
