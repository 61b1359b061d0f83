/**
 * The identity API's resources as plain typed objects, named after the spec's schemas
 * (generated/identity.ts). Helpers take and return these.
 */
import type { components, operations } from "../../generated/identity.ts";

type Schemas = components["schemas"];

export type AuthRequest = Schemas["AuthRequest"];
export type AuthScope = Schemas["AuthScope"];
export type Token = Schemas["Token"];
export type CatalogEntry = Schemas["CatalogEntry"];
export type CatalogEndpoint = Schemas["CatalogEndpoint"];
export type ListLinks = Schemas["ListLinks"];
export type Version = Schemas["VersionResponse"]["version"];
export type Region = Schemas["Region"];
export type SynchronousRegion = Schemas["SynchronousRegionList"]["regions"][number];
export type Domain = Schemas["Domain"];
export type Project = Schemas["Project"];
export type User = Schemas["User"];
export type UserAuthType = Schemas["UserAuthTypeResponse"]["user"];
export type Group = Schemas["Group"];
export type UserGroup = Schemas["UserGroup"];
export type Role = Schemas["Role"];
export type RoleAssignment = Schemas["RoleAssignment"];
export type Trust = Schemas["Trust"];
export type TrustSummary = Schemas["TrustSummary"];
export type KeystoneError = Schemas["KeystoneError"];

/** List pages as the server sends them: the items and `links` (`self`, `previous`, `next`). */
export type RegionList = Schemas["RegionList"];
export type SynchronousRegionList = Schemas["SynchronousRegionList"];
export type ProjectList = Schemas["ProjectList"];
export type UserList = Schemas["UserList"];
export type GroupList = Schemas["GroupList"];
export type UserGroupList = Schemas["UserGroupList"];
export type RoleList = Schemas["RoleList"];
export type RoleAssignmentList = Schemas["RoleAssignmentList"];
export type TrustList = Schemas["TrustList"];

/** What to create, as the API takes it inside its wrapper (`{region: ...}`, `{user: ...}`...). */
export type NewRegion = Schemas["RegionCreateRequest"]["region"];
export type NewDomain = Schemas["DomainCreateRequest"]["domain"];
export type NewProject = Schemas["ProjectCreateRequest"]["project"];
export type ProjectChanges = Schemas["ProjectUpdateRequest"]["project"];
export type NewUser = Schemas["UserCreateRequest"]["user"];
export type NewGroup = Schemas["GroupCreateRequest"]["group"];
export type GroupChanges = Schemas["GroupUpdateRequest"]["group"];
export type NewRole = Schemas["RoleCreateRequest"]["role"];
export type NewTrust = Schemas["TrustCreateRequest"]["trust"];

/** The query filters of a list operation, with the API's own parameter names. */
type QueryOf<Op extends keyof operations> = NonNullable<operations[Op]["parameters"]["query"]>;
export type ListRegionsOptions = QueryOf<"listRegions">;
export type ListSynchronousRegionsOptions = QueryOf<"listSynchronousRegions">;
export type ListProjectsOptions = QueryOf<"listProjects">;
export type ListUsersOptions = QueryOf<"listUsers">;
export type ListUserProjectsOptions = QueryOf<"listUserProjects">;
export type ListUserGroupsOptions = QueryOf<"listUserGroups">;
export type ListGroupsOptions = QueryOf<"listGroups">;
export type ListGroupUsersOptions = QueryOf<"listGroupUsers">;
export type ListRolesOptions = QueryOf<"listRoles">;
export type ListRoleAssignmentsOptions = QueryOf<"listRoleAssignments">;
export type ListTrustsOptions = QueryOf<"listTrusts">;
