/**
 * Builds the docs site and serves it on a free localhost port for the docs tests.
 */
import type { AddressInfo } from "node:net";
import type { TestProject } from "vitest/node";
import { buildDocs, docsDir } from "../../scripts/build-docs.ts";
import { serveStatic } from "../../scripts/serve-static.ts";

declare module "vitest" {
  export interface ProvidedContext {
    docsUrl: string;
  }
}

export default async function setup(project: TestProject) {
  buildDocs();
  const server = await serveStatic(docsDir, 0);
  project.provide("docsUrl", `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  return () => new Promise<void>((done) => server.close(() => done()));
}
