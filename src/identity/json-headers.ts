/**
 * The platform reference makes `Content-Type: application/json` required even on two GETs
 * (list a user's groups, list synchronous regions), and names `Accept` too; OpenAPI tools
 * ignore header parameters of those names, so the client sends them itself.
 */
export const JSON_HEADERS = { "Content-Type": "application/json", Accept: "application/json" } as const;
