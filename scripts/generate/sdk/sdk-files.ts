/**
 * The SDK layer of every API in redocly.yaml whose spec has a root `x-sdk`: the files of
 * `generated/sdk/<api>/` (api-source.ts), by path relative to the repository's root.
 */
import { relative } from "node:path";
import { type ApiEntry, repoRoot } from "../../lib/api-registry.ts";
import { type ApiPlace, apiSources } from "./api-source.ts";
import { readSpecModel } from "./model.ts";

/** The folder of the generated SDK layer, relative to the repository's root. */
export const SDK_FOLDER = "generated/sdk";

/** Where `api`'s SDK layer goes. */
export const placeOf = (api: ApiEntry): ApiPlace => ({
  api: api.name,
  folder: `${SDK_FOLDER}/${api.name}`,
  types: relative(repoRoot, api.output),
});

/** Every API's generated SDK files. @throws {SpecModelError} on a spec whose x-sdk breaks the vocabulary */
export function sdkFiles(apis: readonly ApiEntry[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const api of apis) {
    const model = readSpecModel(api.root);
    if (model.root === undefined) continue;
    for (const [path, text] of apiSources(model, placeOf(api))) files.set(path, text);
  }
  return files;
}
