/**
 * What verify knows about each API that its spec cannot say, in one table: whether its paths
 * take the project (tenant) ID from `SVC_PROJECT_ID`, and which item field holds the ID of a
 * path parameter where it is not `id` (in lists, for discovery, and in a create's answer, for
 * `--write`). Everything else is read from the spec.
 */

export interface ApiKnowledge {
  /** The API's paths take the project ID (`{tenant_id}`): `SVC_PROJECT_ID` fills it, for this API only. */
  tenant: boolean;
  /** Per path parameter, the item field(s) holding its ID, where it is not `id`. */
  idFields: Readonly<Record<string, readonly string[]>>;
}

const NONE: ApiKnowledge = { tenant: false, idFields: {} };

const KNOWLEDGE: Readonly<Record<string, ApiKnowledge>> = {
  compute: { tenant: true, idFields: {} },
  database: { tenant: true, idFields: {} },
  datastore: { tenant: false, idFields: { objectId: ["objectId"] } },
  dns: { tenant: false, idFields: { zoneId: ["Id"] } },
  image: { tenant: false, idFields: { member_id: ["member_id"] } },
  // A secret's or container's ID is the last segment of its reference URL.
  keymanager: { tenant: true, idFields: { resource_id: ["secret_ref", "container_ref"] } },
  telemetry: { tenant: false, idFields: { alarm_id: ["alarm_id"] } },
};

/** What verify knows about `api` beyond its spec. */
export const knowledgeOf = (api: string): ApiKnowledge => KNOWLEDGE[api] ?? NONE;

/** The item field(s) holding the ID of `param` in `api`: the table's, else `id`. */
export const idFields = (api: string, param: string): readonly string[] =>
  knowledgeOf(api).idFields[param] ?? ["id"];
