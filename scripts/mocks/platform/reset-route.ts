/**
 * The documented call that resets the mock platform's state: `POST /__mock__/reset` on any mock's
 * port forgets what every mock of the platform keeps (what apps created, changed and deleted,
 * the tokens identity issued), as a restart does, and answers `204`. No API of the platform has
 * a path under `/__mock__`, and no credential or signature is needed: it is the mock's, not the
 * platform's.
 */
import type { MockFront } from "../fronts/front-server.ts";

export const RESET_PATH = "/__mock__/reset";

export function resetRoute(resetAll: () => void): MockFront {
  return {
    async handle(request, forward) {
      const path = request.target.split("?")[0];
      if (path !== RESET_PATH) return forward(request);
      if (request.method !== "POST") {
        return {
          status: 405,
          headers: { allow: "POST", "content-type": "text/plain; charset=utf-8" },
          body: new TextEncoder().encode(`POST ${RESET_PATH} resets the mock platform's state.\n`),
        };
      }
      resetAll();
      return { status: 204, headers: {}, body: new Uint8Array() };
    },
  };
}
