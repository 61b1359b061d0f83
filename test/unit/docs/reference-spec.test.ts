/**
 * The document a reference page is built from (scripts/docs/reference-spec.ts): provenance as
 * "Source:" lines (every operation has one), no raw `x-source` left anywhere, XML examples
 * indented, example payloads untouched, and every relatively linked file found.
 */
import { describe, expect, it } from "vitest";
import { linkedFiles, readableReference } from "../../../scripts/docs/reference-spec.ts";

function document() {
  return {
    info: {
      description:
        "Sources are marked `x-source: openstack` (or x-source assumption). Schema: [dns.xsd](./dns.xsd), [web](https://example.org/x).",
    },
    paths: {
      "/a": {
        get: { operationId: "a", summary: "A", description: "Plain." },
        post: {
          operationId: "b",
          summary: "B",
          description: "From Keystone (x-source: openstack).",
          "x-source": "openstack",
        },
        put: {
          operationId: "c",
          summary: "C",
          "x-source": "assumption",
          parameters: [
            { name: "p", in: "query", description: "Limit (x-source: ncmb).", "x-source": "ncmb" },
          ],
          requestBody: {
            content: {
              "application/xml": {
                examples: {
                  one: {
                    summary: "XML",
                    "x-source": "k5-reference",
                    value: '<R xmlns="urn:x"><A>1</A></R>',
                  },
                },
              },
              "application/json": {
                example: { description: "payload text (x-source: ncmb)", "x-source": "keep me" },
              },
            },
          },
        },
      },
    },
    components: {
      schemas: {
        S: {
          type: "object",
          "x-source": "nifcloud",
          properties: { description: { type: "string" } },
          examples: ["x-source: raw"],
        },
      },
    },
  };
}

describe("readable reference document", () => {
  it("gives every operation a Source line, the platform reference when it is not marked", () => {
    const paths = readableReference(document()).paths as Record<
      string,
      Record<string, { description: string }>
    >;
    expect(paths["/a"]?.get?.description).toBe("Plain.\n\n*Source: platform reference.*");
    expect(paths["/a"]?.post?.description).toBe(
      "From Keystone (*source: OpenStack*).\n\n*Source: OpenStack.*",
    );
    expect(paths["/a"]?.put?.description).toBe("*Source: assumption.*");
  });

  it("writes other marked parts' source once, and prose mentions as 'source: label'", () => {
    const out = readableReference(document());
    const text = JSON.stringify(out);
    expect(out.info).toEqual({
      description:
        "Sources are marked *source: OpenStack* (or *source: assumption*). Schema: [dns.xsd](./dns.xsd), [web](https://example.org/x).",
    });
    expect(text).toContain('"description":"Limit (*source: NCMB docs*)."');
    expect(text).toContain("*Source: NIFCLOUD docs.*");
    expect(text).toContain("*Source: K5 manual.*");
  });

  it("indents XML examples and leaves example payloads and schema examples alone", () => {
    const out = readableReference(document()) as ReturnType<typeof document>;
    const content = out.paths["/a"].put.requestBody.content;
    expect(content["application/xml"].examples.one.value).toBe('<R xmlns="urn:x">\n  <A>1</A>\n</R>\n');
    expect(content["application/json"].example).toEqual({
      description: "payload text (x-source: ncmb)",
      "x-source": "keep me",
    });
    expect(out.components.schemas.S.examples).toEqual(["x-source: raw"]);
    expect(out.components.schemas.S.properties).toEqual({ description: { type: "string" } });
  });

  it("shows a server's description, which Redoc does not render, as the text its Markdown says", () => {
    const out = readableReference({
      servers: [
        {
          url: "https://{host}",
          description: "The DNS endpoint (`{dns_url}` in the **platform** reference).",
          variables: { host: { default: "h", description: "Host of `keymanagement.<region>`." } },
        },
      ],
      paths: {
        "/a": { get: { operationId: "a", servers: [{ url: "https://b", description: "`b` &amp; c" }] } },
      },
    });
    const servers = out.servers as { description: string; variables: { host: { description: string } } }[];
    expect(servers[0]?.description).toBe("The DNS endpoint ({dns_url} in the platform reference).");
    expect(servers[0]?.variables.host.description).toBe("Host of keymanagement.<region>.");
    expect(JSON.stringify(out.paths)).toContain('"description":"b & c"');
  });

  it("finds the files the prose links relatively", () => {
    expect(linkedFiles(document())).toEqual(["dns.xsd"]);
    expect(
      linkedFiles({ description: 'see <a href="./x/y.txt#top">y</a> and [b](#/components) and [c](/abs)' }),
    ).toEqual(["x/y.txt"]);
    // A pattern is no prose, though `[\x21-\x7e](?:...)` has a link's form (the token API's).
    expect(
      linkedFiles({
        schema: { pattern: "^[\\x21-\\x7e](?:[\\x20-\\x7e]*[\\x21-\\x7e])?$", description: "[d](./d.txt)" },
      }),
    ).toEqual(["d.txt"]);
  });
});
