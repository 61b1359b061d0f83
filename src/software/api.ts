/**
 * What `svc-cloud/software` exports under every export condition, but for
 * `createSoftwareClient` and `createSoftwareBareClient`, which each entry point (index.ts, browser.ts)
 * builds on its own XML engine.
 */

// The types of core its signatures use, and SvcError: the same for every entry point.
export * from "../core/entry-types.ts";
export type { SoftwareBareClient, SoftwareClientOptions } from "./bare-client.ts";
export type { SoftwareClient } from "./client.ts";
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
// Each operation as a function of its own (tree-shakable), taking the bare client first.
export * from "./operations.ts";
export {
  type ListSoftwareSupportOptions,
  SOFTWARE_KNOWN_IDS,
  SOFTWARE_SUPPORT_IDS,
  type SoftwareID,
  type SupportID,
  type SupportSoftware,
  type SupportSoftwareRegistration,
} from "./types.ts";
