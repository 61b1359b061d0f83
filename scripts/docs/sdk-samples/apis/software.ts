/** The software support API's operations and the `svc-cloud/software` calls that make them. */

import { SupportSoftwareRegistrationsXml } from "../../../../generated/sdk/software/documents.ts";
import type { operations } from "../../../../generated/software.ts";
import type * as Software from "../../../../src/software/index.ts";
import { apiSamples, type SampleTable } from "../mapping.ts";

type Module = typeof Software;

const table = {
  registerSoftwareSupport: {
    method: "registerSoftwareSupport",
    result: "value",
    args: (op) => [op.xml(SupportSoftwareRegistrationsXml)],
    errors: ["ChangeProhibitedPeriodError", "SoftwareBadRequestError"],
    returns:
      "the entries as the service holds them, with TenantID, RegionID, ImageID and UpdateDate; lowering a level is refused during the change-prohibited period",
  },
  listSoftwareSupport: {
    method: "listSoftwareSupportPage",
    result: "value",
    args: (op) => [{ InstanceID: op.query("InstanceID"), SoftwareID: op.query("SoftwareID") }],
    errors: ["SoftwareBadRequestError", "SoftwareNotFoundError"],
    returns: "the entries the filters match, in one answer (the API has no pages)",
  },
} satisfies SampleTable<operations, Software.SoftwareClient, Module>;

export const softwareSamples = apiSamples<Module>(
  {
    subpath: "svc-cloud/software",
    factory: "createSoftwareClient",
    variable: "software",
    auth: "identity-token",
  },
  table,
);
