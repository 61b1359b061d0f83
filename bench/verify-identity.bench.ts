/**
 * `npm run verify` speed: a read-only run of identity against a real Keystone (Debian's
 * python3-keystone, started here on loopback with SQLite, as the interop suite starts it),
 * logged in as its admin, with each engine. Goal (issue 18): 60 s or less on 2 cores for the
 * default engine, Prism's proxy start included. Keystone's own start is not counted.
 */
import { keystoneInstalled, startKeystone } from "../scripts/peers/keystone.ts";
import { verify } from "../scripts/verify/run.ts";

const GOAL_MS = 60_000;

if (!keystoneInstalled()) {
  console.log(
    "verify-identity: skipped, Keystone is not installed (bash scripts/install-system-packages.sh)",
  );
} else {
  const keystone = await startKeystone();
  try {
    const credentials = {
      userName: keystone.admin.userName,
      password: keystone.admin.password,
      domainName: "Default",
      projectName: keystone.admin.projectName,
    };
    for (const engine of ["prism", "in-process"] as const) {
      const started = performance.now();
      const report = await verify({
        api: "identity",
        target: keystone.url,
        engine,
        write: false,
        params: new Map(),
        headers: {},
        credentials,
      });
      const ms = performance.now() - started;
      const { conforming, violation } = report.summary;
      const verdict = engine === "prism" ? (ms <= GOAL_MS ? "within" : "OVER") : "for comparison, no";
      console.log(
        `verify identity against Keystone, ${engine}: ${(ms / 1000).toFixed(1)} s for ${conforming + violation} operations (${verdict} goal of ${GOAL_MS / 1000} s)`,
      );
      if (engine === "prism" && ms > GOAL_MS) process.exitCode = 1;
    }
  } finally {
    await keystone.stop();
  }
}
