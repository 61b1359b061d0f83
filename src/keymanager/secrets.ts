/**
 * Secrets: create, list (every secret, or one page), show the metadata, read the payload (as
 * text or as bytes), delete. A payload is registered for redaction before it is sent and as
 * soon as it is read, so no error can show it. POSTs are not retried: a retry could store the
 * secret twice.
 */
import type { paths } from "../../generated/keymanager.ts";
import { type ApiClient, readAnswer } from "../core/api-client.ts";
import type { CallOptions, ListOptions } from "../core/call-options.ts";
import { optionalInteger, optionalLimit, requireObject } from "../core/input.ts";
import { defineList, jsonPage } from "../core/list.ts";
import type { Paginated } from "../core/paginate.ts";
import { sendForBytes } from "../core/read-bytes.ts";
import { registerSecret } from "../core/redact.ts";
import { isSecret, isSecretList, isSecretRef } from "./guards.ts";
import {
  KEY_MANAGER_MAX_PAGE_SIZE,
  type ListQuery,
  optionalOffset,
  optionalText,
  requireResourceId,
  secretBody,
} from "./input.ts";
import { barbicanPages } from "./list-cursor.ts";
import { registerPayloadBytes } from "./payload-secrets.ts";
import { refKey, resourceId } from "./resource-id.ts";
import type { CreatedSecret, Secret, SecretInput, SecretList } from "./types.ts";

/** Filters of a secret list, and its page size. */
export interface ListSecretsOptions {
  /** Only secrets with this name. */
  name?: string;
  /** Only secrets with this algorithm, such as `aes`. */
  alg?: string;
  /** Only secrets with this mode, such as `cbc`. */
  mode?: string;
  /** Only secrets with this bit length, 1 to 32767 (a secret's bit_length is at most 32767). */
  bits?: number;
  /** Only secrets of this type, such as `private`. */
  secret_type?: string;
  /** Secrets per page, 1 to 100; the server's default is 10. */
  limit?: number;
}

/** One page of a secret list. */
export interface ListSecretsPageOptions extends ListSecretsOptions {
  /** Index of the page's first secret in the whole list; default 0. */
  offset?: number;
}

type SecretsQuery = NonNullable<paths["/v1/{tenant_id}/secrets"]["get"]["parameters"]["query"]>;
const JSON_ACCEPT = { Accept: "application/json" };
const PAYLOAD = "/v1/{tenant_id}/secrets/{resource_id}/payload";

/** The query of a secret list, checked. */
function secretsQuery(input: ListSecretsOptions): ListQuery {
  const options = requireObject("options", input);
  return {
    name: optionalText("options.name", options.name),
    alg: optionalText("options.alg", options.alg),
    mode: optionalText("options.mode", options.mode),
    bits: optionalInteger("options.bits", options.bits, 1, 32767),
    secret_type: optionalText("options.secret_type", options.secret_type),
    limit: optionalLimit("options.limit", options.limit, KEY_MANAGER_MAX_PAGE_SIZE),
  };
}

/**
 * The secret list of a client: a group of its own, so that an app that stores and reads secrets
 * does not carry the list builder and the page walker.
 */
export function secretListOperations(api: ApiClient<paths>, tenant: string) {
  const tenantPath = { tenant_id: tenant };
  const secrets = defineList<ListQuery, SecretList, Secret>(api, {
    operation: "listSecrets",
    // The filter is checked, and a next link's query is the server's: both go as they are.
    request: (query, init) =>
      api.raw.GET("/v1/{tenant_id}/secrets", {
        params: { path: tenantPath, query: query as SecretsQuery },
        headers: JSON_ACCEPT,
        ...init,
      }),
    read: jsonPage(isSecretList, 'the secret list (its "secrets" array)'),
    items: (page) => page.secrets,
    cursor: barbicanPages("/secrets"),
    itemKey: (secret) => refKey(secret.secret_ref),
  });

  return {
    /**
     * One page of secrets (metadata only), as the server sent it.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {KeyManagerError} when the service refuses the call (KeyManagerNotFoundError, KeyManagerForbiddenError, ...)
     */
    async listSecretsPage(options: ListSecretsPageOptions = {}, call?: CallOptions): Promise<SecretList> {
      return secrets.page({ ...secretsQuery(options), offset: optionalOffset(options.offset) }, call);
    },

    /**
     * Every secret (metadata only), optionally filtered, loaded lazily page by page; the
     * filter goes with every page (Barbican's next links leave it out).
     * @throws {InvalidInputError} on a bad filter or limit, before anything is sent
     */
    listSecrets(options: ListSecretsOptions = {}, list?: ListOptions): Paginated<SecretList, Secret> {
      return secrets.walk(secretsQuery(options), list);
    },
  };
}

/** The secret operations of a client but the list (secretListOperations). */
export function secretOperations(api: ApiClient<paths>, tenant: string) {
  const tenantPath = { tenant_id: tenant };
  const secretPath = (field: string, secretId: string) => ({
    path: { ...tenantPath, resource_id: requireResourceId(field, secretId) },
  });

  return {
    /**
     * Stores a secret, with or without its payload. The payload is registered for redaction
     * before anything is sent. Not retried: a retry could store it twice. OpenStack Barbican
     * strips leading and trailing whitespace from a payload (a PEM's final newline too): store
     * one whose every byte matters as base64 `application/octet-stream`.
     * @returns its reference and ID
     * @throws {InvalidInputError} on a bad secret (a payload without payload_content_type...), before anything is sent
     * @throws {KeyManagerBadRequestError} when the server rejects it (an expiration in the past...)
     * @throws {PayloadTooLargeError} when the payload is larger than the server accepts
     */
    async createSecret(secret: SecretInput, call?: CallOptions): Promise<CreatedSecret> {
      const body = secretBody(secret);
      const answer = await api.send("createSecret", [201], call, (init) =>
        api.raw.POST("/v1/{tenant_id}/secrets", {
          params: { path: tenantPath },
          body: body as paths["/v1/{tenant_id}/secrets"]["post"]["requestBody"]["content"]["application/json"],
          headers: JSON_ACCEPT,
          ...init,
        }),
      );
      const { secret_ref } = readAnswer(
        answer,
        isSecretRef,
        "the created secret's reference (secret_ref)",
        "createSecret",
      );
      return { secret_ref, id: resourceId(secret_ref) };
    },

    /** A secret's metadata, never its payload. @throws {SecretNotFoundError} when there is no such secret */
    async getSecret(secretId: string, call?: CallOptions): Promise<Secret> {
      const params = secretPath("secretId", secretId);
      // Accept must be JSON: Barbican answers this path with the payload itself otherwise.
      const answer = await api.send("getSecret", [200], call, (init) =>
        api.raw.GET("/v1/{tenant_id}/secrets/{resource_id}", { params, headers: JSON_ACCEPT, ...init }),
      );
      return readAnswer(answer, isSecret, "the secret (its secret_ref)", "getSecret");
    },

    /**
     * The payload of a text secret (`text/plain`), registered for redaction as it arrives.
     * @throws {SecretNotFoundError} when there is no such secret, or it has no payload
     * @throws {PayloadNotAcceptableError} when the payload cannot be given as text
     */
    async getSecretPayload(secretId: string, call?: CallOptions): Promise<string> {
      const params = secretPath("secretId", secretId);
      const answer = await api.send("getSecretPayload", [200], call, (init) =>
        api.raw.GET(PAYLOAD, { params, headers: { Accept: "text/plain" }, ...init }),
      );
      registerSecret(answer.text, "payload");
      return answer.text;
    },

    /**
     * The payload as bytes (`application/octet-stream`), for binary secrets such as a
     * symmetric key; registered for redaction (as base64, and as text when it is UTF-8).
     * @throws {SecretNotFoundError} when there is no such secret, or it has no payload
     */
    async getSecretPayloadBytes(secretId: string, call?: CallOptions): Promise<Uint8Array> {
      const params = secretPath("secretId", secretId);
      const { bytes: payload } = await sendForBytes(api, "getSecretPayloadBytes", [200], call, (init) =>
        api.raw.GET(PAYLOAD, { params, headers: { Accept: "application/octet-stream" }, ...init }),
      );
      registerPayloadBytes(payload);
      return payload;
    },

    /**
     * Deletes a secret and its payload; a container that holds it drops it.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {KeyManagerError} when the service refuses the call (KeyManagerNotFoundError, KeyManagerForbiddenError, ...)
     */
    async deleteSecret(secretId: string, call?: CallOptions): Promise<void> {
      const params = secretPath("secretId", secretId);
      await api.send("deleteSecret", [204], call, (init) =>
        api.raw.DELETE("/v1/{tenant_id}/secrets/{resource_id}", { params, ...init }),
      );
    },
  };
}
