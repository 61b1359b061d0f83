/**
 * The key manager mock's state: secrets and containers the app creates, in its project. A
 * created secret is read, listed (after the example's), read back with its payload, and deleted;
 * a container likewise. Their refs are the mock's (`<mock>/v1/<project>/secrets/<id>`). Orders,
 * consumers and anything else answer the spec's examples.
 */
import { Buffer } from "node:buffer";
import type { ApiState } from "../state-layer.ts";
import { type Collection, collection } from "./collection.ts";
import type { StateContext } from "./context.ts";

/** The last path segment of a ref: its ID. */
const lastSegment = (ref: unknown) => (typeof ref === "string" ? ref.split("/").pop() : undefined);

/** Barbican pages by `offset`: a later page gets the example's page alone. */
const laterPage = (query: URLSearchParams) => Number(query.get("offset") ?? "0") > 0;

export function keymanagerState({ origin, index }: StateContext): ApiState {
  /** The payloads of the created secrets, by scope and ID (never in any other answer). */
  const payloads = new Map<string, { payload: string; contentType: string }>();
  const ref = (kind: string) => ({
    exampleIdOf: (template: Record<string, unknown>) => lastSegment(template[`${kind}_ref`]),
    onCreate(
      resource: Record<string, unknown>,
      { call, id }: { call: { params: Record<string, string> }; id: string },
    ) {
      resource[`${kind}_ref`] =
        `${origin}/v1/${encodeURIComponent(call.params.tenant_id ?? "")}/${kind}s/${id}`;
      resource.status = "ACTIVE";
    },
  });
  const secrets: Collection = collection(
    {
      create: "createSecret",
      get: "getSecret",
      list: "listSecrets",
      remove: "deleteSecret",
      idParam: "resource_id",
      listKey: "secrets",
      scopeParams: ["tenant_id"],
      laterPage,
      matches: (secret, query) =>
        ["name", "secret_type", "alg", "mode"].every((name) => {
          const wanted = query.get(name);
          const member = name === "alg" ? "algorithm" : name;
          return wanted === null || secret[member] === wanted;
        }),
      ...ref("secret"),
      onCreate(resource, context) {
        ref("secret").onCreate(resource, context);
        const sent = JSON.parse(Buffer.from(context.call.request.body).toString("utf8")) as Record<
          string,
          unknown
        >;
        if (typeof sent.payload === "string") {
          const contentType =
            typeof sent.payload_content_type === "string" ? sent.payload_content_type : "text/plain";
          payloads.set(`${secrets.scopeOf(context.call)}\n${context.id}`, {
            payload: sent.payload,
            contentType,
          });
          resource.content_types = { default: contentType };
        }
      },
      other(call, stored) {
        if (call.operationId !== "getSecretPayload" || stored === undefined) return undefined;
        const kept = payloads.get(`${stored.scope}\n${stored.id}`);
        if (kept === undefined) return call.documented(404);
        const base64 = kept.contentType === "application/octet-stream";
        return {
          ...call.prism,
          headers: {
            ...call.prism.headers,
            "content-type": base64
              ? "application/octet-stream"
              : (call.prism.headers["content-type"] ?? "text/plain"),
          },
          body: base64 ? Buffer.from(kept.payload, "base64") : Buffer.from(kept.payload),
        };
      },
    },
    origin,
    index,
  );
  const containers: Collection = collection(
    {
      create: "createContainer",
      get: "getContainer",
      list: "listContainers",
      remove: "deleteContainer",
      idParam: "resource_id",
      listKey: "containers",
      scopeParams: ["tenant_id"],
      laterPage,
      ...ref("container"),
    },
    origin,
    index,
  );
  return {
    async answer(call) {
      if (call.path.includes("/containers")) return containers.answer(call);
      return secrets.answer(call);
    },
    reset: () => {
      secrets.reset();
      containers.reset();
      payloads.clear();
    },
  };
}
