/**
 * How long a test may wait, in one place. Tests wait for events (a line printed, a port
 * answering, a file appearing, a process gone), never for the clock; these budgets only bound
 * those waits, so that something that never happens fails its test with what it waited for
 * instead of hanging the run. They are not performance goals (those live in bench/): they are
 * set for a 2-core machine with other work beside the suite, where everything takes three times
 * as long as on a quiet one and more (a CI runner shared with other jobs, a laptop on battery,
 * the mocks running beside the tests), so that `npm test` is as green there as on a quiet box.
 *
 * vitest.config.ts sets every project's test and hook timeouts from these.
 */

/**
 * The bound of one wait for one event: a peer, a mock host or a browser page ready, a process
 * exiting, a child process (an npm install, a build) running to its end. Minutes, many of them:
 * on a 2-core machine at a load average of 15 a Glance that starts in 25 s alone took 77 s and
 * an npm install from a folder (which builds dist/) 235 s; at a load average of 35 (a busy loop
 * and half a dozen other test runs beside the suite) Keystone took 295 s to start, the docs
 * build 424 s, and that install 750 s.
 */
export const WAIT_BUDGET_MS = 20 * 60_000;

/**
 * The timeout of a test (and of a hook) that starts processes, peers, mocks or a browser: above
 * any one wait in it, so that the wait's own message (what it waited for, what the process
 * printed) is what a failure shows, not vitest's bare "timed out".
 */
export const PROCESS_TEST_BUDGET_MS = WAIT_BUDGET_MS + 10 * 60_000;

/**
 * The timeout of a unit test (and hook): they run in-process against fakes, but some build
 * bundles, run a compiler, generate clients or start the CLI under tsx, a few seconds alone and
 * far more on a loaded machine: at a load average of 35, generating the ten specs' clients took
 * over 180 s and compiling every SDK sample 143 s. A unit test that needs more says so with a
 * timeout of its own.
 */
export const UNIT_TEST_BUDGET_MS = 10 * 60_000;
