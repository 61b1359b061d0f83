/**
 * The key manager's request constraints (specs/keymanager): OpenStack Barbican's secret
 * schema and checks (barbican/common/validators.py, barbican/plugin/util/mime_types.py) and
 * its refusal of resource IDs that are not UUIDs. IDs: `tenant`, a `secret` and a `container`, and
 * the references of three distinct secrets, `secretRef1` to `secretRef3` (Barbican refuses a
 * container that names one secret twice, so each rule a container breaks uses its own secrets).
 */
import { casesOf } from "./cases.ts";
import type { RequestContext, WireRequest } from "./types.ts";

const secrets = (c: RequestContext) => `/v1/${c.id("tenant")}/secrets`;
const create = (c: RequestContext, secret: Record<string, unknown>): WireRequest => ({
  method: "POST",
  path: secrets(c),
  json: { name: c.unique("key"), ...secret },
});
const text = { payload: "a secret", payload_content_type: "text/plain" };
const binary = { payload: "c2VjcmV0", payload_content_type: "application/octet-stream" };
const container = (c: RequestContext, type: string, names: string[]): WireRequest => ({
  method: "POST",
  path: `/v1/${c.id("tenant")}/containers`,
  json: {
    type,
    name: c.unique(type),
    secret_refs: names.map((name, i) => ({ name, secret_ref: c.id(`secretRef${i + 1}`) })),
  },
});

export const keymanagerConstraints = casesOf("keymanager", { source: "openstack", peer: "refuses" })([
  {
    operation: "createSecret",
    where: "body payload",
    constraint: "comes with payload_content_type",
    meets: (c) => create(c, text),
    breaks: (c) => create(c, { payload: "a secret" }),
    violation: ["request", "body"],
  },
  {
    operation: "createSecret",
    where: "body payload_content_type",
    constraint: "comes with payload",
    meets: (c) => create(c, text),
    breaks: (c) => create(c, { payload_content_type: "text/plain" }),
    violation: ["request", "body"],
  },
  {
    operation: "createSecret",
    where: "body payload_content_type",
    constraint: "text/plain (with or without charset=utf-8), application/octet-stream or application/pkcs8",
    meets: (c) => create(c, { ...text, payload_content_type: "text/plain;charset=utf-8" }),
    breaks: (c) => create(c, { ...text, payload_content_type: "application/json" }),
    violation: ["request", "body", "payload_content_type"],
  },
  {
    operation: "createSecret",
    where: "body payload_content_encoding",
    constraint: "base64 with a binary payload",
    meets: (c) => create(c, { ...binary, payload_content_encoding: "base64" }),
    breaks: (c) => create(c, binary),
    violation: ["request", "body"],
  },
  {
    operation: "createSecret",
    where: "body payload_content_encoding",
    constraint: "left out with a text payload",
    meets: (c) => create(c, text),
    breaks: (c) => create(c, { ...text, payload_content_encoding: "base64" }),
    violation: ["request", "body"],
  },
  {
    operation: "createSecret",
    where: "body secret_type",
    constraint: "symmetric, public, private, passphrase, certificate or opaque",
    meets: (c) => create(c, { ...text, secret_type: "passphrase" }),
    breaks: (c) => create(c, { ...text, secret_type: "password" }),
    violation: ["request", "body", "secret_type"],
  },
  {
    operation: "createSecret",
    where: "body payload",
    constraint: "base64 when payload_content_encoding is base64",
    meets: (c) => create(c, { ...binary, payload_content_encoding: "base64" }),
    // Seven characters: a length no base64 has, which Python's b64decode refuses too.
    breaks: (c) => create(c, { ...binary, payload: "c2VjcmV", payload_content_encoding: "base64" }),
    violation: ["request", "body"],
  },
  {
    operation: "createSecret",
    where: "body payload",
    constraint: "base64 without line breaks",
    meets: (c) => create(c, { ...binary, payload_content_encoding: "base64" }),
    breaks: (c) => create(c, { ...binary, payload: "c2Vj\ncmV0", payload_content_encoding: "base64" }),
    violation: ["request", "body"],
    peer: { accepts: "Barbican's b64decode drops characters outside the alphabet, line breaks too" },
  },
  {
    operation: "listSecrets",
    where: "query bits",
    constraint: "at most 32767 (the longest bit_length)",
    meets: (c) => ({ method: "GET", path: secrets(c), query: { bits: "32767" } }),
    breaks: (c) => ({ method: "GET", path: secrets(c), query: { bits: "32768" } }),
    violation: ["request", "query", "bits"],
    peer: {
      accepts: "Barbican filters on any bit length its database can hold (and finds none above 32767)",
    },
  },
  {
    operation: "getSecret",
    where: "path resource_id",
    constraint: "a UUID",
    meets: (c) => ({ method: "GET", path: `${secrets(c)}/${c.id("secret")}` }),
    breaks: (c) => ({ method: "GET", path: `${secrets(c)}/${c.id("secret").replaceAll("-", "")}` }),
    violation: ["request", "path", "resource_id"],
  },
  {
    operation: "getContainer",
    where: "path resource_id",
    constraint: "a UUID",
    meets: (c) => ({ method: "GET", path: `/v1/${c.id("tenant")}/containers/${c.id("container")}` }),
    breaks: (c) => ({ method: "GET", path: `/v1/${c.id("tenant")}/containers/web-certificate` }),
    violation: ["request", "path", "resource_id"],
  },
  {
    operation: "createSecret",
    where: "body expiration",
    constraint: "an ISO 8601 date, with a time and a zone or not",
    meets: (c) => create(c, { expiration: "2030-02-28T19:14:44.180394Z" }),
    breaks: (c) => create(c, { expiration: "next tuesday" }),
    violation: ["request", "body", "expiration"],
  },
  {
    operation: "createSecret",
    where: "body expiration",
    constraint: "not empty (left out for none)",
    meets: (c) => create(c, { expiration: "2030-02-28" }),
    breaks: (c) => create(c, { expiration: "" }),
    violation: ["request", "body", "expiration"],
    peer: { accepts: "Barbican takes an empty or blank expiration as none" },
  },
  {
    operation: "createContainer",
    where: "body secret_refs[].name",
    constraint: "each name at most once in an rsa container",
    meets: (c) => container(c, "rsa", ["private_key", "public_key", "private_key_passphrase"]),
    breaks: (c) => container(c, "rsa", ["private_key", "public_key", "public_key"]),
    violation: ["request", "body", "secret_refs"],
  },
  {
    operation: "createContainer",
    where: "body secret_refs[].name",
    constraint: "each name at most once in a certificate container",
    meets: (c) => container(c, "certificate", ["certificate", "intermediates"]),
    breaks: (c) => container(c, "certificate", ["certificate", "intermediates", "intermediates"]),
    violation: ["request", "body", "secret_refs"],
  },
]);
