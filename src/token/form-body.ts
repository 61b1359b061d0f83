/**
 * The token API takes its parameters as an HTML form, which openapi-fetch cannot send
 * (it serializes bodies as JSON). This is the serializer and the exact Content-Type the
 * platform documents.
 */

/** The request Content-Type the token API requires, byte for byte. */
export const TOKEN_FORM_CONTENT_TYPE = "application/x-www-form-urlencoded;charset=UTF-8";

/** Encodes fields as `application/x-www-form-urlencoded`; undefined fields are left out. */
export function formBody(fields: Readonly<Record<string, string | undefined>> | undefined): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields ?? {}))
    if (value !== undefined) params.append(name, value);
  return params.toString();
}
