/**
 * A create's body is written by create-request-xml.ts, not by the generic writer; it must be the
 * very document encodeXml writes for the same checked request: element order, the empty
 * HostedZoneConfig and Comment forms, escaping (`&`, `<`, `>`, a carriage return) and all.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CreateHostedZoneRequestXml } from "../../../generated/sdk/dns/documents.ts";
import { createRequestXml } from "../../../src/dns/create-request-xml.ts";
import { checkCreateRequest } from "../../../src/dns/input.ts";
import { encodeXml } from "../../../src/xml/write-xml.ts";
import { unrepresentable } from "../../../src/xml/xml-text.ts";

const same = (request: unknown) => {
  const checked = checkCreateRequest(request);
  expect(createRequestXml(checked)).toBe(encodeXml(CreateHostedZoneRequestXml, checked, "request"));
};

describe("createRequestXml", () => {
  it.each([
    ["a name alone", { Name: "Example.COM." }],
    ["an IDN", { Name: "例え.jp" }],
    ["an empty HostedZoneConfig", { Name: "example.com", HostedZoneConfig: {} }],
    ["an empty comment", { Name: "example.com", HostedZoneConfig: { Comment: "" } }],
    [
      "a comment to escape",
      { Name: "example.com", HostedZoneConfig: { Comment: `a & b <c> ]]> "d" 'e' \r\n\t` } },
    ],
    ["the longest comment", { Name: "example.com", HostedZoneConfig: { Comment: "例".repeat(255) } }],
  ])("writes what encodeXml writes: %s", (_case, request) => same(request));

  it("writes what encodeXml writes for any comment a create takes", () => {
    fc.assert(
      fc.property(
        fc
          .string({ unit: "binary", maxLength: 255 })
          .filter((comment) => unrepresentable(comment) === undefined),
        (comment) => same({ Name: "example.com", HostedZoneConfig: { Comment: comment } }),
      ),
      { numRuns: 500 },
    );
  });
});
