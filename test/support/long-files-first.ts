/**
 * Vitest's order of test files, with the files known to run for minutes moved to the front. On a
 * fresh clone Vitest has no timings yet and starts the largest files first; the pipeline's
 * install test is small but runs about 5 minutes (three npm installs, one of them from a git URL
 * that installs every build tool), and started 90 s in, behind three files on the same worker:
 * the pipeline ended 90 s after everything else. Started first, it runs beside the other files.
 */
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Files that take minutes, longest first, by their path from the repository's root (each vitest
 * process sorts the ones it runs). Measured under load (`npm run test:load`): the docs site test
 * 345-418 s, the identity interop test 150-160 s, the image peer lifecycle 133-167 s (two Glances
 * of its own), verify against the mocks 145 s and its planted faults 116 s, the docs
 * accessibility test 68-138 s. Started last, any of them ran on after every other file was done.
 */
const LONG_FILES = [
  "test/pipeline/install.test.ts",
  "test/docs/site.test.ts",
  "test/interop/keystone/keystone.test.ts",
  "test/interop/glance/peer.test.ts",
  "test/contract/verify.test.ts",
  "test/docs/accessibility.test.ts",
  "test/contract/verify-faults.test.ts",
];

const rank = (spec: TestSpecification) => {
  const index = LONG_FILES.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
  return index === -1 ? LONG_FILES.length : index;
};

export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Array.prototype.sort is stable: the rest keep Vitest's own order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
