/**
 * The environment variables of `npm start` and `npm run mocks`: SVC_PORT_OFFSET moves every
 * port (so a second copy can run beside the first), DOCS_PORT moves the docs site.
 */
import type { ApiEntry } from "./api-registry.ts";
import type { PortPlan } from "./port-check.ts";

/** A setting that is not a usable number; the message names the variable. */
export class SettingError extends Error {
  override name = "SettingError";
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const text = env[name];
  if (text === undefined || text === "") return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new SettingError(`${name} must be a whole number from ${min} to ${max}, not "${text}".`);
  }
  return value;
}

export interface PortSettings {
  /** Added to every fixed port (the mocks' and the docs'). */
  portOffset: number;
  /** The docs site's port, offset included. */
  docsPort: number;
}

export function portSettings(env: NodeJS.ProcessEnv): PortSettings {
  const portOffset = integer(env, "SVC_PORT_OFFSET", 0, 0, 60_000);
  const docsPort = integer(env, "DOCS_PORT", 8080, 1, 65_535) + portOffset;
  if (docsPort > 65_535) throw new SettingError(`DOCS_PORT plus SVC_PORT_OFFSET is ${docsPort}, past 65535.`);
  return { portOffset, docsPort };
}

/** The ports `command` needs under `env`: every mock's, and the docs site's when `docs`. */
export function portPlan(
  env: NodeJS.ProcessEnv,
  apis: readonly ApiEntry[],
  options: { docs: boolean; command: string },
): PortPlan {
  const { portOffset, docsPort } = portSettings(env);
  const set = env.DOCS_PORT !== undefined && env.DOCS_PORT !== "";
  return {
    portOffset,
    docsBase: options.docs ? docsPort - portOffset : undefined,
    docsPort: options.docs && set ? docsPort - portOffset : undefined,
    mockPorts: Object.fromEntries(apis.map((api) => [api.name, api.mockPort])),
    command: options.command,
  };
}
