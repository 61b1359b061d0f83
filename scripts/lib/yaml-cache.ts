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
 *
 * A file's value is also kept on disk, as JSON under build/yaml-cache/, named by a hash of the
 * YAML library's version and the text: each `npm run generate`, mock host, verify run or docs
 * build is a process of its own that parsed all ten specs again (~0.6 s of CPU), where reading
 * their JSON takes ~15 ms. A value JSON cannot carry exactly (`.inf`, `.nan`) is not kept, an
 * unreadable entry is parsed again, and a cache that cannot be written is only slower.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";

/** At most this many texts are kept in memory; the oldest goes first (a spec edited many times in a run). */
const MAX_TEXTS = 64;

/** At most this many entries are kept on disk; the least recently written go first. */
const MAX_ENTRIES = 256;

/** The repository's build/yaml-cache/ (this file is scripts/lib/yaml-cache.ts). */
export const YAML_CACHE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "../../build/yaml-cache");

/** Part of every entry's name: another YAML library may read a text otherwise. */
const PARSER = `yaml@${(createRequire(import.meta.url)("yaml/package.json") as { version: string }).version}`;

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

/** The value this process holds for `text`, else `produce()`'s, frozen and held from now on. */
function held(text: string, produce: () => unknown): unknown {
  const known = cache();
  if (known.has(text)) return known.get(text);
  const value = deepFreeze(produce());
  known.set(text, value);
  if (known.size > MAX_TEXTS) known.delete(known.keys().next().value as string);
  return value;
}

/** `text` parsed as YAML, frozen; the same value for the same text. */
export function parseYamlText(text: string): unknown {
  return held(text, () => parse(text) as unknown);
}

/** Whether `value` is made of what JSON carries as it is: finite numbers, strings, booleans, null, arrays, plain objects. */
function jsonExact(value: unknown): boolean {
  if (value === null || typeof value === "string" || typeof value === "boolean") return true;
  if (typeof value === "number") return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(jsonExact);
  if (typeof value !== "object" || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.values(value).every(jsonExact);
}

/** Keeps `value` as `entry`, written beside it and renamed (a reader never sees half of it). */
function store(dir: string, entry: string, value: unknown): void {
  if (!jsonExact(value)) return;
  try {
    mkdirSync(dir, { recursive: true });
    const partial = `${entry}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    writeFileSync(partial, JSON.stringify(value));
    renameSync(partial, entry);
    const entries = readdirSync(dir).filter((name) => name.endsWith(".json"));
    if (entries.length <= MAX_ENTRIES) return;
    const byAge = entries
      .map((name) => ({ name, written: statSync(join(dir, name)).mtimeMs }))
      .sort((a, b) => a.written - b.written);
    for (const { name } of byAge.slice(0, entries.length - MAX_ENTRIES))
      rmSync(join(dir, name), { force: true });
  } catch {
    // A cache that cannot be written (a read-only checkout, another process pruning) is only slower.
  }
}

/** The entry kept for `entry`, or undefined when there is none or it cannot be read. */
function load(entry: string): unknown {
  try {
    return JSON.parse(readFileSync(entry, "utf8")) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The YAML file at `path`, parsed and frozen (read again on every call), from this process's
 * memory, else from the disk cache in `cacheDir`, else parsed and kept in both.
 */
export function readYamlFile(path: string, cacheDir = YAML_CACHE_DIR): unknown {
  const text = readFileSync(path, "utf8");
  return held(text, () => {
    const entry = join(cacheDir, `${createHash("sha256").update(`${PARSER}\0${text}`).digest("hex")}.json`);
    const kept = load(entry);
    if (kept !== undefined) return kept;
    const value = parse(text) as unknown;
    store(cacheDir, entry, value);
    return value;
  });
}
