/**
 * A project's one Chromium (chromium-server.ts), for the projects whose files open pages: launched
 * before the files run, its cost reported, closed after them. Without Chromium on the machine
 * there is none to hand over, and the browser tests skip (chromium.ts says how to run them).
 */
import type { TestProject } from "vitest/node";
import { hasChromium } from "./chromium.ts";
import { launchSharedChromium } from "./chromium-server.ts";
import { reportStart } from "./start-costs.ts";

export default async function setup(project: TestProject) {
  if (!hasChromium) {
    project.provide("chromiumEndpoint", "");
    return;
  }
  const started = Date.now();
  const chromium = await launchSharedChromium();
  reportStart(project.name, "Chromium (shared by the project's files)", started);
  project.provide("chromiumEndpoint", chromium.wsEndpoint());
  return () => chromium.close();
}
