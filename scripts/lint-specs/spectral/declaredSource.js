// Spectral rule function: an `x-source` value must be one of the provenance vocabulary, which
// is declared once, in the file named by the `vocabulary` option (a path relative to the
// repository root, where lint runs; its top-level keys are the values).
import { readFileSync } from "node:fs";
import { resolve } from "node:path";

const cache = new Map();

function vocabulary(file) {
  if (!cache.has(file)) {
    const text = readFileSync(resolve(process.cwd(), file), "utf8");
    // The keys are the unindented `name:` lines; no YAML parser is needed for that.
    const keys = [...text.matchAll(/^([A-Za-z0-9][A-Za-z0-9_-]*):/gm)].map((m) => m[1]);
    cache.set(file, keys);
  }
  return cache.get(file);
}

export default function declaredSource(value, options) {
  const known = vocabulary(options.vocabulary);
  if (typeof value === "string" && known.includes(value)) return [];
  return [
    {
      message: `x-source ${JSON.stringify(value)} is not in the provenance vocabulary (${options.vocabulary}): use one of ${known.join(", ")}.`,
    },
  ];
}
