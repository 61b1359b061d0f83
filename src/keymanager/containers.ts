/**
 * Containers of secrets: create (generic, rsa or certificate), list (every container, or one
 * page), show, delete. A container names its secrets by reference; `rsaContainer`,
 * `certificateContainer` and `genericContainer` (container-input.ts) build one from the
 * secrets `createSecret` returned. POSTs are not retried: a retry could create it twice.
 */
import type { paths } from "../../generated/keymanager.ts";
import { type ApiClient, readAnswer } from "../core/api-client.ts";
import type { CallOptions, ListOptions } from "../core/call-options.ts";
import { optionalLimit, requireObject } from "../core/input.ts";
import { defineList, jsonPage } from "../core/list.ts";
import type { Paginated } from "../core/paginate.ts";
import { isContainer, isContainerList, isContainerRef } from "./guards.ts";
import {
  containerBody,
  KEY_MANAGER_MAX_PAGE_SIZE,
  type ListQuery,
  optionalContainerType,
  optionalOffset,
  optionalText,
  requireResourceId,
} from "./input.ts";
import { barbicanPages } from "./list-cursor.ts";
import { refKey, resourceId } from "./resource-id.ts";
import type { Container, ContainerInput, ContainerList, CreatedContainer } from "./types.ts";

/** Filters of a container list, and its page size. */
export interface ListContainersOptions {
  /** Only containers with this name. */
  name?: string;
  /** Only containers of this type. */
  type?: ContainerInput["type"];
  /** Containers per page, 1 to 100; the server's default is 10. */
  limit?: number;
}

/** One page of a container list. */
export interface ListContainersPageOptions extends ListContainersOptions {
  /** Index of the page's first container in the whole list; default 0. */
  offset?: number;
}

type ContainersQuery = NonNullable<paths["/v1/{tenant_id}/containers"]["get"]["parameters"]["query"]>;
const JSON_ACCEPT = { Accept: "application/json" };

/** The query of a container list, checked. */
function containersQuery(input: ListContainersOptions): ListQuery {
  const options = requireObject("options", input);
  return {
    name: optionalText("options.name", options.name),
    type: optionalContainerType(options.type),
    limit: optionalLimit("options.limit", options.limit, KEY_MANAGER_MAX_PAGE_SIZE),
  };
}

export function containerOperations(api: ApiClient<paths>, tenant: string) {
  const tenantPath = { tenant_id: tenant };
  const containerPath = (containerId: string) => ({
    path: { ...tenantPath, resource_id: requireResourceId("containerId", containerId) },
  });

  const containers = defineList<ListQuery, ContainerList, Container>(api, {
    operation: "listContainers",
    // The filter is checked, and a next link's query is the server's: both go as they are.
    request: (query, init) =>
      api.raw.GET("/v1/{tenant_id}/containers", {
        params: { path: tenantPath, query: query as ContainersQuery },
        headers: JSON_ACCEPT,
        ...init,
      }),
    read: jsonPage(isContainerList, 'the container list (its "containers" array)'),
    items: (page) => page.containers,
    cursor: barbicanPages("/containers"),
    itemKey: (container) => refKey(container.container_ref),
  });

  return {
    /**
     * Creates a container of secrets. The names are checked against the type before anything
     * is sent: `rsa` needs `private_key` and `public_key` (and may have
     * `private_key_passphrase`), `certificate` needs `certificate` (and may have `private_key`,
     * `private_key_passphrase`, `intermediates`), `generic` takes any unique names.
     * Not retried: a retry could create it twice.
     * @returns its reference and ID
     * @throws {SecretNotFoundError} when a secret it names does not exist in the project
     */
    async createContainer(container: ContainerInput, call?: CallOptions): Promise<CreatedContainer> {
      const body = containerBody(container);
      const answer = await api.send("createContainer", [201], call, (init) =>
        api.raw.POST("/v1/{tenant_id}/containers", {
          params: { path: tenantPath },
          body,
          headers: JSON_ACCEPT,
          ...init,
        }),
      );
      const { container_ref } = readAnswer(
        answer,
        isContainerRef,
        "the created container's reference (container_ref)",
        "createContainer",
      );
      return { container_ref, id: resourceId(container_ref) };
    },

    /**
     * One page of containers, as the server sent it.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {KeyManagerError} when the service refuses the call (KeyManagerNotFoundError, KeyManagerForbiddenError, ...)
     */
    async listContainersPage(
      options: ListContainersPageOptions = {},
      call?: CallOptions,
    ): Promise<ContainerList> {
      return containers.page({ ...containersQuery(options), offset: optionalOffset(options.offset) }, call);
    },

    /**
     * Every container, optionally filtered, loaded lazily page by page; the filter goes with
     * every page (Barbican's next links leave it out).
     * @throws {InvalidInputError} on a bad filter or limit, before anything is sent
     */
    listContainers(
      options: ListContainersOptions = {},
      list?: ListOptions,
    ): Paginated<ContainerList, Container> {
      return containers.walk(containersQuery(options), list);
    },

    /** A container. @throws {ContainerNotFoundError} when there is no such container */
    async getContainer(containerId: string, call?: CallOptions): Promise<Container> {
      const params = containerPath(containerId);
      const answer = await api.send("getContainer", [200], call, (init) =>
        api.raw.GET("/v1/{tenant_id}/containers/{resource_id}", { params, headers: JSON_ACCEPT, ...init }),
      );
      return readAnswer(
        answer,
        isContainer,
        "the container (its container_ref and secret_refs)",
        "getContainer",
      );
    },

    /** Deletes a container; its secrets stay. @throws {ContainerNotFoundError} when there is no such container */
    async deleteContainer(containerId: string, call?: CallOptions): Promise<void> {
      const params = containerPath(containerId);
      await api.send("deleteContainer", [204], call, (init) =>
        api.raw.DELETE("/v1/{tenant_id}/containers/{resource_id}", { params, ...init }),
      );
    },
  };
}
