/**
 * The client against a real HTTP server on 127.0.0.1 that recomputes every signature from the
 * raw request line it received and rejects a mismatch. Every operation is driven with hostile
 * `where` values (every printable ASCII character, alone and together, in keys and values, and
 * non-ASCII text) and hostile field values, with both HMAC implementations, and with response
 * verification on, so the server's response signatures are checked too.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatastoreClientWith, type DatastoreClient } from "../../../generated/sdk/datastore/client.ts";
import { DatastoreError } from "../../../src/datastore/node.ts";
import { datastoreQueryString } from "../../../src/datastore/signing/encode-query.ts";
import { createSignerWith } from "../../../src/datastore/signing/sign.ts";
import { formatTimestamp } from "../../../src/datastore/signing/timestamp.ts";
import { implementations } from "./support/implementations.ts";
import {
  type SignatureCheckingServer,
  startSignatureCheckingServer,
} from "./support/signature-checking-server.ts";
import { VECTOR } from "./support/vectors.ts";

const PRINTABLE = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i));
const ALL_PRINTABLE = PRINTABLE.join("");
const NON_ASCII = [
  "日本語のテキスト",
  "😀👍🏽👨‍👩‍👧",
  "e\u0301 é Ω≈ç√∫",
  "مرحبا بالعالم",
  "line\u2028separator\u00a0nbsp\ufeffbom",
  "tab\tnewline\ncarriage\r",
];
const HOSTILE = [ALL_PRINTABLE, ...NON_ASCII, `${ALL_PRINTABLE}${NON_ASCII.join("")}`];

describe.each(implementations)("against a signature-checking server, HMAC on %s", (_, hmac) => {
  let server: SignatureCheckingServer;
  let client: DatastoreClient;
  beforeAll(async () => {
    server = await startSignatureCheckingServer({
      applicationKey: VECTOR.applicationKey,
      clientKey: VECTOR.clientKey,
    });
    client = createDatastoreClientWith(hmac, {
      applicationKey: VECTOR.applicationKey,
      clientKey: VECTOR.clientKey,
      baseUrl: server.url,
      verifyResponses: true,
      retry: { maxAttempts: 1 },
    });
  });
  afterAll(() => server.close());

  // The server's log is the describe block's: each test judges only the requests it sent (two
  // tests below are refused on purpose), so the tests pass in any order.
  const rejectedSince = (before: number) => server.rejected.slice(before);

  it("runs every operation with hostile values, and every request passes the server's check", async () => {
    const before = server.rejected.length;
    const fields = Object.fromEntries(HOSTILE.map((text, i) => [`f${i}`, text]));
    const created = await client.createObject("Hostile", { ...fields, marker: ALL_PRINTABLE });
    expect(await client.getObject("Hostile", created.objectId)).toMatchObject(fields);
    await client.updateObject("Hostile", created.objectId, {
      marker: NON_ASCII.join("|"),
      [ALL_PRINTABLE]: "key",
    });
    for (const value of HOSTILE) {
      const page = await client.searchObjectsPage("Hostile", {
        where: { f0: ALL_PRINTABLE, [ALL_PRINTABLE]: "key", other: { $ne: value } },
        limit: 1000,
        skip: 0,
        order: "-createDate,f0",
        include: "owner",
        count: true,
      });
      expect(page.count).toBe(0);
    }
    const found = await client.searchObjectsPage("Hostile", {
      where: { marker: NON_ASCII.join("|"), [ALL_PRINTABLE]: "key" },
    });
    expect(found.results.map((o) => o.objectId)).toEqual([created.objectId]);
    expect(
      (await client.searchObjects("Hostile", { where: { f1: NON_ASCII[0] }, pageSize: 1 }).toArray()).length,
    ).toBe(1);
    await client.deleteObject("Hostile", created.objectId);
    await expect(client.getObject("Hostile", created.objectId)).rejects.toMatchObject({ code: "E404001" });
    expect(rejectedSince(before)).toEqual([]);
    expect(server.accepted.map((r) => r.method)).toEqual(
      expect.arrayContaining(["POST", "GET", "PUT", "DELETE"]),
    );
  });

  it("searches by each printable ASCII character alone, as key and as value", async () => {
    const before = server.rejected.length;
    for (const character of PRINTABLE)
      await client.createObject("Chars", { c: character, [`k${character}`]: 1 });
    for (const character of PRINTABLE) {
      const byValue = await client.searchObjectsPage("Chars", { where: { c: character } });
      expect(
        byValue.results.map((o) => o.c),
        JSON.stringify(character),
      ).toEqual([character]);
      const byKey = await client.searchObjectsPage("Chars", { where: { [`k${character}`]: 1 } });
      expect(
        byKey.results.map((o) => o.c),
        JSON.stringify(character),
      ).toEqual([character]);
    }
    expect(rejectedSince(before)).toEqual([]);
  });

  it("puts on the wire exactly the query it encoded (and signed)", async () => {
    const where = { q: ALL_PRINTABLE, n: NON_ASCII[1] };
    await client.searchObjectsPage("Wire", { where, limit: 7 });
    const last = server.accepted.at(-1);
    expect(last?.rawUrl).toBe(`/2013-09-01/classes/Wire?${datastoreQueryString({ where, limit: 7 })}`);
    expect(last?.query.get("where")).toBe(JSON.stringify(where));
  });

  it("pages through many objects with searchObjects", async () => {
    for (let i = 0; i < 7; i++) await client.createObject("Paged", { i });
    const all = await client.searchObjects("Paged", { pageSize: 3 }).toArray();
    expect(all.map((o) => o.i).sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it("is rejected by the server when the client key is wrong (the check is not vacuous)", async () => {
    const wrong = createDatastoreClientWith(hmac, {
      applicationKey: VECTOR.applicationKey,
      clientKey: "not-the-client-key",
      baseUrl: server.url,
      retry: { maxAttempts: 1 },
    });
    const before = server.rejected.length;
    const error = await wrong.searchObjectsPage("Hostile", { where: { a: 1 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatastoreError);
    expect(error).toMatchObject({ status: 401, code: "E401001" });
    expect(rejectedSince(before).length).toBeGreaterThan(0);
  });

  it("is rejected when the query on the wire differs from the signed one by encoding alone", async () => {
    const signer = createSignerWith(hmac, {
      applicationKey: VECTOR.applicationKey,
      clientKey: VECTOR.clientKey,
    });
    const base = `${server.url}/2013-09-01/classes/Hostile?`;
    const send = async (signedQuery: string, sentQuery: string) => {
      const timestamp = formatTimestamp(Date.now());
      // The literal text is signed, as a client that does not read back its own URL would.
      const text = signer.stringToSign(
        { method: "GET", host: "127.0.0.1", path: "/2013-09-01/classes/Hostile", query: signedQuery },
        timestamp,
      );
      const headers = {
        "X-SVC-Application-Key": VECTOR.applicationKey,
        "X-SVC-Timestamp": timestamp,
        "X-SVC-Signature": await signer.hmac(text),
        "Content-Type": "application/json",
      };
      return (await fetch(`${base}${sentQuery}`, { headers })).status;
    };
    expect(await send("where=%7B%22a%22%3A%22%20%22%7D", "where=%7B%22a%22%3A%22%20%22%7D")).toBe(200);
    expect(await send("where=%7B%22a%22%3A%22%20%22%7D", "where=%7B%22a%22%3A%22+%22%7D")).toBe(401);
    // Plain encodeURIComponent leaves ' literal, but fetch sends it as %27: signing the
    // unfixed text fails, which is why the encoder maps ' to %27 before signing.
    expect(encodeURIComponent("'")).toBe("'");
    expect(await send("where=%7B%22a%22%3A%22'%22%7D", "where=%7B%22a%22%3A%22'%22%7D")).toBe(401);
    expect(server.rejected.at(-1)?.rawUrl).toContain("%27");
  });
});
