/**
 * What `svc-cloud/software` exports under every export condition, but for
 * `createSoftwareClient`, which each entry point (index.ts, browser.ts) builds on its own XML engine.
 */

// The types of core its signatures use, and SvcError: the same for every entry point.
export * from "../core/entry-types.ts";
export type { SoftwareClient, SoftwareClientOptions } from "./client.ts";
export {
  ChangeProhibitedPeriodError,
  SOFTWARE_CHANGE_PROHIBITED_CODE,
  SoftwareAuthenticationError,
  SoftwareBadRequestError,
  SoftwareError,
  SoftwareForbiddenError,
  SoftwareNotFoundError,
  SoftwareServerError,
} from "./errors.ts";
export { SOFTWARE_MAX_ID_LENGTH } from "./input.ts";
export {
  type ListSoftwareSupportOptions,
  SOFTWARE_KNOWN_IDS,
  SOFTWARE_SUPPORT_IDS,
  type SoftwareID,
  type SupportID,
  type SupportSoftware,
  type SupportSoftwareRegistration,
} from "./types.ts";
