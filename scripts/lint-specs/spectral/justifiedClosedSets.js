// Spectral rule function (run on the whole document, unresolved): a schema with `enum` or
// `const` is a closed set, and a generated client rejects any other value the server sends.
// It is allowed only with an `x-closed-set` saying why the set is closed (which document
// closes it). An open set of known values is written
// `anyOf: [{enum: [...known]}, {type: string}]` (or a plain string with the known values in
// its description): an `enum` branch of an `anyOf` that also accepts any string needs no
// justification.
import { isObject, walkSchemas } from "./schemaWalk.js";

const typesOf = (schema) => (Array.isArray(schema.type) ? schema.type : [schema.type]);
const acceptsAnyString = (schema) =>
  isObject(schema) && typesOf(schema).includes("string") && !("enum" in schema) && !("const" in schema);

export default function justifiedClosedSets(doc) {
  if (!isObject(doc)) return [];
  const results = [];
  walkSchemas(doc, (schema, path, context) => {
    const keyword = "enum" in schema ? "enum" : "const" in schema ? "const" : undefined;
    if (keyword === undefined) return;
    const why = schema["x-closed-set"];
    if (typeof why === "string" && why.trim().length >= 10) return;
    const openBranch =
      context.keyword === "anyOf" &&
      context.parent.anyOf.some((sibling, index) => index !== context.key && acceptsAnyString(sibling));
    if (openBranch) return;
    results.push({
      message: `A closed ${keyword} needs x-closed-set (why the platform's set is closed, and where it says so); for an open set use anyOf: [{enum: [...]}, {type: string}].`,
      path: [...path, keyword],
    });
  });
  return results;
}
