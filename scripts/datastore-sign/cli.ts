/**
 * `npm run datastore:sign -- [METHOD] URL`: the three headers that sign a data store request now,
 * and a curl command that sends it, signed with the SDK's own signer and the keys in
 * SVC_DATASTORE_APPLICATION_KEY and SVC_DATASTORE_CLIENT_KEY (`npm start` prints the mock's).
 *
 * Why: the signature guide's worked example carries the published example's timestamp, years
 * old, and the data store (and its mock) refuses a timestamp more than 15 minutes off with
 * `401 E401001`. Replaying the example, or any request, needs a fresh timestamp and the signature
 * made with it.
 */
import { pathToFileURL } from "node:url";
import { inspect, parseArgs } from "node:util";
import { InvalidInputError } from "../../src/core/errors.ts";
import { createRequestSigner, requestToSign } from "../../src/datastore/node.ts";

export const HELP = `npm run datastore:sign -- [METHOD] URL

Prints the headers that sign a data store request now (X-SVC-Application-Key, X-SVC-Timestamp,
X-SVC-Signature), then a curl command that sends it. The signature holds for the URL exactly as
given (host, path and query as encoded there) and for 15 minutes on the mock.

  METHOD   GET (default), POST, PUT or DELETE; the body of a POST or PUT is not signed
  URL      the whole request URL, e.g.
           "http://127.0.0.1:4011/2013-09-01/classes/TestClass?where=%7B%22testKey%22%3A%22testValue%22%7D"

Environment (npm start prints the mock's values):
  SVC_DATASTORE_APPLICATION_KEY   the application key
  SVC_DATASTORE_CLIENT_KEY        the client key (the secret: it is never printed)`;

const METHODS = new Set(["GET", "POST", "PUT", "DELETE"]);

/** A request this script cannot sign; the message says what to give instead. */
export class SignUsageError extends Error {
  override name = "SignUsageError";
}

export interface SignInput {
  method: string;
  url: string;
  applicationKey: string;
  clientKey: string;
  /** The signing time; default now. */
  now?: Date;
}

export interface SignedHeaders {
  url: string;
  method: string;
  headers: Record<string, string>;
}

/** The method in upper case and the parsed URL; anything else is a SignUsageError. */
export function parseTarget(method: string, url: string): { method: string; url: URL } {
  const upper = method.toUpperCase();
  if (!METHODS.has(upper)) throw new SignUsageError(`${method} is not one of GET, POST, PUT, DELETE.`);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new SignUsageError(
      `"${url}" is not a URL; give the whole request URL, http(s)://host/2013-09-01/...`,
    );
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:")
    throw new SignUsageError(`"${url}" is not an http(s) URL.`);
  return { method: upper, url: parsed };
}

/** The signature headers of `input`, with a timestamp of `now`. */
export async function signRequest(input: SignInput): Promise<SignedHeaders> {
  const { method, url } = parseTarget(input.method, input.url);
  const signer = createRequestSigner({ applicationKey: input.applicationKey, clientKey: input.clientKey });
  const timestamp = (input.now ?? new Date()).toISOString();
  const signed = await signer.sign(requestToSign(method, url), timestamp);
  return { url: url.href, method, headers: signed.headers };
}

/** Single quotes for a POSIX shell. */
const quoted = (text: string) => `'${text.replaceAll("'", `'"'"'`)}'`;

/** The headers as lines to paste, then a curl command that sends the request. */
export function signedOutput({ url, method, headers }: SignedHeaders): string {
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  const flags = Object.entries(headers).map(([name, value]) => `-H ${quoted(`${name}: ${value}`)}`);
  const verb = method === "GET" ? [] : [`-X ${method}`];
  return [...lines, "", ["curl", ...verb, ...flags, quoted(url)].join(" ")].join("\n");
}

/** Where the script prints: standard output and standard error, or a test's lines. */
export interface SignOutput {
  out(text: string): void;
  err(text: string): void;
}

function setting(env: Readonly<Record<string, string | undefined>>, name: string): string {
  const value = env[name];
  if (value === undefined || value === "")
    throw new SignUsageError(`${name} is not set: paste the lines npm start printed, or set your app's key.`);
  return value;
}

async function run(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  output: SignOutput,
): Promise<void> {
  const { values, positionals } = parseArgs({
    args: [...args],
    options: { help: { type: "boolean" } },
    allowPositionals: true,
  });
  if (values.help) {
    output.out(HELP);
    return;
  }
  if (positionals.length < 1 || positionals.length > 2)
    throw new SignUsageError(
      "give a URL, and a method before it if it is not GET (npm run datastore:sign -- --help).",
    );
  const [method = "GET", url = ""] = positionals.length === 2 ? positionals : ["GET", positionals[0]];
  parseTarget(method, url); // a bad URL is reported before a missing key
  const signed = await signRequest({
    method,
    url,
    applicationKey: setting(env, "SVC_DATASTORE_APPLICATION_KEY"),
    clientKey: setting(env, "SVC_DATASTORE_CLIENT_KEY"),
  });
  output.out(signedOutput(signed));
}

/**
 * Runs the script with `args` and the keys of `env`; resolves to its exit code: 0 signed (or
 * --help), 2 a usage error (one line on `err`, naming what to give), 1 anything else.
 */
export async function main(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>> = process.env,
  output: SignOutput = { out: (text) => console.log(text), err: (text) => console.error(text) },
): Promise<number> {
  try {
    await run(args, env, output);
    return 0;
  } catch (error) {
    // A bad key is the SDK's InvalidInputError, which never quotes the key.
    const usage =
      error instanceof SignUsageError ||
      error instanceof InvalidInputError ||
      (error as { code?: unknown }).code === "ERR_PARSE_ARGS_UNKNOWN_OPTION";
    output.err(usage ? `datastore:sign: ${(error as Error).message}` : inspect(error));
    return usage ? 2 : 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href)
  process.exitCode = await main(process.argv.slice(2));
