// Spectral rule function: the security scheme for the X-Auth-Token header has the same name,
// `xAuthToken`, in every spec, so tools that keep credentials by scheme name (Postman,
// generators' configuration objects) ask for it once under one name across the APIs.
export default function xAuthTokenSchemeName(schemes, _options, context) {
  if (schemes === null || typeof schemes !== "object") return [];
  return Object.entries(schemes).flatMap(([key, scheme]) => {
    const isXAuthToken =
      scheme?.type === "apiKey" && scheme.in === "header" && String(scheme.name).toLowerCase() === "x-auth-token";
    if (!isXAuthToken || key === "xAuthToken") return [];
    return [{ message: `Name the X-Auth-Token security scheme xAuthToken (not ${key}).`, path: [...context.path, key] }];
  });
}
