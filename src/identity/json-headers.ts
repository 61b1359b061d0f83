/**
 * The platform reference makes `Content-Type: application/json` required even on two GETs
 * (list a user's groups, list synchronous regions), and names `Accept` too; the spec cannot
 * declare header parameters of those names (OpenAPI tools must ignore them), so the client
 * sends them itself, as request headers.
 */
export const JSON_HEADERS = { "Content-Type": "application/json", Accept: "application/json" } as const;
