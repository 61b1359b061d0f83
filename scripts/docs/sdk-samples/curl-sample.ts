/**
 * A curl sample: the same request as the TypeScript sample (the query and header parameters
 * its call reads, the body example it sends), against the same SVC_* variables, for an API whose requests need no
 * signature (the data store's do, so it has none). Example values go into the URL
 * percent-encoded and into the body single-quoted, so the shell never expands them.
 */

import type { SpecOperation } from "../../lib/openapi/operations.ts";
import { urlVariable } from "../../mocks/env.ts";
import { jsonText } from "./literal.ts";
import type { UntypedSetup } from "./mapping.ts";
import type { RecordedExamples } from "./operation-examples.ts";

/** `text` in single quotes for a POSIX shell. */
export const shellQuote = (text: string) => `'${text.replaceAll("'", "'\\''")}'`;

/** A query or form value as it goes on the wire. */
function wireValue(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

/** `name=value` pairs of a query parameter's example; an array repeats the name (form, explode). */
function queryPairs(name: string, value: unknown): string[] {
  const values = Array.isArray(value) ? value : [value];
  return values.map((item) => `${encodeURIComponent(name)}=${encodeURIComponent(wireValue(item))}`);
}

/** The body options of the request: its Content-Type and data. */
function bodyOptions(setup: UntypedSetup, mediaType: string, value: unknown): string[] {
  const type = mediaType.split(";")[0]?.trim() ?? mediaType;
  if (type === "application/x-www-form-urlencoded" && typeof value === "object" && value !== null) {
    // curl labels a form without parameters; a header with them (`;charset=UTF-8`) is sent as written.
    const header = mediaType === type ? [] : [`-H ${shellQuote(`Content-Type: ${mediaType}`)}`];
    return [
      ...header,
      ...Object.entries(value).map(([field, item]) => {
        const variable = setup.curlVariables?.[field];
        // A field from a variable goes in double quotes, so that the shell expands it.
        return variable === undefined
          ? `--data-urlencode ${shellQuote(`${field}=${wireValue(item)}`)}`
          : `--data-urlencode "${field}=$${variable}"`;
      }),
    ];
  }
  // A JSON body is JSON text even when it is a string (`"alarm"`); an XML one is sent as written.
  const text = /json/i.test(type) ? jsonText(value) : String(value).trimEnd();
  return [`-H ${shellQuote(`Content-Type: ${mediaType}`)}`, `--data-binary ${shellQuote(text)}`];
}

/** The curl command for `operation` of API `api`, after a call read `examples`. */
export function curlSample(
  api: string,
  setup: UntypedSetup,
  operation: SpecOperation,
  examples: RecordedExamples,
): string {
  const path = `${operation.pathPrefix}${operation.path}`.replace(/\{([^}]+)\}/g, (_, name: string) =>
    name === setup.tenant ? "$SVC_PROJECT_ID" : encodeURIComponent(wireValue(examples.path(name))),
  );
  const query = examples.queryRead.flatMap((name) => queryPairs(name, examples.query(name)));
  const url = `"$${urlVariable(api)}${path}${query.length > 0 ? `?${query.join("&")}` : ""}"`;
  const method =
    operation.method === "HEAD" ? ["--head"] : operation.method === "GET" ? [] : [`-X ${operation.method}`];
  const options = [...method, url];
  if (operation.schemes.includes("xAuthToken")) options.push('-H "X-Auth-Token: $SVC_TOKEN"');
  for (const name of examples.headersRead)
    options.push(`-H ${shellQuote(`${name}: ${wireValue(examples.header(name))}`)}`);
  // The operation's body example, whether the call took its arguments from it or not.
  if (operation.body !== undefined)
    options.push(...bodyOptions(setup, operation.body.platformMediaType, examples.body()));
  return `curl -sS ${options.join(" \\\n  ")}\n`;
}
