/**
 * Every port `npm start` or `npm run mocks` needs, checked at once before anything starts. A
 * clash is one line that names every taken port and a command whose settings (SVC_PORT_OFFSET,
 * DOCS_PORT) make every port free, found by trying them: one change is always enough, where a
 * hint per port took two rounds (move the docs with DOCS_PORT, then fail on the mocks).
 */
import { isPortFree } from "./ports.ts";

export interface WantedPort {
  port: number;
  /** What wants it, e.g. `docs site` or `dns mock`. */
  what: string;
  /** Which setting moves it: every port moves with SVC_PORT_OFFSET, the docs' also with DOCS_PORT. */
  kind: "docs" | "mock";
}

/** Ports another program holds; the message names them and a command that avoids them all. */
export class PortsInUseError extends Error {
  override name = "PortsInUseError";
  constructor(
    readonly taken: readonly WantedPort[],
    message: string,
  ) {
    super(message);
  }
}

export interface PortPlan {
  /** SVC_PORT_OFFSET as set (0 when unset). */
  portOffset: number;
  /** DOCS_PORT as set, before the offset; undefined when unset (8080) or when there is no docs site. */
  docsPort?: number;
  /** The docs site's base port (DOCS_PORT or 8080) when the command serves one. */
  docsBase?: number;
  /** Each mock's fixed port before the offset, by API name. */
  mockPorts: Readonly<Record<string, number>>;
  /** The command to suggest, e.g. `npm start`. */
  command: string;
}

const MAX_PORT = 65_535;
/** Offsets tried past the current one: +100, +200, ... so the suggested ports stay easy to read. */
const OFFSET_STEP = 100;
const OFFSET_TRIES = 20;
const DOCS_TRIES = 20;

/** The ports a plan uses with `portOffset` and `docsBase`. */
export function wantedPorts(plan: PortPlan, portOffset = plan.portOffset, docsBase = plan.docsBase) {
  const wanted: WantedPort[] = [];
  if (docsBase !== undefined) wanted.push({ port: docsBase + portOffset, what: "docs site", kind: "docs" });
  for (const [api, port] of Object.entries(plan.mockPorts))
    wanted.push({ port: port + portOffset, what: `${api} mock`, kind: "mock" });
  return wanted;
}

async function allFree(ports: readonly WantedPort[], isFree: (port: number) => Promise<boolean>) {
  if (ports.some(({ port }) => port > MAX_PORT)) return false;
  for (const { port } of ports) if (!(await isFree(port))) return false;
  return true;
}

/** The settings, as `NAME=value` words, under which every port of the plan is free; undefined if none was found. */
export async function freeSettings(
  plan: PortPlan,
  taken: readonly WantedPort[],
  isFree: (port: number) => Promise<boolean>,
): Promise<string[] | undefined> {
  const docsOnly = taken.every((port) => port.kind === "docs");
  if (docsOnly && plan.docsBase !== undefined) {
    for (let docs = plan.docsBase + 1; docs <= plan.docsBase + DOCS_TRIES; docs++) {
      if (await allFree(wantedPorts(plan, plan.portOffset, docs).slice(0, 1), isFree)) {
        const offset = plan.portOffset === 0 ? [] : [`SVC_PORT_OFFSET=${plan.portOffset}`];
        return [...offset, `DOCS_PORT=${docs}`];
      }
    }
  }
  for (let step = 1; step <= OFFSET_TRIES; step++) {
    const offset = plan.portOffset + step * OFFSET_STEP;
    if (await allFree(wantedPorts(plan, offset), isFree)) {
      const docs = plan.docsPort === undefined ? [] : [`DOCS_PORT=${plan.docsPort}`];
      return [`SVC_PORT_OFFSET=${offset}`, ...docs];
    }
  }
  return undefined;
}

const describe = ({ port, what }: WantedPort) => `${port} (${what})`;

/** The one-line message for `taken`, with the settings that free every port when there are some. */
export function clashMessage(plan: PortPlan, taken: readonly WantedPort[], settings?: string[]): string {
  const shown = taken.slice(0, 3).map(describe);
  if (taken.length > shown.length) shown.push(`${taken.length - shown.length} more`);
  const ports =
    taken.length === 1
      ? `Port ${shown[0]} is already in use by another program`
      : `Ports ${new Intl.ListFormat("en", { type: "conjunction" }).format(shown)} are already in use by other programs`;
  const moves =
    plan.docsBase === undefined
      ? "SVC_PORT_OFFSET moves every mock"
      : "SVC_PORT_OFFSET moves every port, DOCS_PORT the docs site alone";
  const fix =
    settings === undefined
      ? `choose a higher SVC_PORT_OFFSET (${moves})`
      : `run \`${[...settings, plan.command].join(" ")}\`, whose ports are all free (${moves})`;
  return `${ports} (another copy of ${plan.command}?): stop ${taken.length === 1 ? "it" : "them"}, or ${fix}.`;
}

/**
 * Throws a PortsInUseError when a port of the plan is taken; checks every port first, so the
 * message is the whole story.
 */
export async function assertPortsFree(
  plan: PortPlan,
  isFree: (port: number) => Promise<boolean> = isPortFree,
): Promise<void> {
  const taken: WantedPort[] = [];
  for (const wanted of wantedPorts(plan)) if (!(await isFree(wanted.port))) taken.push(wanted);
  if (taken.length === 0) return;
  throw new PortsInUseError(taken, clashMessage(plan, taken, await freeSettings(plan, taken, isFree)));
}
