/**
 * The compute list's options as the SDK takes them: Nova's filters under the spec's SDK names
 * (generated), with the sort keys and directions as pairs (`sort: [{ key, dir }]`) instead of
 * the two lists Nova pairs by position, where a direction left out would shift the others.
 * Every other rule is the spec's, checked by the generated operation.
 */
import type { ListServersQuery } from "../../generated/sdk/compute/types.ts";
import { InvalidInputError } from "../core/errors.ts";
import { requireObject, requireText } from "../core/input.ts";

/** A sort key and its direction (Nova's default direction is `desc`). */
export interface ServerSort {
  /** A server attribute, such as `display_name`, `created_at` or `vm_state`. */
  key: string;
  dir?: "asc" | "desc";
}

/** The options of `listServersPage`: the filters (every one optional), the sort, the page size and the marker. */
export type ListServersPageOptions = Omit<ListServersQuery, "sort_key" | "sort_dir"> & {
  /** Sort by these keys, in order; default `created_at`, newest first. */
  sort?: readonly ServerSort[];
};

/** The options of `listServers`: those of a page but the marker, which the walk sets itself. */
export type ListServersOptions = Omit<ListServersPageOptions, "marker">;

/**
 * The options under Nova's sort parameters, the sort checked here (its pairs), the rest by the
 * spec's rules after it.
 */
export function serversQuery(options: ListServersPageOptions): ListServersQuery {
  const { sort, ...rest } = requireObject("options", options);
  if (sort === undefined) return rest;
  if (!Array.isArray(sort)) throw new InvalidInputError("options.sort", "must be an array of { key, dir }");
  const keys: string[] = [];
  const dirs: ("asc" | "desc")[] = [];
  sort.forEach((entry: unknown, i) => {
    const { key, dir } = requireObject<{ key?: unknown; dir?: unknown }>(
      `options.sort[${i}]`,
      entry as object,
    );
    keys.push(requireText(`options.sort[${i}].key`, key));
    if (dir !== undefined) {
      if (dir !== "asc" && dir !== "desc")
        throw new InvalidInputError(`options.sort[${i}].dir`, 'must be "asc" or "desc"');
      dirs.push(dir);
    }
  });
  if (dirs.length !== 0 && dirs.length !== keys.length)
    throw new InvalidInputError("options.sort", "give a direction for every key or for none");
  return keys.length === 0
    ? rest
    : { ...rest, sort_key: keys, ...(dirs.length === 0 ? {} : { sort_dir: dirs }) };
}
