/**
 * ID discovery: the IDs a list response holds, for the path parameters of the operations
 * under it (`GET /v3/users` gives `{user_id}` of `/v3/users/{user_id}/groups`).
 *
 * The list of a path parameter is the GET operation whose path is the template up to that
 * parameter; its items are the first array of objects in the body (or the body, if it is an
 * array), and the ID is the item's `id`, unless the API's table says which field holds it
 * (api-knowledge.ts: the spec cannot say that). A field whose value is a URL (`secret_ref`) gives its last
 * segment. Any item field named exactly like a path parameter (`domain_id`) is remembered
 * too, for parameters that have no list of their own.
 */

import { fxpEngine } from "../../src/xml/fxp-engine.ts";
import { isElement, isText, type XmlElement } from "../../src/xml/tree.ts";
import { isJsonObject, type JsonObject } from "../lib/openapi/json.ts";
import { idFields } from "./api-knowledge.ts";

/** An ID as a path segment: the last segment of a URL, else the value itself (strings and numbers). */
function idText(value: unknown): string | undefined {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value !== "string" || value === "") return undefined;
  if (/^https?:\/\//i.test(value)) {
    const segments = new URL(value).pathname.split("/").filter(Boolean);
    return segments.at(-1);
  }
  return value;
}

/** The items of a JSON list body: the body if it is an array, else its first array of objects. */
function jsonItems(body: unknown): JsonObject[] {
  if (Array.isArray(body)) return body.filter(isJsonObject);
  if (!isJsonObject(body)) return [];
  for (const value of Object.values(body)) {
    if (Array.isArray(value) && value.some(isJsonObject)) return value.filter(isJsonObject);
  }
  return [];
}

/** The text of every `<field>` element of an XML body, in document order. */
function xmlValues(xml: string, field: string): string[] {
  const pattern = new RegExp(`<(?:[\\w.-]+:)?${field}>([^<]*)</(?:[\\w.-]+:)?${field}>`, "g");
  return [...xml.matchAll(pattern)].map((match) => (match[1] ?? "").trim()).filter(Boolean);
}

export interface ListFindings {
  /** The IDs of the items, in order, for the parameter the list is the list of. */
  ids: string[];
  /** Values of item fields named like a path parameter (`domain_id`), by name. */
  named: Map<string, string>;
}

/**
 * What a list response tells: the IDs of `param`'s items and the values of fields named like
 * any of `parameterNames`. A body that is neither JSON nor XML tells nothing.
 */
export function readList(
  api: string,
  param: string | undefined,
  body: string,
  parameterNames: readonly string[],
): ListFindings {
  const found: ListFindings = { ids: [], named: new Map() };
  const fields = param === undefined ? [] : idFields(api, param);
  const trimmed = body.trimStart();
  if (trimmed.startsWith("<")) {
    for (const field of fields) found.ids.push(...xmlValues(body, field));
    return found;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return found;
  }
  for (const item of jsonItems(parsed)) {
    for (const field of fields) {
      const id = idText(item[field]);
      if (id !== undefined) {
        found.ids.push(id);
        break;
      }
    }
    for (const name of parameterNames) {
      const value = idText(item[name]);
      if (value !== undefined && !found.named.has(name)) found.named.set(name, value);
    }
  }
  return found;
}

/** An item of a list answer: its ID and, where it has one, its name. */
export interface ListedItem {
  id: string;
  name?: string;
}

/** The items of a list answer of `param`'s collection, with their IDs and names (JSON or XML). */
export function readItems(api: string, param: string, body: string): ListedItem[] {
  const fields = idFields(api, param);
  if (body.trimStart().startsWith("<")) {
    let root: XmlElement;
    try {
      root = fxpEngine.parse(body);
    } catch {
      return [];
    }
    const items: ListedItem[] = [];
    const textOf = (element: XmlElement | undefined) =>
      element === undefined
        ? undefined
        : [...element.childNodes]
            .filter(isText)
            .map((node) => node.data)
            .join("")
            .trim();
    const visit = (element: XmlElement) => {
      const children = [...element.childNodes].filter(isElement);
      const idElement = children.find((child) => fields.includes(child.localName));
      const id = idText(textOf(idElement));
      if (id !== undefined) {
        const name = textOf(
          children.find((child) => child.localName === "Name" || child.localName === "name"),
        );
        items.push({ id, ...(name ? { name } : {}) });
        return;
      }
      for (const child of children) visit(child);
    };
    visit(root);
    return items;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [];
  }
  return jsonItems(parsed).flatMap((item) => {
    const id = fields.map((field) => idText(item[field])).find((value) => value !== undefined);
    if (id === undefined) return [];
    return [{ id, ...(typeof item.name === "string" && { name: item.name }) }];
  });
}
