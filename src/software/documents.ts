/**
 * The software support API's XML documents, element by element as specs/software/software.xsd
 * defines them (same element order, same cardinalities). The documents carry no namespace. One
 * root element, SupportSoftwares, holds the entries of a request and of an answer, in the two
 * forms the XSD gives an entry.
 */
import { errorResponseDocument } from "../xml/error-response.ts";
import { xmlDocument } from "../xml/shape.ts";
import type { SupportSoftware, SupportSoftwareRegistration } from "./types.ts";

/** The body of a registration: 1..n entries to register. */
export const SupportSoftwareRegistrationsXml = xmlDocument<SupportSoftwareRegistration[]>(
  "SupportSoftwares",
  undefined,
  {
    list: "SupportSoftware",
    of: { element: { InstanceID: "string", SoftwareID: "string", SupportID: "string" } },
    min: 1,
  },
);

/** The body of every answer: 0..n entries as the service holds them. */
export const SupportSoftwaresXml = xmlDocument<SupportSoftware[]>("SupportSoftwares", undefined, {
  list: "SupportSoftware",
  of: {
    element: {
      TenantID: "string",
      RegionID: { optional: "string" },
      InstanceID: "string",
      ImageID: "string",
      SoftwareID: "string",
      SupportID: "string",
      UpdateDate: "string",
    },
  },
});

/** The error document (assumed: the reference documents no error body), in no namespace. */
export const ErrorResponseXml = errorResponseDocument(undefined);
