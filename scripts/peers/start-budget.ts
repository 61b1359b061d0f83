/**
 * How long a step of a peer's start may take before the start is called failed: the runner to
 * report its port, a `keystone-manage` or `glance-manage` command, the first answer of the API,
 * a call that sets up users. Minutes, many of them: a Glance that starts in 25 s on a quiet
 * 2-core machine took 77 s on a loaded one, and a Keystone 295 s at a load average of 35; a test
 * run on a shared CI runner is a loaded machine. A runner that exits fails the start at once,
 * with its log; this bounds only a start that hangs.
 */
export const PEER_START_BUDGET_MS = 20 * 60_000;
