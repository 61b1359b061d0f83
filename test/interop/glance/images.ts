/**
 * Images for the suite to share, made and removed with plain fetch: creating and deleting an
 * image is the image API's business, not the sharing operations our spec describes, so these
 * answers are not checked against it.
 */
import { WAIT_BUDGET_MS } from "../../support/budgets.ts";

/** Creates an image record (no data needed to share it) and returns its ID. */
export async function createImage(glanceUrl: string, token: string, visibility: "shared" | "private") {
  const response = await fetch(`${glanceUrl}/v2/images`, {
    method: "POST",
    headers: { "X-Auth-Token": token, "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({
      name: `interop-${visibility}`,
      disk_format: "raw",
      container_format: "bare",
      visibility,
    }),
    signal: AbortSignal.timeout(WAIT_BUDGET_MS),
  });
  if (response.status !== 201)
    throw new Error(`image create: HTTP ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

/** Deletes an image (best effort: the peer is thrown away after the run anyway). */
export async function deleteImage(glanceUrl: string, token: string, id: string) {
  const response = await fetch(`${glanceUrl}/v2/images/${id}`, {
    method: "DELETE",
    headers: { "X-Auth-Token": token, Accept: "application/json" },
    signal: AbortSignal.timeout(WAIT_BUDGET_MS),
  });
  await response.body?.cancel();
}

/** The IDs of the images `token`'s project sees with the given member status (shared with it). */
export async function imagesSharedWith(glanceUrl: string, token: string, memberStatus: string) {
  const response = await fetch(`${glanceUrl}/v2/images?visibility=shared&member_status=${memberStatus}`, {
    headers: { "X-Auth-Token": token, Accept: "application/json" },
    signal: AbortSignal.timeout(WAIT_BUDGET_MS),
  });
  if (!response.ok) throw new Error(`image list: HTTP ${response.status} ${await response.text()}`);
  return ((await response.json()) as { images: { id: string }[] }).images.map((image) => image.id);
}
