/**
 * One real Keystone for the whole run: the identity interop project tests it, and the image
 * interop project's Glance authenticates against it. Both global setups run in vitest's main
 * process, one after the other, before any test: the first to ask starts it (a Keystone is a
 * minute of CPU on a loaded 2-core machine: keys, database migrations, bootstrap), the other gets
 * the same one, and the last to release it stops it. Each project loads its global setup through
 * a module runner of its own, so the one Keystone is held on `globalThis`, not in this module.
 *
 * Neither suite depends on Keystone being empty: the identity tests work in a domain of their own
 * with names made unique per run, and the image suite's users get random names.
 */
import { type KeystonePeer, startKeystone } from "../../scripts/peers/keystone.ts";
import { reportStart } from "./start-costs.ts";

interface Shared {
  peer: Promise<KeystonePeer>;
  holders: number;
}

const SLOT = Symbol.for("svc-cloud/test/shared-keystone");
const slots = globalThis as { [SLOT]?: Shared };

/** A hold on the run's Keystone: `release()` once the project's tests are done. */
export interface KeystoneHold {
  peer: KeystonePeer;
  release(): Promise<void>;
}

/** The run's Keystone, started on the first call (`project` names who started it in the report). */
export async function holdKeystone(project: string): Promise<KeystoneHold> {
  let shared = slots[SLOT];
  if (shared === undefined) {
    const started = Date.now();
    const peer = startKeystone().then((keystone) => {
      reportStart(project, "Keystone (shared by the run)", started);
      return keystone;
    });
    shared = { peer, holders: 0 };
    slots[SLOT] = shared;
  }
  const held = shared;
  held.holders += 1;
  let peer: KeystonePeer;
  try {
    peer = await held.peer;
  } catch (error) {
    // A start that failed is not kept: the next project to ask tries again, and says why.
    held.holders -= 1;
    if (slots[SLOT] === held) delete slots[SLOT];
    throw error;
  }
  let released = false;
  return {
    peer,
    async release() {
      if (released) return;
      released = true;
      held.holders -= 1;
      if (held.holders > 0) return;
      if (slots[SLOT] === held) delete slots[SLOT];
      await peer.stop();
    },
  };
}
