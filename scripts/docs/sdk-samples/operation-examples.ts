/**
 * An operation's examples as a call's arguments take them (mapping.ts's OperationExamples),
 * recording the query and header parameters a call read: the curl sample sends the same ones. A
 * parameter or body without an example is an error naming it, so a sample never shows a value
 * the spec does not document.
 */
import { createXmlCodec } from "../../../src/xml/codec.ts";
import { fxpEngine } from "../../../src/xml/fxp-engine.ts";
import type { XmlDocument } from "../../../src/xml/shape.ts";
import type { SpecOperation } from "../../lib/openapi/operations.ts";
import type { OperationExamples } from "./mapping.ts";

const codec = createXmlCodec(fxpEngine);

/** The examples of one operation, and what a call read of them. */
export interface RecordedExamples extends OperationExamples {
  /** The query parameters read, in the order read. */
  readonly queryRead: string[];
  /** The header parameters read, in the order read. */
  readonly headersRead: string[];
}

/** The examples of `operation`; `example` names the request body example the call sends. */
export function operationExamples(operation: SpecOperation, example?: string): RecordedExamples {
  const queryRead: string[] = [];
  const headersRead: string[] = [];
  const where = `${operation.operationId}`;

  const parameter = (location: "path" | "query" | "header", name: string): unknown => {
    const found = operation.parameters.find(
      (p) => p.in === location && p.name.toLowerCase() === name.toLowerCase(),
    );
    if (found === undefined) throw new Error(`${where} has no ${location} parameter '${name}'`);
    if (!found.hasExample)
      throw new Error(`${where}: the ${location} parameter '${name}' has no example in the spec`);
    return found.example;
  };

  const bodyExample = (): unknown => {
    const body = operation.body;
    if (body === undefined) throw new Error(`${where} has no request body`);
    const names = Object.keys(body.examples);
    const name = example ?? names[0];
    if (name === undefined || !(name in body.examples)) {
      throw new Error(
        `${where} has no request body example '${example ?? ""}' (it has: ${names.join(", ") || "none"})`,
      );
    }
    return body.examples[name];
  };

  return {
    queryRead,
    headersRead,
    path: (name) => parameter("path", name),
    header(name) {
      const value = parameter("header", name);
      if (!headersRead.includes(name)) headersRead.push(name);
      return value;
    },
    query(name) {
      const value = parameter("query", name);
      if (!queryRead.includes(name)) queryRead.push(name);
      return value;
    },
    body(...keys) {
      let value = bodyExample();
      for (const key of keys) {
        if (typeof value !== "object" || value === null || !(key in value)) {
          throw new Error(`${where}: the request body example has no '${keys.join(".")}'`);
        }
        value = (value as Record<string, unknown>)[key];
      }
      return value;
    },
    xml<T>(document: XmlDocument<T>): T {
      const value = bodyExample();
      if (typeof value !== "string") throw new Error(`${where}: the request body example is not XML text`);
      return codec.decode(document, value, { what: `${where}'s request body example` });
    },
  };
}
