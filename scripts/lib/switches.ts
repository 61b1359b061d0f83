/**
 * The command line of a launcher (`npm start`, `npm run mocks`): a few on/off switches, `--help`,
 * and for a launcher that takes them, names (`npm run mocks -- token dns`: the APIs to serve),
 * read with node:util's parseArgs. `--help` prints the launcher's help and exits 0; an unknown
 * option, a stray argument or a name not among those allowed is one line naming it and where the
 * options are listed, and exit 2 (EXIT.usage), before anything starts.
 */
import { parseArgs } from "node:util";
import { EXIT } from "./exit-codes.ts";

export type SwitchesRead<Name extends string> =
  | { kind: "switches"; values: Record<Name, boolean>; names: string[] }
  | { kind: "help" }
  | { kind: "error"; message: string };

/**
 * What `argv` asks of a launcher run as `command` whose switches are `names` (pure). `allowed`,
 * when given, are the names the launcher takes besides its switches (`names` of the result, each
 * once, in the order given); without it, any argument that is not a switch is refused.
 */
export function readSwitches<const Name extends string>(
  argv: readonly string[],
  command: string,
  names: readonly Name[],
  allowed?: readonly string[],
): SwitchesRead<Name> {
  const options = Object.fromEntries([...names, "help"].map((name) => [name, { type: "boolean" as const }]));
  const refusal = (message: string) => ({
    kind: "error" as const,
    message: `${message}. \`${command} -- --help\` lists the options.`,
  });
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      options,
      strict: true,
      allowPositionals: allowed !== undefined,
    });
    if (values.help === true) return { kind: "help" };
    const unknown = positionals.filter((name) => !allowed?.includes(name));
    if (unknown.length > 0)
      return refusal(
        `Unknown name${unknown.length > 1 ? "s" : ""} ${unknown.map((n) => `'${n}'`).join(", ")}: say one of ${allowed?.join(", ")}`,
      );
    const read = Object.fromEntries(names.map((name) => [name, values[name] === true]));
    return { kind: "switches", values: read as Record<Name, boolean>, names: [...new Set(positionals)] };
  } catch (error) {
    return refusal((error as Error).message);
  }
}

/**
 * readSwitches on this process's arguments: the switches and names, or prints `help` and exits 0,
 * or the error and exits 2.
 */
export function switchesOrExit<const Name extends string>(
  command: string,
  help: string,
  names: readonly Name[],
  allowed?: readonly string[],
): Record<Name, boolean> & { names: string[] } {
  const read = readSwitches(process.argv.slice(2), command, names, allowed);
  if (read.kind === "switches") return { ...read.values, names: read.names };
  if (read.kind === "help") console.log(help);
  else console.error(read.message);
  process.exit(read.kind === "help" ? EXIT.ok : EXIT.usage);
}
