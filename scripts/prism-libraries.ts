/**
 * Prism's libraries, loaded from the Prism CLI's own dependencies rather than from package.json,
 * so that the pinned CLI decides the version of every part. The mock host (mock-host/prism.ts)
 * serves the mocks with them as the CLI's `mock` command does, and `npm run verify`'s Prism
 * engine (verify/prism-engine.ts) runs the validation proxy as the CLI's `proxy` command does,
 * both in the process that needs them: a CLI process costs ~4 s of CPU to start.
 */
import { createRequire } from "node:module";
import type * as PrismCore from "@stoplight/prism-core";
import type * as PrismHttp from "@stoplight/prism-http";
import type * as PrismHttpServer from "@stoplight/prism-http-server";

const fromCli = createRequire(createRequire(import.meta.url).resolve("@stoplight/prism-cli/package.json"));

export const { createLogger } = fromCli("@stoplight/prism-core") as typeof PrismCore;
export const { getHttpOperationsFromSpec } = fromCli("@stoplight/prism-http") as typeof PrismHttp;
export const { createServer } = fromCli("@stoplight/prism-http-server") as typeof PrismHttpServer;
export type { IHttpConfig } from "@stoplight/prism-http";
