/**
 * The confirmation code of the ownership check, read from an `Unauthorized` message in each
 * form the service uses: name server only, TXT only, both; and malformed messages.
 */
import { describe, expect, it } from "vitest";
import { parseOwnershipChallenge } from "../../../src/dns/ownership.ts";

const CODE = "f0094d76e096551441d24af257488a6a";
const NS = `name_server:${CODE}.cdnsverify.nifty.ad.jp`;
const TXT = `txt:nifty-dnsverify=${CODE}`;

describe("parseOwnershipChallenge", () => {
  it("reads both forms, joined by a comma as the service sends them", () => {
    const v = parseOwnershipChallenge(`${NS},${TXT}`, "example.com");
    expect(v).toMatchObject({
      zoneName: "example.com",
      code: CODE,
      nameServer: { host: `${CODE}.cdnsverify.nifty.ad.jp`, verificationHost: "cdnsverify.nifty.ad.jp" },
      txt: { name: "example.com", value: `nifty-dnsverify=${CODE}`, prefix: "nifty-dnsverify" },
    });
    expect(v?.message).toContain(`add ${CODE}.cdnsverify.nifty.ad.jp as a name server`);
    expect(v?.message).toContain(
      `publish a TXT record at example.com with the value "nifty-dnsverify=${CODE}"`,
    );
    expect(v?.message).toContain("create the zone again with the same parameters");
  });

  it("reads the name-server form alone (a new domain)", () => {
    const v = parseOwnershipChallenge(NS, "example.com");
    expect(v?.code).toBe(CODE);
    expect(v?.nameServer?.host).toBe(`${CODE}.cdnsverify.nifty.ad.jp`);
    expect(v).not.toHaveProperty("txt");
    expect(v?.message).not.toContain("TXT");
  });

  it("reads the TXT form alone (a domain another DNS serves)", () => {
    const v = parseOwnershipChallenge(TXT, "example.com");
    expect(v?.txt).toEqual({
      name: "example.com",
      value: `nifty-dnsverify=${CODE}`,
      prefix: "nifty-dnsverify",
    });
    expect(v).not.toHaveProperty("nameServer");
    expect(v?.message).not.toContain("name server");
  });

  it("tolerates the forms in the other order, spaces around them, and parts it does not know", () => {
    expect(parseOwnershipChallenge(` ${TXT} , ${NS} `, "example.com")?.code).toBe(CODE);
    expect(parseOwnershipChallenge(`${NS},cname:future=1`, "example.com")?.nameServer).toBeDefined();
  });

  it.each([
    ["empty", ""],
    ["prose", "Authentication required"],
    ["a name server without a code label", "name_server:cdnsverify"],
    ["a name server that is only a code", `name_server:${CODE}`],
    ["a name server with a bad label", `name_server:${CODE}.cdns_verify.nifty.ad.jp`],
    ["a TXT form without '='", `txt:nifty-dnsverify${CODE}`],
    ["a TXT form without a prefix", `txt:=${CODE}`],
    ["a TXT form without a code", "txt:nifty-dnsverify="],
    ["codes that disagree", `${NS},txt:nifty-dnsverify=0123456789abcdef0123456789abcdef`],
    ["the same form twice", `${TXT},${TXT}`],
  ])("returns undefined for a malformed message: %s", (_case, message) => {
    expect(parseOwnershipChallenge(message, "example.com")).toBeUndefined();
  });
});
