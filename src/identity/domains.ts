/** Domain operations. */
import type { paths } from "../../generated/identity.ts";
import type { ApiClient } from "../core/api-client.ts";
import type { CallOptions } from "../core/call-options.ts";
import { requireId } from "../core/input.ts";
import { checkNewDomain } from "./input.ts";
import type { Domain, NewDomain } from "./types.ts";
import { readWrapped } from "./wrapped-body.ts";

export function domainOperations(api: ApiClient<paths>) {
  return {
    /**
     * One domain.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
     */
    async getDomain(domainId: string, call?: CallOptions): Promise<Domain> {
      requireId("domainId", domainId);
      const answer = await api.send("getDomain", [200], call, (init) =>
        api.raw.GET("/v3/domains/{domain_id}", { params: { path: { domain_id: domainId } }, ...init }),
      );
      return readWrapped<Domain>(answer, "getDomain", "domain");
    },

    /**
     * Creates a domain (cloud operators only).
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
     */
    async createDomain(domain: NewDomain, call?: CallOptions): Promise<Domain> {
      const body = { domain: checkNewDomain(domain) };
      const answer = await api.send("createDomain", [201], call, (init) =>
        api.raw.POST("/v3/domains", { body, ...init }),
      );
      return readWrapped<Domain>(answer, "createDomain", "domain");
    },
  };
}
