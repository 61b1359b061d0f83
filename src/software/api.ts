/**
 * What `svc-cloud/software` exports under every export condition, but for
 * `createSoftwareClient` and `createSoftwareBareClient`, which each entry point (index.ts,
 * browser.ts) makes on its own XML engine.
 */

// The operations, their types and errors, and the client's type: generated from the spec.
export * from "../../generated/sdk/software/index.ts";
// The types of core its signatures use, and SvcError: the same for every entry point.
export * from "../core/entry-types.ts";
export type { SoftwareBareClient, SoftwareClientOptions } from "./bare-client.ts";
export { SOFTWARE_KNOWN_IDS, SOFTWARE_MAX_ID_LENGTH, SOFTWARE_SUPPORT_IDS } from "./input.ts";

/**
 * The code of the change-prohibited period's 400 (assumed: the reference documents no body),
 * which the error table makes a ChangeProhibitedPeriodError.
 */
export const SOFTWARE_CHANGE_PROHIBITED_CODE = "ChangeProhibitedPeriod";
