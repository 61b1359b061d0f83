/**
 * Software support response bodies for the unit tests, answered through the shared fake fetch
 * (test/support/fake-fetch.ts): entries as the service holds them, and ErrorResponses.
 */

export interface Entry {
  TenantID?: string;
  RegionID?: string;
  InstanceID?: string;
  ImageID?: string;
  SoftwareID?: string;
  SupportID?: string;
  UpdateDate?: string;
}

const DEFAULTS: Required<Omit<Entry, "RegionID">> = {
  TenantID: "tenant1",
  InstanceID: "instance1",
  ImageID: "image1",
  SoftwareID: "ws2012",
  SupportID: "nosupport",
  UpdateDate: "2015-09-11",
};

/** One SupportSoftware element, in the XSD's order; `RegionID` only when given. */
export const entryXml = (entry: Entry = {}) => {
  const e = { ...DEFAULTS, ...entry };
  return `<SupportSoftware><TenantID>${e.TenantID}</TenantID>${entry.RegionID ? `<RegionID>${entry.RegionID}</RegionID>` : ""}<InstanceID>${e.InstanceID}</InstanceID><ImageID>${e.ImageID}</ImageID><SoftwareID>${e.SoftwareID}</SoftwareID><SupportID>${e.SupportID}</SupportID><UpdateDate>${e.UpdateDate}</UpdateDate></SupportSoftware>`;
};

/** A SupportSoftwares answer with these entries. */
export const entriesXml = (...entries: Entry[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><SupportSoftwares>${entries.map(entryXml).join("")}</SupportSoftwares>`;

export const errorXml = (code: string, message: string, type = "Sender", requestId = "req-test-1") =>
  `<?xml version="1.0" encoding="UTF-8"?><ErrorResponse><Error><Type>${type}</Type><Code>${code}</Code><Message>${message}</Message></Error><RequestId>${requestId}</RequestId></ErrorResponse>`;
