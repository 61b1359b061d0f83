/**
 * The SDK extensions of every spec (scripts/generate/sdk/extensions.ts), held to their
 * vocabulary by `npm run lint`: a member the vocabulary does not have, a waiter that polls an
 * operation the spec does not have, an error class the spec does not declare, a hook in a module
 * that does not exist or does not export it, and an extension whose name is a near miss of the
 * SDK's (`x-skd`, `x-sdk-nmae`), which every other tool would ignore in silence.
 */
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { SDK_EXTENSIONS, sdkProblems } from "../generate/sdk/extensions.ts";
import type { ApiEntry } from "../lib/api-registry.ts";
import { isJsonObject } from "../lib/openapi/json.ts";
import { operationEntries } from "../lib/openapi/operations.ts";
import { readYamlFile } from "../lib/yaml-cache.ts";
import { entryLayoutProblems } from "./sdk-entry.ts";
import { runtimesLayoutProblems } from "./sdk-runtimes.ts";

/** Damerau-Levenshtein distance of two short names (a swap of two letters counts one). */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = d[i] as number[];
      const above = d[i - 1] as number[];
      row[j] = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
    }
  return (d[a.length] as number[])[b.length] as number;
}

/** Every `x-` member name of the document that is a near miss of an SDK extension, with where it is. */
function nearMisses(node: unknown, where: string, out: string[]): string[] {
  if (Array.isArray(node)) for (const [i, item] of node.entries()) nearMisses(item, `${where}[${i}]`, out);
  else if (isJsonObject(node))
    for (const [key, value] of Object.entries(node)) {
      const lower = key.toLowerCase();
      if (lower.startsWith("x-") && !SDK_EXTENSIONS.includes(key)) {
        const close = SDK_EXTENSIONS.find((name) => lower.startsWith("x-sdk") || distance(lower, name) <= 2);
        if (close !== undefined) out.push(`${where}.${key} is no SDK extension: did you mean ${close}?`);
      }
      nearMisses(value, `${where}.${key}`, out);
    }
  return out;
}

/** Whether `file` exports `name` (a function, const, class or type declared with `export`, or re-exported by name). */
function exportsName(file: string, name: string): boolean {
  const source = readFileSync(file, "utf8");
  return new RegExp(
    `export\\s+(async\\s+)?(function|const|class|let|type|interface)\\s+${name}\\b|export\\s*\\{[^}]*\\b${name}\\b[^}]*\\}`,
  ).test(source);
}

/** Every hook a spec's x-sdk names (`module.ts#export`), with where. */
function hooksOf(spec: Record<string, unknown>): [string, string][] {
  const found: [string, string][] = [];
  const walk = (node: unknown, where: string) => {
    if (typeof node === "string" && /^[\w./-]+\.ts#[A-Za-z_$][\w$]*$/.test(node)) found.push([where, node]);
    else if (Array.isArray(node)) for (const [i, item] of node.entries()) walk(item, `${where}[${i}]`);
    else if (isJsonObject(node))
      for (const [key, value] of Object.entries(node)) walk(value, `${where}.${key}`);
  };
  walk(spec["x-sdk"], "x-sdk");
  for (const { path, method, operation } of operationEntries(spec))
    walk(operation["x-sdk"], `paths.${path}.${method}.x-sdk`);
  // A parameter's own check (x-sdk-check), wherever the parameter is declared.
  const checks = (node: unknown, where: string): void => {
    if (Array.isArray(node)) for (const [i, item] of node.entries()) checks(item, `${where}[${i}]`);
    else if (isJsonObject(node))
      for (const [key, value] of Object.entries(node))
        if (key === "x-sdk-check") walk(value, `${where}.${key}`);
        else checks(value, where === "" ? key : `${where}.${key}`);
  };
  checks(spec, "");
  return found;
}

/** What `api`'s spec breaks of the SDK vocabulary, each a line naming the spec. */
export function sdkExtensionProblems(root: string, api: ApiEntry): string[] {
  const spec = readYamlFile(api.root) as Record<string, unknown>;
  const file = api.root.slice(root.length + 1);
  const ids = new Set(operationEntries(spec).map((entry) => entry.operationId));
  const problems = [...nearMisses(spec, "", []).map((p) => p.replace(/^\./, ""))];
  if (spec["x-sdk"] === undefined)
    problems.push("x-sdk is missing: every API's SDK is generated from its spec");
  else {
    problems.push(...sdkProblems(spec, ids));
    const client = (spec["x-sdk"] as { client?: unknown }).client;
    const folder = resolve(root, "src", api.name);
    if (typeof client === "string" && !existsSync(resolve(folder, client)))
      problems.push(`x-sdk.client names src/${api.name}/${client}, which does not exist`);
    problems.push(
      ...runtimesLayoutProblems(root, api.name, (spec["x-sdk"] as { runtimes?: unknown }).runtimes),
    );
    problems.push(...entryLayoutProblems(root, api.name, spec["x-sdk"] as Record<string, unknown>));
    for (const [where, hook] of hooksOf(spec)) {
      const [module, name] = hook.split("#") as [string, string];
      const path = resolve(folder, module);
      if (!existsSync(path)) problems.push(`${where} names src/${api.name}/${module}, which does not exist`);
      else if (!exportsName(path, name))
        problems.push(`${where} names ${name}, which src/${api.name}/${module} does not export`);
    }
  }
  return problems.map((problem) => `${file}: ${problem}`);
}
