/**
 * References. Secrets and containers are named by their reference, the URL of the resource
 * (`https://.../v1/<tenant>/secrets/<uuid>`); the other operations take the ID, its last path
 * segment, which `createSecret` and `createContainer` return too (the spec's `x-sdk.adds`).
 */
import { InvalidInputError } from "../core/errors.ts";

/**
 * The last path segment of `ref`, decoded, or undefined when `ref` is not an absolute http(s)
 * URL or has no last segment.
 */
function lastSegment(ref: string): string | undefined {
  let path: string;
  try {
    const url = new URL(ref);
    if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
    path = url.pathname;
  } catch {
    return undefined;
  }
  const segment = path.slice(path.lastIndexOf("/") + 1);
  try {
    const id = decodeURIComponent(segment);
    return id === "" || id === "." || id === ".." ? undefined : id;
  } catch {
    return undefined;
  }
}

/**
 * The ID of a secret or container reference, for `getSecret`, `deleteContainer` and the like.
 * @example resourceId("https://keymanagement.../v1/a7594522.../secrets/96e86d87-...") // "96e86d87-..."
 * @throws {InvalidInputError} when `ref` is not an http(s) URL with a last path segment
 */
export function resourceId(ref: string): string {
  const id = typeof ref === "string" ? lastSegment(ref) : undefined;
  if (id === undefined)
    throw new InvalidInputError(
      "ref",
      "must be a secret or container reference (an http(s) URL ending in the ID)",
    );
  return id;
}
