/**
 * The docs' XML indenter (scripts/docs/pretty-xml.ts): one element per line, text left as it is,
 * and anything it cannot pair up returned unchanged.
 */
import { describe, expect, it } from "vitest";
import { looksLikeXml, prettyXml } from "../../../scripts/docs/pretty-xml.ts";

describe("prettyXml", () => {
  it("indents a one-line document and keeps text-only elements on one line", () => {
    const xml =
      '<?xml version="1.0" encoding="UTF-8"?>\n<R xmlns="urn:x"><A><B>text with  two spaces</B><C/></A><D>1</D></R>';
    expect(prettyXml(xml)).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<R xmlns="urn:x">',
        "  <A>",
        "    <B>text with  two spaces</B>",
        "    <C/>",
        "  </A>",
        "  <D>1</D>",
        "</R>",
        "",
      ].join("\n"),
    );
  });

  it("is stable: an indented document stays as it is", () => {
    const once = prettyXml("<a><b>x</b><c><d>y</d></c></a>");
    expect(prettyXml(once)).toBe(once);
  });

  it("returns what it cannot pair up unchanged", () => {
    for (const broken of ["<a><b></a>", "<a>", "</a>", "<a><b>x</c></a>"])
      expect(prettyXml(broken)).toBe(broken);
  });

  it("tells XML from other strings", () => {
    expect(looksLikeXml(" <a/>\n")).toBe(true);
    expect(looksLikeXml('{"a": "<b>"}')).toBe(false);
    expect(looksLikeXml("a < b > c")).toBe(false);
  });
});
