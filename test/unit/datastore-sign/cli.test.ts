/**
 * `npm run datastore:sign` (scripts/datastore-sign/cli.ts): the headers it prints are the SDK's
 * signature of the request at the given time (the worked example's, at its own timestamp), the
 * curl command sends exactly them, the client key is never printed, and a bad method, URL or
 * missing key is one line saying what to give instead. The command runs in process (its `main`),
 * and once as a process, for its exit code and standard error.
 */
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import {
  main,
  parseTarget,
  SignUsageError,
  signedOutput,
  signRequest,
} from "../../../scripts/datastore-sign/cli.ts";
import { computeSignatureExample, EXAMPLE } from "../../../scripts/docs/signature-example.ts";
import { repoRoot } from "../../../scripts/lib/api-registry.ts";

const keys = { applicationKey: EXAMPLE.applicationKey, clientKey: EXAMPLE.clientKey };

const MISSING_KEY =
  "datastore:sign: SVC_DATASTORE_CLIENT_KEY is not set: paste the lines npm start printed, or set your app's key.";

/** Runs the script's main in this process, as the script with these keys in its environment. */
async function command(args: string[], env: Record<string, string> = {}) {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const status = await main(
    args,
    { SVC_DATASTORE_APPLICATION_KEY: "", SVC_DATASTORE_CLIENT_KEY: "", ...env },
    { out: (text) => stdout.push(text), err: (text) => stderr.push(text) },
  );
  return { status, stdout: stdout.join("\n"), stderr: stderr.join("\n") };
}

/** Runs the script as a process (through tsx, as npm run does): the exit code and what it printed. */
function script(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/datastore-sign/cli.ts", ...args], {
    cwd: repoRoot,
    env: { ...process.env, SVC_DATASTORE_APPLICATION_KEY: "", SVC_DATASTORE_CLIENT_KEY: "", ...env },
    encoding: "utf8",
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe("datastore:sign", () => {
  it("signs as the SDK does: the worked example at its own timestamp gives the guide's signature", async () => {
    const signed = await signRequest({
      method: "get",
      url: EXAMPLE.url,
      ...keys,
      now: new Date(EXAMPLE.timestamp),
    });
    expect(signed.method).toBe("GET");
    expect(signed.headers).toEqual({
      "X-SVC-Application-Key": EXAMPLE.applicationKey,
      "X-SVC-Timestamp": EXAMPLE.timestamp,
      "X-SVC-Signature": (await computeSignatureExample()).signature,
    });
  });

  it("prints the headers, then a curl command that sends exactly them; never the client key", async () => {
    const signed = await signRequest({
      method: "DELETE",
      url: "http://127.0.0.1:4011/2013-09-01/classes/A/b'c",
      ...keys,
    });
    const output = signedOutput(signed);
    const [first, second, third, blank, curl] = output.split("\n");
    expect([first, second, third]).toEqual(
      Object.entries(signed.headers).map(([name, value]) => `${name}: ${value}`),
    );
    expect(blank).toBe("");
    expect(curl).toMatch(
      /^curl -X DELETE -H 'X-SVC-Application-Key: [0-9a-f]+' -H 'X-SVC-Timestamp: .+' -H 'X-SVC-Signature: .+' 'http:\/\/127\.0\.0\.1:4011\/2013-09-01\/classes\/A\/b'"'"'c'$/,
    );
    expect(output).not.toContain(EXAMPLE.clientKey);
  });

  it("refuses a method or URL it cannot sign, in one line", () => {
    expect(() => parseTarget("PATCH", EXAMPLE.url)).toThrow(SignUsageError);
    expect(() => parseTarget("GET", "classes/TestClass")).toThrow("is not a URL");
    expect(() => parseTarget("GET", "ftp://host/x")).toThrow("is not an http(s) URL");
  });

  it("as a command: --help, and a missing key is one line and exit 2, naming the variable only", async () => {
    const help = await command(["--help"]);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain("npm run datastore:sign -- [METHOD] URL");
    const missing = await command([EXAMPLE.url], { SVC_DATASTORE_APPLICATION_KEY: EXAMPLE.applicationKey });
    expect(missing.status).toBe(2);
    expect(missing.stderr).toBe(MISSING_KEY);
    const signed = await command(["GET", EXAMPLE.url], {
      SVC_DATASTORE_APPLICATION_KEY: EXAMPLE.applicationKey,
      SVC_DATASTORE_CLIENT_KEY: EXAMPLE.clientKey,
    });
    expect(signed.status).toBe(0);
    expect(signed.stdout).toContain("X-SVC-Signature: ");
    expect(signed.stdout).not.toContain(EXAMPLE.clientKey);
  });

  it("as a script: a missing key is one line on stderr and exit 2", () => {
    const missing = script([EXAMPLE.url], { SVC_DATASTORE_APPLICATION_KEY: EXAMPLE.applicationKey });
    expect(missing.status).toBe(2);
    expect(missing.stdout).toBe("");
    expect(missing.stderr.trim()).toBe(MISSING_KEY);
  }); // a process through tsx
});
