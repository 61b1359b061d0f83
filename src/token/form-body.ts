/**
 * The token API takes its parameters as an HTML form, which openapi-fetch cannot send (it
 * serializes bodies as JSON): the token client's body serializer. The exact Content-Type the
 * platform documents is the spec's (`x-sdk.headers` of `issueToken`).
 */

/** Encodes fields as `application/x-www-form-urlencoded`; undefined fields are left out. */
export function formBody(fields: unknown): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries((fields ?? {}) as Readonly<Record<string, unknown>>))
    if (value !== undefined) params.append(name, String(value));
  return params.toString();
}
