/**
 * The IDs the software support reference names, for apps that offer a choice: both sets are
 * open (the spec's `SoftwareID` and `SupportID` take any ID), and every argument is checked by
 * the spec's rules before anything is sent (the generated operations).
 */

/** The longest ID the spec and XSD allow (svc-cloud's bound: the reference gives none). */
export const SOFTWARE_MAX_ID_LENGTH = 255;

/** The software IDs the reference documents (Windows Server 2012, SQL Server 2012); others exist. */
export const SOFTWARE_KNOWN_IDS = ["ws2012", "sq2012"] as const;

/**
 * The support levels the reference names: around the clock, daytime, limited, none. A level
 * with support (`spt_24h`, `spt_daytime`) cannot be lowered to `nosupport` or `spt_limited`
 * during its change-prohibited period.
 */
export const SOFTWARE_SUPPORT_IDS = ["nosupport", "spt_24h", "spt_daytime", "spt_limited"] as const;
