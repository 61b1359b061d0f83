/**
 * How a new app that uses the SDK is made, as the README's first-app steps and the portal's
 * landing page say it: the SDK's clone and its tarball first, then the app. What the tests hold
 * the README to besides (its tsconfig.json, the TypeScript an app may use) is in
 * test/support/first-app.ts.
 */
import { REPOSITORY_URL, tarballName } from "./install-methods.ts";

/** The commands, from an empty folder: the SDK's clone and its tarball, then the app beside it. */
export function newAppCommands(): string[] {
  return [
    `git clone ${REPOSITORY_URL}`,
    "cd svc-cloud && npm ci && npm pack && cd ..",
    "mkdir my-app && cd my-app",
    "npm init -y",
    "npm pkg set type=module",
    `npm install ../svc-cloud/${tarballName()}`,
    "npm install --save-dev tsx typescript @types/node",
  ];
}
