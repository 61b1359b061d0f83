/** OS-TRUST trusts: delegation of a trustor's roles on a project to a trustee. */
import type { paths } from "../../generated/identity.ts";
import type { ApiClient } from "../core/api-client.ts";
import type { CallOptions, ListOptions } from "../core/call-options.ts";
import { encodePathSegment } from "../core/path-params.ts";
import { checkNewTrust } from "./input.ts";
import { linkPages } from "./link-pages.ts";
import type { NewTrust, Role, RoleList, Trust, TrustFilter, TrustList, TrustSummary } from "./types.ts";
import { readWrapped } from "./wrapped-body.ts";

export function trustOperations(api: ApiClient<paths>) {
  return {
    /** Creates a trust; the caller must be the trustor. */
    async createTrust(trust: NewTrust, call?: CallOptions): Promise<Trust> {
      checkNewTrust(trust);
      const answer = await api.send("createTrust", [201], call, (init) =>
        api.raw.POST("/v3/OS-TRUST/trusts", { body: { trust }, ...init }),
      );
      return readWrapped<Trust>(answer, "createTrust", "trust");
    },

    /**
     * Every trust matching `filter` (`trustor_user_id`, `trustee_user_id`), without roles,
     * loaded lazily: `for await` over items, `.pages()`, `.toArray()`.
     */
    listTrusts: (filter: TrustFilter = {}, call?: ListOptions) =>
      linkPages<TrustList, TrustSummary, TrustFilter>(
        api,
        {
          operation: "listTrusts",
          path: "/v3/OS-TRUST/trusts",
          member: "trusts",
          items: (page) => page.trusts,
          filter,
          get: (query, init) => api.raw.GET("/v3/OS-TRUST/trusts", { params: { query }, ...init }),
        },
        call,
      ),

    /** One trust with its roles. */
    async getTrust(trustId: string, call?: CallOptions): Promise<Trust> {
      const answer = await api.send("getTrust", [200], call, (init) =>
        api.raw.GET("/v3/OS-TRUST/trusts/{trust_id}", { params: { path: { trust_id: trustId } }, ...init }),
      );
      return readWrapped<Trust>(answer, "getTrust", "trust");
    },

    /** Deletes a trust. */
    async deleteTrust(trustId: string, call?: CallOptions): Promise<void> {
      await api.send("deleteTrust", [204], call, (init) =>
        api.raw.DELETE("/v3/OS-TRUST/trusts/{trust_id}", {
          params: { path: { trust_id: trustId } },
          ...init,
        }),
      );
    },

    /** The roles a trust delegates, loaded lazily: `for await` over items, `.pages()`, `.toArray()`. */
    listTrustRoles(trustId: string, call?: ListOptions) {
      const path = { trust_id: trustId };
      return linkPages<RoleList, Role, object>(
        api,
        {
          operation: "listTrustRoles",
          path: `/v3/OS-TRUST/trusts/${encodePathSegment("trust_id", trustId)}/roles`,
          member: "roles",
          items: (page) => page.roles,
          filter: {},
          // The query is a next link's: this list takes no filter of its own.
          get: (query, init) =>
            api.raw.GET("/v3/OS-TRUST/trusts/{trust_id}/roles", {
              params: { path, query: query as never },
              ...init,
            }),
        },
        call,
      );
    },

    /** One role a trust delegates; IdentityNotFoundError when it does not delegate it. */
    async getTrustRole(trustId: string, roleId: string, call?: CallOptions): Promise<Role> {
      const answer = await api.send("getTrustRole", [200], call, (init) =>
        api.raw.GET("/v3/OS-TRUST/trusts/{trust_id}/roles/{role_id}", {
          params: { path: { trust_id: trustId, role_id: roleId } },
          ...init,
        }),
      );
      return readWrapped<Role>(answer, "getTrustRole", "role");
    },
  };
}
