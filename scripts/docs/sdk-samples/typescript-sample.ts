/**
 * A TypeScript sample: a whole ES module a user can paste and run (Node >= 20, top-level await).
 * The call comes first: after the imports, the sample makes the client, makes the call with the
 * spec's examples as arguments, prints what it returns, and catches the operation's typed errors,
 * rethrowing any other. An operation that carries several requests (start, stop, restart) makes
 * each call in a block of its own. The setup, the same in every sample of an API, stands below
 * the call, as function declarations (which JavaScript hoists): `client()` makes the client from
 * the SVC_* variables (`npm start` prints them for the mocks), with `setting()` and `login()`.
 * Lines keep to LINE_WIDTH, the width of the reference page's code panel.
 */
import { urlVariable } from "../../mocks/env.ts";
import { importsIn, isComposite, LINE_WIDTH, literal } from "./literal.ts";
import type { UntypedCall, UntypedSetup } from "./mapping.ts";
import type { RecordedExamples } from "./operation-examples.ts";

type Setup = UntypedSetup;

/** The line between the call and the setup below it. */
export const SETUP_HEADING = `// The setup, the same in every sample of this API: the
// client, from the SVC_* variables (npm start prints them
// for the mocks; set them to your platform's values).`;

const SETTING = `/** An SVC_* variable's value. */
function setting(name: string): string {
  const value = process.env[name];
  if (value === undefined) {
    throw new Error(\`Set \${name} (npm start prints it)\`);
  }
  return value;
}`;

const LOGIN = `/** A password login; the provider renews its token. */
function login() {
  const domain = { name: setting("SVC_DOMAIN_NAME") };
  return createIdentityProvider({
    baseUrl: setting("SVC_IDENTITY_URL"),
    password: {
      userName: setting("SVC_USER_NAME"),
      password: setting("SVC_PASSWORD"),
      domain,
    },
    scope: {
      project: {
        name: setting("SVC_PROJECT_NAME"),
        domain,
      },
    },
  });
}`;

/** `import { a, b } from "subpath";` with the names sorted as biome sorts them. */
function importLine(names: Iterable<string>, subpath: string): string {
  const sorted = [...new Set(names)].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" }));
  const line = `import { ${sorted.join(", ")} } from "${subpath}";`;
  if (line.length <= LINE_WIDTH) return line;
  return `import {\n${sorted.map((name) => `  ${name},`).join("\n")}\n} from "${subpath}";`;
}

/** The import lines for the API's subpath (and the identity subpath for the login), sorted by path. */
export function importLines(setup: Setup, names: string[], identityNames: string[]): string {
  if (setup.subpath === "svc-cloud/identity") return importLine([...names, ...identityNames], setup.subpath);
  const lines = [importLine(names, setup.subpath)];
  if (identityNames.length > 0) lines.push(importLine(identityNames, "svc-cloud/identity"));
  return lines.sort((a, b) => a.slice(a.indexOf('"')).localeCompare(b.slice(b.indexOf('"')))).join("\n");
}

/** `text` as `//` comment lines that keep to the width, indented by `indent`. */
export function commentLines(text: string, indent: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line !== "" && indent + 3 + line.length + 1 + word.length > LINE_WIDTH) {
      lines.push(line);
      line = word;
    } else line = line === "" ? word : `${line} ${word}`;
  }
  if (line !== "") lines.push(line);
  return lines.map((text) => `${" ".repeat(indent)}// ${text}`);
}

/** How the code reads an SVC_* variable: `setting("X")` in a sample, `process.env.X!` in a snippet. */
type Read = (variable: string) => string;
const viaSetting: Read = (variable) => `setting("${variable}")`;

/** The client's options, one per line, each with its comment; `auth` is the token's expression. */
function optionLines(api: string, setup: Setup, read: Read, auth: string | undefined): string[] {
  const lines = [`baseUrl: ${read(urlVariable(api))},`];
  if (setup.auth === "identity-token" && auth !== undefined) lines.push(auth);
  else if (setup.auth === "datastore-keys") {
    lines.push(
      `applicationKey: ${read("SVC_DATASTORE_APPLICATION_KEY")},`,
      `clientKey: ${read("SVC_DATASTORE_CLIENT_KEY")},`,
      "// check the signature of every response",
      "verifyResponses: true,",
    );
  }
  if (setup.tenant !== undefined)
    lines.push("// the project (tenant) in every path", `tenantId: ${read("SVC_PROJECT_ID")},`);
  return lines;
}

const creation = (setup: Setup, options: string[]) =>
  `const ${setup.variable} = ${setup.factory}({\n${options.map((line) => `  ${line}`).join("\n")}\n});`;

/** An option line at `indent`, its `setting("...")` argument on a line of its own where it does not fit. */
function optionLine(line: string, indent: number): string {
  const pad = " ".repeat(indent);
  const read = /^(\w+): setting\(("\w+")\),$/.exec(line);
  if (indent + line.length <= LINE_WIDTH || read === null) return `${pad}${line}`;
  return `${pad}${read[1]}: setting(\n${pad}  ${read[2]},\n${pad}),`;
}

/** `function client()`, which makes the client: the setup's first declaration. */
const clientFunction = (setup: Setup, options: string[]) =>
  `function client() {\n  return ${setup.factory}({\n${options.map((line) => optionLine(line, 4)).join("\n")}\n  });\n}`;

/**
 * The shortest code that makes the client (the top of a reference page): the variables read
 * as they are, a fixed token as `auth`.
 */
export function clientSnippet(api: string, setup: Setup): string {
  const read = (variable: string) => `process.env.${variable}!`;
  const auth = "// or a provider: see the samples below\nauth: process.env.SVC_TOKEN!,";
  const options = optionLines(api, setup, read, auth).flatMap((line) => line.split("\n"));
  return `${importLine([setup.factory], setup.subpath)}\n\n${creation(setup, options)}`;
}

/**
 * The setup below a sample's call: `client()`, `setting()` and, where the API takes a token,
 * `login()`, with the names it imports from identity.
 */
export function clientSetup(api: string, setup: Setup, withAuth = true): { imports: string[]; code: string } {
  const login = setup.auth === "identity-token" && withAuth;
  const auth = login
    ? "// SVC_TOKEN, or a login with SVC_USER_NAME, ...\nauth: process.env.SVC_TOKEN ?? login(),"
    : undefined;
  const options = optionLines(api, setup, viaSetting, auth).flatMap((line) => line.split("\n"));
  return {
    imports: login ? ["createIdentityProvider"] : [],
    code: [`${SETUP_HEADING}\n${clientFunction(setup, options)}`, SETTING, ...(login ? [LOGIN] : [])].join(
      "\n\n",
    ),
  };
}

/**
 * The call, as biome would lay it out in the `try` block after `lead`: on one line where it
 * fits, else with its last argument (an object) spread over lines, else one argument per line.
 */
function callExpression(setup: Setup, call: UntypedCall, args: readonly unknown[], lead: string): string {
  const head = `${setup.variable}.${call.method}(`;
  const room = (text: string) => 2 + lead.length + text.length + 1 <= LINE_WIDTH && !text.includes("\n");
  const oneLine = `${head}${args.map((arg) => literal(arg, 2)).join(", ")})`;
  if (room(oneLine)) return oneLine;
  const last = args.at(-1);
  const before = args.slice(0, -1).map((arg) => literal(arg, 2));
  const hugged = `${head}${[...before, ""].join(", ")}`;
  if (isComposite(last) && room(hugged)) return `${hugged}${literal(last, 2, true)})`;
  return `${head}\n${args.map((arg) => `    ${literal(arg, 4)},`).join("\n")}\n  )`;
}

/** One call in its try block: what it returns, the call, what it prints, the errors it catches. */
function callBlock(setup: Setup, call: UntypedCall, args: readonly unknown[]): string {
  const lines = ["try {", ...commentLines(`${call.returns}.`, 2)];
  if (call.result === "none") {
    lines.push(
      `  await ${callExpression(setup, call, args, "await ")};`,
      `  console.log("${call.method}: done");`,
    );
  } else {
    const expression = callExpression(setup, call, args, "const result = await ");
    lines.push(`  const result = await ${expression};`, `  console.log(${call.show ?? "result"});`);
  }
  const caught = call.errors.map((name) => `error instanceof ${name}`);
  const test = `!(${caught.join(" || ")})`;
  lines.push("} catch (error) {");
  if (`  if (${test}) throw error;`.length <= LINE_WIDTH) lines.push(`  if (${test}) throw error;`);
  else if (`  if (${test}) {`.length <= LINE_WIDTH) lines.push(`  if (${test}) {`, "    throw error;", "  }");
  else {
    const joined = `    ${caught.join(" || ")};`;
    const expected = joined.length <= LINE_WIDTH ? joined : `    ${caught.join(" ||\n    ")};`;
    lines.push("  const expected =", expected, "  if (!expected) throw error;");
  }
  lines.push("  console.error(error.message); // what failed, what to do", "}");
  return lines.join("\n");
}

/** One call of a sample, with its arguments from its examples. */
export interface SampleCall {
  call: UntypedCall;
  examples: RecordedExamples;
}

/** The whole sample of API `api` making `calls`, each with its arguments from its examples. */
export function typescriptSample(api: string, setup: Setup, calls: readonly SampleCall[]): string {
  const withArgs = calls.map(({ call, examples }) => ({ call, args: call.args(examples) }));
  const client = clientSetup(
    api,
    setup,
    calls.every(({ call }) => call.noAuth !== true),
  );
  const names = [
    setup.factory,
    ...withArgs.flatMap(({ call, args }) => [...call.errors, ...importsIn(args)]),
  ];
  const several = calls.length > 1;
  const blocks = withArgs.map(({ call, args }) => {
    const block = callBlock(setup, call, args);
    return several ? `// ${call.method}: one of the requests of this operation\n${block}` : block;
  });
  const made = `const ${setup.variable} = client(); // made by the setup below`;
  return `${importLines(setup, names, client.imports)}\n\n${made}\n\n${blocks.join("\n\n")}\n\n${client.code}\n`;
}
