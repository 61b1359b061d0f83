// Spectral rule function: passes when the responses object documents a `default` response or
// at least one 5xx status (or the 5XX range), so a generated client types server errors too.
export default function hasServerErrorResponse(responses) {
  if (responses === null || typeof responses !== "object") return [];
  const ok = Object.keys(responses).some((status) => status === "default" || /^5(\d\d|XX)$/.test(status));
  return ok ? [] : [{ message: "Document a `default` error response or an explicit 5xx response." }];
}
