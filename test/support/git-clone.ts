/**
 * A scratch clone of this repository at its HEAD commit, in a temp folder: a clean work tree (no
 * uncommitted edits) for tests of what git holds, which they may edit, tag or commit to without
 * touching the real one. Cloning a local repository hard-links its objects: about a second.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { repoRoot } from "../../scripts/lib/api-registry.ts";

export interface Clone {
  root: string;
  /** Runs git in the clone and returns its output. */
  git(...args: string[]): string;
  remove(): void;
}

export function cloneAtHead(): Clone {
  const root = join(mkdtempSync(join(tmpdir(), "svc-clone-")), "repo");
  const head = execFileSync("git", ["rev-parse", "HEAD"], { cwd: repoRoot, encoding: "utf8" }).trim();
  execFileSync("git", ["clone", "--quiet", "--no-checkout", repoRoot, root], { stdio: "pipe" });
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=test", "-c", "user.email=test@example.invalid", ...args], {
      cwd: root,
      encoding: "utf8",
      stdio: "pipe",
    });
  git("checkout", "--quiet", head);
  return { root, git, remove: () => rmSync(join(root, ".."), { recursive: true, force: true }) };
}
