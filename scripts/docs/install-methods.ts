/**
 * The ways to get the SDK into an app. The package is not on the npm registry (it is private), so
 * an app installs it from a tarball made by `npm pack`, from the git repository, or from a
 * folder. The README and the docs portal show these commands, and the pipeline test installs the
 * SDK each of these ways into a scratch app (test/pipeline/install.test.ts).
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { repoRoot } from "../lib/api-registry.ts";

export const REPOSITORY_URL = "https://github.com/svc-cloud/svc-cloud.git";

export interface InstallMethod {
  id: "pack" | "git" | "folder";
  title: string;
  /** Shell commands, run from the folder that holds both the app (`my-app`) and the SDK's clone. */
  commands: string;
  /** What happens, in a sentence. */
  note: string;
}

/** The tarball `npm pack` writes: `<name>-<version>.tgz`. */
export function tarballName(): string {
  const pkg = JSON.parse(readFileSync(resolve(repoRoot, "package.json"), "utf8")) as {
    name: string;
    version: string;
  };
  return `${pkg.name}-${pkg.version}.tgz`;
}

export function installMethods(): InstallMethod[] {
  const tarball = tarballName();
  return [
    {
      id: "pack",
      title: "From a tarball (npm pack)",
      commands: `git clone ${REPOSITORY_URL}\ncd svc-cloud && npm ci && npm pack\ncd ../my-app && npm install ../svc-cloud/${tarball}`,
      note: `\`npm pack\` builds \`dist/\` and writes ${tarball}: exactly the files a published package would have, and no install script for the app to run. Commit the tarball or keep it in your artifact store.`,
    },
    {
      id: "git",
      title: "From the git repository",
      commands: `cd my-app && npm install git+${REPOSITORY_URL}`,
      note: "npm clones the repository, installs its build tools and builds `dist/` with the package's `prepare` script. Add `#<tag or commit>` to the URL to pin a version.",
    },
    {
      id: "folder",
      title: "From a folder",
      commands: `cd svc-cloud && npm ci\ncd ../my-app && npm install --install-links ../svc-cloud`,
      note: "`--install-links` copies the package as `npm pack` would (its `prepare` script builds `dist/`) instead of linking the folder.",
    },
  ];
}
