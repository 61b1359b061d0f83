/**
 * Containers to create. Typed builders of the three container types, from the secrets to put in
 * them: each takes a reference string or what `createSecret` returned, and puts it under the
 * name its type calls for, so a key pair cannot be sent with a misspelt or missing name. What
 * createContainer refuses (a name used twice too: the spec's `x-sdk-unique-by`) is the spec's.
 *
 * @example
 * ```ts
 * const privateKey = await keys.createSecret({ payload: pem, payload_content_type: "text/plain", secret_type: "private" });
 * const publicKey = await keys.createSecret({ payload: pub, payload_content_type: "text/plain", secret_type: "public" });
 * await keys.createContainer(rsaContainer({ name: "web", privateKey, publicKey }));
 * ```
 */
import type {
  CertificateContainerInput,
  GenericContainerInput,
  RsaContainerInput,
} from "../../generated/sdk/keymanager/types.ts";
import { requireObject } from "../core/input.ts";

/** A secret to put in a container: its reference, or the secret as `createSecret` returned it. */
export type SecretLike = string | { secret_ref: string };

// Anything else is passed on as it is, for createContainer to refuse with the field's name.
const refOf = (secret: SecretLike) =>
  typeof secret === "object" && secret !== null ? secret.secret_ref : secret;

/** `[name, secret]` pairs to `secret_refs`, leaving out the secrets not given. */
function entries<Name extends string>(pairs: [Name, SecretLike | undefined][]) {
  return pairs.flatMap(([name, secret]) =>
    secret === undefined ? [] : [{ name, secret_ref: refOf(secret) }],
  );
}

/** A key pair: the private and public key, and optionally the private key's passphrase. */
export function rsaContainer(secrets: {
  name?: string;
  privateKey: SecretLike;
  publicKey: SecretLike;
  privateKeyPassphrase?: SecretLike;
}): RsaContainerInput {
  requireObject("secrets", secrets);
  return {
    type: "rsa",
    ...(secrets.name !== undefined && { name: secrets.name }),
    secret_refs: entries<"private_key" | "public_key" | "private_key_passphrase">([
      ["private_key", secrets.privateKey],
      ["public_key", secrets.publicKey],
      ["private_key_passphrase", secrets.privateKeyPassphrase],
    ]),
  };
}

/** A certificate, optionally with its private key, the key's passphrase and the intermediates. */
export function certificateContainer(secrets: {
  name?: string;
  certificate: SecretLike;
  privateKey?: SecretLike;
  privateKeyPassphrase?: SecretLike;
  intermediates?: SecretLike;
}): CertificateContainerInput {
  requireObject("secrets", secrets);
  return {
    type: "certificate",
    ...(secrets.name !== undefined && { name: secrets.name }),
    secret_refs: entries<"certificate" | "private_key" | "private_key_passphrase" | "intermediates">([
      ["certificate", secrets.certificate],
      ["private_key", secrets.privateKey],
      ["private_key_passphrase", secrets.privateKeyPassphrase],
      ["intermediates", secrets.intermediates],
    ]),
  };
}

/** Any secrets, each under the name it has in `secrets`. */
export function genericContainer(
  secrets: Readonly<Record<string, SecretLike>>,
  name?: string,
): GenericContainerInput {
  requireObject("secrets", secrets);
  return {
    type: "generic",
    ...(name !== undefined && { name }),
    secret_refs: entries(Object.entries(secrets)),
  };
}
