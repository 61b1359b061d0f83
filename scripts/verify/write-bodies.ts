/**
 * The bodies `--write` sends: the spec's example with the resource's name replaced by the run's
 * `svc-verify-<random>` (so every resource a run creates, a probe's included, is recognisable,
 * and `--cleanup` can find it), and each member that names another resource (`domain_id`) given
 * the value the run knows for it (`--param`, the settings, discovery) instead of the example's.
 * Each member keeps where its value came from, for the explanation of a refusal (refusal.ts).
 */
import { isJsonObject, type JsonObject } from "../lib/openapi/json.ts";
import type { BodyMember } from "./refusal.ts";
import type { ParameterSource } from "./traffic-plan.ts";

export interface BuiltBody {
  value: unknown;
  members: BodyMember[];
}

/** The value the run knows for a member named so, and where it came from. */
export type KnownValue = (name: string) => [string, ParameterSource] | undefined;

/** The name to give: the run's, under the example's domain where it names one (`svc-verify-1.example.com`). */
export function nameLike(example: string, name: string): string {
  return /[^.\s]\.[a-z]{2,}\.?$/i.test(example) ? `${name}.${example}` : name;
}

/** An XML body with the text of its first `Name` element replaced (DNS's `CreateHostedZoneRequest`). */
function renamedXml(xml: string, name: string): string {
  return xml.replace(
    /<((?:[\w.-]+:)?[Nn]ame)>([^<]*)<\/\1>/,
    (_whole, tag: string, text: string) => `<${tag}>${nameLike(text, name)}</${tag}>`,
  );
}

/**
 * `example` as the run sends it: `name` members (of the body, and of the objects directly in it,
 * such as the `group` of `{"group": {...}}`) set to `name` where one is given, and each other
 * scalar member set to the value `known` gives for its name. Names deeper down (the
 * `secret_refs[].name` of a container) are the spec's vocabulary and stay as they are.
 */
export function buildBody(example: unknown, name: string | undefined, known: KnownValue): BuiltBody {
  const members: BodyMember[] = [];
  if (typeof example === "string")
    return { value: name === undefined ? example : renamedXml(example, name), members };
  const visit = (value: unknown, depth: number): unknown => {
    if (!isJsonObject(value)) return value;
    const out: JsonObject = {};
    for (const [key, member] of Object.entries(value)) {
      if (key === "name" && typeof member === "string" && name !== undefined) {
        out[key] = nameLike(member, name);
        members.push({ name: key, value: String(out[key]), source: "run" });
        continue;
      }
      if (typeof member === "string" || typeof member === "number") {
        const found = known(key);
        out[key] =
          found === undefined
            ? member
            : typeof member === "number" && /^-?\d+$/.test(found[0])
              ? Number(found[0])
              : found[0];
        members.push({
          name: key,
          value: String(out[key]),
          source: found === undefined ? "example" : found[1],
        });
        continue;
      }
      out[key] = depth === 0 ? visit(member, 1) : member;
    }
    return out;
  };
  return { value: visit(example, 0), members };
}

/** `example` with its resource's `name` set to `name` (the body and the objects directly in it). */
export const renamed = (example: unknown, name: string): unknown =>
  buildBody(example, name, () => undefined).value;
