/**
 * Prism's libraries, loaded from the Prism CLI's own dependencies rather than from package.json,
 * so that the pinned CLI decides the version of every part. The mock host (mocks/host/prism.ts)
 * serves the mocks with them as the CLI's `mock` command does, and `npm run verify`'s Prism
 * engine (verify/prism-engine.ts) judges answers with the validator the CLI's `proxy` command
 * runs, both in the process that needs them: a CLI process costs ~4 s of CPU to start.
 */
import { createRequire } from "node:module";
import type * as PrismCore from "@stoplight/prism-core";
import type * as PrismHttp from "@stoplight/prism-http";
import type * as PrismValidator from "@stoplight/prism-http/dist/validator/index.js";
import type * as PrismHttpServer from "@stoplight/prism-http-server";

const fromCli = createRequire(createRequire(import.meta.url).resolve("@stoplight/prism-cli/package.json"));

export const { createLogger } = fromCli("@stoplight/prism-core") as typeof PrismCore;
export const { getHttpOperationsFromSpec } = fromCli("@stoplight/prism-http") as typeof PrismHttp;
export const { createServer } = fromCli("@stoplight/prism-http-server") as typeof PrismHttpServer;
/** Prism's response validator, what its proxy runs on every upstream answer (dist/validator). */
export const { validateOutput } = fromCli(
  "@stoplight/prism-http/dist/validator/index.js",
) as typeof PrismValidator;

/**
 * The configuration the Prism CLI gives its server (dist/util/createServer.js) for
 * `prism mock <document> --errors false`, or with `upstream` for `prism proxy <document>
 * <upstream> --errors false`: request and response validation and security checks on, a
 * response that breaks the spec still sent (with an `sl-violations` header), static examples.
 */
export function cliConfig(upstream?: URL): PrismHttp.IHttpConfig {
  const shared = {
    validateRequest: true,
    validateResponse: true,
    checkSecurity: true,
    errors: false,
    upstreamProxy: undefined,
    // The CLI's seed is null, which Prism treats as no seed, like this.
    mock: { dynamic: false, ignoreExamples: false },
  };
  return upstream === undefined ? { ...shared, isProxy: false } : { ...shared, isProxy: true, upstream };
}
