/**
 * `npm run peer:<name>` (`node --import tsx scripts/peers/cli.ts <name>`): starts one real
 * OpenStack peer on loopback (keystone, aodh, glance, barbican) by its PeerCli, prints what runs
 * where and the lines that point `npm run verify` at it, and runs until a signal
 * (peer-command.ts). `--help` after the name answers without starting anything.
 */
import { AODH_CLI } from "./aodh.ts";
import { BARBICAN_CLI } from "./barbican.ts";
import { GLANCE_CLI } from "./glance.ts";
import { KEYSTONE_CLI } from "./keystone.ts";
import { type PeerCli, runPeerCli } from "./peer-command.ts";

/** Each peer's command, and the APIs of redocly.yaml that `npm run verify` checks against it. */
export const PEERS: Readonly<Record<string, { cli: PeerCli; apis: readonly string[] }>> = {
  keystone: { cli: KEYSTONE_CLI, apis: ["identity"] },
  aodh: { cli: AODH_CLI, apis: ["telemetry"] },
  glance: { cli: GLANCE_CLI, apis: ["image", "identity"] },
  barbican: { cli: BARBICAN_CLI, apis: ["keymanager"] },
};

const [name = "", ...rest] = process.argv.slice(2);
const peer = PEERS[name];
if (peer === undefined) {
  console.error(`unknown peer '${name}': name one of ${Object.keys(PEERS).join(", ")} (npm run peer:<name>)`);
  process.exitCode = 2;
} else {
  const code = await runPeerCli(rest, peer.cli, peer.apis);
  if (code !== undefined) process.exitCode = code;
}
