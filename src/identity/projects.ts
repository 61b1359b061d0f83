/** Project operations. */
import type { components } from "../../generated/identity.ts";
import { requireObject, requireText } from "./input.ts";
import { listPages } from "./list-pages.ts";
import type { IdentityRawClient } from "./raw-client.ts";
import { readBody } from "./response.ts";
import type {
  CallOptions,
  ListOptions,
  NewProject,
  Project,
  ProjectChanges,
  ProjectFilter,
} from "./types.ts";

type Schemas = components["schemas"];

export function projectOperations(raw: IdentityRawClient) {
  const eachProject = (filter: ProjectFilter = {}, call: ListOptions = {}) =>
    listPages(
      "/v3/projects",
      async (linkQuery) =>
        readBody<Schemas["ProjectList"]>(
          "listProjects",
          await raw.GET("/v3/projects", {
            params: { query: (linkQuery as ProjectFilter | undefined) ?? filter },
            parseAs: "text",
            signal: call.signal,
          }),
          "projects",
          "array",
        ),
      (page) => page.projects,
      call,
    );

  return {
    /** Every project matching `filter` (`domain_id`, `name`, `enabled`), loaded lazily: `for await` over items, `.pages()`, `.toArray()`. */
    eachProject,
    /** Every project matching `filter` (`domain_id`, `name`, `enabled`). */
    listProjects: (filter: ProjectFilter = {}, call: ListOptions = {}): Promise<Project[]> =>
      eachProject(filter, call).toArray(),

    /** One project. */
    async getProject(projectId: string, call: CallOptions = {}): Promise<Project> {
      const result = await raw.GET("/v3/projects/{project_id}", {
        params: { path: { project_id: requireText("projectId", projectId) } },
        parseAs: "text",
        signal: call.signal,
      });
      return readBody<Schemas["ProjectResponse"]>("getProject", result, "project", "object").project;
    },

    /** Creates a project. */
    async createProject(project: NewProject, call: CallOptions = {}): Promise<Project> {
      requireText("project.name", requireObject("project", project).name);
      const result = await raw.POST("/v3/projects", {
        body: { project },
        parseAs: "text",
        signal: call.signal,
      });
      return readBody<Schemas["ProjectResponse"]>("createProject", result, "project", "object").project;
    },

    /** Changes a project's name, description, enabled state or tags; other fields stay. */
    async updateProject(
      projectId: string,
      changes: ProjectChanges,
      call: CallOptions = {},
    ): Promise<Project> {
      const result = await raw.PATCH("/v3/projects/{project_id}", {
        params: { path: { project_id: requireText("projectId", projectId) } },
        body: { project: requireObject("changes", changes) },
        parseAs: "text",
        signal: call.signal,
      });
      return readBody<Schemas["ProjectResponse"]>("updateProject", result, "project", "object").project;
    },
  };
}
