/**
 * Vitest's order of test files, with the files known to run for minutes moved to the front. On a
 * fresh clone Vitest has no timings yet and starts the largest files first; the pipeline's
 * install test is small but runs about 5 minutes (three npm installs, one of them from a git URL
 * that installs every build tool), and started 90 s in, behind three files on the same worker:
 * the pipeline ended 90 s after everything else. Started first, it runs beside the other files.
 */
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** Files that take minutes, longest first, by their path from the repository's root. */
const LONG_FILES = ["test/pipeline/install.test.ts"];

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
