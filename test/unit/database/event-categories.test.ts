/**
 * The event categories of each source type, said twice: by the spec (DbInstanceEventCategory,
 * DbSnapshotEventCategory and SourceType, which hold a new subscription to them) and by the
 * constants an app offers and the SDK holds a filter and a modification to
 * (generated from them by x-sdk.constants). These tests hold the two to each other, and the category
 * walk to the source type asked for when the server answers with the maps of both.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import {
  DATABASE_ALL_EVENT_CATEGORIES,
  DATABASE_EVENT_CATEGORIES,
  DATABASE_SOURCE_TYPES,
} from "../../../src/database/index.ts";
import { fakeFetch, json } from "../../support/fake-fetch.ts";
import { documentedAnswer } from "../../support/spec-answers.ts";
import { clientOn } from "./client-on.ts";

type Schemas = Record<string, { enum?: unknown[] }>;
const schemas = (
  parse(readFileSync("specs/database/openapi.yaml", "utf8")) as { components: { schemas: Schemas } }
).components.schemas;

describe("the event categories of each source type", () => {
  it("are the spec's", () => {
    expect(DATABASE_SOURCE_TYPES).toEqual(schemas.SourceType?.enum);
    expect(DATABASE_EVENT_CATEGORIES["db-instance"]).toEqual(schemas.DbInstanceEventCategory?.enum);
    expect(DATABASE_EVENT_CATEGORIES["db-snapshot"]).toEqual(schemas.DbSnapshotEventCategory?.enum);
    // Without a source type, any category of either: db-instance's hold db-snapshot's.
    expect([...DATABASE_ALL_EVENT_CATEGORIES].sort()).toEqual(
      [...DATABASE_EVENT_CATEGORIES["db-instance"]].sort(),
    );
  });

  it.each(DATABASE_SOURCE_TYPES)(
    "walks the categories of %s from the manual's answer, which has the maps of both",
    async (sourceType) => {
      const fetch = fakeFetch(json(200, documentedAnswer("database", "listEventCategories")));
      const categories = await clientOn(fetch).listEventCategories(sourceType).toArray();
      expect(categories).toEqual(DATABASE_EVENT_CATEGORIES[sourceType]);
      expect(fetch.sent[0]?.url.pathname).toMatch(new RegExp(`/eventcategories/${sourceType}/$`));
    },
  );
});
