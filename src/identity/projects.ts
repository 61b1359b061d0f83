/** Project operations. */
import type { paths } from "../../generated/identity.ts";
import type { ApiClient } from "../core/api-client.ts";
import type { CallOptions, ListOptions } from "../core/call-options.ts";
import { requireId } from "../core/input.ts";
import type { Paginated } from "../core/paginate.ts";
import { checkNewProject, checkProjectChanges } from "./input.ts";
import { keystoneList } from "./keystone-list.ts";
import type { ListProjectsOptions, NewProject, Project, ProjectChanges, ProjectList } from "./types.ts";
import { readWrapped } from "./wrapped-body.ts";

export function projectOperations(api: ApiClient<paths>) {
  const projects = keystoneList<ListProjectsOptions, ProjectList, Project>(
    api,
    "listProjects",
    "/v3/projects",
    "projects",
    (query, init) => api.raw.GET("/v3/projects", { params: { query }, ...init }),
  );

  return {
    /**
     * One page of the projects matching `options` (`domain_id`, `name`, `enabled`), as the server sent it.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
     */
    async listProjectsPage(options: ListProjectsOptions = {}, call?: CallOptions): Promise<ProjectList> {
      return projects.page(options, call);
    },

    /**
     * Every project matching `options` (`domain_id`, `name`, `enabled`), loaded lazily:
     * `for await` over items, `.pages()`, `.toArray()`.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {IdentityError} while the list is read, when the service refuses a page (IdentityNotFoundError, IdentityForbiddenError, ...)
     */
    listProjects(options: ListProjectsOptions = {}, list?: ListOptions): Paginated<ProjectList, Project> {
      return projects.walk(options, list);
    },

    /**
     * One project.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
     */
    async getProject(projectId: string, call?: CallOptions): Promise<Project> {
      requireId("projectId", projectId);
      const answer = await api.send("getProject", [200], call, (init) =>
        api.raw.GET("/v3/projects/{project_id}", { params: { path: { project_id: projectId } }, ...init }),
      );
      return readWrapped<Project>(answer, "getProject", "project");
    },

    /**
     * Creates a project.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
     */
    async createProject(project: NewProject, call?: CallOptions): Promise<Project> {
      const body = { project: checkNewProject(project) };
      const answer = await api.send("createProject", [201], call, (init) =>
        api.raw.POST("/v3/projects", { body, ...init }),
      );
      return readWrapped<Project>(answer, "createProject", "project");
    },

    /**
     * Changes a project's name, description, enabled state or tags; other fields stay.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
     */
    async updateProject(projectId: string, changes: ProjectChanges, call?: CallOptions): Promise<Project> {
      requireId("projectId", projectId);
      const body = { project: checkProjectChanges(changes) };
      const answer = await api.send("updateProject", [200], call, (init) =>
        api.raw.PATCH("/v3/projects/{project_id}", {
          params: { path: { project_id: projectId } },
          body,
          ...init,
        }),
      );
      return readWrapped<Project>(answer, "updateProject", "project");
    },
  };
}
