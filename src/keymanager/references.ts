/**
 * References. Secrets and containers are named by their reference, the URL of the resource
 * (`https://.../v1/<tenant>/secrets/<uuid>`); the other operations take the ID, its last path
 * segment. `createSecret` and `createContainer` (the spec's `x-sdk.hooks.answer`) return the
 * reference with its ID, and refuse an answer whose reference has none.
 */
import type { ContainerRef, SecretRef } from "../../generated/sdk/keymanager/types.ts";
import type { Answer } from "../core/api-client.ts";
import { InvalidInputError, MalformedResponseError } from "../core/errors.ts";

/** A created secret: its reference, and the ID the other operations take (its last path segment). */
export interface CreatedSecret extends SecretRef {
  id: string;
}

/** A created container: its reference, and the ID the other operations take. */
export interface CreatedContainer extends ContainerRef {
  id: string;
}

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

/** The ID of the reference a create answered with. @throws {MalformedResponseError} when it has none */
function createdId(answer: Answer, ref: string, operation: string): string {
  const id = lastSegment(ref);
  if (id === undefined)
    throw new MalformedResponseError(
      `the ${operation} answer's reference is not an http(s) URL ending in the new resource's ID`,
      { status: answer.status, requestId: answer.requestId, operation },
    );
  return id;
}

/** What `createSecret` returns: the new secret's reference and ID. @throws {MalformedResponseError} when the reference has no ID */
export function createdSecret(answer: Answer, { secret_ref }: SecretRef): CreatedSecret {
  return { secret_ref, id: createdId(answer, secret_ref, "createSecret") };
}

/** What `createContainer` returns: the new container's reference and ID. @throws {MalformedResponseError} when the reference has no ID */
export function createdContainer(answer: Answer, { container_ref }: ContainerRef): CreatedContainer {
  return { container_ref, id: createdId(answer, container_ref, "createContainer") };
}
