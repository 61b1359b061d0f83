// Spectral rule function: passes when the responses object holds at least one 4xx
// response (or 4XX range) whose content carries a schema. Spectral hands us the
// responses object with $refs already resolved.
export default function hasErrorResponseWithSchema(responses) {
  if (responses === null || typeof responses !== "object") return [];
  const ok = Object.entries(responses).some(([status, response]) => {
    if (!/^4(\d\d|XX)$/.test(status)) return false;
    const content = response?.content;
    if (content === null || typeof content !== "object") return false;
    return Object.values(content).some((media) => media?.schema !== undefined);
  });
  return ok ? [] : [{ message: "Document at least one 4xx response with a body schema." }];
}
