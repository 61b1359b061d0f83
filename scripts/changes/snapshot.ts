/**
 * What the change report compares, read from one side (a commit, or the work tree): every API of
 * that side's redocly.yaml with its spec and the XML Schemas beside it, the committed API reports
 * of the SDK, and the package version.
 */
import { dirname, relative } from "node:path";
import { API_REPORTS_DIR } from "../api-report/entries.ts";
import { parseApis } from "../lib/api-registry.ts";
import { ChangesError } from "./errors.ts";
import type { Tree } from "./git-tree.ts";

export interface ApiFiles {
  name: string;
  /** The spec's path, relative to the repository's root. */
  specPath: string;
  spec: string;
  /** Every XML Schema in the spec's folder: file name to text. */
  xsds: Map<string, string>;
}

export interface Snapshot {
  /** In redocly.yaml's order. */
  apis: Map<string, ApiFiles>;
  /** API reports by subpath (`token`, `core`, ...); empty where the side has none. */
  reports: Map<string, string>;
  packageVersion: string;
}

export function readSnapshot(root: string, tree: Tree, side: string): Snapshot {
  const config = tree.read("redocly.yaml");
  const apis = new Map<string, ApiFiles>();
  for (const api of config === undefined ? [] : parseApis(config, root)) {
    const specPath = relative(root, api.root);
    const spec = tree.read(specPath);
    if (spec === undefined)
      throw new ChangesError(`${side}: redocly.yaml names ${specPath}, which does not exist`);
    const folder = dirname(specPath);
    const xsds = new Map<string, string>();
    for (const name of tree.list(folder).filter((file) => file.endsWith(".xsd"))) {
      xsds.set(name, tree.read(`${folder}/${name}`) ?? "");
    }
    apis.set(api.name, { name: api.name, specPath, spec, xsds });
  }
  const reports = new Map<string, string>();
  for (const name of tree.list(API_REPORTS_DIR).filter((file) => file.endsWith(".api.md"))) {
    reports.set(name.slice(0, -".api.md".length), tree.read(`${API_REPORTS_DIR}/${name}`) ?? "");
  }
  const manifest = JSON.parse(tree.read("package.json") ?? "{}") as { version?: unknown };
  const packageVersion = typeof manifest.version === "string" ? manifest.version : "0.0.0";
  return { apis, reports, packageVersion };
}
