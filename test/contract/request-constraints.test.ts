/**
 * Every constraint of the request-constraint table against the API's Prism mock: the request
 * that meets it is accepted with no `sl-violations`, and the one that breaks it is refused
 * with a violation at the constraint's location (in `sl-violations`, or in the 422 problem
 * document Prism sends for an operation without a documented 400). XML bodies, which the mocks take
 * as any string, are judged by the API's XSD with xmllint instead.
 */
import { describe, expect, it } from "vitest";
import { repoRoot } from "../../scripts/lib/api-registry.ts";
import { mockUrl } from "../support/prism.ts";
import { constraintTable } from "../support/request-constraints/table.ts";
import type { ConstraintCase, WireRequest } from "../support/request-constraints/types.ts";
import { requestContext, toRequest } from "../support/request-constraints/wire.ts";
import { runXsdSuites, validateXml } from "../support/xmllint.ts";

interface Violation {
  location: string[];
  code: string;
  message: string;
}

/** The credentials every mock asks for: presence is all Prism checks. */
const CREDENTIALS = { "X-Auth-Token": "contract-test-token", "X-SVC-Signature": "contract-test-signature" };

/**
 * What the mock says of a request: its status and its violations, from the `sl-violations`
 * header, or, for an operation that documents no 400 or 422 of its own, from the
 * `validation` list of the 422 problem document Prism answers instead (same entries, their
 * locations without the leading "request").
 */
async function send(api: string, wire: WireRequest) {
  const response = await fetch(toRequest(mockUrl(api), wire, CREDENTIALS));
  const header = response.headers.get("sl-violations");
  if (header) {
    await response.body?.cancel();
    return { status: response.status, violations: JSON.parse(header) as Violation[] };
  }
  if (response.headers.get("content-type")?.startsWith("application/problem+json")) {
    const problem = (await response.json()) as { validation?: Violation[] };
    const violations = (problem.validation ?? []).map((v) => ({
      ...v,
      location: ["request", ...v.location],
    }));
    return { status: response.status, violations };
  }
  await response.body?.cancel();
  return { status: response.status, violations: [] };
}

/** Whether a violation's location starts with `prefix`; Prism writes query names in lower case. */
const startsWith = (location: readonly string[], prefix: readonly string[]) =>
  prefix.every((part, i) => location[i]?.toLowerCase() === part.toLowerCase());

const title = (entry: ConstraintCase) =>
  `${entry.operation}: ${entry.where}, ${entry.constraint} (${entry.source})`;

for (const [api, { cases, exampleIds }] of Object.entries(constraintTable)) {
  const context = () => requestContext(exampleIds, "Mock");

  describe(`${api}: the mock holds requests to the spec's constraints`, () => {
    for (const entry of cases.filter((c) => c.xsd === undefined)) {
      it(title(entry), async () => {
        const meets = await send(api, entry.meets(context()));
        expect(meets.violations, "the request that meets the constraint").toEqual([]);
        expect(meets.status).toBeLessThan(300);
        const breaks = await send(api, entry.breaks(context()));
        expect(breaks.status, "the request that breaks the constraint").toBeGreaterThanOrEqual(400);
        expect(
          breaks.violations.filter((v) => startsWith(v.location, entry.violation)),
          `a violation at ${entry.violation.join(".")}, among ${JSON.stringify(breaks.violations)}`,
        ).not.toEqual([]);
      });
    }
  });

  const xml = cases.filter((c) => c.xsd !== undefined);
  describe.runIf(xml.length > 0 && runXsdSuites)(
    `${api}: the XSD holds XML bodies to the spec's constraints`,
    () => {
      for (const entry of xml) {
        it(title(entry), async () => {
          const xsd = `${repoRoot}/specs/${entry.xsd}/${entry.xsd}.xsd`;
          const meets = entry.meets(context());
          expect(validateXml(meets.xml ?? "", xsd)).toMatchObject({ valid: true });
          expect((await send(api, meets)).violations).toEqual([]);
          const refused = validateXml(entry.breaks(context()).xml ?? "", xsd);
          expect(refused.valid).toBe(false);
          expect(refused.output).toContain(entry.violation.at(-1));
        });
      }
    },
  );
}
