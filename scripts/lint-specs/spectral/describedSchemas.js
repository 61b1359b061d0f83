// Spectral rule function (run on the whole document, unresolved): every component schema has
// a description, and so does every property, either its own or (for a `$ref` property) the
// description of the schema it refers to. Docs, generators (TSDoc comments) and Postman show
// these; an undescribed property is a name to guess from.
import { deref, isObject, walkSchemas } from "./schemaWalk.js";

const described = (node) => isObject(node) && typeof node.description === "string" && node.description.trim() !== "";

export default function describedSchemas(doc) {
  if (!isObject(doc)) return [];
  const results = [];
  walkSchemas(doc, (schema, path, context) => {
    if (context.root && path[0] === "components" && path[1] === "schemas" && !described(schema)) {
      results.push({ message: `Schema ${path[2]} has no description.`, path });
    }
    if (context.keyword === "properties" && !described(schema) && !described(deref(doc, schema))) {
      results.push({ message: `Property ${context.key} has no description.`, path });
    }
  });
  return results;
}
