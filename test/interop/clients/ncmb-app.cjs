// An app of the mobile-backend JS SDK `ncmb` (3.3.0, from npm) against the data store mock, run
// by ncmb.test.ts in a folder of its own (ncmb keeps its settings in ./scratch). The SDK is used
// as shipped, with one setting changed: its header prefix, the platform's `X-SVC-` instead of
// NIFCLOUD's `X-NCMB-`. ncmb 3.3.0 has no option for it (the names are written in its
// lib/request.js and lib/signature.js), so its modules are loaded with the prefix replaced;
// the signature then covers `X-SVC-Application-Key` and `X-SVC-Timestamp`, as the platform's does.
//
// Settings come from the environment: SVC_DATASTORE_URL, SVC_DATASTORE_APPLICATION_KEY,
// SVC_DATASTORE_CLIENT_KEY, LEVEL (the value the app saves and searches). It prints one JSON
// line: what it saved and what each search found; a failure exits 1 with the SDK's error.
"use strict";
const Module = require("node:module");

const compile = Module.prototype._compile;
Module.prototype._compile = function (content, filename) {
  const ncmbModule = /[\\/]node_modules[\\/]ncmb[\\/]lib[\\/]/.test(filename);
  const renamed = ncmbModule ? content.replace(/X-NCMB-/g, "X-SVC-").replace(/x-ncmb-/g, "x-svc-") : content;
  return compile.call(this, renamed, filename);
};
const NCMB = require("ncmb");
Module.prototype._compile = compile;

const url = new URL(process.env.SVC_DATASTORE_URL);
const ncmb = new NCMB(process.env.SVC_DATASTORE_APPLICATION_KEY, process.env.SVC_DATASTORE_CLIENT_KEY, {
  fqdn: url.hostname,
  port: Number(url.port),
  protocol: url.protocol,
});
// Every response's X-SVC-Response-Signature is checked; a wrong one rejects with E100001.
ncmb.enableResponseValidation(true);

const level = Number(process.env.LEVEL);
(async () => {
  const Score = ncmb.DataStore("Score");
  const saved = await new Score().set("level", level).set("score", 42).save();
  const byLevel = await Score.equalTo("level", level).fetchAll();
  const byId = await Score.equalTo("objectId", saved.objectId).fetchAll();
  const none = await Score.equalTo("level", level + 1).fetchAll();
  console.log(
    JSON.stringify({
      saved: saved.objectId,
      byLevel: byLevel.map((o) => ({ objectId: o.objectId, level: o.level, score: o.score })),
      byId: byId.map((o) => o.objectId),
      none: none.map((o) => o.objectId),
    }),
  );
})().catch((error) => {
  console.error(JSON.stringify(error, Object.getOwnPropertyNames(error)));
  process.exit(1);
});
