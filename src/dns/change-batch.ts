/**
 * A batch of record changes, after the spec's rules have checked it (actions, types, TTLs,
 * values, comment): its record names normalised and held to the zone (zone-name.ts), which no
 * schema can say. The changeResourceRecordSets `check` hook the spec names.
 */
import type { ChangeBatch } from "../../generated/sdk/dns/types.ts";
import { requireRecordName } from "./zone-name.ts";

/** `batch` with its record names normalised, `path.zoneId` being the zone (normalised). */
export function checkChangeBatch(batch: ChangeBatch, { zoneId: zone }: { zoneId: string }): ChangeBatch {
  return {
    ...batch,
    Changes: batch.Changes.map((change, i) => ({
      ...change,
      ResourceRecordSet: {
        ...change.ResourceRecordSet,
        Name: requireRecordName(
          `changeBatch.Changes[${i}].ResourceRecordSet.Name`,
          change.ResourceRecordSet.Name,
          zone,
        ),
      },
    })),
  };
}
