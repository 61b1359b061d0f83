/**
 * The read-only traffic of a run and the values of its parameters.
 *
 * Operations run in order of their path depth (fewer path parameters first, then shorter
 * paths), so a list always runs before the operations under it: `GET /v3/users`, then
 * `GET /v3/users/{user_id}`, then `GET /v3/users/{user_id}/groups`. Each parameter's value
 * comes from, first to last:
 * - `param`: the user's `--param name=value`;
 * - `environment`: what the run knows from its settings (the project ID of `SVC_PROJECT_ID` for
 *   `{tenant_id}`, the token in use for `X-Subject-Token`);
 * - `discovered`: an ID from the list of that parameter, already run with the same parent
 *   path (discovery.ts), else from its list under another path (`{user_id}` of
 *   `/v3/domains/{domain_id}/users/{user_id}/roles` from `GET /v3/users`), else an item field
 *   named like the parameter seen in any list (`domain_id`);
 * - `example`: the spec's example.
 * Optional query and header parameters are sent only when given with `--param`.
 */

import type { SpecOperation, SpecParameter } from "../lib/openapi/operations.ts";
import { pathParameterNames } from "../lib/openapi/paths.ts";
import { readList } from "./discovery.ts";
import type { Exchange } from "./recorder.ts";

/** Sends a planned call (with a body, for writes) and resolves to the exchanges it made, judged. */
export type Sender = (call: PlannedCall, body?: unknown) => Promise<Exchange[]>;

export type ParameterSource = "param" | "environment" | "discovered" | "example";

export interface ResolvedParameter {
  name: string;
  in: SpecParameter["in"];
  value: string;
  source: ParameterSource;
}

export interface PlannedCall {
  operation: SpecOperation;
  path: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  parameters: ResolvedParameter[];
  /** Required parameters no source could give a value; the call is not made when any. */
  missing: string[];
}

const text = (value: unknown): string | undefined =>
  typeof value === "string"
    ? value
    : typeof value === "number" || typeof value === "boolean"
      ? String(value)
      : undefined;

/** Fewer path parameters first, then shorter paths, then the spec's order (stable sort). */
export function depthOrder(operations: readonly SpecOperation[]): SpecOperation[] {
  return [...operations].sort(
    (a, b) =>
      pathParameterNames(a.path).length - pathParameterNames(b.path).length || a.path.length - b.path.length,
  );
}

export class TrafficPlan {
  /** IDs found in lists, by the concrete path of the list (`/v3/users`). */
  private readonly listed = new Map<string, string>();
  /** The first ID found in a list of a parameter, by parameter name (for the same parameter elsewhere). */
  private readonly byName = new Map<string, string>();
  /** Values of item fields named like a path parameter, by parameter name. */
  private readonly named = new Map<string, string>();
  private readonly pathNames: string[];

  constructor(
    private readonly api: string,
    private readonly operations: readonly SpecOperation[],
    private readonly given: ReadonlyMap<string, string>,
    private readonly environment: ReadonlyMap<string, string>,
  ) {
    this.pathNames = [...new Set(operations.flatMap((op) => pathParameterNames(op.path)))];
  }

  /** The value of path parameter `name` of `template`, given the values of the ones before it. */
  private pathValue(
    template: string,
    name: string,
    before: Record<string, string>,
    example: unknown,
  ): [string, ParameterSource] | undefined {
    const given = this.given.get(name);
    if (given !== undefined) return [given, "param"];
    const known = this.environment.get(name);
    if (known !== undefined) return [known, "environment"];
    const prefix = template.slice(0, template.indexOf(`/{${name}}`));
    const concrete = prefix.replace(/\{([^}/]+)\}/g, (whole, parent: string) => before[parent] ?? whole);
    const listed = this.listed.get(concrete) ?? this.byName.get(name) ?? this.named.get(name);
    if (listed !== undefined) return [listed, "discovered"];
    const fromExample = text(example);
    return fromExample === undefined ? undefined : [fromExample, "example"];
  }

  /**
   * The value the run knows for a name, wherever it comes from but the spec's example: `--param`,
   * the settings, or discovery (a list's first ID of that parameter, else an item field so named).
   * What `--write` puts in a body member of that name.
   */
  known(name: string): [string, ParameterSource] | undefined {
    const given = this.given.get(name);
    if (given !== undefined) return [given, "param"];
    const known = this.environment.get(name);
    if (known !== undefined) return [known, "environment"];
    const found = this.byName.get(name) ?? this.named.get(name);
    return found === undefined ? undefined : [found, "discovered"];
  }

  /** The call of `operation` with every parameter's value and where it came from. */
  resolve(operation: SpecOperation): PlannedCall {
    const call: PlannedCall = { operation, path: {}, query: {}, headers: {}, parameters: [], missing: [] };
    const byName = new Map(operation.parameters.filter((p) => p.in === "path").map((p) => [p.name, p]));
    for (const name of pathParameterNames(operation.path)) {
      const found = this.pathValue(operation.path, name, call.path, byName.get(name)?.example);
      if (found === undefined) {
        call.missing.push(name);
        continue;
      }
      call.path[name] = found[0];
      call.parameters.push({ name, in: "path", value: found[0], source: found[1] });
    }
    for (const param of operation.parameters) {
      if (param.in !== "query" && param.in !== "header") continue;
      let found: [string, ParameterSource] | undefined;
      const given = this.given.get(param.name);
      const known = this.environment.get(param.name);
      if (given !== undefined) found = [given, "param"];
      else if (known !== undefined) found = [known, "environment"];
      else if (param.required) {
        const example = text(param.example);
        if (example !== undefined) found = [example, "example"];
      }
      if (found === undefined) {
        if (param.required) call.missing.push(param.name);
        continue;
      }
      (param.in === "query" ? call.query : call.headers)[param.name] = found[0];
      call.parameters.push({ name: param.name, in: param.in, value: found[0], source: found[1] });
    }
    return call;
  }

  /**
   * Learns from the answer of a list: when `call` is the list of a path parameter (some
   * operation's path continues its path with `/{param}`), the first ID of its items.
   */
  learn(call: PlannedCall, concretePath: string, body: string): void {
    const child = this.operations
      .map((op) => op.path)
      .find((path) => path.startsWith(`${call.operation.path}/{`));
    const param =
      child === undefined ? undefined : pathParameterNames(child.slice(call.operation.path.length))[0];
    const found = readList(this.api, param, body, this.pathNames);
    const first = found.ids[0];
    if (first !== undefined && !this.listed.has(concretePath)) this.listed.set(concretePath, first);
    if (first !== undefined && param !== undefined && !this.byName.has(param)) this.byName.set(param, first);
    for (const [name, value] of found.named) if (!this.named.has(name)) this.named.set(name, value);
  }
}
