/** The DNS API's operations and the `svc-cloud/dns` calls that make them. */
import type { operations } from "../../../../generated/dns.ts";
import {
  ChangeResourceRecordSetsRequestXml,
  CreateHostedZoneRequestXml,
} from "../../../../generated/sdk/dns/documents.ts";
import type * as Dns from "../../../../src/dns/index.ts";
import { apiSamples, type SampleTable } from "../mapping.ts";

type Module = typeof Dns;

const table = {
  createHostedZone: {
    method: "createHostedZone",
    result: "value",
    args: (op) => [op.xml(CreateHostedZoneRequestXml)],
    errors: ["ZoneAlreadyExistsError", "InvalidZoneNameError"],
    returns:
      "{ created: true, response } once the zone exists; first { created: false, verification }: prove you own the domain as verification.message says, then call again",
  },
  listHostedZones: {
    method: "listHostedZonesPage",
    result: "value",
    args: (op) => [{ marker: op.query("marker"), maxItems: op.query("maxitems") }],
    errors: ["DnsBadRequestError"],
    returns: "one page: HostedZones, IsTruncated and NextMarker (listHostedZones() walks every page)",
  },
  getHostedZone: {
    method: "getHostedZone",
    result: "value",
    args: (op) => [op.path("zoneId")],
    errors: ["NoSuchHostedZoneError"],
    returns: "the zone (HostedZone) and its name servers (DelegationSet)",
  },
  deleteHostedZone: {
    method: "deleteHostedZone",
    result: "value",
    args: (op) => [op.path("zoneId")],
    errors: ["NoSuchHostedZoneError"],
    returns: "the deletion's ChangeInfo: follow it with waitForChange",
  },
  changeResourceRecordSets: {
    method: "changeResourceRecordSets",
    result: "value",
    args: (op) => [op.path("zoneId"), op.xml(ChangeResourceRecordSetsRequestXml).ChangeBatch],
    errors: ["InvalidChangeBatchError", "NoSuchHostedZoneError"],
    returns: "the change's ChangeInfo (PENDING until the name servers have it: waitForChange)",
  },
  listResourceRecordSets: {
    method: "listResourceRecordSetsPage",
    result: "value",
    args: (op) => [
      op.path("zoneId"),
      {
        name: op.query("name"),
        type: op.query("type"),
        identifier: op.query("identifier"),
        maxItems: op.query("maxitems"),
      },
    ],
    errors: ["NoSuchHostedZoneError"],
    returns: "one page of record sets from name and type on (listResourceRecordSets() walks every page)",
  },
  getChange: {
    method: "getChange",
    result: "value",
    args: (op) => [op.path("changeId")],
    errors: ["NoSuchChangeError"],
    returns: "the ChangeInfo: PENDING or INSYNC (waitForChange polls until INSYNC)",
  },
} satisfies SampleTable<operations, Dns.DnsClient, Module>;

export const dnsSamples = apiSamples<Module>(
  { subpath: "svc-cloud/dns", factory: "createDnsClient", variable: "dns", auth: "identity-token" },
  table,
);
