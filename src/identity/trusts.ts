/** OS-TRUST trusts: delegation of a trustor's roles on a project to a trustee. */
import type { components } from "../../generated/identity.ts";
import { requireObject, requireText } from "./input.ts";
import { listPages } from "./list-pages.ts";
import type { IdentityRawClient } from "./raw-client.ts";
import { expectSuccess, readBody } from "./response.ts";
import type { CallOptions, ListOptions, NewTrust, Role, Trust, TrustFilter, TrustSummary } from "./types.ts";

type Schemas = components["schemas"];

export function trustOperations(raw: IdentityRawClient) {
  const eachTrust = (filter: TrustFilter = {}, call: ListOptions = {}) =>
    listPages(
      "/v3/OS-TRUST/trusts",
      async (linkQuery) =>
        readBody<Schemas["TrustList"]>(
          "listTrusts",
          await raw.GET("/v3/OS-TRUST/trusts", {
            params: { query: (linkQuery as TrustFilter | undefined) ?? filter },
            parseAs: "text",
            signal: call.signal,
          }),
          "trusts",
          "array",
        ),
      (page) => page.trusts,
      call,
    );

  const trustPath = (trustId: string) => ({ trust_id: requireText("trustId", trustId) });

  return {
    /** Creates a trust; the caller must be the trustor. */
    async createTrust(trust: NewTrust, call: CallOptions = {}): Promise<Trust> {
      requireObject("trust", trust);
      requireText("trust.trustor_user_id", trust.trustor_user_id);
      requireText("trust.trustee_user_id", trust.trustee_user_id);
      const result = await raw.POST("/v3/OS-TRUST/trusts", {
        body: { trust },
        parseAs: "text",
        signal: call.signal,
      });
      return readBody<Schemas["TrustResponse"]>("createTrust", result, "trust", "object").trust;
    },

    /** Every trust matching `filter` (`trustor_user_id`, `trustee_user_id`), loaded lazily: `for await` over items, `.pages()`, `.toArray()`. */
    eachTrust,
    /** Every trust matching `filter` (`trustor_user_id`, `trustee_user_id`), without roles. */
    listTrusts: (filter: TrustFilter = {}, call: ListOptions = {}): Promise<TrustSummary[]> =>
      eachTrust(filter, call).toArray(),

    /** One trust with its roles. */
    async getTrust(trustId: string, call: CallOptions = {}): Promise<Trust> {
      const result = await raw.GET("/v3/OS-TRUST/trusts/{trust_id}", {
        params: { path: trustPath(trustId) },
        parseAs: "text",
        signal: call.signal,
      });
      return readBody<Schemas["TrustResponse"]>("getTrust", result, "trust", "object").trust;
    },

    /** Deletes a trust. */
    async deleteTrust(trustId: string, call: CallOptions = {}): Promise<void> {
      const result = await raw.DELETE("/v3/OS-TRUST/trusts/{trust_id}", {
        params: { path: trustPath(trustId) },
        parseAs: "text",
        signal: call.signal,
      });
      expectSuccess("deleteTrust", result);
    },

    /** The roles a trust delegates. */
    async listTrustRoles(trustId: string, call: CallOptions = {}): Promise<Role[]> {
      const result = await raw.GET("/v3/OS-TRUST/trusts/{trust_id}/roles", {
        params: { path: trustPath(trustId) },
        parseAs: "text",
        signal: call.signal,
      });
      return readBody<Schemas["RoleList"]>("listTrustRoles", result, "roles", "array").roles;
    },

    /** One role a trust delegates; IdentityNotFoundError when it does not delegate it. */
    async getTrustRole(trustId: string, roleId: string, call: CallOptions = {}): Promise<Role> {
      const result = await raw.GET("/v3/OS-TRUST/trusts/{trust_id}/roles/{role_id}", {
        params: { path: { ...trustPath(trustId), role_id: requireText("roleId", roleId) } },
        parseAs: "text",
        signal: call.signal,
      });
      return readBody<Schemas["RoleResponse"]>("getTrustRole", result, "role", "object").role;
    },
  };
}
