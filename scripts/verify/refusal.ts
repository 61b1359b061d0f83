/**
 * A write the target refused, explained: what it answered (the status, and the message of its
 * error body, whatever the API's error shape) and, where the run can tell, what to fix before
 * the next run. A refused `--write` is a setup problem more often than a defect (the spec's
 * example names a domain the target does not have, the credential lacks a role), so the report
 * says which value came from the spec's example and how to give a real one.
 */
import { redactQuote } from "../../src/core/redact.ts";
import { fxpEngine } from "../../src/xml/fxp-engine.ts";
import { isElement, isText, type XmlElement } from "../../src/xml/tree.ts";
import type { Refusal } from "./report.ts";

/** A member of a body the run sent, and where its value came from. */
export interface BodyMember {
  name: string;
  value: string;
  source: "param" | "environment" | "discovered" | "example" | "run";
}

const MESSAGE_KEYS = [
  "message",
  "description",
  "detail",
  "error_description",
  "title",
  "faultstring",
  "error",
];

const clip = (text: string) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > 300 ? `${flat.slice(0, 300)}...` : flat;
};

/** The first message-like string of a JSON error body, breadth first (`{"error": {"message"}}`). */
function jsonMessage(value: unknown): string | undefined {
  let level: unknown[] = [value];
  for (let depth = 0; depth < 4 && level.length > 0; depth++) {
    const next: unknown[] = [];
    for (const node of level) {
      if (Array.isArray(node)) next.push(...node);
      else if (typeof node === "object" && node !== null) {
        const record = node as Record<string, unknown>;
        for (const key of MESSAGE_KEYS) {
          const found = record[key];
          if (typeof found === "string" && found.trim() !== "") return found;
        }
        next.push(...Object.values(record));
      }
    }
    level = next;
  }
  return undefined;
}

/** The text of the first `Message` (or `message`) element of an XML error body. */
function xmlMessage(body: string): string | undefined {
  let root: XmlElement;
  try {
    root = fxpEngine.parse(body);
  } catch {
    return undefined;
  }
  const stack = [root];
  for (let element = stack.shift(); element !== undefined; element = stack.shift()) {
    if (/^message$/i.test(element.localName))
      return [...element.childNodes]
        .filter(isText)
        .map((node) => node.data)
        .join("");
    stack.push(...[...element.childNodes].filter(isElement));
  }
  return undefined;
}

/** The message of an error body: JSON's, XML's, an HTML page's title, else the text itself. */
export function errorMessage(body: string, contentType: string | null): string | undefined {
  const text = body.trim();
  if (text === "") return undefined;
  const type = (contentType ?? "").toLowerCase();
  let found: string | undefined;
  if (type.includes("json") || text.startsWith("{") || text.startsWith("[")) {
    try {
      found = jsonMessage(JSON.parse(text));
    } catch {
      found = undefined;
    }
  } else if (type.includes("html") || /^<!doctype html|^<html/i.test(text)) {
    found = /<title>([^<]*)<\/title>/i.exec(text)?.[1] ?? text.replace(/<[^>]*>/g, " ");
  } else if (type.includes("xml") || text.startsWith("<")) {
    found = xmlMessage(text);
  }
  // The report puts its own full stop after the message.
  return clip(redactQuote(found ?? text)).replace(/\.+$/, "");
}

/** A member whose value names another resource: an ID or a reference (`domain_id`, `subnetGroupId`, `secret_ref`). */
const namesResource = (name: string) => /(^id$|_id$|Id$|_ref$|Ref$|_ids$|Ids$)/.test(name);

export interface RefusedWrite {
  method: string;
  /** The path as sent. */
  path: string;
  status: number;
  body: string;
  contentType: string | null;
  /** The members of the body sent, with where their values came from. */
  members: readonly BodyMember[];
  /** The credential sent, as the report names it. */
  credential: string;
  /** The command that removes what earlier runs left (`npm run verify -- identity --target ... --cleanup`). */
  cleanupCommand: string;
}

/** What the target answered to a write it refused, and what to fix. */
export function explainRefusal(write: RefusedWrite): Refusal {
  const message = errorMessage(write.body, write.contentType);
  const fromExample = write.members.filter((m) => m.source === "example" && namesResource(m.name));
  // The example values the message names come first: they are what the target did not find.
  const named = fromExample.filter(
    (m) => message !== undefined && (message.includes(m.value) || message.includes(m.name)),
  );
  const suspects = named.length > 0 ? named : fromExample;
  const examples =
    suspects.length === 0
      ? undefined
      : `the body names ${suspects.map((m) => `${m.name} ${m.value}`).join(", ")} from the spec's example, which the target ${write.status === 404 ? "does not have" : "may not have"}: give ${suspects.length > 1 ? "existing ones" : "an existing one"} with ${suspects.map((m) => `--param ${m.name}=<id>`).join(" ")}`;
  let fix: string;
  if (write.status === 401 || write.status === 403)
    fix = `the credential (${write.credential}) may not do this: it lacks a role or permission the target requires for it (on Keystone, a role on the project or domain), or the target's policy forbids it${examples === undefined ? "" : ` for the values sent (${examples})`}. Ask for the role, or leave this write out`;
  else if (write.status === 409)
    fix = `something with that name or ID already exists: a leftover of an earlier run? \`${write.cleanupCommand}\` removes the svc-verify- resources one left`;
  else
    fix =
      examples ??
      "the target refused the body built from the spec's example: read its message; --param <member>=<value> sets a member of the body";
  return {
    request: `${write.method} ${write.path}`,
    status: write.status,
    ...(message !== undefined && { message }),
    fix,
  };
}
