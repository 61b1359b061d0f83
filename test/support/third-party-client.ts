/**
 * Clients of our specs made by a code generator other teams use (swagger-typescript-api, with
 * its fetch client), the way they would make them: from the bundled spec, with the generator's
 * defaults. The generated files are the generator's output unchanged; tests type-check them
 * (generator-clients.test.ts) and send real requests with them (contract/token-generated.test.ts).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { generateApi } from "swagger-typescript-api";
import { bundleSpec } from "../../scripts/lib/spec-bundle.ts";

/** Writes the client of `spec` to `<dir>/<name>.ts` and returns that path. */
export async function writeGeneratedClient(name: string, spec: object, dir: string): Promise<string> {
  mkdirSync(dir, { recursive: true });
  const { files } = await generateApi({
    // The generator's types describe Swagger 2 and OpenAPI 3.0 documents; it reads 3.1 too.
    spec: spec as Parameters<typeof generateApi>[0]["spec"],
    output: false,
    silent: true,
    httpClientType: "fetch",
    fileName: name,
  });
  const [file, ...others] = files;
  if (file === undefined || others.length > 0) {
    throw new Error(`swagger-typescript-api made ${files.length} files for ${name}; expected one`);
  }
  const path = join(dir, `${name}${file.fileExtension}`);
  writeFileSync(path, file.fileContent);
  return path;
}

/** Writes the client of the API's bundled spec (specs/<api>/openapi.yaml) to `<dir>/<api>.ts`. */
export function writeApiClient(api: string, dir: string): Promise<string> {
  return writeGeneratedClient(api, bundleSpec(api), dir);
}
