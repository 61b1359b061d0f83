/**
 * Runs API Extractor (@microsoft/api-extractor) over the built declarations in dist/, once per
 * subpath export, and writes each report (`<subpath>.api.md`) into a folder. One TypeScript
 * program serves every entry point (CompilerState), which keeps the run to seconds.
 *
 * The reports include the declarations an export refers to without exporting them
 * (`includeForgottenExports`), so that a change to any type an app can reach through an export
 * shows in review, each marked with API Extractor's `ae-forgotten-export` warning. API
 * Extractor's findings go into the report, where a reviewer sees them; TSDoc style and release
 * tags are not checked (the SDK has no @public/@beta tags). Errors are printed. Each report is
 * then tidied (tidy.ts): no source line numbers, the generated types summarized.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import {
  CompilerState,
  Extractor,
  ExtractorConfig,
  ExtractorLogLevel,
  type ExtractorMessage,
  ExtractorMessageCategory,
} from "@microsoft/api-extractor";
import { repoRoot } from "../lib/api-registry.ts";
import type { ReportEntry } from "./entries.ts";
import { tidyReport } from "./tidy.ts";

/** A report API Extractor could not make: the script prints this one line and exits 1. */
export class ApiReportError extends Error {
  override name = "ApiReportError";
}

function configFor(entry: ReportEntry, outDir: string, root: string): ExtractorConfig {
  return ExtractorConfig.prepare({
    configObject: {
      projectFolder: root,
      // API Extractor writes CRLF by default; the repository's text files end lines with LF.
      newlineKind: "lf",
      mainEntryPointFilePath: entry.types,
      compiler: {
        overrideTsconfig: {
          compilerOptions: {
            target: "ES2022",
            lib: ["ES2023", "DOM", "DOM.Iterable"],
            module: "NodeNext",
            moduleResolution: "NodeNext",
            strict: true,
            skipLibCheck: true,
            types: ["node"],
          },
          include: [resolve(root, "dist")],
        },
      },
      apiReport: {
        enabled: true,
        reportFileName: entry.subpath,
        reportFolder: outDir,
        reportTempFolder: resolve(outDir, ".temp"),
        includeForgottenExports: true,
      },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      messages: {
        compilerMessageReporting: { default: { logLevel: ExtractorLogLevel.Warning } },
        extractorMessageReporting: {
          // Written into the report (where a reviewer sees them) instead of the console.
          default: { logLevel: ExtractorLogLevel.Warning, addToApiReportFile: true },
          "ae-missing-release-tag": { logLevel: ExtractorLogLevel.None, addToApiReportFile: false },
          // Missing TSDoc is the TSDoc test's concern (test/unit/repository/tsdoc.test.ts); listed
          // here it was mostly the generated types' members, a line each.
          "ae-undocumented": { logLevel: ExtractorLogLevel.None, addToApiReportFile: false },
        },
        tsdocMessageReporting: { default: { logLevel: ExtractorLogLevel.None, addToApiReportFile: false } },
      },
    },
    configObjectFullPath: undefined,
    packageJsonFullPath: resolve(root, "package.json"),
  });
}

/** Writes `<subpath>.api.md` for every entry into `outDir`. */
export function extractReports(entries: readonly ReportEntry[], outDir: string, root = repoRoot): void {
  mkdirSync(outDir, { recursive: true });
  const configs = entries.map((entry) => configFor(entry, outDir, root));
  const first = configs[0];
  if (first === undefined) throw new ApiReportError("package.json exports no subpath with types");
  const compilerState = CompilerState.create(first, {
    additionalEntryPoints: entries.map((entry) => entry.types),
  });
  const problems: string[] = [];
  // API Extractor's own progress lines ("console-*") are not news; its findings and errors are.
  const messageCallback = (message: ExtractorMessage) => {
    message.handled = true;
    const level = message.logLevel;
    const console = message.category === ExtractorMessageCategory.Console;
    if (level === ExtractorLogLevel.Error || (level === ExtractorLogLevel.Warning && !console)) {
      problems.push(message.formatMessageWithLocation(`${root}/`));
    }
  };
  for (const [index, config] of configs.entries()) {
    const result = Extractor.invoke(config, { localBuild: true, compilerState, messageCallback });
    if (!result.succeeded) {
      throw new ApiReportError(
        `API Extractor failed on svc-cloud/${entries[index]?.subpath}: ${problems.join("; ") || "see its output"}`,
      );
    }
  }
  for (const entry of entries) {
    const file = resolve(outDir, `${entry.subpath}.api.md`);
    if (existsSync(file)) writeFileSync(file, tidyReport(readFileSync(file, "utf8")));
  }
  for (const problem of problems) console.warn(`api-report: ${problem}`);
}
