/** The key manager API's operations and the `svc-cloud/keymanager` calls that make them. */
import type { operations } from "../../../../generated/keymanager.ts";
import type * as KeyManager from "../../../../src/keymanager/index.ts";
import { apiSamples, type SampleTable } from "../mapping.ts";

type Module = typeof KeyManager;

const table = {
  createSecret: {
    method: "createSecret",
    result: "value",
    args: (op) => [op.body()],
    errors: ["KeyManagerBadRequestError", "PayloadTooLargeError"],
    returns: "the secret's reference (secret_ref) and the id the other calls take",
  },
  listSecrets: {
    method: "listSecretsPage",
    result: "value",
    args: (op) => [
      { secret_type: op.query("secret_type"), limit: op.query("limit"), offset: op.query("offset") },
    ],
    errors: ["KeyManagerBadRequestError"],
    returns:
      "one page: secrets (without payloads), total and the next and previous links (listSecrets() walks every page)",
  },
  getSecret: {
    method: "getSecret",
    result: "value",
    args: (op) => [op.path("resource_id")],
    errors: ["SecretNotFoundError"],
    returns: "the secret's metadata: name, type, algorithm, content types, expiration; not its payload",
  },
  deleteSecret: {
    method: "deleteSecret",
    result: "none",
    args: (op) => [op.path("resource_id")],
    errors: ["SecretNotFoundError"],
    returns: "nothing: the secret and its payload are deleted",
  },
  getSecretPayload: {
    method: "getSecretPayload",
    result: "value",
    args: (op) => [op.path("resource_id")],
    errors: ["SecretNotFoundError", "PayloadNotAcceptableError"],
    returns:
      "the payload as text: a secret, so this prints its length only (getSecretPayloadBytes() for binary keys)",
    show: "result.length",
  },
  createContainer: {
    method: "createContainer",
    result: "value",
    args: (op) => [op.body()],
    errors: ["KeyManagerBadRequestError"],
    returns:
      "the container's reference (container_ref) and its id; rsaContainer(), certificateContainer() and genericContainer() name the secrets for you",
  },
  listContainers: {
    method: "listContainersPage",
    result: "value",
    args: (op) => [{ type: op.query("type"), limit: op.query("limit"), offset: op.query("offset") }],
    errors: ["KeyManagerBadRequestError"],
    returns:
      "one page: containers with their secret references, total and links (listContainers() walks every page)",
  },
  getContainer: {
    method: "getContainer",
    result: "value",
    args: (op) => [op.path("resource_id")],
    errors: ["ContainerNotFoundError"],
    returns: "the container: its type, name and the references of its secrets",
  },
  deleteContainer: {
    method: "deleteContainer",
    result: "none",
    args: (op) => [op.path("resource_id")],
    errors: ["ContainerNotFoundError"],
    returns: "nothing: the container is deleted (its secrets are not)",
  },
  listVersions: {
    noMethod:
      "version discovery, for OpenStack clients (keystoneauth, the openstack CLI): GET / lists the versions the endpoint serves; the SDK is given the API's URL and needs none.",
  },
} satisfies SampleTable<operations, KeyManager.KeyManagerClient, Module>;

export const keymanagerSamples = apiSamples<Module>(
  {
    subpath: "svc-cloud/keymanager",
    factory: "createKeyManagerClient",
    variable: "keys",
    auth: "identity-token",
    tenant: "tenant_id",
  },
  table,
);
