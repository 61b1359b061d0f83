/**
 * One suite, run against both HMAC implementations (node:crypto and Web Crypto): RFC 4231
 * vectors, the data store's published signature vectors, UTF-8 text, and agreement with
 * node:crypto on arbitrary inputs.
 */
import { createHmac } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WebCryptoUnavailableError, webCryptoHmacSha256 } from "../../../src/datastore/hmac/web-crypto.ts";
import { implementations } from "./support/implementations.ts";
import { VECTOR, vectorStringToSign } from "./support/vectors.ts";

const hexToBase64 = (hex: string) => Buffer.from(hex, "hex").toString("base64");
const reference = (key: string, message: string) =>
  createHmac("sha256", Buffer.from(key, "utf8")).update(Buffer.from(message, "utf8")).digest("base64");

describe.each(implementations)("HMAC-SHA256 on %s", (_, hmacSha256) => {
  it("matches RFC 4231 test case 1 (20-byte key, 'Hi There')", async () => {
    expect(await hmacSha256("\x0b".repeat(20))("Hi There")).toBe(
      hexToBase64("b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"),
    );
  });

  it("matches RFC 4231 test case 2 (key 'Jefe')", async () => {
    expect(await hmacSha256("Jefe")("what do ya want for nothing?")).toBe(
      hexToBase64("5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"),
    );
  });

  it.each(["X-NCMB", "X-SVC"] as const)("gives the published %s data store signature", async (prefix) => {
    expect(await hmacSha256(VECTOR.clientKey)(vectorStringToSign(prefix))).toBe(VECTOR.signatures[prefix]);
  });

  it("writes standard Base64 with padding (44 characters for 32 bytes)", async () => {
    const digests = await Promise.all(
      Array.from({ length: 64 }, (_, i) => hmacSha256(`key-${i}`)(`message ${i}`)),
    );
    for (const digest of digests) expect(digest).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(digests.some((d) => d.includes("+") || d.includes("/"))).toBe(true);
  });

  const inputs: [string, string, string][] = [
    ["empty message", "secret", ""],
    ["non-ASCII key and message", "鍵🔑", "日本語のテキスト 😀 é ñ"],
    ["line feeds", "k", "GET\nhost\n/path\na=1&b=2"],
    ["a long message", "k", "x".repeat(100_000)],
    ["a long key (hashed first)", "k".repeat(200), "message"],
  ];
  it.each(inputs)("agrees with node:crypto on %s", async (_name, key, message) => {
    expect(await hmacSha256(key)(message)).toBe(reference(key, message));
  });

  it("can sign many messages with one key, concurrently", async () => {
    const sign = hmacSha256(VECTOR.clientKey);
    const messages = Array.from({ length: 50 }, (_, i) => `message ${i}`);
    const signatures = await Promise.all(messages.map((m) => sign(m)));
    expect(signatures).toEqual(messages.map((m) => reference(VECTOR.clientKey, m)));
  });
});

describe("Web Crypto outside a secure context", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("fails with a typed error that says to serve the page over HTTPS", () => {
    vi.stubGlobal("crypto", {});
    expect(() => webCryptoHmacSha256("key")).toThrow(WebCryptoUnavailableError);
    expect(() => webCryptoHmacSha256("key")).toThrow(/HTTPS/);
  });
});
