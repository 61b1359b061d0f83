/**
 * libxml2's xmllint compiled to WebAssembly (the xmllint-wasm package), run in one worker thread
 * per process that compiles the WebAssembly once and serves every validation after it.
 *
 * xmllint-wasm's own validateXML starts a worker thread for each document, which loads the
 * Emscripten glue and compiles the 780 kB module afresh: 0.5-1.5 s of CPU a document, and a
 * verify run of an XML API checks dozens (the contract tests run verify on the XML APIs some 25
 * times). Here each document still gets a fresh instance of the program (its own memory, its own
 * in-memory files, its own `main`), exactly the xmllint run validateXML makes, only without a new
 * thread and a new compile each time. The worker is unref'd: it never keeps a process alive.
 */
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

/** One xmllint run: its input files, its arguments, and the memory bounds of its instance. */
export interface XmllintJob {
  inputFiles: { fileName: string; contents: string }[];
  args: string[];
}

/** What the run printed, and how it exited (-1: the WebAssembly aborted, its reason on stderr). */
export interface XmllintResult {
  exitCode: number;
  stdout: string;
  stderr: string;
}

const require = createRequire(import.meta.url);
/** The Emscripten build that xmllint-wasm's own worker runs. */
const glue = require.resolve("xmllint-wasm/xmllint-node.js");

/** 16 MiB at the start and 32 MiB at most: xmllint-wasm's defaults, in 64 KiB pages. */
const INITIAL_PAGES = 256;
const MAX_PAGES = 512;

/** Tags this runner's messages: the glue's own listener, on the same port, ignores them. */
const TAG = "svc-xmllint-runner";

/**
 * The worker's code (CommonJS, as the glue is). The glue is loaded once; its module is compiled
 * once; each job instantiates it with new memory and runs xmllint's main through the glue, which
 * reports the exit code through `onExit` (or `onAbort`).
 */
const WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
const { readFileSync } = require("node:fs");
const { dirname, join } = require("node:path");
const factory = require(workerData.glue);
const compiled = new WebAssembly.Module(readFileSync(join(dirname(workerData.glue), "xmllint.wasm")));
let queue = Promise.resolve();
function runOne(job) {
  return new Promise((done) => {
    let stdout = "";
    let stderr = "";
    let settled = false;
    const settle = (exitCode, extra) => {
      if (settled) return;
      settled = true;
      done({ exitCode, stdout, stderr: extra === undefined ? stderr : extra });
    };
    factory({
      inputFiles: job.inputFiles,
      arguments: job.args,
      thisProgram: "xmllint",
      print: (text) => { stdout += text + "\\n"; },
      printErr: (text) => { stderr += text + "\\n"; },
      onExit: (code) => settle(code),
      onAbort: (reason) => settle(-1, "WASM Abort: " + reason),
      wasmMemory: new WebAssembly.Memory({ initial: workerData.initial, maximum: workerData.maximum }),
      instantiateWasm: (imports, receive) => {
        const instance = new WebAssembly.Instance(compiled, imports);
        receive(instance, compiled);
        return instance.exports;
      },
    }).catch((error) => settle(-1, "WASM Abort: " + String(error)));
  });
}
parentPort.on("message", (message) => {
  if (message === null || typeof message !== "object" || message.tag !== workerData.tag) return;
  // One document at a time, in the order asked.
  queue = queue.then(() => runOne(message.job)).then((result) =>
    parentPort.postMessage({ tag: workerData.tag, id: message.id, result }),
  );
});
`;

interface Pending {
  resolve(result: XmllintResult): void;
  reject(error: Error): void;
}

let worker: Worker | undefined;
const pending = new Map<number, Pending>();
let nextId = 0;

function startWorker(): Worker {
  const started = new Worker(WORKER, {
    eval: true,
    workerData: { glue, tag: TAG, initial: INITIAL_PAGES, maximum: MAX_PAGES },
    // The worker runs plain CommonJS: none of the parent's loaders (tsx, a test runner's) apply.
    execArgv: [],
  });
  started.unref();
  started.on("message", (message: { tag?: unknown; id: number; result: XmllintResult }) => {
    if (message?.tag !== TAG) return;
    const job = pending.get(message.id);
    pending.delete(message.id);
    job?.resolve(message.result);
    if (pending.size === 0) started.unref();
  });
  const fail = (error: Error) => {
    if (worker === started) worker = undefined;
    for (const job of pending.values()) job.reject(error);
    pending.clear();
  };
  started.on("error", fail);
  started.on("exit", (code) => fail(new Error(`the xmllint worker exited (${code})`)));
  return started;
}

/** Runs xmllint once on `job`'s files. */
export function runXmllint(job: XmllintJob): Promise<XmllintResult> {
  worker ??= startWorker();
  const running = worker;
  const id = nextId++;
  return new Promise<XmllintResult>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    // Held while a document is being checked, so a process waiting only on it does not exit.
    running.ref();
    running.postMessage({ tag: TAG, id, job });
  });
}
