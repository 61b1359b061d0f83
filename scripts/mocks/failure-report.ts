/**
 * How `npm start` and `npm run mocks` report a start that failed: the errors they expect (a
 * taken port, a mock that will not start, a bad setting) as their one-line message, anything
 * else with its stack.
 */

import { PortsInUseError } from "../lib/port-check.ts";
import { SettingError } from "../lib/port-settings.ts";
import { PortInUseError } from "../lib/ports.ts";
import { MockStartError } from "./servers.ts";

export function reportStartFailure(error: unknown): void {
  const expected =
    error instanceof PortInUseError ||
    error instanceof PortsInUseError ||
    error instanceof MockStartError ||
    error instanceof SettingError;
  console.error(expected ? error.message : error);
}
