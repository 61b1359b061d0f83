/**
 * The fourth line of the string to sign: the request's query parameters exactly as they are
 * on the wire (still percent-encoded), plus the signature parameters, sorted by key in byte
 * order and joined with `&`.
 *
 * Keys are compared with `<` (UTF-16 code units), never localeCompare: the keys are
 * percent-encoded ASCII, where code-unit order is byte order, so `SignatureMethod` <
 * `SignatureVersion` < `X-SVC-...` < `where`. The sort is stable, so repeated keys keep their
 * order on the wire.
 */

/** A `key=value` text, as sent. */
export type Parameter = string;

export function parameterKey(parameter: Parameter): string {
  const equals = parameter.indexOf("=");
  return equals === -1 ? parameter : parameter.slice(0, equals);
}

/** Sorts parameters by key, stably (insertion sort: a request has a handful of parameters). */
export function sortByKey(parameters: Parameter[]): Parameter[] {
  const keys = parameters.map(parameterKey);
  for (let i = 1; i < parameters.length; i++) {
    const parameter = parameters[i] as Parameter;
    const key = keys[i] as string;
    let j = i - 1;
    for (; j >= 0 && (keys[j] as string) > key; j--) {
      parameters[j + 1] = parameters[j] as Parameter;
      keys[j + 1] = keys[j] as string;
    }
    parameters[j + 1] = parameter;
    keys[j + 1] = key;
  }
  return parameters;
}

/**
 * Joins the parameters of `query` (the URL's query string without `?`, as sent) and
 * `signatureParameters` in byte order of their keys.
 */
export function canonicalParameters(query: string, signatureParameters: readonly Parameter[]): string {
  // Empty items ("a=1&&b=2&", or no query at all) are not parameters.
  return sortByKey([...signatureParameters, ...query.split("&")].filter(Boolean)).join("&");
}
