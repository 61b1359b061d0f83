/**
 * What `npm start` and `npm run mocks` print once everything is up: a table of every API with
 * its mock URL (and docs page), what the fronts say, and an environment snippet to paste that
 * points an app at the mocks.
 */
import type { ApiEntry } from "../lib/api-registry.ts";
import { mockEnvironment, shellSnippet } from "./env.ts";
import { RESET_PATH } from "./platform/reset-route.ts";
import type { MockServers } from "./servers.ts";

function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

/** The report; `docsUrl` adds the docs column and the portal's address (npm start). */
export function startReport(
  apis: readonly ApiEntry[],
  mocks: Pick<MockServers, "urls" | "notes" | "env">,
  docsUrl?: string,
): string {
  const header = docsUrl === undefined ? ["API", "mock URL"] : ["API", "mock URL", "docs"];
  const rows = apis.map((api) => {
    const row = [api.name, mocks.urls[api.name] ?? "-"];
    if (docsUrl !== undefined) row.push(`${docsUrl}/${api.name}.html`);
    return row;
  });
  const lines = [table([header, ...rows]), ""];
  if (docsUrl !== undefined)
    lines.push(`docs portal  ${docsUrl}/  (getting started, guides, API reference)`, "");
  for (const [api, note] of Object.entries(mocks.notes)) lines.push(`${api} mock: ${note}`);
  if (Object.keys(mocks.notes).length > 0) lines.push("");
  const first = Object.values(mocks.urls)[0];
  if (first !== undefined) {
    lines.push(
      `The mocks keep what apps create until they stop; \`curl -X POST ${first}${RESET_PATH}\` forgets it now.`,
      "",
    );
  }
  lines.push(
    "Point an app at the mocks (paste into your shell; the docs' mock platform guide shows how an app reads them):",
    "",
    shellSnippet(mockEnvironment(mocks.urls, mocks.env)),
    "",
  );
  return lines.join("\n");
}
