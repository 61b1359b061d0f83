/**
 * Baselines: known, reviewed discrepancies between a target and the spec, each with its
 * reason, so that CI fails on new ones only. A baseline is a JSON file:
 *
 *   { "entries": [ { "check": "status_code_conformance", "operationId": "getUserAuthType",
 *                    "where": "/response/status", "reason": "Keystone has no K5 auth_type: 404" } ] }
 *
 * An entry covers the violations its check (checks.ts) made of its operation at `where` exactly
 * (a JSON pointer or XPath as the report writes it), or every one of them when `where` is left
 * out; a `message` narrows it to violations whose message contains that text. Every entry
 * names its check and gives a reason.
 */
import { readFileSync } from "node:fs";
import { isJsonObject } from "../lib/openapi/json.ts";
import { CHECK_IDS } from "./checks.ts";
import { VerifyUsageError } from "./errors.ts";
import type { Violation } from "./report.ts";

export interface BaselineEntry {
  /** The id of the check whose findings it covers. */
  check: string;
  operationId: string;
  where?: string;
  message?: string;
  reason: string;
}

export interface Baseline {
  entries: BaselineEntry[];
}

/** Reads and checks a baseline file. @throws {VerifyUsageError} naming the file and the fault */
export function readBaseline(file: string): Baseline {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    const why = error instanceof SyntaxError ? "is not JSON" : "cannot be read";
    throw new VerifyUsageError(
      `the baseline ${file} ${why}: ${error instanceof Error ? error.message : error}`,
    );
  }
  if (!isJsonObject(parsed) || !Array.isArray(parsed.entries))
    throw new VerifyUsageError(`the baseline ${file} must be an object with an "entries" array`);
  const entries = parsed.entries.map((entry, index) => {
    const at = `the baseline ${file}, entry ${index}`;
    if (!isJsonObject(entry) || typeof entry.operationId !== "string" || entry.operationId === "")
      throw new VerifyUsageError(`${at} needs an operationId`);
    if (typeof entry.check !== "string" || !CHECK_IDS.includes(entry.check))
      throw new VerifyUsageError(
        `${at} (${entry.operationId}) needs a "check": the id of the check whose findings it covers, one of ${CHECK_IDS.join(", ")} (each violation in the report names its check)${typeof entry.check === "string" ? `, not "${entry.check}"` : ""}`,
      );
    if (typeof entry.reason !== "string" || entry.reason.trim() === "")
      throw new VerifyUsageError(`${at} (${entry.operationId}) needs a reason`);
    for (const key of ["where", "message"] as const)
      if (entry[key] !== undefined && typeof entry[key] !== "string")
        throw new VerifyUsageError(`${at} (${entry.operationId}): ${key} must be a string`);
    return entry as unknown as BaselineEntry;
  });
  return { entries };
}

/** The entry that covers a violation of `operationId`, if any. */
export function coveringEntry(
  baseline: Baseline | undefined,
  operationId: string,
  violation: Violation,
): BaselineEntry | undefined {
  return baseline?.entries.find(
    (entry) =>
      entry.operationId === operationId &&
      entry.check === violation.check &&
      (entry.where === undefined || entry.where === violation.where) &&
      (entry.message === undefined || violation.message.includes(entry.message)),
  );
}
