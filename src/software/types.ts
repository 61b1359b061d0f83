/**
 * The software support API's resources as plain objects, named after the spec's schemas, and
 * the arguments of its operations. The XML stays inside the client (documents.ts).
 */
import type { components } from "../../generated/software.ts";

type Schemas = components["schemas"];

/** One entry as the service holds it (RegionID only in the answer of a registration). */
export type SupportSoftware = Schemas["SupportSoftware"];
/** One entry to register or update: which software of which instance gets which support level. */
export type SupportSoftwareRegistration = Schemas["SupportSoftwareRegistration"];
/** The software: an open set, of which SOFTWARE_KNOWN_IDS are the documented values. */
export type SoftwareID = Schemas["SoftwareID"];
/** The support level: an open set, of which SOFTWARE_SUPPORT_IDS are the documented values. */
export type SupportID = Schemas["SupportID"];

/** The software IDs the reference documents (Windows Server 2012, SQL Server 2012); others exist. */
export const SOFTWARE_KNOWN_IDS = ["ws2012", "sq2012"] as const;

/**
 * The support levels the reference names: around the clock, daytime, limited, none. A level
 * with support (`spt_24h`, `spt_daytime`) cannot be lowered to `nosupport` or `spt_limited`
 * during its change-prohibited period.
 */
export const SOFTWARE_SUPPORT_IDS = ["nosupport", "spt_24h", "spt_daytime", "spt_limited"] as const;

/**
 * Which entries `listSoftwareSupport` returns; every filter is optional, but `SoftwareID` needs
 * `InstanceID` and `SupportID` needs `SoftwareID` (the service's rule).
 */
export interface ListSoftwareSupportOptions {
  /** The project; only the token's own may be named. Default the token's project. */
  TenantID?: string;
  /** Only this instance's entries. */
  InstanceID?: string;
  /** Only this software's entries; needs `InstanceID`. */
  SoftwareID?: SoftwareID;
  /** Only the entries with this support level; needs `SoftwareID`. */
  SupportID?: SupportID;
}
