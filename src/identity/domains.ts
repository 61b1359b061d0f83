/** Domain operations. */
import type { components } from "../../generated/identity.ts";
import { requireObject, requireText } from "./input.ts";
import type { IdentityRawClient } from "./raw-client.ts";
import { readBody } from "./response.ts";
import type { CallOptions, Domain, NewDomain } from "./types.ts";

type Schemas = components["schemas"];

export function domainOperations(raw: IdentityRawClient) {
  return {
    /** One domain. */
    async getDomain(domainId: string, call: CallOptions = {}): Promise<Domain> {
      const result = await raw.GET("/v3/domains/{domain_id}", {
        params: { path: { domain_id: requireText("domainId", domainId) } },
        parseAs: "text",
        signal: call.signal,
      });
      return readBody<Schemas["DomainResponse"]>("getDomain", result, "domain", "object").domain;
    },

    /** Creates a domain (cloud operators only). */
    async createDomain(domain: NewDomain, call: CallOptions = {}): Promise<Domain> {
      requireText("domain.name", requireObject("domain", domain).name);
      const result = await raw.POST("/v3/domains", {
        body: { domain },
        parseAs: "text",
        signal: call.signal,
      });
      return readBody<Schemas["DomainResponse"]>("createDomain", result, "domain", "object").domain;
    },
  };
}
