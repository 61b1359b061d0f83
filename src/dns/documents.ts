/**
 * The DNS API's XML documents, element by element as specs/dns/dns.xsd defines them (same
 * element order, same cardinalities). The types come from the generated OpenAPI types, and
 * the `Shape<T>` check makes each description match its type.
 */
import type { components } from "../../generated/dns.ts";
import { errorResponseDocument } from "../xml/error-response.ts";
import { type Shape, xmlDocument } from "../xml/shape.ts";
import type { RRType } from "./types.ts";

type Schemas = components["schemas"];

/** The namespace of every DNS document except AccessDeniedException. */
export const DNS_NAMESPACE = "http://docs.cloudcommunity.global.fujitsu.com/dns/api/v1.0/";

const changeInfo: Shape<Schemas["ChangeInfo"]> = {
  element: { Id: "string", Status: { oneOf: ["PENDING", "INSYNC"] }, SubmittedAt: "string" },
};

const hostedZone: Shape<Schemas["HostedZone"]> = {
  element: {
    Id: "string",
    Name: "string",
    CallerReference: "string",
    Config: { element: { Comment: { optional: "string" } } },
    ResourceRecordSetCount: "string",
  },
};

const delegationSet: Shape<Schemas["DelegationSet"]> = {
  element: { NameServers: { list: "NameServer", of: "string", min: 1 } },
};

/** The record types the API knows, in the XSD's order. */
export const DNS_RECORD_TYPES: readonly RRType[] = [
  "NS",
  "A",
  "AAAA",
  "CNAME",
  "MX",
  "TXT",
  "PTR",
  "SRV",
  "LBR",
];

const rrType: Shape<Schemas["RRType"]> = { oneOf: DNS_RECORD_TYPES };

/** The body of every response that is one change to follow. */
const changeOnly: Shape<{ ChangeInfo: Schemas["ChangeInfo"] }> = { element: { ChangeInfo: changeInfo } };

const resourceRecordSet: Shape<Schemas["ResourceRecordSet"]> = {
  element: {
    Name: "string",
    Type: rrType,
    SetIdentifier: { optional: "string" },
    TTL: "integer",
    ResourceRecords: { list: "ResourceRecord", of: { element: { Value: "string" } }, min: 1 },
  },
};

/** A create writes it with create-request-xml.ts, which a test holds to this description's encoding. */
export const CreateHostedZoneRequestXml = /* @__PURE__ */ xmlDocument<Schemas["CreateHostedZoneRequest"]>(
  "CreateHostedZoneRequest",
  DNS_NAMESPACE,
  {
    element: {
      Name: "string",
      HostedZoneConfig: { optional: { element: { Comment: { optional: "string" } } } },
    },
  },
);

export const CreateHostedZoneResponseXml = /* @__PURE__ */ xmlDocument<Schemas["CreateHostedZoneResponse"]>(
  "CreateHostedZoneResponse",
  DNS_NAMESPACE,
  { element: { HostedZone: hostedZone, ChangeInfo: changeInfo, DelegationSet: delegationSet } },
);

export const GetHostedZoneResponseXml = /* @__PURE__ */ xmlDocument<Schemas["GetHostedZoneResponse"]>(
  "GetHostedZoneResponse",
  DNS_NAMESPACE,
  { element: { HostedZone: hostedZone, DelegationSet: delegationSet } },
);

export const ListHostedZonesResponseXml = /* @__PURE__ */ xmlDocument<Schemas["ListHostedZonesResponse"]>(
  "ListHostedZonesResponse",
  DNS_NAMESPACE,
  {
    element: {
      HostedZones: { list: "HostedZone", of: hostedZone },
      Marker: { optional: "string" },
      IsTruncated: "boolean",
      NextMarker: { optional: "string" },
      MaxItems: "integer",
    },
  },
);

export const DeleteHostedZoneResponseXml = /* @__PURE__ */ xmlDocument<Schemas["DeleteHostedZoneResponse"]>(
  "DeleteHostedZoneResponse",
  DNS_NAMESPACE,
  changeOnly,
);

export const ChangeResourceRecordSetsRequestXml = /* @__PURE__ */ xmlDocument<
  Schemas["ChangeResourceRecordSetsRequest"]
>("ChangeResourceRecordSetsRequest", DNS_NAMESPACE, {
  element: {
    ChangeBatch: {
      element: {
        Comment: { optional: "string" },
        Changes: {
          list: "Change",
          of: {
            element: { Action: { oneOf: ["CREATE", "DELETE"] }, ResourceRecordSet: resourceRecordSet },
          },
          min: 1,
        },
      },
    },
  },
});

export const ChangeResourceRecordSetsResponseXml = /* @__PURE__ */ xmlDocument<
  Schemas["ChangeResourceRecordSetsResponse"]
>("ChangeResourceRecordSetsResponse", DNS_NAMESPACE, changeOnly);

export const ListResourceRecordSetsResponseXml = /* @__PURE__ */ xmlDocument<
  Schemas["ListResourceRecordSetsResponse"]
>("ListResourceRecordSetsResponse", DNS_NAMESPACE, {
  element: {
    ResourceRecordSets: { list: "ResourceRecordSet", of: resourceRecordSet },
    IsTruncated: "boolean",
    NextRecordName: { optional: "string" },
    NextRecordType: { optional: rrType },
    NextRecordIdentifier: { optional: "string" },
    MaxItems: "integer",
  },
});

export const GetChangeResponseXml = /* @__PURE__ */ xmlDocument<Schemas["GetChangeResponse"]>(
  "GetChangeResponse",
  DNS_NAMESPACE,
  changeOnly,
);

export const ErrorResponseXml = /* @__PURE__ */ errorResponseDocument(DNS_NAMESPACE);

/** The 403 body, in no namespace. */
export const AccessDeniedExceptionXml = /* @__PURE__ */ xmlDocument<Schemas["AccessDeniedException"]>(
  "AccessDeniedException",
  undefined,
  { element: { Message: "string" } },
);
