/**
 * Names the generator makes from the spec's: an argument from a parameter (`server_id` as
 * `serverId`), a type from an operation (`listServers` as `ListServers`).
 */

/** `server_id`, `changes-since`, `X-Subject-Token` as `serverId`, `changesSince`, `xSubjectToken`. */
export function camelCase(name: string): string {
  const words = name.split(/[^A-Za-z0-9]+/).filter((word) => word !== "");
  return words
    .map((word, i) =>
      i === 0 ? word[0]?.toLowerCase() + word.slice(1) : word[0]?.toUpperCase() + word.slice(1),
    )
    .join("");
}

/** `listServers` as `ListServers`. */
export const pascalCase = (name: string): string => {
  const camel = camelCase(name);
  return camel.charAt(0).toUpperCase() + camel.slice(1);
};

/** Whether `name` can stand as a property name without quotes. */
export const isIdentifier = (name: string): boolean => /^[A-Za-z_$][\w$]*$/.test(name);

/** `name` as a property key in TypeScript source. */
export const propertyKey = (name: string): string => (isIdentifier(name) ? name : JSON.stringify(name));

/** The last part of a component `$ref` (`#/components/schemas/User` as `User`). */
export const refName = (ref: string): string => ref.slice(ref.lastIndexOf("/") + 1);
