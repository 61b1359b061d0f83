/**
 * Reads the data store's error bodies, for its error table (generated from the spec's
 * `x-sdk.errors`): `{"code": "E404001", "error": "No data available."}`. The code (`E` + status +
 * three digits) becomes the error's `code`, the text its `serverMessage`; a body without a code
 * (a proxy's page) is told apart by the table's `noCode`.
 */
import type { ErrorBody } from "../core/api-errors.ts";
import { isObject } from "../core/read-json.ts";

/** `{code, error}`, as far as the body has them. */
export function readDatastoreError(body: unknown): ErrorBody {
  if (!isObject(body)) return {};
  const { code, error } = body;
  return {
    code: typeof code === "string" ? code : undefined,
    message: typeof error === "string" ? error : undefined,
  };
}
