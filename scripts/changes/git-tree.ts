/**
 * Reading the repository as it was at a commit, without a checkout (`git ls-tree` and
 * `git cat-file --batch`), or the work tree itself. Also how the report's base is chosen when
 * none is given (resolveBase): for the change under review, the merge base of HEAD with the
 * default branch, as oasdiff's CI use compares a pull request with its base branch; with
 * `--since-release`, the current release, for what the next release holds.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { EXIT } from "../lib/exit-codes.ts";
import { ChangesError } from "./errors.ts";
import type { RefInfo } from "./model.ts";

function git(root: string, args: string[]): string {
  return execFileSync("git", args, {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/** The contents of the blobs `ids`, in one `git cat-file --batch`. */
function catBlobs(root: string, ids: readonly string[]): Map<string, string> {
  const out = execFileSync("git", ["cat-file", "--batch"], {
    cwd: root,
    input: `${ids.join("\n")}\n`,
    maxBuffer: 256 * 1024 * 1024,
    stdio: ["pipe", "pipe", "pipe"],
  });
  // Each blob comes as "<id> blob <size>\n<size bytes>\n".
  const blobs = new Map<string, string>();
  let at = 0;
  while (at < out.length) {
    const eol = out.indexOf(0x0a, at);
    const [id = "", type, size] = out.toString("utf8", at, eol).split(" ");
    if (type !== "blob")
      throw new ChangesError(`git cat-file cannot read ${id} (${type ?? "nothing"})`, EXIT.environment);
    const start = eol + 1;
    blobs.set(id, out.toString("utf8", start, start + Number(size)));
    at = start + Number(size) + 1;
  }
  return blobs;
}

/** The commit a ref names, or a ChangesError that says what to do. */
export function commitOf(root: string, ref: string): string {
  if (ref.startsWith("-"))
    throw new ChangesError(`'${ref}' is not a git ref: name a tag, branch or commit`, EXIT.usage);
  try {
    return git(root, ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`]).trim();
  } catch {
    throw new ChangesError(
      `'${ref}' names no commit in ${root}: give a tag, branch or commit that exists (git log --oneline shows them)`,
      EXIT.environment,
    );
  }
}

/**
 * The base of the report: the given ref; else, `sinceRelease`, the current release
 * (resolveReleaseBase); else the merge base of HEAD with the default branch (resolveMergeBase).
 */
export function resolveBase(root: string, given?: string, sinceRelease = false): RefInfo {
  if (given !== undefined) return { ref: given, commit: commitOf(root, given), how: "option" };
  return sinceRelease ? resolveReleaseBase(root) : resolveMergeBase(root);
}

/** Whether a ref names a commit, quietly. */
function exists(root: string, ref: string): boolean {
  try {
    git(root, ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`]);
    return true;
  } catch {
    return false;
  }
}

/**
 * The default branch: where `origin/HEAD` points (a clone's default branch), else `origin/main`,
 * `origin/master`, `main` or `master`, the first that exists.
 */
export function defaultBranch(root: string): string | undefined {
  try {
    const target = git(root, ["symbolic-ref", "--quiet", "--short", "refs/remotes/origin/HEAD"]).trim();
    if (target !== "") return target;
  } catch {
    // No origin/HEAD: a clone made without one, a repository without a remote.
  }
  return ["origin/main", "origin/master", "main", "master"].find((ref) => exists(root, ref));
}

/**
 * The base of the change under review: the commit where HEAD's branch left the default branch
 * (`git merge-base HEAD <default>`), so the report holds what this branch changes, whatever the
 * default branch did since. On the default branch itself, that is HEAD: the report holds the work
 * tree's uncommitted edits.
 */
export function resolveMergeBase(root: string): RefInfo {
  const branch = defaultBranch(root);
  if (branch === undefined)
    throw new ChangesError(
      "no default branch to compare with (no origin/HEAD, origin/main, main or master): give --base <the branch this change merges into>, or --since-release for what the next release holds",
      EXIT.environment,
    );
  let commit: string;
  try {
    commit = git(root, ["merge-base", "HEAD", branch]).trim();
  } catch {
    throw new ChangesError(
      `HEAD and ${branch} have no common commit (a shallow clone? fetch with --depth 0 or fetch-depth: 0): give --base, or --since-release`,
      EXIT.environment,
    );
  }
  return { ref: commit.slice(0, 12), commit, how: "merge base", branch };
}

/**
 * The current release: the last release tag (`v<version>`, as `changeset tag` writes them)
 * reachable from HEAD, else the last commit that changed package.json's version or CHANGELOG.md
 * (`npm run release:version` writes both, and the release is the commit that records them: a
 * clone without tags, as CI's may be, finds it); else the first commit.
 */
export function resolveReleaseBase(root: string): RefInfo {
  const version = versionAt(root, "HEAD");
  try {
    const tag = git(root, ["describe", "--tags", "--abbrev=0", "--match", "v[0-9]*", "HEAD"]).trim();
    if (tag !== "")
      return { ref: tag, commit: commitOf(root, tag), how: "release tag", version: tag.slice(1) };
  } catch {
    // No release tag reachable from HEAD: the commit that recorded the release.
  }
  const release = releaseCommit(root);
  if (release !== undefined)
    return { ref: release.slice(0, 12), commit: release, how: "release commit", version };
  let roots: string[];
  try {
    roots = git(root, ["rev-list", "--max-parents=0", "HEAD"]).trim().split("\n");
  } catch {
    throw new ChangesError(
      `${root} is not a git work tree with commits: run the report inside a clone`,
      EXIT.environment,
    );
  }
  const first = roots.at(-1) ?? "";
  return { ref: first.slice(0, 12), commit: first, how: "first commit" };
}

/** package.json's version at a commit, if it has one. */
function versionAt(root: string, commit: string): string | undefined {
  try {
    const manifest = JSON.parse(git(root, ["show", `${commit}:package.json`])) as { version?: unknown };
    return typeof manifest.version === "string" ? manifest.version : undefined;
  } catch {
    return undefined;
  }
}

/** The newest commit that changed package.json's version line or CHANGELOG.md. */
function releaseCommit(root: string): string | undefined {
  const last = (args: string[]) => {
    try {
      return git(root, ["log", "-1", "--format=%H", ...args]).trim() || undefined;
    } catch {
      return undefined;
    }
  };
  const manifest = last(["-G", '"version":', "HEAD", "--", "package.json"]);
  const changelog = last(["HEAD", "--", "CHANGELOG.md"]);
  if (manifest === undefined || changelog === undefined) return manifest ?? changelog;
  try {
    git(root, ["merge-base", "--is-ancestor", manifest, changelog]);
    return changelog;
  } catch {
    return manifest;
  }
}

/** The head of the report: the given ref, else the work tree as it is (uncommitted edits included). */
export function resolveHead(root: string, given?: string): RefInfo {
  if (given === undefined) return { ref: "work tree", how: "work tree" };
  return { ref: given, commit: commitOf(root, given), how: "option" };
}

/** The files of the repository at one ref. */
export interface Tree {
  /** A file's text, or undefined when the file does not exist there. */
  read(path: string): string | undefined;
  /** The names of the files directly in a folder (not in its subfolders); [] when there is none. */
  list(folder: string): string[];
}

/** The repository at `at`: read from git for a commit, from disk for the work tree. */
export function treeAt(root: string, at: RefInfo): Tree {
  const commit = at.commit;
  if (commit === undefined) {
    return {
      read: (path) => {
        const file = resolve(root, path);
        return existsSync(file) ? readFileSync(file, "utf8") : undefined;
      },
      list: (folder) => {
        const dir = resolve(root, folder);
        if (!existsSync(dir)) return [];
        return readdirSync(dir, { withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => entry.name)
          .sort();
      },
    };
  }
  return commitTree(root, commit);
}

/**
 * The files of `commit`, from one listing of its tree and one `git cat-file --batch` per top
 * folder read (the report reads some forty files: a git process each took about 10 ms of CPU).
 */
function commitTree(root: string, commit: string): Tree {
  let blobs: Map<string, string> | undefined;
  /** Every file of the commit: its path to its blob. */
  const files = () => {
    if (blobs !== undefined) return blobs;
    blobs = new Map();
    // ls-tree -r -z entries are "<mode> <type> <object>\t<path>\0"; only blobs are files.
    for (const entry of git(root, ["ls-tree", "-r", "-z", commit]).split("\0")) {
      const found = /^\S+ blob (\S+)\t(.*)$/s.exec(entry);
      if (found?.[1] !== undefined && found[2] !== undefined) blobs.set(found[2], found[1]);
    }
    return blobs;
  };
  const texts = new Map<string, string>();
  const loaded = new Set<string>();
  /** The top folder of a path ("" for a file at the root), whose files are read together. */
  const topOf = (path: string) => (path.includes("/") ? path.slice(0, path.indexOf("/")) : "");
  const load = (top: string) => {
    if (loaded.has(top)) return;
    loaded.add(top);
    const paths = [...files().keys()].filter((path) => topOf(path) === top);
    const contents = catBlobs(root, [...new Set(paths.map((path) => files().get(path) ?? ""))]);
    for (const path of paths) texts.set(path, contents.get(files().get(path) ?? "") ?? "");
  };
  return {
    read: (path) => {
      if (!files().has(path)) return undefined;
      load(topOf(path));
      return texts.get(path);
    },
    list: (folder) => {
      const prefix = `${folder.replace(/\/$/, "")}/`;
      return [...files().keys()]
        .filter((path) => path.startsWith(prefix) && !path.slice(prefix.length).includes("/"))
        .map((path) => path.slice(prefix.length))
        .sort();
    },
  };
}
