// Spectral rule function: fails on a header parameter named Content-Type, Accept or
// Authorization. OpenAPI says tools must ignore such parameters (the media types and the
// security schemes say these things), but in practice openapi-typescript makes a required
// "Content-Type" header of every GET and Prism refuses requests without it. The client code
// sends these headers; the spec says which media types it takes in `content`.
const RESERVED = new Set(["content-type", "accept", "authorization"]);

export default function notContentNegotiationParameter(parameter) {
  if (parameter === null || typeof parameter !== "object") return [];
  if (parameter.in !== "header" || typeof parameter.name !== "string") return [];
  if (!RESERVED.has(parameter.name.toLowerCase())) return [];
  return [
    {
      message: `Header parameter ${parameter.name} is reserved: OpenAPI tools must ignore it (and some don't). Say the media types in requestBody/responses content, the credentials in securitySchemes, and send the header from the client code.`,
    },
  ];
}
