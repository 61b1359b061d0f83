/**
 * The one command-line reader of `npm start` and `npm run mocks` (scripts/lib/switches.ts): a
 * switch is on when given, `--help` wins, names are taken where the launcher allows them, and
 * anything else is one line that names it and says where the options are listed.
 */
import { describe, expect, it } from "vitest";
import { readSwitches } from "../../../scripts/lib/switches.ts";

describe("a launcher's switches", () => {
  it("are on when given, off when not", () => {
    expect(readSwitches(["--verbose"], "npm run mocks", ["verbose"])).toEqual({
      kind: "switches",
      values: { verbose: true },
      names: [],
    });
    expect(readSwitches([], "npm start", ["rebuild"])).toEqual({
      kind: "switches",
      values: { rebuild: false },
      names: [],
    });
  });

  it("take the names a launcher allows, each once in the order given, and refuse any other in one line", () => {
    const apis = ["token", "dns", "compute"];
    expect(readSwitches(["dns", "--verbose", "token", "dns"], "npm run mocks", ["verbose"], apis)).toEqual({
      kind: "switches",
      values: { verbose: true },
      names: ["dns", "token"],
    });
    const read = readSwitches(["dns", "tokn", "nope"], "npm run mocks", ["verbose"], apis);
    expect(read).toEqual({
      kind: "error",
      message:
        "Unknown names 'tokn', 'nope': say one of token, dns, compute. `npm run mocks -- --help` lists the options.",
    });
  });

  it("answer --help with the help", () => {
    expect(readSwitches(["--rebuild", "--help"], "npm start", ["rebuild"])).toEqual({ kind: "help" });
  });

  it("refuse an unknown option or a stray argument in one line that names it", () => {
    for (const argv of [["--verbose"], ["stray"]]) {
      const read = readSwitches(argv, "npm start", ["rebuild"]);
      expect(read.kind).toBe("error");
      if (read.kind === "error") {
        expect(read.message).toContain(argv[0]);
        expect(read.message).toMatch(/`npm start -- --help` lists the options\.$/);
        expect(read.message).not.toContain("\n");
      }
    }
  });
});
