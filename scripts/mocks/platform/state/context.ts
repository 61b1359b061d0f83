/** What an API's state is made with: the platform, the API's own mock URL, its spec. */
import type { Platform } from "../platform.ts";
import type { SpecIndex } from "../spec-index.ts";

export interface StateContext {
  platform: Platform;
  /** The URL of the API's own mock. */
  origin: string;
  index: PromiseLike<SpecIndex>;
}
