/**
 * What verify knows about each API that its spec cannot say, in one table: which item field
 * holds the ID of a path parameter where it is not `id` (in lists, for discovery, and in a
 * create's answer, for `--write`). Everything else is read from the spec (whether its paths take
 * the project ID: the SDK registry's held options).
 */

export interface ApiKnowledge {
  /** Per path parameter, the item field(s) holding its ID, where it is not `id`. */
  idFields: Readonly<Record<string, readonly string[]>>;
}

const NONE: ApiKnowledge = { idFields: {} };

const KNOWLEDGE: Readonly<Record<string, ApiKnowledge>> = {
  datastore: { idFields: { objectId: ["objectId"] } },
  dns: { idFields: { zoneId: ["Id"] } },
  image: { idFields: { member_id: ["member_id"] } },
  // A secret's or container's ID is the last segment of its reference URL.
  keymanager: { idFields: { resource_id: ["secret_ref", "container_ref"] } },
  telemetry: { idFields: { alarm_id: ["alarm_id"] } },
};

/** What verify knows about `api` beyond its spec. */
export const knowledgeOf = (api: string): ApiKnowledge => KNOWLEDGE[api] ?? NONE;

/** The item field(s) holding the ID of `param` in `api`: the table's, else `id`. */
export const idFields = (api: string, param: string): readonly string[] =>
  knowledgeOf(api).idFields[param] ?? ["id"];
