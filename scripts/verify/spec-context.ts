/**
 * What a run judges against, built once per API and process: the bundled spec, its operations,
 * the spec validator, the XSD, the XML roots and reader, and Prism's reading of the spec. A process that
 * runs verify many times (the tests) pays for Prism's reading of a spec (~1 s of CPU) once.
 */

import type { IHttpOperation } from "@stoplight/types";
import { type SpecOperation, specOperations } from "../lib/openapi/operations.ts";
import { bundleSpec } from "../lib/spec-bundle.ts";
import { prismOperations } from "./prism-engine.ts";
import { createSpecValidator, type SpecValidator } from "./spec-validator.ts";
import { createXmlAnswerReader, type XmlAnswerReader } from "./xml-answer.ts";
import { type XmlRootLookup, xmlRoots } from "./xml-roots.ts";
import { loadXsdValidator, type XsdValidator } from "./xsd.ts";

export interface SpecContext {
  spec: Record<string, unknown>;
  operations: SpecOperation[];
  validator: SpecValidator;
  xsd: XsdValidator | undefined;
  roots: XmlRootLookup;
  /** Reads an XML answer as the value its response schema describes. */
  xmlAnswers: XmlAnswerReader;
  /** Prism's operations, by operationId (read on first use). */
  prism(): Promise<Map<string, IHttpOperation>>;
}

const contexts = new Map<string, SpecContext>();

export function specContext(api: string): SpecContext {
  const known = contexts.get(api);
  if (known !== undefined) return known;
  const spec = bundleSpec(api);
  let prism: Promise<Map<string, IHttpOperation>> | undefined;
  const context: SpecContext = {
    spec,
    operations: specOperations(spec),
    // The spec as written: closed only where it closes objects itself, as Prism judges it.
    validator: createSpecValidator(api, spec, { closeObjects: false }),
    xsd: loadXsdValidator(api),
    roots: xmlRoots(spec),
    xmlAnswers: createXmlAnswerReader(spec),
    prism: () => {
      prism ??= prismOperations(spec);
      return prism;
    },
  };
  contexts.set(api, context);
  return context;
}
