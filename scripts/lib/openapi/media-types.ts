/**
 * Media types as the tools compare them: a Content-Type's essence (`application/json` of
 * `Application/JSON; charset=utf-8`), and whether a media type is JSON (`application/json`,
 * `application/problem+json`, ...) or XML (`application/xml`, `text/xml`, `...+xml`).
 */

/** The media type of a Content-Type header, without parameters, lower case; "" for none. */
export const mediaTypeOf = (contentType: string | null | undefined): string =>
  (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";

/** Whether a media type (as mediaTypeOf gives it) is JSON. */
export const isJsonMedia = (media: string): boolean => /^application\/([\w.+-]+\+)?json$/.test(media);

/** Whether a media type (as mediaTypeOf gives it) is XML. */
export const isXmlMedia = (media: string): boolean => /[/+]xml$/.test(media);
