/**
 * A YAML file (a spec, redocly.yaml) parsed once per process and text. Parsing a spec costs
 * ~0.1-0.3 s of CPU, and many readers ask for the same ten specs: the SDK registry, the docs'
 * summaries, the operation lists, the test support that picks calls and answers from them. The
 * file is read on every call, so an edited file is parsed again: same text, same value.
 *
 * The value is shared by every reader, so it is frozen, all the way down: a reader that changes
 * it fails at once instead of changing it for the next. The cache is held on `globalThis`, not
 * in this module: the test runner loads every module afresh for each file of a worker
 * (test/support/fresh-modules.ts), and a module's own Map would start empty every time.
 */
import { readFileSync } from "node:fs";
import { parse } from "yaml";

/** At most this many texts are kept; the oldest goes first (a spec edited many times in a run). */
const MAX_TEXTS = 64;

const CACHE_KEY = Symbol.for("svc-cloud.yaml-cache");

type Cache = Map<string, unknown>;

function cache(): Cache {
  const holder = globalThis as { [CACHE_KEY]?: Cache };
  holder[CACHE_KEY] ??= new Map();
  return holder[CACHE_KEY];
}

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** `text` parsed as YAML, frozen; the same value for the same text. */
export function parseYamlText(text: string): unknown {
  const known = cache();
  if (known.has(text)) return known.get(text);
  const value = deepFreeze(parse(text) as unknown);
  known.set(text, value);
  if (known.size > MAX_TEXTS) known.delete(known.keys().next().value as string);
  return value;
}

/** The YAML file at `path`, parsed and frozen (read again on every call). */
export function readYamlFile(path: string): unknown {
  return parseYamlText(readFileSync(path, "utf8"));
}
