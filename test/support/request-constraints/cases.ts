/** Writes an API's table entries without repeating what most of them share. */
import type { ConstraintCase } from "./types.ts";

/** An entry as written in an API's list: the API, and the shared source and peer answer, added by `casesOf`. */
export type Entry = Omit<ConstraintCase, "api" | "source" | "peer"> &
  Partial<Pick<ConstraintCase, "source" | "peer">>;

/** The entries of `api`, each with `defaults` unless it says otherwise. */
export function casesOf(api: string, defaults: Pick<ConstraintCase, "source" | "peer">) {
  return (entries: Entry[]): ConstraintCase[] => entries.map((entry) => ({ ...defaults, ...entry, api }));
}
