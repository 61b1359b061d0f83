/**
 * What `svc-cloud/software` exports beside its generated layer, under every export condition:
 * each entry point (generated/sdk/software/entry-*.ts, from the spec's `x-sdk.runtimes`)
 * re-exports it.
 */

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

/**
 * The code of the change-prohibited period's 400 (assumed: the reference documents no body),
 * which the error table makes a ChangeProhibitedPeriodError.
 */
export const SOFTWARE_CHANGE_PROHIBITED_CODE = "ChangeProhibitedPeriod";
