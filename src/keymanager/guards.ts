/**
 * Shape checks of the key manager's success bodies, for core's `readJson`. They cover what
 * the client relies on (references, the list members, the next link), not every field of the
 * spec: a server that adds fields must not break callers.
 */
import { isObject } from "../core/read-json.ts";
import { lastSegment } from "./resource-id.ts";
import type { Container, ContainerList, ContainerRef, Secret, SecretList, SecretRef } from "./types.ts";

/** A reference the client takes the ID from: an http(s) URL whose last path segment is the ID. */
const isRef = (v: unknown): v is string => typeof v === "string" && lastSegment(v) !== undefined;
/**
 * A reference in a shown resource, which the client only hands on (and keys the loop guard
 * with): an http(s) URL by its scheme. Parsing every reference of a page of 100 as a URL would
 * double the cost of reading the page.
 */
const isListedRef = (v: unknown): v is string => typeof v === "string" && /^https?:\/\/./.test(v);
/** A page link: absent, null, or a URL. */
const isLink = (v: unknown) => v === undefined || v === null || typeof v === "string";

/** `{secret_ref}` of a created secret. */
export const isSecretRef = (v: unknown): v is SecretRef => isObject(v) && isRef(v.secret_ref);

/** `{container_ref}` of a created container. */
export const isContainerRef = (v: unknown): v is ContainerRef => isObject(v) && isRef(v.container_ref);

/** A secret's metadata with its reference. */
export const isSecret = (v: unknown): v is Secret => isObject(v) && isListedRef(v.secret_ref);

/** A container with its reference and its secrets. */
export const isContainer = (v: unknown): v is Container =>
  isObject(v) &&
  isListedRef(v.container_ref) &&
  Array.isArray(v.secret_refs) &&
  v.secret_refs.every(isObject);

/** A page of secrets. */
export const isSecretList = (v: unknown): v is SecretList =>
  isObject(v) && Array.isArray(v.secrets) && v.secrets.every(isSecret) && isLink(v.next);

/** A page of containers. */
export const isContainerList = (v: unknown): v is ContainerList =>
  isObject(v) && Array.isArray(v.containers) && v.containers.every(isContainer) && isLink(v.next);
