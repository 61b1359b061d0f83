/**
 * `npm run verify`'s command line, without any mock: --help, bad arguments (exit 2, one line),
 * an unreachable target and a refused login (exit 3, one line), and no secret in any of it.
 * The refused login is a tiny loopback server that answers every login 401 and echoes what it
 * was sent.
 */
import { spawnSync } from "node:child_process";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../../scripts/lib/api-registry.ts";
import { CHECKS } from "../../../scripts/verify/checks.ts";
import { main } from "../../../scripts/verify/cli.ts";

const PASSWORD = "s3cret-login-password-5e1f";
const TOKEN = "gAAAAAB-unit-token-9c2d4e";

async function cli(args: string[], env: Record<string, string> = {}) {
  const lines: string[] = [];
  const code = await main(args, env, { out: (l) => lines.push(l), err: (l) => lines.push(l) });
  return { code, out: lines.join("\n"), lines };
}

describe("npm run verify: the command line", () => {
  it("--help documents the usage, the variables, --write for sandboxes only and the exit codes", async () => {
    const { code, out } = await cli(["--help"]);
    expect(code).toBe(0);
    for (const text of [
      "--target",
      "--param",
      "--write",
      "SANDBOXES ONLY",
      "--baseline",
      "--engine",
      "--report",
    ])
      expect(out).toContain(text);
    for (const variable of [
      "SVC_TOKEN",
      "SVC_USER_NAME",
      "SVC_PROJECT_ID",
      "SVC_CLIENT_SECRET",
      "SVC_DATASTORE_CLIENT_KEY",
    ])
      expect(out).toContain(variable);
    expect(out).toMatch(/Exit .*0 nothing found.*1 violations.*2 bad arguments.*3 the environment/s);
    // Every check of the registry, by its id; the write safety flags.
    for (const check of CHECKS) expect(out).toContain(`${check.id}: ${check.finds.slice(0, 30)}`);
    for (const text of [
      "--allow-leftovers",
      "--cleanup",
      "--checks",
      "setup-problem",
      "130 stopped by Ctrl-C",
    ])
      expect(out).toContain(text);
  });

  it("runs as npm run verify (tsx), --help exiting 0", () => {
    const result = spawnSync("npm", ["run", "-s", "verify", "--", "--help"], {
      cwd: repoRoot,
      encoding: "utf8",
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("Usage: npm run verify -- <api> --target <base-url>");
  });

  it.each([
    [[], /name the API/],
    [["nope", "--target", "http://127.0.0.1:1"], /unknown API "nope"/],
    [["identity"], /--target <base-url> is required/],
    [["identity", "--target", "ftp://host"], /http\(s\) URL/],
    [["identity", "--target", "not a url"], /absolute http\(s\) URL/],
    [["identity", "--target", "http://127.0.0.1:1", "--engine", "dredd"], /--engine is prism or in-process/],
    [["identity", "--target", "http://127.0.0.1:1", "--param", "novalue"], /--param takes name=value/],
    [["identity", "--target", "http://127.0.0.1:1", "--timeout", "-5"], /--timeout/],
    [["identity", "--target", "http://127.0.0.1:1", "--frobnicate"], /unknown option --frobnicate/],
    [
      ["identity", "--target", "http://127.0.0.1:1", "--baseline", "/nonexistent/b.json"],
      /baseline .* cannot be read/,
    ],
    [["identity", "--target"], /--target needs a value/],
    [
      ["identity", "--target", "http://127.0.0.1:1", "--checks", "not_a_server_error,no_such_check"],
      /--checks: no check named "no_such_check": the checks are response_received, not_a_server_error/,
    ],
    [
      ["identity", "--target", "http://127.0.0.1:1", "--allow-leftovers"],
      /--allow-leftovers goes with --write/,
    ],
    [["identity", "--target", "http://127.0.0.1:1", "--cleanup", "--write"], /--cleanup runs alone/],
  ])("bad arguments %j: one line, exit 2", async (args, message) => {
    const { code, lines } = await cli(args as string[], { SVC_TOKEN: TOKEN });
    expect(code).toBe(2);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(message);
  });

  it("missing credentials: one line naming the variables, exit 2", async () => {
    const { code, lines } = await cli(["keymanager", "--target", "http://127.0.0.1:9", "--quiet"], {
      SVC_TOKEN: TOKEN,
    });
    // The settings are checked before the target is tried: the project ID is missing.
    expect(code).toBe(2);
    expect(lines).toEqual([
      expect.stringMatching(/verifying keymanager needs the project ID; set SVC_PROJECT_ID/),
    ]);
  });

  it("missing login: the message names the variables, unmangled by redaction", async () => {
    const { code, lines } = await cli(["dns", "--target", "http://127.0.0.1:9", "--quiet"]);
    expect(code).toBe(2);
    expect(lines).toEqual([
      "verify: verifying dns needs an X-Auth-Token (a token, or a login to get one); set SVC_TOKEN, or SVC_USER_NAME, SVC_PASSWORD, SVC_DOMAIN_NAME and SVC_PROJECT_NAME (npm start prints them)",
    ]);
  });

  it("an unreachable target: one line, exit 3", async () => {
    const { code, lines } = await cli(["identity", "--target", "http://127.0.0.1:9", "--quiet"], {
      SVC_TOKEN: TOKEN,
    });
    expect(code).toBe(3);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/cannot reach the target http:\/\/127\.0\.0\.1:9/);
  });

  describe("a refused login", () => {
    let server: Server;
    let url = "";
    beforeAll(async () => {
      server = createServer((req, res) => {
        let body = "";
        req.on("data", (chunk) => {
          body += chunk;
        });
        req.on("end", () => {
          res.writeHead(req.url === "/v3/auth/tokens" ? 401 : 404, { "content-type": "application/json" });
          // Echoes what it got, the password with it: the output must not show it.
          res.end(
            JSON.stringify({ error: { code: 401, title: "Unauthorized", message: `refused: ${body}` } }),
          );
        });
      });
      await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((done) => server.close(() => done())));

    it("one line, exit 3, and no password in it", async () => {
      const env = {
        SVC_USER_NAME: "alice",
        SVC_PASSWORD: PASSWORD,
        SVC_DOMAIN_NAME: "Default",
        SVC_PROJECT_NAME: "web-prod",
      };
      const { code, lines, out } = await cli(
        ["identity", "--target", url, "--quiet", "--engine", "in-process"],
        env,
      );
      expect(code).toBe(3);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/login for identity was refused \(HTTP 401\)/);
      expect(out).not.toContain(PASSWORD);
    });

    it("a secret given as a flag is not echoed in an argument error either", async () => {
      const { out } = await cli(["identity", "--target", url, "--password", PASSWORD, "--param", PASSWORD]);
      expect(out).toMatch(/--param takes name=value/);
      expect(out).not.toContain(PASSWORD);
    });
  });
});
