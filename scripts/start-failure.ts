/**
 * How `npm start` and `npm run mocks` report a start that failed: the errors they expect (a
 * taken port, a mock that will not start, a bad setting) as their one-line message, anything
 * else with its stack.
 */
import { MockStartError } from "./mock-servers.ts";
import { PortsInUseError } from "./port-check.ts";
import { PortInUseError } from "./ports.ts";
import { SettingError } from "./start-settings.ts";

export function reportStartFailure(error: unknown): void {
  const expected =
    error instanceof PortInUseError ||
    error instanceof PortsInUseError ||
    error instanceof MockStartError ||
    error instanceof SettingError;
  console.error(expected ? error.message : error);
}
