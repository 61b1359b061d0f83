/**
 * A spec's JSON Schemas as check functions (checks.ts of each API), built from the pieces of
 * src/core/checks.ts, in two forms:
 *
 * - a request's rules check everything the SDK checks before sending (types, members, enums,
 *   patterns, lengths, ranges, formats, alternatives, conditionals), since a request the
 *   platform refuses should never leave the client, and say what is wrong where;
 * - an answer's shape checks the types, the members the spec requires, and the type of every
 *   member it names when present, and closed sets, and says where the answer breaks: a server
 *   may send a value of an open set the spec does not list yet, but must send what it documents.
 *
 * Compiled rather than interpreted: an answer of a thousand servers is checked at the speed of a
 * few comparisons per member, and an app carries only the pieces its checks use. A component
 * schema becomes one named function of each form it is used in, shared by every operation that
 * names it; an inline schema with structure becomes a function named after where it stands;
 * a plain value's rule is written where it is used. An object's members are one table each
 * (core's `members`, each row saying whether the member is required), and a check that is no
 * more than an object's members, an array's items, a map's values or allOf is made by core
 * (`objectOf`, `arrayOf`, `mapOf`, `allOf`): a browser bundle keeps every member name, so each is
 * written once. Both forms are core's one kind of check (`Found`: a plain value's check returns
 * the text of its problem, which the walker places), so they share core's walkers. A keyword
 * the checks cannot express stops the generator, so no rule of a spec goes unchecked in silence.
 */
import { text as textProblem } from "../../../src/core/checks.ts";
import { isJsonObject, type JsonObject } from "../../lib/openapi/json.ts";
import { pointerTarget } from "../../lib/openapi/refs.ts";
import { pascalCase, refName } from "./names.ts";

/** The formats core's checks know; others are documentation for the SDK. */
const CHECKED_FORMATS = new Set(["uuid", "date-time", "date", "password"]);

/** The keywords a schema may hold: those the checks know, and annotations. */
const KNOWN = new Set([
  "type",
  "enum",
  "const",
  "pattern",
  "format",
  "minLength",
  "maxLength",
  "minimum",
  "maximum",
  "multipleOf",
  "minItems",
  "maxItems",
  "uniqueItems",
  "items",
  "contains",
  "minContains",
  "maxContains",
  "properties",
  "required",
  "additionalProperties",
  "minProperties",
  "maxProperties",
  "dependentRequired",
  "anyOf",
  "oneOf",
  "allOf",
  "not",
  "if",
  "then",
  "else",
  "$ref",
  "description",
  "title",
  "example",
  "examples",
  "default",
  "deprecated",
  "readOnly",
  "writeOnly",
  "xml",
  "externalDocs",
  "discriminator",
  "$comment",
  "contentMediaType",
  "contentEncoding",
  // Annotations of answer schemas: a map's key pattern is the server's to keep.
  "propertyNames",
]);

/** A schema that could not be written, with where it is. */
export class SchemaSourceError extends Error {
  override name = "SchemaSourceError";
}

type Form = "rules" | "shape";

const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);
const json = (value: unknown) => JSON.stringify(value);
const asArray = (value: unknown): unknown[] | undefined => (Array.isArray(value) ? value : undefined);

/** `value.name` or `value["odd-name"]` in source. */
const member = (value: string, name: string) =>
  /^[A-Za-z_$][\w$]*$/.test(name) ? `${value}.${name}` : `${value}[${json(name)}]`;

/** A member's step of a path, as core's `key` writes it. */
const step = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? `.${name}` : `[${json(name)}]`);

/** A regular expression literal with the `u` flag, its slashes escaped. */
function regexLiteral(source: string, where: string): string {
  try {
    new RegExp(source, "u");
  } catch (error) {
    throw new SchemaSourceError(`pattern ${source} (at ${where}) is no ECMA-262 pattern: ${error}`);
  }
  let out = "";
  for (let i = 0; i < source.length; i++) {
    const c = source[i] as string;
    if (c === "\\") {
      out += c + (source[i + 1] ?? "");
      i++;
    } else out += c === "/" ? "\\/" : c === "\n" ? "\\n" : c;
  }
  return `/${out}/u`;
}

/** The JSON types a schema allows, or undefined when it says none. */
const typesOf = (schema: JsonObject): string[] | undefined =>
  typeof schema.type === "string" ? [schema.type] : (asArray(schema.type) as string[] | undefined);

/** Whether a schema has structure (members, items, alternatives...) and needs a function of its own. */
const STRUCTURE = [
  "x-sdk-unique-by",
  "properties",
  "required",
  "additionalProperties",
  "minProperties",
  "maxProperties",
  "dependentRequired",
  "items",
  "minItems",
  "maxItems",
  "uniqueItems",
  "contains",
  "anyOf",
  "oneOf",
  "allOf",
  "not",
  "if",
];

export class SchemaSource {
  /** Functions written so far, by name, each after those it calls. */
  private readonly written = new Map<string, string>();
  /** The name of each function by its body, so that identical inline schemas share one. */
  private readonly byBody = new Map<string, string>();
  private readonly pending = new Set<string>();
  /** Functions that came out empty (a shape that takes anything): a reference is no check. */
  private readonly empty = new Set<string>();
  /** Hoisted constants (a closed set's values), by name. */
  private readonly constants = new Map<string, string>();
  /** The pieces of core/checks.ts the functions use. */
  readonly pieces = new Set<string>();

  constructor(private readonly document: JsonObject) {}

  /** The name of the rules function of `schema` (a Rule); `hint` names an inline one. */
  request(schema: unknown, hint = "value"): string {
    return this.functionOf(schema, "rules", hint) ?? this.trivial("rules");
  }

  /**
   * The name of the shape function of `schema` (a Shape); `anyValueShape` when it takes anything.
   * `hot`: an answer read over and over (a list's pages, a waiter's polls), tried first by a
   * straight-line test (`fastShape`), which costs a browser app the bytes of a second check.
   */
  shape(schema: unknown, hint = "answer", hot = false): string {
    const slow = this.shapeOf(schema, hint);
    if (slow === undefined) return this.trivial("shape");
    return hot ? this.fastShape(schema, slow, hint) : slow;
  }

  /** The shape function of `schema`, or undefined when it takes anything. */
  private shapeOf(schema: unknown, hint: string): string | undefined {
    return this.functionOf(schema, "shape", hint);
  }

  /** Whether `schema` holds a `format: password` string at its top (a secret header parameter). */
  isSecret(schema: unknown): boolean {
    return this.follow(schema).format === "password";
  }

  /** The rules of an object schema made by the generator (an operation's options), under `name`. */
  named(name: string, schema: JsonObject): string {
    return this.functionOf(schema, "rules", name.replace(/Rules$/, ""), name) ?? this.trivial("rules");
  }

  /** Whether the rules of `schema` are no more than "a non-empty string" (a path parameter's usual). */
  isPlainText(schema: unknown): boolean {
    const node = this.follow(schema);
    const keys = Object.keys(node).filter((k) => KNOWN.has(k) && !isAnnotation(k));
    return (
      keys.every((k) => k === "type" || k === "minLength") &&
      (node.type === undefined || node.type === "string") &&
      (node.minLength === undefined || node.minLength === 1)
    );
  }

  /**
   * Declares `code`, a declaration made elsewhere (answer-names.ts), under `name` once,
   * with the pieces of core it uses; its name.
   */
  own(name: string, code: string, pieces: readonly string[]): string {
    const known = this.written.get(name);
    if (known !== undefined && known !== code) throw new SchemaSourceError(`two declarations named ${name}`);
    this.written.set(name, code);
    this.use(...pieces);
    return name;
  }

  /** Every function and constant written, in dependency order, as exported declarations. */
  /** Declares a constant of checks.ts by its name (once), such as what a zipped option's entries get. */
  constant(name: string, declaration: string): string {
    if (!this.written.has(name)) this.written.set(name, declaration);
    return name;
  }

  /** The declaration of a constant or function of checks.ts by its name, if written. */
  constantText(name: string): string | undefined {
    return this.written.get(name);
  }

  declarations(): string {
    return [...this.constants.values(), ...this.written.values()].join("\n\n");
  }

  /** A function that takes anything, for a schema with no rule (written once). */
  private trivial(form: Form): string {
    const name = form === "rules" ? "anyValueRules" : "anyValueShape";
    this.use("Found");
    if (!this.written.has(name))
      this.written.set(
        name,
        `/** Any value: the spec sets no rule here. */\nexport function ${name}(_value: unknown): Found {\n  return undefined;\n}`,
      );
    return name;
  }

  private follow(schema: unknown): JsonObject {
    let node = schema;
    for (let hops = 0; hops < 20 && isJsonObject(node) && typeof node.$ref === "string"; hops++)
      node = pointerTarget(this.document, node.$ref);
    return isJsonObject(node) ? node : {};
  }

  /**
   * The name of the function of `schema` in `form`, written if new; undefined for a shape that
   * takes anything. A `$ref` with no rule of its own beside it is its component's function.
   */
  private functionOf(schema: unknown, form: Form, hint: string, fixedName?: string): string | undefined {
    if (!isJsonObject(schema)) return form === "rules" ? this.trivial(form) : undefined;
    if (typeof schema.$ref === "string" && Object.keys(schema).every((k) => k === "$ref" || isAnnotation(k)))
      return this.component(schema.$ref, form, hint);
    const unknown = Object.keys(schema).filter((key) => !KNOWN.has(key) && !key.startsWith("x-"));
    if (unknown.length > 0)
      throw new SchemaSourceError(
        `${hint} uses ${unknown.join(", ")}, which the SDK's checks cannot express: say it with the keywords of scripts/generate/sdk/schema-source.ts, or in a hook`,
      );
    const name = fixedName ?? `${lowerFirst(hint)}${form === "rules" ? "Rules" : "Shape"}`;
    const merged = this.merged(schema);
    if (merged !== schema) return this.functionOf(merged, form, hint, fixedName);
    const body = form === "rules" ? this.rulesBody(schema, hint) : this.shapeBody(schema, hint);
    if (body === undefined) return form === "rules" ? this.trivial(form) : undefined;
    const alias = /^alias (\w+)$/.exec(body)?.[1];
    if (alias !== undefined && fixedName === undefined) return alias;
    const known = this.byBody.get(`${form}\n${body}`);
    if (known !== undefined) return known;
    const unique = this.freeName(name);
    this.byBody.set(`${form}\n${body}`, unique);
    this.written.set(unique, this.declare(unique, form, body, `\`${hint}\``));
    return unique;
  }

  /**
   * `schema` with a choice that comes down to one alternative (an open set: the known values, or
   * any string) merged into it, when the two say nothing of the same keyword; else `schema`.
   */
  private merged(schema: JsonObject): JsonObject {
    for (const key of ["anyOf", "oneOf"] as const) {
      const alternatives = asArray(schema[key]);
      if (alternatives === undefined) continue;
      const kept = withoutSubsumed(alternatives, (s) => this.follow(s));
      if (kept.length !== 1) continue;
      const only = this.follow(kept[0]);
      const { [key]: _choice, ...rest } = schema;
      const clash = Object.keys(only).some(
        (k) => !isAnnotation(k) && rest[k] !== undefined && json(rest[k]) !== json(only[k]),
      );
      if (!clash) return this.merged({ ...only, ...rest });
    }
    return schema;
  }

  private freeName(name: string): string {
    if (!this.written.has(name) && !this.pending.has(name)) return name;
    for (let n = 2; ; n++)
      if (!this.written.has(`${name}${n}`) && !this.pending.has(`${name}${n}`)) return `${name}${n}`;
  }

  private declare(name: string, form: Form, body: string, what: string): string {
    const alias = /^alias (\w+)$/.exec(body)?.[1];
    if (alias !== undefined) {
      const type = form === "rules" ? "Rule" : "Shape";
      this.use(type);
      return `/** The ${form === "rules" ? "rules" : "shape"} of ${what}: \`${alias}\`. */\nexport const ${name}: ${type} = ${alias};`;
    }
    const arrow = /^=> (.*)$/s.exec(body);
    if (arrow) {
      const type = form === "rules" ? "Rule" : "Shape";
      this.use(type);
      const doc = form === "rules" ? `/** The rules of ${what}. */` : `/** The shape of ${what}. */`;
      return `${doc}\nexport const ${name}: ${type} = (value) => ${arrow[1]};`;
    }
    const made = /^= (.*)$/s.exec(body);
    if (made) {
      const doc = form === "rules" ? `/** The rules of ${what}. */` : `/** The shape of ${what}. */`;
      return `${doc}\nexport const ${name}: ${form === "rules" ? "Rule" : "Shape"} = /* @__PURE__ */ ${made[1]};`;
    }
    const doc =
      form === "rules"
        ? `/** The rules of ${what}: its first problem, or undefined. */`
        : `/** The shape of ${what}: the path of its first part that breaks it, or undefined. */`;
    this.use("Found");
    return `${doc}\nexport function ${name}(value: unknown): Found {\n${body}\n}`;
  }

  private component(ref: string, form: Form, where: string): string | undefined {
    const component = refName(ref);
    const name = `${lowerFirst(component)}${form === "rules" ? "Rules" : "Shape"}`;
    if (this.written.has(name)) return name;
    if (this.empty.has(name)) return undefined;
    if (this.pending.has(name))
      throw new SchemaSourceError(
        `${ref} refers to itself (at ${where}): the SDK's checks cannot express a recursive schema`,
      );
    const target = pointerTarget(this.document, ref);
    if (!isJsonObject(target)) throw new SchemaSourceError(`${ref} (at ${where}) names nothing in the spec`);
    this.pending.add(name);
    const body = form === "rules" ? this.rulesBody(target, component) : this.shapeBody(target, component);
    this.pending.delete(name);
    if (body === undefined) {
      if (form === "shape") {
        this.empty.add(name);
        return undefined;
      }
      return this.trivial(form);
    }
    // A component of the same check as one written already is that one, under its own name too
    // (a hand-written module may import it): one function in a bundle, not two alike.
    const known = /^alias (\w+)$/.exec(body)?.[1] ?? this.byBody.get(`${form}\n${body}`);
    if (known !== undefined) {
      const type = form === "rules" ? "Rule" : "Shape";
      this.use(type);
      this.written.set(
        name,
        `/** The ${form === "rules" ? "rules" : "shape"} of \`${component}\`: those of \`${known}\`. */\nexport const ${name}: ${type} = ${known};`,
      );
      return known;
    }
    this.byBody.set(`${form}\n${body}`, name);
    this.written.set(name, this.declare(name, form, body, `\`${component}\``));
    return name;
  }

  private use(...pieces: string[]): void {
    for (const piece of pieces) this.pieces.add(piece);
  }

  /** A hoisted constant array of `values` (a closed set), shared by every check of the same set. */
  private valuesConstant(values: unknown[], hint: string): string {
    const literal = json(values);
    for (const [name, declaration] of this.constants) if (declaration.endsWith(` = ${literal};`)) return name;
    let name = `${hint.replace(/[^A-Za-z0-9]/g, "").toUpperCase() || "VALUES"}_VALUES`;
    for (let n = 2; this.constants.has(name); n++) name = `${name.replace(/\d*$/, "")}${n}`;
    this.constants.set(
      name,
      `/** The values of \`${hint}\`, a closed set. */\nconst ${name}: readonly unknown[] = ${literal};`,
    );
    return name;
  }

  // ---- request rules ----------------------------------------------------------------------

  /**
   * The rule of a plain value (no structure) at `value`, as an expression of its problem's text
   * (`text(value.name, 1, 255)`); undefined when it has no rule.
   */
  /** The `text` (or, for `format: password`, `secretText`) rule of a string schema's keywords. */
  private textRule(schema: JsonObject, value: string, where: string): string {
    const format =
      typeof schema.format === "string" && CHECKED_FORMATS.has(schema.format) ? schema.format : undefined;
    // A secret (`format: password`) is registered as soon as it is seen, so no error shows it.
    // A string of a checked format is core's `formatted` (its format first), so that an app
    // whose checks name no format carries no format or Date test in `text`.
    const named = format === undefined || format === "password" ? undefined : format;
    const helper = format === "password" ? "secretText" : named !== undefined ? "formatted" : "text";
    const pattern = typeof schema.pattern === "string" ? regexLiteral(schema.pattern, where) : undefined;
    const args = [
      ...(named === undefined ? [] : [this.format(named)]),
      schema.minLength,
      schema.maxLength,
      named === undefined ? pattern : undefined,
    ];
    while (args.length > 0 && args[args.length - 1] === undefined) args.pop();
    const message = schema["x-sdk-message"];
    if (typeof message === "string" && schema.not === undefined && format === undefined)
      return this.messageRule(schema, value, where, message);
    this.use(helper);
    const call = `${helper}(${[value, ...args.map((a) => (a === undefined ? "undefined" : String(a)))].join(", ")})`;
    if (named === undefined || pattern === undefined) return call;
    // A pattern beside a format, after it, on a string (a valid Date of a date's format passes).
    this.use("text");
    return `(${call} ?? (typeof ${value} === "string" ? text(${value}, undefined, undefined, ${pattern}) : undefined))`;
  }

  /**
   * A string's rules that say one thing whatever they refuse (`x-sdk-message`: an ID "must be a
   * non-empty string of at most 255 characters without spaces..."), as one test and no piece of
   * core: a pattern of one character class repeated takes the lengths in (`^[^\s]{1,255}$`, which
   * counts code points as JSON Schema does), else each length is counted in code points.
   */
  private messageRule(schema: JsonObject, value: string, where: string, message: string): string {
    const { minLength: min, maxLength: max, pattern } = schema;
    const tests = [`typeof ${value} === "string"`];
    const repeated = typeof pattern === "string" ? /^\^(\[(?:\\.|[^\]\\])*\])\*\$$/.exec(pattern) : null;
    if (repeated !== null && (min !== undefined || max !== undefined))
      tests.push(`${regexLiteral(`^${repeated[1]}{${min ?? 0},${max ?? ""}}$`, where)}.test(${value})`);
    else {
      if (typeof min === "number" && min > 0) tests.push(`[...${value}].length >= ${min}`);
      if (typeof max === "number") tests.push(`[...${value}].length <= ${max}`);
      if (typeof pattern === "string") tests.push(`${regexLiteral(pattern, where)}.test(${value})`);
    }
    return `${tests.join(" && ")} ? undefined : ${json(message)}`;
  }

  /** Core's constant of a checked format (`uuidFormat`), used. */
  private format(format: string): string {
    const name = `${format.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}Format`;
    this.use(name);
    return name;
  }

  private plainRule(schema: JsonObject, value: string, where: string): string | undefined {
    const types = typesOf(schema);
    const nullable = types?.includes("null") === true;
    const others = types?.filter((t) => t !== "null");
    const values = asArray(schema.enum) ?? (schema.const !== undefined ? [schema.const] : undefined);
    let check: string | undefined;
    if (values !== undefined) {
      // JSON equality only where a value of the set is an object or an array.
      const piece = values.every((v) => v === null || typeof v !== "object") ? "among" : "oneOf";
      this.use(piece);
      check = `${piece}(${value}, ${this.valuesConstant(values, where)})`;
    } else if (others?.length === 1 && others[0] === "string") {
      check = this.textRule(schema, value, where);
    } else if (
      types === undefined &&
      (schema.pattern !== undefined || schema.minLength !== undefined || schema.maxLength !== undefined)
    ) {
      // Without a type, a string's keywords hold for strings only (JSON Schema): any other value passes them.
      return `typeof ${value} !== "string" ? undefined : ${this.textRule(schema, value, where)}`;
    } else if (
      others?.length === 1 &&
      others[0] === "integer" &&
      typeof schema["x-sdk-message"] === "string" &&
      schema.multipleOf === undefined
    ) {
      // An integer's rules that say one thing whatever they refuse, as one test (see messageRule).
      const tests = [`Number.isInteger(${value})`];
      if (typeof schema.minimum === "number") tests.push(`(${value} as number) >= ${schema.minimum}`);
      if (typeof schema.maximum === "number") tests.push(`(${value} as number) <= ${schema.maximum}`);
      check = `${tests.join(" && ")} ? undefined : ${json(schema["x-sdk-message"])}`;
    } else if (others?.length === 1 && (others[0] === "integer" || others[0] === "number")) {
      this.use("number");
      const args = [others[0] === "integer", schema.minimum, schema.maximum];
      while (args.length > 1 && args[args.length - 1] === undefined) args.pop();
      check = `number(${[value, ...args.map((a) => (a === undefined ? "undefined" : String(a)))].join(", ")})`;
      // A step is a piece of its own (core's `multipleOf`), asked once the number passed.
      if (typeof schema.multipleOf === "number") {
        this.use("multipleOf");
        check = `${check} ?? multipleOf(${value}, ${schema.multipleOf})`;
      }
    } else if (others?.length === 1 && others[0] === "boolean") {
      this.use("boolean");
      check = `boolean(${value})`;
    } else if (types !== undefined && (others?.length ?? 0) > 0) {
      this.use("type");
      return `type(${value}, ${json(types)})`;
    } else if (types !== undefined) return `${value} === null ? undefined : "must be null"`;
    if (check === undefined) return undefined;
    return nullable && values === undefined ? `${value} === null ? undefined : ${check}` : check;
  }

  /**
   * The schema a plain value's rule is written from, where `schema` (a component's, through its
   * `$ref`, or inline) is one: written where it is used, no function of its own.
   */
  private inlinable(schema: unknown): JsonObject | undefined {
    const node = this.merged(this.follow(schema));
    return this.isPlain(node) ? node : undefined;
  }

  /** Whether a schema is a plain value's (see plainRule): no members, items or compositions. */
  /**
   * The types of several alternatives that are each types and nothing more (a string or null),
   * as one union; undefined when there is one alternative, or one says more (a shape holds a
   * plain value to its type and closed set only, not its pattern, length...).
   */
  private typesOnly(alternatives: readonly unknown[]): string[] | undefined {
    if (alternatives.length < 2) return undefined;
    const types: string[] = [];
    for (const part of alternatives) {
      const node = this.merged(this.follow(part));
      const typed = this.isPlain(node) && node.enum === undefined && node.const === undefined;
      const own = typed ? typesOf(node) : undefined;
      if (own === undefined) return undefined;
      types.push(...own);
    }
    return [...new Set(types)];
  }

  private isPlain(schema: JsonObject): boolean {
    return !STRUCTURE.some((key) => schema[key] !== undefined);
  }

  /**
   * The rule of a member under `schema`, as a function expression for core's `members` table
   * (a MemberRule): a piece of core itself where the rule is no more than it (`text`), an arrow
   * for a plain value's other rules, a rules function for a structured one; undefined when it
   * has no rule.
   */
  private memberRule(schema: unknown, hint: string): string | undefined {
    const plain = this.inlinable(schema);
    const own = plain === undefined ? undefined : this.plainRule(plain, "v", hint);
    if (own !== undefined) {
      const bare = /^(\w+)\(v\)$/.exec(own);
      if (bare) return bare[1];
      // A rule with a message of the spec's (an ID's), one function wherever it stands: the
      // message is long, and an app that checks the same ID in two places carries it once.
      if (typeof plain?.["x-sdk-message"] === "string" && plain.type === "string")
        return this.request(schema, hint);
      return `(v) => ${own}`;
    }
    if (plain !== undefined) return undefined;
    const fn = this.request(schema, hint);
    return fn === "anyValueRules" ? undefined : fn;
  }

  private rulesBody(given: JsonObject, hint: string): string | undefined {
    const schema = this.merged(given);
    const discriminated = this.discriminatedBody(schema, hint);
    if (discriminated !== undefined) return discriminated;
    const lines: string[] = [];
    const fail = (problem: string) => lines.push(`  if ((p = ${problem})) return p;`);
    const types = typesOf(schema);
    const only = types?.length === 1 ? types[0] : undefined;
    if (this.isPlain(schema)) {
      const own = this.plainRule(schema, "value", hint);
      if (own === undefined) return undefined;
      return chained([`  return ${own};`], "p");
    }
    if (types !== undefined) {
      if (only === "object") {
        this.use("isRecord");
        lines.push(`  if (!isRecord(value)) return "must be an object";`);
      } else if (only === "array") {
        lines.push(`  if (!Array.isArray(value)) return "must be an array";`);
      } else {
        this.use("type");
        fail(`type(value, ${json(types)})`);
      }
    }
    // A plain value's rules beside the structure (an enum, a string's pattern...).
    const plainPart: JsonObject = {};
    for (const key of [
      "enum",
      "const",
      "pattern",
      "format",
      "minLength",
      "maxLength",
      "minimum",
      "maximum",
      "multipleOf",
    ])
      if (schema[key] !== undefined) plainPart[key] = schema[key];
    if (Object.keys(plainPart).length > 0) {
      const typed = { ...plainPart, type: types?.find((t) => ["string", "integer", "number"].includes(t)) };
      const own = this.plainRule(typed, "value", hint);
      if (own !== undefined) {
        const guard =
          typed.type === "string"
            ? `typeof value !== "string" ? undefined : `
            : typed.type
              ? `typeof value !== "number" ? undefined : `
              : "";
        fail(`${guard}${own}`);
      }
    }
    // An object's rules.
    const properties = isJsonObject(schema.properties) ? schema.properties : {};
    const names = Object.keys(properties);
    const objectLines: string[] = [];
    const objectFail = (problem: string) => objectLines.push(`if ((p = ${problem})) return p;`);
    if (schema.minProperties !== undefined || schema.maxProperties !== undefined) {
      this.use("size");
      objectFail(
        `size(value, ${schema.minProperties ?? "undefined"}, ${schema.maxProperties ?? "undefined"})`,
      );
    }
    const required = (asArray(schema.required) ?? []) as string[];
    // One table of the members (core's `members`), each named once with its rule and whether
    // the spec requires it (a required member it does not describe too), then what the others may be.
    const all = [...names, ...required.filter((name) => !names.includes(name))];
    const rules = all.map((name) =>
      names.includes(name) ? this.memberRule(properties[name], `${hint}${pascalCase(name)}`) : undefined,
    );
    const table = all.map((name, i) => memberRow(name, rules[i], required.includes(name)));
    // What the others may be, given the names the table holds.
    let rest: string | undefined;
    if (schema.additionalProperties === false) {
      this.use("closed");
      rest = "closed";
    } else if (isJsonObject(schema.additionalProperties)) {
      const fn = this.request(schema.additionalProperties, `${hint}Member`);
      if (fn !== "anyValueRules") {
        this.use("others");
        rest = `(v, known) => others(v, ${fn}, known)`;
      }
    }
    if (rest !== undefined || required.length > 0 || rules.some((rule) => rule !== undefined)) {
      this.use("members");
      objectFail(`members(value, [${table.join(", ")}]${rest === undefined ? "" : `, ${rest}`})`);
    }
    // A member given without those it needs (`dependentRequired`), named at the member.
    if (isJsonObject(schema.dependentRequired)) {
      this.use("dependent");
      objectFail(`dependent(value, ${json(schema.dependentRequired)})`);
    }
    if (objectLines.length > 0) {
      if (only === "object") lines.push(...objectLines.map((l) => `  ${l}`));
      else {
        this.use("isRecord");
        lines.push("  if (isRecord(value)) {", ...objectLines.map((l) => `    ${l}`), "  }");
      }
    }
    // An array's rules.
    const arrayLines: string[] = [];
    if (schema.minItems !== undefined || schema.maxItems !== undefined || schema.uniqueItems === true) {
      this.use("items");
      const args = [schema.minItems, schema.maxItems, schema.uniqueItems === true ? true : undefined];
      while (args.length > 0 && args[args.length - 1] === undefined) args.pop();
      arrayLines.push(`if ((p = items(${["value", ...args.map((a) => String(a))].join(", ")}))) return p;`);
    }
    // A member no two items may share (`x-sdk-unique-by`), where the items are objects no
    // uniqueItems can compare by that member alone.
    if (typeof schema["x-sdk-unique-by"] === "string") {
      this.use("uniqueBy");
      arrayLines.push(`if ((p = uniqueBy(value, ${JSON.stringify(schema["x-sdk-unique-by"])}))) return p;`);
    }
    if (schema.items !== undefined) {
      const fn = this.request(schema.items, `${hint}Item`);
      if (fn !== "anyValueRules") {
        this.use("each");
        arrayLines.push(`if ((p = each(value, ${fn}))) return p;`);
      }
    }
    if (schema.contains !== undefined) {
      this.use("contains");
      const fn = this.request(schema.contains, `${hint}Contains`);
      const args = [schema.minContains, schema.maxContains];
      while (args.length > 0 && args[args.length - 1] === undefined) args.pop();
      arrayLines.push(
        `if ((p = contains(${["value", fn, ...args.map((a) => (a === undefined ? "undefined" : String(a)))].join(", ")}))) return p;`,
      );
    }
    if (arrayLines.length > 0) {
      if (only === "array") lines.push(...arrayLines.map((l) => `  ${l}`));
      else lines.push("  if (Array.isArray(value)) {", ...arrayLines.map((l) => `    ${l}`), "  }");
    }
    // Compositions. core's check takes a oneOf as an anyOf: that the variants of a spec exclude
    // each other is the spec's to show (test/unit/specs/); a request need only be one of them.
    for (const [i, part] of (asArray(schema.allOf) ?? []).entries()) {
      const fn = this.request(part, `${hint}Part${i + 1}`);
      if (fn !== "anyValueRules") fail(`${fn}(value)`);
    }
    for (const key of ["anyOf", "oneOf"] as const) {
      const alternatives = withoutSubsumed(asArray(schema[key]) ?? [], (s) => this.follow(s));
      if (alternatives.length === 0) continue;
      const fns = alternatives.map((part, i) => this.request(part, `${hint}Form${i + 1}`));
      if (fns.includes("anyValueRules")) continue;
      if (fns.length === 1) fail(`${fns[0]}(value)`);
      else {
        this.use("anyOf");
        fail(`anyOf(value, [${fns.join(", ")}])`);
      }
    }
    if (schema.not !== undefined) {
      const fn = this.request(schema.not, `${hint}Not`);
      // What the spec says of the form it refuses (`x-sdk-message`: "takes user.id or group.id, not both").
      const message =
        typeof schema["x-sdk-message"] === "string"
          ? schema["x-sdk-message"]
          : "has a form the API refuses here";
      lines.push(`  if (${fn}(value) === undefined) return ${JSON.stringify(message)};`);
    }
    if (schema.if !== undefined) {
      const test = this.request(schema.if, `${hint}If`);
      const then =
        schema.then === undefined ? "undefined" : `${this.request(schema.then, `${hint}Then`)}(value)`;
      const otherwise =
        schema.else === undefined ? "undefined" : `${this.request(schema.else, `${hint}Else`)}(value)`;
      fail(`${test}(value) === undefined ? ${then} : ${otherwise}`);
    }
    if (lines.length === 0) return undefined;
    const whole = this.wholeRules(lines) ?? chained(lines, "p");
    if (whole !== undefined) return whole;
    const declares = lines.some((l) => l.includes("(p = "));
    return [...(declares ? ["  let p: Found;"] : []), ...lines, "  return undefined;"].join("\n");
  }

  /**
   * The rules of `lines` as one of core's whole checks (`= objectOf(...)`), when they are no
   * more than an object's members or an array's items; undefined otherwise.
   */
  private wholeRules(lines: string[]): string | undefined {
    const [first, ...rest] = lines;
    if (first === `  if (!isRecord(value)) return "must be an object";` && rest.length <= 1) {
      const has = /^ {2}if \(\(p = members\(value, (\[.*\])(?:, (.*))?\)\)\) return p;$/.exec(rest[0] ?? "");
      if (rest.length === 1 && !has) return undefined;
      return this.objectOf(has?.[1] ?? "[]", has?.[2], "Rule");
    }
    const item = /^ {2}if \(\(p = each\(value, (\w+)\)\)\) return p;$/.exec(rest[0] ?? "");
    if (first === `  if (!Array.isArray(value)) return "must be an array";` && rest.length === 1 && item) {
      this.use("arrayOf", "Rule");
      return `= arrayOf(${item[1]})`;
    }
    return undefined;
  }

  /**
   * The rules of a oneOf (or anyOf) told apart by a discriminator with a mapping, and nothing
   * else: the discriminating member is required and one of the mapping's values, and the value
   * is held to the variant its value names, so that a problem is that variant's
   * (`secret_refs[2].name`) rather than the likeliest of every variant's. Undefined for any other
   * schema.
   */
  private discriminatedBody(schema: JsonObject, hint: string): string | undefined {
    const { discriminator } = schema;
    if (!isJsonObject(discriminator) || typeof discriminator.propertyName !== "string") return undefined;
    if (!isJsonObject(discriminator.mapping)) return undefined;
    const rest = Object.keys(schema).filter(
      (k) => !isAnnotation(k) && k !== "oneOf" && k !== "anyOf" && k !== "discriminator",
    );
    if (rest.length > 0 || (schema.oneOf === undefined && schema.anyOf === undefined)) return undefined;
    const name = discriminator.propertyName;
    const mapping = Object.entries(discriminator.mapping).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    );
    this.use("isRecord", "under", "required", "among");
    const value = member("value", name);
    const values = this.valuesConstant(
      mapping.map(([v]) => v),
      `${hint}${pascalCase(name)}`,
    );
    // One arrow: the member, one of the values, then the variant it names.
    const variants = mapping.map(([v, ref]) => {
      const rules = this.component(ref, "rules", `${hint}/discriminator/mapping/${v}`) ?? "anyValueRules";
      return `${value} === ${json(v)} ? ${rules}(value) : `;
    });
    return `=> !isRecord(value) ? "must be an object" : (required(value, ${json([name])})) ?? (under(${json(step(name))}, among(${value}, ${values}))) ?? (${variants.join("")}undefined)`;
  }

  // ---- answer shapes ----------------------------------------------------------------------

  /** Whether the value at `value` has the plain shape `schema` says, as a boolean expression; undefined when it takes anything. */
  private plainShape(schema: JsonObject, value: string, where: string): string | undefined {
    const types = typesOf(schema);
    const values = asArray(schema.enum) ?? (schema.const !== undefined ? [schema.const] : undefined);
    if (values !== undefined) {
      // A closed set is what the spec requires (an open one is anyOf the known values and any string).
      if (values.every((v) => v === null || typeof v !== "object"))
        return values.length === 1
          ? `${value} === ${json(values[0])}`
          : `${this.valuesConstant(values, where)}.includes(${value})`;
      return undefined;
    }
    if (types === undefined) return undefined;
    const tests = types.map((t) => {
      switch (t) {
        case "string":
          return `typeof ${value} === "string"`;
        case "integer":
          return `Number.isInteger(${value})`;
        case "number":
          return `typeof ${value} === "number"`;
        case "boolean":
          return `typeof ${value} === "boolean"`;
        case "null":
          return `${value} === null`;
        case "array":
          return `Array.isArray(${value})`;
        default:
          this.use("isRecord");
          return `isRecord(${value})`;
      }
    });
    return tests.length === 1 ? (tests[0] as string) : `(${tests.join(" || ")})`;
  }

  /**
   * The shape function of a plain value's schema (a type, a closed set), shared by every member
   * of the same shape: named after its types (`stringOrNullShape`), or where a closed set first
   * stands; undefined when it takes anything.
   */
  private plainShapeFunction(schema: JsonObject, hint: string): string | undefined {
    const test = this.plainShape(schema, "value", hint);
    if (test === undefined) return undefined;
    const body = chained([`  if (!${test.startsWith("(") ? test : `(${test})`}) return "";`], "q") as string;
    const known = this.byBody.get(`shape\n${body}`);
    if (known !== undefined) return known;
    const types = typesOf(schema);
    const byType = schema.enum === undefined && schema.const === undefined && types !== undefined;
    const name = this.freeName(
      byType
        ? // `shapeOfString`: no component's or inline schema's function is named so (they end in Shape).
          `shapeOf${types.map((t) => pascalCase(t)).join("Or")}`
        : `${lowerFirst(hint)}Shape`,
    );
    this.byBody.set(`shape\n${body}`, name);
    this.written.set(
      name,
      this.declare(name, "shape", body, byType ? `a ${types.join(" or ")}` : `\`${hint}\``),
    );
    return name;
  }

  private shapeBody(given: JsonObject, hint: string): string | undefined {
    const schema = this.merged(given);
    const lines: string[] = [];
    const types = typesOf(schema);
    const only = types?.length === 1 ? types[0] : undefined;
    const own = this.plainShape(schema, "value", hint);
    if (own !== undefined) lines.push(`  if (!(${own})) return "";`);
    if (this.isPlain(schema)) return lines.length === 0 ? undefined : chained(lines, "q");
    // Every member the spec names, when present: what it requires must be there, and what a
    // caller or the SDK reads (a token's catalog) must have its type whenever it is sent.
    const properties = isJsonObject(schema.properties) ? schema.properties : {};
    const required = (asArray(schema.required) ?? []) as string[];
    const objectLines: string[] = [];
    // One table of the members (core's `members`), each named once: a required one must be
    // there (a required member the spec does not describe too), a present one must have its shape.
    const table: string[] = [];
    for (const [name, sub] of Object.entries(properties)) {
      const where = `${hint}${pascalCase(name)}`;
      const inline = this.inlinable(sub);
      const fn = inline === undefined ? this.shapeOf(sub, where) : this.plainShapeFunction(inline, where);
      if (fn !== undefined || required.includes(name))
        table.push(memberRow(name, fn, required.includes(name)));
    }
    for (const name of required)
      if (!Object.hasOwn(properties, name)) table.push(memberRow(name, undefined, true));
    if (table.length > 0) {
      this.use("members");
      objectLines.push(`if ((q = members(value, [${table.join(", ")}])) !== undefined) return q;`);
    }
    if (isJsonObject(schema.additionalProperties)) {
      const fn = this.shapeOf(schema.additionalProperties, `${hint}Member`);
      if (fn !== undefined) {
        // Every member, as before a table was walked: a map's values, or what any member must be.
        this.use("others");
        objectLines.push(`if ((q = others(value, ${fn})) !== undefined) return q;`);
      }
    }
    if (objectLines.length > 0) {
      if (only === "object") lines.push(...objectLines.map((l) => `  ${l}`));
      else {
        this.use("isRecord");
        lines.push("  if (isRecord(value)) {", ...objectLines.map((l) => `    ${l}`), "  }");
      }
    }
    if (schema.items !== undefined) {
      const inline = this.inlinable(schema.items);
      const fn =
        inline === undefined
          ? this.shapeOf(schema.items, `${hint}Item`)
          : this.plainShapeFunction(inline, `${hint}Item`);
      if (fn !== undefined) {
        this.use("each");
        const loop = `if ((q = each(value, ${fn})) !== undefined) return q;`;
        lines.push(
          only === "array"
            ? `  ${loop}`
            : `  if (Array.isArray(value) && (q = each(value, ${fn})) !== undefined) return q;`,
        );
      }
    }
    for (const [i, part] of (asArray(schema.allOf) ?? []).entries()) {
      const fn = this.shapeOf(part, `${hint}Part${i + 1}`);
      if (fn !== undefined) lines.push(`  if ((q = ${fn}(value)) !== undefined) return q;`);
    }
    for (const key of ["anyOf", "oneOf"] as const) {
      const alternatives = withoutSubsumed(asArray(schema[key]) ?? [], (s) => this.follow(s));
      if (alternatives.length === 0 || takesEveryType(alternatives, (s) => this.follow(s))) continue;
      // Alternatives that are types and nothing more are one shape of their types (a string or
      // null): the shape a member of those types has anywhere else.
      const union = this.typesOnly(alternatives);
      if (union !== undefined) {
        const fn = this.plainShapeFunction({ type: union }, `${hint}Form`);
        if (fn !== undefined) lines.push(`  if ((q = ${fn}(value)) !== undefined) return q;`);
        continue;
      }
      const fns = alternatives.map((part, n) => this.shapeOf(part, `${hint}Form${n + 1}`));
      // An alternative that takes anything makes the whole choice take anything.
      if (fns.some((fn) => fn === undefined)) continue;
      const unique = [...new Set(fns as string[])];
      if (unique.length === 1) lines.push(`  if ((q = ${unique[0]}(value)) !== undefined) return q;`);
      else {
        this.use("anyOf");
        lines.push(`  if ((q = anyOf(value, [${unique.join(", ")}])) !== undefined) return q;`);
      }
    }
    if (lines.length === 0) return undefined;
    const whole = this.wholeShape(lines) ?? chained(lines, "q");
    if (whole !== undefined) return whole;
    const declares = lines.some((l) => l.includes("(q = "));
    return [...(declares ? ["  let q: Found;"] : []), ...lines, "  return undefined;"].join("\n");
  }

  /**
   * The shape of `lines` as one of core's whole checks (`= objectOf(...)`, `arrayOf`, `mapOf`,
   * `allOf`), when they are no more than an object's members, an array's items, a map's values
   * or the parts of an allOf; undefined otherwise.
   */
  private wholeShape(lines: string[]): string | undefined {
    const [first, second, ...more] = lines;
    const step = (fn: string) =>
      new RegExp(`^ {2}if \\(\\(q = ${fn}\\(value, (.*)\\)\\) !== undefined\\) return q;$`);
    // allOf of shapes and nothing else: each in turn.
    const parts = lines.map(
      (line) => /^ {2}if \(\(q = (\w+)\(value\)\) !== undefined\) return q;$/.exec(line)?.[1],
    );
    if (lines.length > 1 && parts.every((part) => part !== undefined)) {
      this.use("allOf", "Shape");
      return `= allOf([${parts.join(", ")}])`;
    }
    if (more.length > 0) return undefined;
    if (first === `  if (!(isRecord(value))) return "";`) {
      const table = step("members").exec(second ?? "")?.[1];
      const map = step("others").exec(second ?? "")?.[1];
      if (second === undefined || table !== undefined)
        return this.objectOf(table ?? "[]", undefined, "Shape");
      if (map !== undefined) {
        this.use("mapOf", "Shape");
        return `= mapOf(${map})`;
      }
    }
    const item = step("each").exec(second ?? "")?.[1];
    if (first === `  if (!(Array.isArray(value))) return "";` && item !== undefined) {
      this.use("arrayOf", "Shape");
      return `= arrayOf(${item})`;
    }
    return undefined;
  }

  /** An object of `table` (and `rest`) as core's whole check. */
  private objectOf(table: string, rest: string | undefined, type: "Rule" | "Shape"): string {
    this.use("objectOf", type);
    return `= objectOf(${table}${rest === undefined ? "" : `, ${rest}`})`;
  }

  // ---- answers' straight-line tests --------------------------------------------------------
  //
  // The walk of a shape's tables reads each member by a name it holds (`value[name]`), which the
  // engine cannot specialise: checking a compute page of 20 servers took a quarter of the time
  // parsing it did, and 6% of a call. A test written out member by member (`value.id`) reads as
  // fast as code written by hand, 5 times faster. It only says yes or no: a body it refuses is
  // walked again by the shape, which names the fault (or takes a body the test was too strict for).
  // Each test mirrors `shapeBody`, and holds a body to no more than its shape does.

  /** Tests that refuse undefined themselves (they test the value's type first). */
  private readonly typedTests = new Set<string>();

  /** `slow` (the shape of `schema`), tried first by its test when it has one worth the bytes. */
  private fastShape(schema: unknown, slow: string, hint: string): string {
    const test = this.testFunction(schema, hint);
    if (test === undefined) return slow;
    const body = `(value) => (${test}(value) ? undefined : ${slow}(value))`;
    const known = this.byBody.get(`fast\n${body}`);
    if (known !== undefined) return known;
    const name = this.freeName(`${slow.replace(/Shape$/, "")}FastShape`);
    this.byBody.set(`fast\n${body}`, name);
    this.use("Shape");
    this.written.set(
      name,
      `/** The shape of an answer: \`${slow}\`, after its straight-line test. */\nexport const ${name}: Shape = ${body};`,
    );
    return name;
  }

  /** The name of the test of `schema` (as `functionOf` finds its shape), or undefined when it takes anything. */
  private testFunction(schema: unknown, hint: string): string | undefined {
    if (!isJsonObject(schema)) return undefined;
    if (
      typeof schema.$ref === "string" &&
      Object.keys(schema).every((k) => k === "$ref" || isAnnotation(k))
    ) {
      const component = refName(schema.$ref);
      const target = pointerTarget(this.document, schema.$ref);
      if (!isJsonObject(target) || this.pending.has(`${component} test`)) return undefined;
      this.pending.add(`${component} test`);
      const body = this.testBody(target, component);
      this.pending.delete(`${component} test`);
      return body === undefined ? undefined : this.namedTest(body, component);
    }
    const body = this.testBody(schema, hint);
    return body === undefined ? undefined : this.namedTest(body, hint);
  }

  /** A test of `body` (an expression of `value`), written once for every schema of that body. */
  private namedTest(body: string, hint: string): string {
    const known = this.byBody.get(`test\n${body}`);
    if (known !== undefined) return known;
    const name = this.freeName(`${lowerFirst(hint)}Test`);
    this.byBody.set(`test\n${body}`, name);
    if (
      /^(isRecord\(value\)|Array\.isArray\(value\)|typeof value === "|Number\.isInteger\(value\))/.test(body)
    )
      this.typedTests.add(name);
    this.written.set(
      name,
      `/** Whether a value surely has the shape of ${/^[a-z]/.test(hint) ? `a${/^[aeiou]/.test(hint) ? "n" : ""} ${hint.replace(/([A-Z])/g, " $1").toLowerCase()}` : `\`${hint}\``} (false: ask the shape). */\nconst ${name} = (value: unknown): boolean => ${body};`,
    );
    return name;
  }

  /** The test of a member or an item: a call of its test (a plain value's is shared by every member of its type). */
  private partTest(schema: unknown, hint: string): { fn: string; plain: boolean } | undefined {
    const inline = this.inlinable(schema);
    const body = inline === undefined ? undefined : this.plainShape(inline, "value", hint);
    const fn =
      inline === undefined
        ? this.testFunction(schema, hint)
        : body && this.namedTest(body, plainTestName(inline, hint));
    // A plain value's test refuses undefined (no JSON type or value is undefined).
    if (fn !== undefined && inline !== undefined) this.typedTests.add(fn);
    return fn === undefined ? undefined : { fn, plain: this.typedTests.has(fn) };
  }

  /** `shapeBody` as one boolean expression of `value`; undefined when the shape takes anything. */
  private testBody(given: JsonObject, hint: string): string | undefined {
    const schema = this.merged(given);
    const own = this.plainShape(schema, "value", hint);
    if (this.isPlain(schema)) return own;
    const tests = own === undefined ? [] : [own];
    const properties = isJsonObject(schema.properties) ? schema.properties : {};
    const required = (asArray(schema.required) ?? []) as string[];
    const members: string[] = [];
    for (const [name, sub] of Object.entries(properties)) {
      const member = `value${step(name)}`;
      const part = this.partTest(sub, `${hint}${pascalCase(name)}`);
      // A plain value's test refuses undefined itself (no JSON type or value is undefined), as does a typed one.
      if (required.includes(name))
        members.push(
          part === undefined
            ? `${member} !== undefined`
            : part.plain
              ? `${part.fn}(${member})`
              : `${member} !== undefined && ${part.fn}(${member})`,
        );
      else if (part !== undefined) {
        // A call, not `=== undefined ||` written out: an answer's objects have many optional
        // members, and the call is the smaller bundle.
        this.use("absentOr");
        members.push(`absentOr(${member}, ${part.fn})`);
      }
    }
    for (const name of required)
      if (!Object.hasOwn(properties, name)) members.push(`value${step(name)} !== undefined`);
    if (isJsonObject(schema.additionalProperties)) {
      const fn = this.testFunction(schema.additionalProperties, `${hint}Member`);
      // As `others` walks them: a member left undefined is not sent, so not tested.
      if (fn !== undefined) members.push(`Object.values(value).every((v) => v === undefined || ${fn}(v))`);
    }
    if (members.length > 0) {
      if (own === "isRecord(value)") tests.push(...members);
      else {
        this.use("isRecord");
        tests.push(`(!isRecord(value) || (${members.join(" && ")}))`);
      }
    }
    if (schema.items !== undefined) {
      const inline = this.inlinable(schema.items);
      const test =
        inline === undefined
          ? this.testFunction(schema.items, `${hint}Item`)
          : ((body) => body && this.namedTest(body, `${hint}Item`))(this.plainShape(inline, "value", hint));
      if (test !== undefined)
        tests.push(
          own === "Array.isArray(value)"
            ? `value.every(${test})`
            : `(!Array.isArray(value) || value.every(${test}))`,
        );
    }
    for (const [i, part] of (asArray(schema.allOf) ?? []).entries()) {
      const fn = this.testFunction(part, `${hint}Part${i + 1}`);
      if (fn !== undefined) tests.push(`${fn}(value)`);
    }
    for (const key of ["anyOf", "oneOf"] as const) {
      const alternatives = withoutSubsumed(asArray(schema[key]) ?? [], (s) => this.follow(s));
      if (alternatives.length === 0 || takesEveryType(alternatives, (s) => this.follow(s))) continue;
      const union = this.typesOnly(alternatives);
      if (union !== undefined) {
        const test = this.plainShape({ type: union }, "value", hint);
        if (test !== undefined) tests.push(test);
        continue;
      }
      // The shape takes a value one alternative takes: so does the test, by one alternative's test.
      const fns = alternatives.map((part, n) => this.testFunction(part, `${hint}Form${n + 1}`));
      if (fns.some((fn) => fn === undefined)) continue;
      tests.push(`(${[...new Set(fns)].map((fn) => `${fn}(value)`).join(" || ")})`);
    }
    return tests.length === 0 ? undefined : tests.join(" && ");
  }
}

/** A part of a check's lines (see `chained`). */
type Part = { call: string } | { test: string; problem: string } | { guard: string; parts: Part[] };

/** The parts of `lines` at `indent`, or undefined when one is none of them. */
function partsOf(lines: string[], variable: "p" | "q", indent: string): Part[] | undefined {
  const found =
    variable === "p"
      ? new RegExp(`^${indent}if \\(\\(p = (.*)\\)\\) return p;$`)
      : new RegExp(`^${indent}if \\(\\(q = (.*)\\) !== undefined\\) return q;$`);
  const parts: Part[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const call =
      found.exec(line)?.[1] ?? (i === lines.length - 1 ? /^ *return (.*);$/.exec(line)?.[1] : undefined);
    const test = new RegExp(`^${indent}if \\((.*)\\) return ("[^"]*");$`).exec(line);
    const block = new RegExp(`^${indent}if \\((.*)\\) \\{$`).exec(line);
    if (call !== undefined && call !== "undefined") parts.push({ call });
    else if (call === "undefined") continue;
    else if (test) parts.push({ test: test[1] as string, problem: test[2] as string });
    else if (block) {
      const end = lines.indexOf(`${indent}}`, i);
      const inner = end < 0 ? undefined : partsOf(lines.slice(i + 1, end), variable, `${indent}  `);
      if (inner === undefined) return undefined;
      parts.push({ guard: block[1] as string, parts: inner });
      i = end;
    } else return undefined;
  }
  return parts;
}

/** `parts` as one expression: a test's problem first, the rest where it does not hold (which narrows the value as the `if` did); calls in turn, the first that finds something. */
function expressionOf(parts: Part[]): string {
  const [part, ...others] = parts;
  if (part === undefined) return "undefined";
  const rest = others.length > 0 ? expressionOf(others) : undefined;
  if ("test" in part) return `${part.test} ? ${part.problem} : ${rest ?? "undefined"}`;
  const own = "call" in part ? part.call : `${part.guard} ? ${expressionOf(part.parts)} : undefined`;
  return rest === undefined ? own : `(${own}) ?? (${rest})`;
}

/**
 * Lines that each return what one expression found (`if ((p = X)) return p;`), or a problem of
 * their own when a test holds (`if (!isRecord(value)) return "must be an object";`), or such
 * lines under a test (`if (isRecord(value)) { ... }`), as one expression: `alias X` when it is
 * one check's call on the value (the check is that one), else `=> A ?? B` (an arrow, shorter
 * than a function in a bundle). Undefined for other lines.
 */
function chained(lines: string[], variable: "p" | "q"): string | undefined {
  const body = lines.filter((line) => line !== `  let ${variable}: Found;`);
  const parts = partsOf(body, variable, "  ");
  if (parts === undefined || parts.length === 0) return undefined;
  const [first] = parts;
  const only =
    parts.length === 1 && first && "call" in first ? /^(\w+)\(value\)$/.exec(first.call)?.[1] : undefined;
  if (only !== undefined) return `alias ${only}`;
  return `=> ${expressionOf(parts)}`;
}

/** The name of a plain value's test: after its types (`stringOrNullTest`), or where its closed set stands. */
function plainTestName(schema: JsonObject, hint: string): string {
  const types = typesOf(schema);
  return schema.enum === undefined && schema.const === undefined && types !== undefined
    ? types.map((type, i) => (i === 0 ? type : pascalCase(type))).join("Or")
    : hint;
}

/** A row of core's table of an object's members: `[name, check, 1]` (1: required), as short as it says. */
function memberRow(name: string, check: string | undefined, required: boolean): string {
  if (required) return `[${json(name)}, ${check ?? "undefined"}, 1]`;
  return check === undefined ? `[${json(name)}]` : `[${json(name)}, ${check}]`;
}

/** Keys that say nothing a check could hold a value to. */
function isAnnotation(key: string): boolean {
  return (
    key.startsWith("x-") ||
    [
      "description",
      "title",
      "example",
      "examples",
      "default",
      "deprecated",
      "readOnly",
      "writeOnly",
      "xml",
      "externalDocs",
      "discriminator",
      "$comment",
      "contentMediaType",
      "contentEncoding",
      "propertyNames",
    ].includes(key)
  );
}

/** Every JSON type; an alternative of type number takes the integers too. */
const JSON_TYPES = ["object", "array", "string", "number", "boolean", "null"];

/**
 * Whether a choice takes any JSON value: for each type, one of its alternatives is that type and
 * nothing more (the data store's field value: a typed value, or any JSON value at all).
 */
function takesEveryType(alternatives: unknown[], follow: (schema: unknown) => JsonObject): boolean {
  const taken = new Set<unknown>();
  for (const alternative of alternatives) {
    const node = follow(alternative);
    const rules = Object.entries(node).filter(
      ([key, value]) =>
        !isAnnotation(key) &&
        !(key === "items" && isJsonObject(value) && Object.keys(value).every(isAnnotation)) &&
        !(key === "additionalProperties" && value === true),
    );
    if (rules.length !== 1 || rules[0]?.[0] !== "type") continue;
    for (const type of asArray(node.type) ?? [node.type]) taken.add(type);
  }
  return JSON_TYPES.every((type) => taken.has(type));
}

/**
 * The alternatives of an anyOf without those another one takes every value of: an open set
 * (`anyOf: [{enum: [known values]}, {type: string}]`) checks as the string alone, and carries
 * no list of values into every app that sends it.
 */
function withoutSubsumed(alternatives: unknown[], follow: (schema: unknown) => JsonObject): unknown[] {
  return alternatives.filter((alternative, i) => {
    const values = asArray(follow(alternative).enum);
    if (values === undefined) return true;
    return !alternatives.some((other, j) => {
      if (j === i) return false;
      const rule = follow(other);
      const plainString =
        rule.type === "string" &&
        Object.keys(rule).every(
          (k) => ["type", "minLength", "maxLength", "pattern"].includes(k) || isAnnotation(k),
        );
      if (!plainString) return false;
      const pattern = typeof rule.pattern === "string" ? new RegExp(rule.pattern, "u") : undefined;
      return values.every(
        (value) =>
          textProblem(
            value,
            rule.minLength as number | undefined,
            rule.maxLength as number | undefined,
            pattern,
          ) === undefined,
      );
    });
  });
}
