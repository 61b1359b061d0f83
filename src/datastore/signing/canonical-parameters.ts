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

/** `key=value` texts, each as sent. */
export type Parameter = string;

function keyOf(parameter: Parameter): string {
  const equals = parameter.indexOf("=");
  return equals === -1 ? parameter : parameter.slice(0, equals);
}

/**
 * Joins `signatureParameters` and the parameters of `query` (the URL's query string without
 * `?`, as sent) in byte order of their keys.
 */
export function canonicalParameters(query: string, signatureParameters: readonly Parameter[]): string {
  const keyed: [string, Parameter][] = signatureParameters.map((p) => [keyOf(p), p]);
  if (query !== "") {
    for (const parameter of query.split("&")) if (parameter !== "") keyed.push([keyOf(parameter), parameter]);
  }
  keyed.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  let out = "";
  for (let i = 0; i < keyed.length; i++) out += (i === 0 ? "" : "&") + (keyed[i] as [string, Parameter])[1];
  return out;
}
