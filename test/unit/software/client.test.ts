/**
 * The software support client against a scripted endpoint: what goes on the wire (method,
 * path, query, headers, XML), what comes back, input checked before anything is sent (the
 * filters' dependencies, empty and oversized values), the one-page list, and every documented
 * failure mapped to its typed error.
 */
import { describe, expect, it } from "vitest";
import {
  AbortError,
  InvalidInputError,
  MalformedResponseError,
  UnexpectedResponseError,
} from "../../../src/core/errors.ts";
import {
  ChangeProhibitedPeriodError,
  createSoftwareClient,
  SoftwareAuthenticationError,
  SoftwareBadRequestError,
  SoftwareError,
  SoftwareForbiddenError,
  SoftwareNotFoundError,
  SoftwareServerError,
} from "../../../src/software/index.ts";
import { fakeClock } from "../../support/fake-clock.ts";
import { type Answer, empty, fakeFetch, xml } from "../../support/fake-fetch.ts";
import { entriesXml, errorXml } from "./xml-bodies.ts";

const TOKEN = "software-unit-token-0123456789";
const BASE = "https://software.test";

function client(...answers: Answer[]) {
  const fetch = fakeFetch(...answers);
  const clock = fakeClock(Date.UTC(2015, 8, 11, 2, 44, 35));
  const software = createSoftwareClient({
    baseUrl: BASE,
    auth: TOKEN,
    fetch,
    clock,
    retry: { maxAttempts: 1 },
  });
  return { software, sent: fetch.sent };
}

const ENTRY = { InstanceID: "instance1", SoftwareID: "sq2012", SupportID: "spt_24h" };

describe("software support client on the wire", () => {
  it("registers entries with one PUT of XML in the XSD's order, with the headers the API takes", async () => {
    const { software, sent } = client(
      xml(200, entriesXml({ RegionID: "jp-east-1", SoftwareID: "sq2012", SupportID: "spt_24h" }), {
        "x-openstack-request-id": "req-1",
      }),
    );
    const registered = await software.registerSoftwareSupport([
      { SupportID: "spt_24h", SoftwareID: "sq2012", InstanceID: "instance1" },
    ]);
    expect(registered).toEqual([
      {
        TenantID: "tenant1",
        RegionID: "jp-east-1",
        InstanceID: "instance1",
        ImageID: "image1",
        SoftwareID: "sq2012",
        SupportID: "spt_24h",
        UpdateDate: "2015-09-11",
      },
    ]);
    const [put] = sent;
    expect(put?.method).toBe("PUT");
    expect(put?.url.href).toBe(`${BASE}/v1.0/software_support`);
    expect(put?.body).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><SupportSoftwares><SupportSoftware><InstanceID>instance1</InstanceID><SoftwareID>sq2012</SoftwareID><SupportID>spt_24h</SupportID></SupportSoftware></SupportSoftwares>',
    );
    expect(put?.headers.get("content-type")).toBe("application/xml");
    expect(put?.headers.get("accept")).toBe("application/xml");
    expect(put?.headers.get("x-auth-token")).toBe(TOKEN);
    expect(put?.headers.get("date")).toBe("Fri, 11 Sep 2015 02:44:35 GMT");
  });

  it("writes several entries in order, and escapes what XML needs escaped", async () => {
    const { software, sent } = client(xml(200, entriesXml({}, {})));
    await software.registerSoftwareSupport([
      ENTRY,
      { InstanceID: "a&b<c>", SoftwareID: "ws2012", SupportID: "nosupport" },
    ]);
    expect(sent[0]?.body).toContain(
      "<SupportSoftware><InstanceID>instance1</InstanceID><SoftwareID>sq2012</SoftwareID><SupportID>spt_24h</SupportID></SupportSoftware><SupportSoftware><InstanceID>a&amp;b&lt;c&gt;</InstanceID>",
    );
  });

  it("sends the filters as the query, by the API's names, and reads every entry", async () => {
    const { software, sent } = client(
      xml(
        200,
        entriesXml(
          { SoftwareID: "RHEL", UpdateDate: "2014.8.31" },
          { SoftwareID: "sq2012", SupportID: "spt_daytime" },
        ),
      ),
    );
    const entries = await software.listSoftwareSupportPage({
      TenantID: "tenant1",
      InstanceID: "instance1",
      SoftwareID: "sq2012",
      SupportID: "spt_daytime",
    });
    expect(sent[0]?.method).toBe("GET");
    expect(sent[0]?.url.pathname).toBe("/v1.0/software_support");
    expect([...(sent[0]?.url.searchParams ?? [])]).toEqual([
      ["TenantID", "tenant1"],
      ["InstanceID", "instance1"],
      ["SoftwareID", "sq2012"],
      ["SupportID", "spt_daytime"],
    ]);
    expect(sent[0]?.headers.get("content-type")).toBeNull();
    expect(entries.map((e) => [e.SoftwareID, e.SupportID, e.UpdateDate])).toEqual([
      ["RHEL", "nosupport", "2014.8.31"],
      ["sq2012", "spt_daytime", "2015-09-11"],
    ]);
    expect(entries[0]).not.toHaveProperty("RegionID");
  });

  it("sends no query without filters, and an empty SupportSoftwares is an empty list", async () => {
    const { software, sent } = client(xml(200, '<?xml version="1.0"?><SupportSoftwares/>'));
    expect(await software.listSoftwareSupportPage()).toEqual([]);
    expect(sent[0]?.url.search).toBe("");
  });

  it("returns support levels and software outside the documented ones as they are (open sets)", async () => {
    const { software } = client(xml(200, entriesXml({ SoftwareID: "rhel9", SupportID: "spt_weekend" })));
    const [entry] = await software.listSoftwareSupportPage({ InstanceID: "instance1" });
    expect(entry).toMatchObject({ SoftwareID: "rhel9", SupportID: "spt_weekend" });
  });
});

describe("listSoftwareSupport (every entry, one request)", () => {
  it("loads nothing until read, then makes one request however many entries come", async () => {
    const { software, sent } = client(
      xml(200, entriesXml({}, { SoftwareID: "sq2012" }, { SoftwareID: "rhel" })),
    );
    const list = software.listSoftwareSupport({ InstanceID: "instance1" });
    expect(sent).toHaveLength(0);
    const seen: string[] = [];
    for await (const entry of list) seen.push(entry.SoftwareID);
    expect(seen).toEqual(["ws2012", "sq2012", "rhel"]);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url.search).toBe("?InstanceID=instance1");
  });

  it("gives the one answer as its one page, and an empty answer as one empty page", async () => {
    const { software } = client(xml(200, entriesXml({})), xml(200, "<SupportSoftwares/>"));
    const pages = [];
    for await (const page of software.listSoftwareSupport().pages()) pages.push(page);
    expect(pages).toHaveLength(1);
    expect(await software.listSoftwareSupport().toArray()).toEqual([]);
  });

  it("checks the query when called, before anything is read", () => {
    const { software, sent } = client(xml(200, "<SupportSoftwares/>"));
    expect(() => software.listSoftwareSupport({ SupportID: "spt_24h" })).toThrow(InvalidInputError);
    expect(sent).toHaveLength(0);
  });

  it("stops with an AbortError when its signal aborts", async () => {
    const { software } = client(xml(200, entriesXml({})));
    const controller = new AbortController();
    controller.abort();
    await expect(
      software.listSoftwareSupport({}, { signal: controller.signal }).toArray(),
    ).rejects.toBeInstanceOf(AbortError);
  });

  it("passes on the typed error of its request", async () => {
    const { software } = client(xml(404, errorXml("NotFound", "The instance instance9 was not found.")));
    await expect(software.listSoftwareSupport({ InstanceID: "instance9" }).toArray()).rejects.toBeInstanceOf(
      SoftwareNotFoundError,
    );
  });
});

describe("software support input, checked before anything is sent", () => {
  const long = "x".repeat(256);
  it.each([
    ["no entries", [], "entries"],
    ["not an array", { InstanceID: "i" }, "entries"],
    ["an entry that is not an object", ["instance1"], "entries[0]"],
    ["a missing SupportID", [{ InstanceID: "i", SoftwareID: "ws2012" }], "entries[0].SupportID"],
    ["an empty InstanceID", [{ ...ENTRY, InstanceID: "" }], "entries[0].InstanceID"],
    ["an oversized SoftwareID", [ENTRY, { ...ENTRY, SoftwareID: long }], "entries[1].SoftwareID"],
    ["a blank in an ID", [{ ...ENTRY, InstanceID: "instance 1" }], "entries[0].InstanceID"],
    ["a control character", [{ ...ENTRY, SupportID: "spt_24h\u0000" }], "entries[0].SupportID"],
    ["a lone surrogate", [{ ...ENTRY, InstanceID: "\ud800" }], "entries[0].InstanceID"],
    ["a number for an ID", [{ ...ENTRY, InstanceID: 7 }], "entries[0].InstanceID"],
    ["a field the API does not know", [{ ...ENTRY, TenantID: "tenant1" }], "entries[0].TenantID"],
  ])("refuses to register %s", async (_case, entries, field) => {
    const { software, sent } = client(xml(200, entriesXml({})));
    const error = await software.registerSoftwareSupport(entries as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidInputError);
    expect((error as InvalidInputError).field).toBe(field);
    expect(sent).toHaveLength(0);
  });

  it("takes 255-character IDs, the XSD's bound", async () => {
    const { software, sent } = client(xml(200, entriesXml({})));
    await software.registerSoftwareSupport([{ ...ENTRY, InstanceID: "i".repeat(255) }]);
    expect(sent).toHaveLength(1);
  });

  it.each([
    ["SoftwareID without InstanceID", { SoftwareID: "ws2012" }, "options.SoftwareID", "needs InstanceID"],
    [
      "SupportID without SoftwareID",
      { InstanceID: "i", SupportID: "spt_24h" },
      "options.SupportID",
      "needs SoftwareID",
    ],
    ["SupportID alone", { SupportID: "spt_24h" }, "options.SupportID", "needs SoftwareID"],
    ["an empty TenantID", { TenantID: "" }, "options.TenantID", "must not be empty"],
    ["an oversized InstanceID", { InstanceID: long }, "options.InstanceID", "1 to 255 characters"],
    [
      "a blank in a filter",
      { InstanceID: "instance 1" },
      "options.InstanceID",
      "an ID without spaces, controls or lone surrogates",
    ],
    [
      "a misspelt filter",
      { instanceId: "i" },
      "options.instanceId",
      "TenantID, InstanceID, SoftwareID, SupportID",
    ],
    ["a filter that is not a string", { InstanceID: 1 }, "options.InstanceID", "must be a string"],
  ])("refuses a list with %s", async (_case, query, field, text) => {
    const { software, sent } = client(xml(200, entriesXml({})));
    const error = await software.listSoftwareSupportPage(query as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidInputError);
    expect((error as InvalidInputError).field).toBe(field);
    expect((error as Error).message).toContain(text);
    expect(sent).toHaveLength(0);
  });

  it("refuses options and a query that are not objects", () => {
    expect(() => createSoftwareClient(null as never)).toThrow(InvalidInputError);
    expect(() => createSoftwareClient({ baseUrl: BASE, auth: 42 as never })).toThrow(InvalidInputError);
    const { software } = client(xml(200, "<SupportSoftwares/>"));
    expect(() => software.listSoftwareSupport("InstanceID=i" as never)).toThrow(InvalidInputError);
  });
});

describe("software support errors", () => {
  const PERIOD =
    "The SupportID of sq2012 on instance1 cannot be changed from spt_24h to nosupport before 2016-03-09.";
  it.each([
    [400, errorXml("ChangeProhibitedPeriod", PERIOD), ChangeProhibitedPeriodError, "ChangeProhibitedPeriod"],
    [
      400,
      errorXml("InvalidParameter", "The value of SupportID is invalid: spt_weekend"),
      SoftwareBadRequestError,
      "InvalidParameter",
    ],
    [
      401,
      errorXml("Unauthorized", "The X-Auth-Token is invalid."),
      SoftwareAuthenticationError,
      "Unauthorized",
    ],
    [
      404,
      errorXml("InstanceNotFound", "The instance instance9 was not found."),
      SoftwareNotFoundError,
      "InstanceNotFound",
    ],
    [
      500,
      errorXml("InternalError", "An internal error occurred.", "Receiver"),
      SoftwareServerError,
      "InternalError",
    ],
    [503, "<html>Service Unavailable</html>", SoftwareServerError, undefined],
    [403, "", SoftwareForbiddenError, undefined],
    [405, "", SoftwareError, undefined],
  ] as const)(
    "maps %i (%s...) to its typed error with code, type and request ID",
    async (status, body, ErrorClass, code) => {
      const { software } = client(xml(status, body, { "x-openstack-request-id": "req-header" }));
      const error = await software.registerSoftwareSupport([ENTRY]).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ErrorClass);
      expect(error).toBeInstanceOf(SoftwareError);
      expect(error).toMatchObject({ status, code, operation: "registerSoftwareSupport" });
      // The body's RequestId wins over the header's; without an ErrorResponse the header is used.
      expect((error as SoftwareError).requestId).toBe(code ? "req-test-1" : "req-header");
      expect((error as SoftwareError).type).toBe(code ? (status === 500 ? "Receiver" : "Sender") : undefined);
    },
  );

  it("gives the change-prohibited period in the message and as serverMessage, with what to do", async () => {
    const { software } = client(xml(400, errorXml("ChangeProhibitedPeriod", PERIOD)));
    const error = (await software
      .registerSoftwareSupport([ENTRY])
      .catch((e: unknown) => e)) as ChangeProhibitedPeriodError;
    expect(error.serverMessage).toBe(PERIOD);
    expect(error.message).toContain("before 2016-03-09");
    expect(error.message).toContain("change-prohibited period");
    expect(error.message).toContain("Quote request ID req-test-1");
  });

  it("refuses an answer that is not the documented document", async () => {
    for (const body of [
      "not xml",
      "<SupportSoftwares><SupportSoftware><TenantID>t</TenantID></SupportSoftware></SupportSoftwares>",
      '<SupportSoftwares xmlns="urn:other"/>',
      "<ErrorResponse/>",
    ]) {
      const { software } = client(xml(200, body));
      await expect(software.listSoftwareSupportPage()).rejects.toBeInstanceOf(MalformedResponseError);
    }
  });

  it("refuses a success the API does not document", async () => {
    const { software } = client(empty(204));
    await expect(software.listSoftwareSupportPage()).rejects.toBeInstanceOf(UnexpectedResponseError);
  });
});
