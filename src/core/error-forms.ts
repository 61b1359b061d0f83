/**
 * Reads an API's error body by the forms its spec declares (`x-sdk.errors.body`), in place of a
 * hand-written reader: each form names where its code, message and fields are (`error.title`;
 * `*.message` in the one member named after the fault, whose name `*` is the code), and the first
 * form that finds a code or a message is the body's. A body that is no JSON object (a proxy's or
 * a load balancer's page) says what its text says. Nothing here throws: an error body is read
 * to explain a failure, and whatever a server sends, the failure is still reported.
 */
import type { ErrorBody } from "./api-errors.ts";
import { isObject } from "./read-json.ts";

/** One form of an API's error body: member paths (dot-separated; `*` is the fault's member). */
export interface ErrorForm {
  /** Where the platform's error code is; `*` for the name of the fault's member. */
  code?: string;
  /** Where the message is: the first of these paths that holds text. */
  message?: readonly string[];
  /** Members of the API's own, by the name its error classes read them under. */
  fields?: Readonly<Record<string, string>>;
  /** `html`: the text is a page (Glance's `<br />`, WSME's 404): its tags go, its blanks collapse. */
  clean?: "html";
}

/** How an API's error bodies are read: its forms, and how a body that is no JSON object reads. */
export interface ErrorForms {
  forms: readonly ErrorForm[];
  /** `html`: a body of text is a page, read as `clean: html` reads a member. */
  text?: "html";
}

/** Longest part of a text body kept as the server's message. */
const MAX_TEXT = 300;

/** A page's words: no title (it repeats the heading), no tags, blanks collapsed. */
const pageText = (text: string) =>
  text
    .replace(/<title>[\s\S]{0,300}?<\/title>/i, " ")
    .replace(/<[^>]{0,200}>/g, " ")
    .replace(/\s+/g, " ");

/** `value`, if it is text with more than blanks, cleaned as the form says. */
function said(value: unknown, clean: ErrorForm["clean"]): string | undefined {
  if (typeof value !== "string") return undefined;
  const text = (clean === "html" ? pageText(value) : value).trim();
  return text === "" ? undefined : text;
}

/** The member at `path` of `body`, `*` being the member named `fault`. */
function at(body: Record<string, unknown>, path: string, fault: string | undefined): unknown {
  let node: unknown = body;
  for (const step of path.split(".")) {
    if (!isObject(node)) return undefined;
    node = step === "*" ? (fault === undefined ? undefined : node[fault]) : node[step];
  }
  return node;
}

/** What `form` finds in `body`, if it finds a code or a message. */
function readForm(body: Record<string, unknown>, form: ErrorForm): ErrorBody | undefined {
  // The fault document has one member, named after the fault, holding the rest.
  const fault = Object.keys(body).find((name) => isObject(body[name]));
  const code = form.code === "*" ? fault : said(at(body, form.code ?? "", fault), form.clean);
  let message: string | undefined;
  for (const path of form.message ?? []) message ??= said(at(body, path, fault), form.clean);
  // A fault's name alone is no error body: any object has a first member.
  if (message === undefined && (code === undefined || form.code === "*")) return undefined;
  if (form.fields === undefined) return { code, message };
  const fields: Record<string, string | undefined> = {};
  for (const [name, path] of Object.entries(form.fields))
    fields[name] = said(at(body, path, fault), undefined);
  return { code, message, fields };
}

/** Reads an error body (parsed JSON, or text) by an API's declared forms. */
export function readErrorForms(body: unknown, { forms, text }: ErrorForms): ErrorBody {
  if (!isObject(body)) {
    const message = said(body, text)?.slice(0, MAX_TEXT);
    return message === undefined ? {} : { message };
  }
  for (const form of forms) {
    const read = readForm(body, form);
    if (read !== undefined) return read;
  }
  return {};
}
