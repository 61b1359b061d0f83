/**
 * Every XML example of specs/dns/openapi.yaml, with where it sits, for the tests that check
 * them against dns.xsd and decode them with the client's codec.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parse } from "yaml";
import { repoRoot } from "../../../scripts/api-registry.ts";

export const dnsSpecPath = resolve(repoRoot, "specs/dns/openapi.yaml");
export const dnsXsdPath = resolve(repoRoot, "specs/dns/dns.xsd");

export interface XmlExample {
  /** JSON-pointer-like location, e.g. `/paths/~1v1.0~1hostedzone/post/responses/201/.../created`. */
  where: string;
  /** The example's name. */
  name: string;
  /** The root element's name. */
  root: string;
  xml: string;
}

function collect(node: unknown, path: string[], out: XmlExample[]): void {
  if (typeof node !== "object" || node === null) return;
  const record = node as Record<string, unknown>;
  if (
    path.at(-2) === "examples" &&
    typeof record.value === "string" &&
    record.value.trimStart().startsWith("<?xml")
  ) {
    const root = /<([A-Za-z][\w.-]*)[\s>/]/.exec(record.value.replace(/<\?xml[^>]*\?>/, ""))?.[1] ?? "";
    out.push({ where: `/${path.join("/")}`, name: path.at(-1) ?? "", root, xml: record.value });
    return;
  }
  for (const [key, value] of Object.entries(record)) collect(value, [...path, key], out);
}

export function dnsXmlExamples(): XmlExample[] {
  const out: XmlExample[] = [];
  collect(parse(readFileSync(dnsSpecPath, "utf8")), [], out);
  return out;
}
