/** The key manager's resources as plain typed objects, named after the spec's schemas. */
import type { components } from "../../generated/keymanager.ts";

type Schemas = components["schemas"];

/** A secret's metadata as the server shows it (never its payload). */
export type Secret = Schemas["Secret"];
/** One page of secrets, as the server sent it. */
export type SecretList = Schemas["SecretList"];
/** `symmetric`, `public`, `private`, `passphrase`, `certificate`, `opaque` (or a newer type). */
export type SecretType = Schemas["SecretType"];
/** The reference of a created secret. */
export type SecretRef = Schemas["SecretRef"];
/**
 * A secret to store. `expiration` may also be a Date. With a `payload`, `payload_content_type`
 * is required; binary payloads go as base64 with `payload_content_encoding: "base64"`.
 */
export type SecretInput = Omit<Schemas["SecretInput"], "expiration"> & { expiration?: string | Date };

/** A container as the server shows it. */
export type Container = Schemas["Container"];
/** One page of containers, as the server sent it. */
export type ContainerList = Schemas["ContainerList"];
/** A secret of a container, by name and reference. */
export type ContainerSecret = Schemas["ContainerSecret"];
/** The reference of a created container. */
export type ContainerRef = Schemas["ContainerRef"];
/** A container to create: generic, rsa or certificate. */
export type ContainerInput = Schemas["ContainerInput"];
/** A container of any named secrets. */
export type GenericContainerInput = Schemas["GenericContainerInput"];
/** A key pair: `private_key`, `public_key`, optionally `private_key_passphrase`. */
export type RsaContainerInput = Schemas["RsaContainerInput"];
/** A certificate: `certificate`, optionally `private_key`, `private_key_passphrase`, `intermediates`. */
export type CertificateContainerInput = Schemas["CertificateContainerInput"];

/** A created secret: its reference, and the ID the other operations take (its last path segment). */
export interface CreatedSecret extends SecretRef {
  id: string;
}

/** A created container: its reference, and the ID the other operations take. */
export interface CreatedContainer extends ContainerRef {
  id: string;
}
