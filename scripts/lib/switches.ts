/**
 * The command line of a launcher (`npm start`, `npm run mocks`): a few on/off switches and
 * `--help`, read with node:util's parseArgs. `--help` prints the launcher's help and exits 0; an
 * unknown option or a stray argument is one line naming it and where the options are listed, and
 * exit 2 (EXIT.usage), before anything starts.
 */
import { parseArgs } from "node:util";
import { EXIT } from "./exit-codes.ts";

export type SwitchesRead<Name extends string> =
  | { kind: "switches"; values: Record<Name, boolean> }
  | { kind: "help" }
  | { kind: "error"; message: string };

/** What `argv` asks of a launcher run as `command` whose switches are `names` (pure). */
export function readSwitches<const Name extends string>(
  argv: readonly string[],
  command: string,
  names: readonly Name[],
): SwitchesRead<Name> {
  const options = Object.fromEntries([...names, "help"].map((name) => [name, { type: "boolean" as const }]));
  try {
    const { values } = parseArgs({ args: [...argv], options, strict: true });
    if (values.help === true) return { kind: "help" };
    const read = Object.fromEntries(names.map((name) => [name, values[name] === true]));
    return { kind: "switches", values: read as Record<Name, boolean> };
  } catch (error) {
    return {
      kind: "error",
      message: `${(error as Error).message}. \`${command} -- --help\` lists the options.`,
    };
  }
}

/** readSwitches on this process's arguments: prints `help` and exits 0, or the error and exits 2. */
export function switchesOrExit<const Name extends string>(
  command: string,
  help: string,
  names: readonly Name[],
): Record<Name, boolean> {
  const read = readSwitches(process.argv.slice(2), command, names);
  if (read.kind === "switches") return read.values;
  if (read.kind === "help") console.log(help);
  else console.error(read.message);
  process.exit(read.kind === "help" ? EXIT.ok : EXIT.usage);
}
