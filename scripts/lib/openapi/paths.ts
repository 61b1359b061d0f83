/**
 * Path templates (`/v1.0/{tenantId}/instances/{instanceId}`) as the tools match them: the names
 * of their parameters, a pattern that matches the concrete paths of a template, and the item
 * paths of a collection. Every literal part of a template is escaped, so the `.` of `/v1.0`
 * matches a dot and nothing else; a parameter matches one whole segment.
 */

const TEMPLATE_PARAMETER = /\{([^}/]+)\}/g;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The names of a path template's parameters, in order: `/v3/users/{user_id}` -> `["user_id"]`. */
export const pathParameterNames = (template: string): string[] =>
  [...template.matchAll(TEMPLATE_PARAMETER)].map((match) => match[1] ?? "");

/** The regular expression source of a template: literal parts escaped, each parameter one segment. */
export const templateSource = (template: string): string =>
  template
    .split(TEMPLATE_PARAMETER)
    .map((part, index) => (index % 2 === 0 ? escapeRegExp(part) : "[^/]+"))
    .join("");

/** The concrete paths of a template: `/v1.0/{id}` matches `/v1.0/abc`, not `/v1x0/abc` or `/v1.0/a/b`. */
export const templatePattern = (template: string, options: { trailingSlash?: boolean } = {}): RegExp =>
  new RegExp(`^${templateSource(template)}${options.trailingSlash ? "/?" : ""}$`);

/**
 * The item paths of a collection path: the collection and one more templated segment
 * (`/v1.0/{tenantId}/instances` -> `/v1.0/{tenantId}/instances/{instanceId}`). The match's
 * first group is the item parameter's name.
 */
export const itemPattern = (collection: string): RegExp =>
  new RegExp(`^${escapeRegExp(collection)}/\\{([^}/]+)\\}$`);
