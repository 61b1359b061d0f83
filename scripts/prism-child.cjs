// Runs the Prism CLI in this process and exits as soon as the parent goes away.
// The parent holds our stdin pipe; the kernel closes it when the parent dies for any
// reason (even SIGKILL), so a Prism can never outlive the runner that started it. Used by
// verify's Prism engine (scripts/verify/prism-engine.ts) for Prism's proxy; the mocks are
// served by the mock host (scripts/mock-host/).
"use strict";
process.stdin.on("end", () => process.exit(0));
process.stdin.on("error", () => process.exit(0));
process.stdin.resume();
require("@stoplight/prism-cli/dist/index.js");
