/** OS-TRUST trusts: delegation of a trustor's roles on a project to a trustee. */
import type { paths } from "../../generated/identity.ts";
import type { ApiClient } from "../core/api-client.ts";
import type { CallOptions, ListOptions } from "../core/call-options.ts";
import { requireId } from "../core/input.ts";
import type { Paginated } from "../core/paginate.ts";
import { encodePathSegment } from "../core/path-params.ts";
import { checkNewTrust } from "./input.ts";
import { keystoneList } from "./keystone-list.ts";
import type { ListTrustsOptions, NewTrust, Role, RoleList, Trust, TrustList, TrustSummary } from "./types.ts";
import { readWrapped } from "./wrapped-body.ts";

export function trustOperations(api: ApiClient<paths>) {
  const trusts = keystoneList<ListTrustsOptions, TrustList, TrustSummary>(
    api,
    "listTrusts",
    "/v3/OS-TRUST/trusts",
    "trusts",
    (query, init) => api.raw.GET("/v3/OS-TRUST/trusts", { params: { query }, ...init }),
  );
  // This list takes no filter of its own: a query is a next link's.
  const trustRoles = (trustId: string) =>
    keystoneList<object, RoleList, Role>(
      api,
      "listTrustRoles",
      `/v3/OS-TRUST/trusts/${encodePathSegment("trust_id", trustId)}/roles`,
      "roles",
      (query, init) =>
        api.raw.GET("/v3/OS-TRUST/trusts/{trust_id}/roles", {
          params: { path: { trust_id: trustId }, query: query as never },
          ...init,
        }),
    );

  return {
    /**
     * Creates a trust; the caller must be the trustor.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
     */
    async createTrust(trust: NewTrust, call?: CallOptions): Promise<Trust> {
      checkNewTrust(trust);
      const answer = await api.send("createTrust", [201], call, (init) =>
        api.raw.POST("/v3/OS-TRUST/trusts", { body: { trust }, ...init }),
      );
      return readWrapped<Trust>(answer, "createTrust", "trust");
    },

    /**
     * One page of the trusts matching `options` (`trustor_user_id`, `trustee_user_id`), as the server sent it.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
     */
    async listTrustsPage(options: ListTrustsOptions = {}, call?: CallOptions): Promise<TrustList> {
      return trusts.page(options, call);
    },

    /**
     * Every trust matching `options` (`trustor_user_id`, `trustee_user_id`), without roles,
     * loaded lazily: `for await` over items, `.pages()`, `.toArray()`.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {IdentityError} while the list is read, when the service refuses a page (IdentityNotFoundError, IdentityForbiddenError, ...)
     */
    listTrusts(options: ListTrustsOptions = {}, list?: ListOptions): Paginated<TrustList, TrustSummary> {
      return trusts.walk(options, list);
    },

    /**
     * One trust with its roles.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
     */
    async getTrust(trustId: string, call?: CallOptions): Promise<Trust> {
      requireId("trustId", trustId);
      const answer = await api.send("getTrust", [200], call, (init) =>
        api.raw.GET("/v3/OS-TRUST/trusts/{trust_id}", { params: { path: { trust_id: trustId } }, ...init }),
      );
      return readWrapped<Trust>(answer, "getTrust", "trust");
    },

    /**
     * Deletes a trust.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
     */
    async deleteTrust(trustId: string, call?: CallOptions): Promise<void> {
      requireId("trustId", trustId);
      await api.send("deleteTrust", [204], call, (init) =>
        api.raw.DELETE("/v3/OS-TRUST/trusts/{trust_id}", {
          params: { path: { trust_id: trustId } },
          ...init,
        }),
      );
    },

    /**
     * One page of the roles a trust delegates, as the server sent it.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
     */
    async listTrustRolesPage(trustId: string, call?: CallOptions): Promise<RoleList> {
      requireId("trustId", trustId);
      return trustRoles(trustId).page({}, call);
    },

    /**
     * The roles a trust delegates, loaded lazily: `for await` over items, `.pages()`, `.toArray()`.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {IdentityError} while the list is read, when the service refuses a page (IdentityNotFoundError, IdentityForbiddenError, ...)
     */
    listTrustRoles(trustId: string, list?: ListOptions): Paginated<RoleList, Role> {
      requireId("trustId", trustId);
      return trustRoles(trustId).walk({}, list);
    },

    /**
     * One role a trust delegates; IdentityNotFoundError when it does not delegate it.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
     */
    async getTrustRole(trustId: string, roleId: string, call?: CallOptions): Promise<Role> {
      requireId("trustId", trustId);
      requireId("roleId", roleId);
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
