/**
 * Issue 29, item 3: each `@throws` says what its function can throw. A factory's
 * `@throws {InvalidInputError} on bad options (...; a bad timeoutMs, retry, headers or auth)`
 * names the options it checks; this test gives each factory each named option with a value no
 * option takes and expects the InvalidInputError naming it. A promise the factory cannot keep
 * (the token and data store clients take no `auth`, so they cannot refuse one) fails here.
 */
import { existsSync, readFileSync } from "node:fs";
import { basename, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { loadSdkApis } from "../../../scripts/lib/sdk-apis.ts";
import { InvalidInputError } from "../../../src/core/errors.ts";
import { clientOptionsFor } from "../../support/sdk-clients.ts";

const SRC = resolve(import.meta.dirname, "../../../src");

interface Factory {
  /** The module (under src/) that declares the factory, and the factory's name. */
  file: string;
  name: string;
  /** Options the factory accepts. */
  valid: Record<string, unknown>;
}

const base = { baseUrl: "https://api.test" };

/** The first of `files` (under src/) that declares `name` itself, not by re-export. */
function declaring(files: readonly string[], name: string): string | undefined {
  const declares = new RegExp(`\\nexport (?:async )?(?:function|const) ${name}\\b`);
  return files.find(
    (file) => existsSync(resolve(SRC, file)) && declares.test(readFileSync(resolve(SRC, file), "utf8")),
  );
}

/**
 * Every API's two factories (of the SDK registry), where each runtime's entry point gets them:
 * declared in the entry itself or the entry the spec writes for it (an API whose factory differs
 * by runtime), or in the generated
 * client and the bare client it re-exports (generated, or hand-written where the spec names one). The providers are workflows of their own.
 */
const factories: Factory[] = [
  ...loadSdkApis().flatMap((api) =>
    api.entries.flatMap((entry) =>
      [api.createClient, api.createBareClient].map((name) => {
        const own = relative(SRC, entry);
        const file = declaring(
          [
            own,
            // An entry the spec's x-sdk.runtimes writes (src/<api>/<file>.ts re-exports it).
            `../generated/sdk/${api.name}/entry-${basename(own, ".ts")}.ts`,
            `${api.name}/api.ts`,
            `../generated/sdk/${api.name}/client.ts`,
            `../generated/sdk/${api.name}/bare-client.ts`,
            `${api.name}/bare-client.ts`,
          ],
          name,
        );
        if (file === undefined) throw new Error(`no module of ${api.name} declares ${name}`);
        return { file, name, valid: { ...base, ...clientOptionsFor(api), baseUrl: base.baseUrl } };
      }),
    ),
  ),
  {
    file: "token/provider.ts",
    name: "createClientCredentialsProvider",
    valid: { ...base, clientId: "id", clientSecret: "s3cret-value" },
  },
  {
    file: "identity/provider.ts",
    name: "createIdentityProvider",
    valid: { ...base, fixedToken: "a-valid-token-1234" },
  },
].filter(
  // One case per declaration: the entries of one API may share a factory's declaration.
  (factory, i, all) =>
    all.findIndex((other) => other.file === factory.file && other.name === factory.name) === i,
);

/** The TSDoc right before `export function name` or `export const name`. */
function docOf(source: string, name: string): string {
  const at = source.search(new RegExp(`\\nexport (?:async )?(?:function|const) ${name}\\b`));
  expect(at, name).toBeGreaterThan(0);
  const start = source.lastIndexOf("/**", at);
  return source.slice(start, at);
}

/** The options a `@throws {InvalidInputError} on bad options (...; a bad x, y or z)` names. */
function promisedOptions(doc: string): string[] {
  const line = doc.match(/@throws \{InvalidInputError\} on bad options \(([^\n]*)\)/)?.[1];
  if (line === undefined) return [];
  const listed = line.match(/a bad ([A-Za-z, ]+?)(?:$|;|\))/g) ?? [];
  return listed
    .flatMap((part) =>
      part
        .replace(/^a bad /, "")
        .replace(/[;)]$/, "")
        .split(/, | or /),
    )
    .map((word) => word.trim())
    .filter((word) => /^[a-z][A-Za-z]*$/.test(word));
}

/** A value no option takes: not a string, number, boolean, object or function. */
const NOTHING_TAKES = 10n;

describe("each factory refuses every option its @throws names", () => {
  it.each(factories)("$file $name", async ({ file, name, valid }) => {
    const source = readFileSync(resolve(SRC, file), "utf8");
    const doc = docOf(source, name);
    expect(doc, `${name} documents what it throws`).toMatch(/@throws \{InvalidInputError\}/);
    const promised = promisedOptions(doc);
    const module = (await import(resolve(SRC, file))) as Record<string, (options: unknown) => unknown>;
    const factory = module[name];
    expect(factory, name).toBeTypeOf("function");
    expect(() => factory?.(valid), `${name} accepts its valid options`).not.toThrow();
    for (const option of promised) {
      let thrown: unknown;
      try {
        factory?.({ ...valid, [option]: NOTHING_TAKES });
      } catch (error) {
        thrown = error;
      }
      expect(thrown, `${name} promises an InvalidInputError for a bad ${option}`).toBeInstanceOf(
        InvalidInputError,
      );
      expect((thrown as InvalidInputError).field, option).toMatch(new RegExp(`^${option}\\b`));
    }
  });

  it("reads the options of a @throws line", () => {
    expect(
      promisedOptions(
        "@throws {InvalidInputError} on bad options (a baseUrl that is not an absolute http(s) URL, or has credentials, a query or a fragment; a bad timeoutMs, retry, headers or auth), before anything is sent",
      ),
    ).toEqual(["timeoutMs", "retry", "headers", "auth"]);
  });

  it("catches a promise a factory cannot keep: a client without auth promising an auth error", async () => {
    const { createTokenClient } = await import("../../../src/token/index.ts");
    expect(() => createTokenClient({ ...base, auth: NOTHING_TAKES } as never)).not.toThrow();
  });
});
