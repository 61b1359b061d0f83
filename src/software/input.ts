/**
 * The software support API's own argument checks, hooks of the generated operations (the spec's
 * `x-sdk`), made before anything is sent: the entries of a registration and the filters of a list, each ID non-empty, without blanks or controls and at
 * most 255 characters long (the XSD's bound), no field the API does not know, and the filters'
 * dependencies (SoftwareID needs InstanceID, SupportID needs SoftwareID).
 */

import type {
  ListSoftwareSupportOptions,
  SupportSoftwareRegistration,
} from "../../generated/sdk/software/types.ts";
import { InvalidInputError } from "../core/errors.ts";
import { refuseUnknownKeys, requireObject } from "../core/input.ts";
import { checkId } from "../xml/check-id.ts";

/** The longest ID the XSD allows. */
export const SOFTWARE_MAX_ID_LENGTH = 255;

/** The software IDs the reference documents (Windows Server 2012, SQL Server 2012); others exist. */
export const SOFTWARE_KNOWN_IDS = ["ws2012", "sq2012"] as const;

/**
 * The support levels the reference names: around the clock, daytime, limited, none. A level
 * with support (`spt_24h`, `spt_daytime`) cannot be lowered to `nosupport` or `spt_limited`
 * during its change-prohibited period.
 */
export const SOFTWARE_SUPPORT_IDS = ["nosupport", "spt_24h", "spt_daytime", "spt_limited"] as const;

const ENTRY_FIELDS = ["InstanceID", "SoftwareID", "SupportID"] as const;
const FILTERS = ["TenantID", "InstanceID", "SoftwareID", "SupportID"] as const;

/** The entries of a registration, checked, with nothing but their three fields. */
export function checkRegistrations(entries: unknown): SupportSoftwareRegistration[] {
  if (!Array.isArray(entries) || entries.length === 0)
    throw new InvalidInputError(
      "entries",
      "must be a non-empty array of { InstanceID, SoftwareID, SupportID }",
    );
  return entries.map((entry: unknown, i) => {
    const field = `entries[${i}]`;
    const checked = requireObject(field, entry as object);
    refuseUnknownKeys(field, checked, ENTRY_FIELDS);
    const value = checked as Record<string, unknown>;
    const [InstanceID, SoftwareID, SupportID] = ENTRY_FIELDS.map((key) =>
      checkId(`${field}.${key}`, value[key], SOFTWARE_MAX_ID_LENGTH),
    ) as [string, string, string];
    return { InstanceID, SoftwareID, SupportID };
  });
}

/** The query of a list, checked: known filters only, each an ID, and their dependencies kept. */
export function softwareSupportQuery(options: ListSoftwareSupportOptions): Record<string, string> {
  const filters = requireObject("options", options) as Record<string, unknown>;
  refuseUnknownKeys("options", filters, FILTERS);
  const checked: Record<string, string> = {};
  for (const key of FILTERS)
    if (filters[key] !== undefined)
      checked[key] = checkId(`options.${key}`, filters[key], SOFTWARE_MAX_ID_LENGTH);
  if (checked.SoftwareID !== undefined && checked.InstanceID === undefined)
    throw new InvalidInputError(
      "options.SoftwareID",
      "needs InstanceID: the service filters by software within one instance",
    );
  if (checked.SupportID !== undefined && checked.SoftwareID === undefined)
    throw new InvalidInputError(
      "options.SupportID",
      "needs SoftwareID: the service filters by support level within one software",
    );
  return checked;
}
