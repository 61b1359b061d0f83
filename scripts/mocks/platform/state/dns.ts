/**
 * The DNS mock's state: the hosted zones the app creates and the changes it makes. A created
 * zone (its name and comment as sent) is read, listed after the example's zones and deleted; a
 * second create of the same name is the spec's 409. Every create, delete and record change
 * starts a change that is `PENDING` when it starts and at its first read, then `INSYNC`, so
 * `waitForChange` completes at its second poll; a change the mock did not start is the spec's
 * 404 (the example's own change is always there). Record sets answer the spec's examples, and
 * the domain-ownership check is not made (`Prefer: code=400, example=...` shows its answer).
 *
 * Answers are Prism's XML examples with the zone's and the change's values written in, element
 * by element, so they stay documents of the API's XSD (test/contract/mock-platform-state.test.ts
 * validates them).
 */
import { Buffer } from "node:buffer";
import { randomBytes } from "node:crypto";
import type { FrontResponse } from "../../fronts/front-server.ts";
import type { ApiState, StateCall } from "../state-layer.ts";
import type { StateContext } from "./context.ts";
import { timeLike } from "./values.ts";

interface Zone {
  name: string;
  comment: string | undefined;
}

interface Change {
  submittedAt: string;
  reads: number;
}

const decoder = new TextDecoder();
const xmlText = (body: Uint8Array) => decoder.decode(body);

const escapeXml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
const unescapeXml = (text: string) =>
  text
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&apos;", "'")
    .replaceAll("&amp;", "&");

/** The text of the first `<name>` element of `xml`. */
function elementText(xml: string, name: string): string | undefined {
  const match = new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml);
  return match?.[1] === undefined ? undefined : unescapeXml(match[1]);
}

/** `xml` with the text of the first `<name>` element inside `<within>` set to `text`. */
function setText(xml: string, within: string, name: string, text: string): string {
  return xml.replace(
    new RegExp(`(<${within}>[\\s\\S]*?)<${name}>[^<]*</${name}>`),
    `$1<${name}>${escapeXml(text)}</${name}>`,
  );
}

/** The example's HostedZone element filled in with `zone`. */
function zoneElement(template: string, zone: Zone): string {
  let element = template;
  for (const name of ["Id", "Name", "CallerReference"])
    element = setText(element, "HostedZone", name, zone.name);
  const config =
    zone.comment === undefined
      ? "<Config/>"
      : `<Config><Comment>${escapeXml(zone.comment)}</Comment></Config>`;
  element = element.replace(/<Config\/>|<Config>[\s\S]*?<\/Config>/, config);
  return element.replace(
    /<ResourceRecordSetCount>[^<]*<\/ResourceRecordSetCount>/,
    "<ResourceRecordSetCount>0</ResourceRecordSetCount>",
  );
}

const HOSTED_ZONE = /<HostedZone>[\s\S]*?<\/HostedZone>/;

/** A zone name as the platform keeps it: without the final dot. */
const zoneName = (name: string) => name.trim().replace(/\.$/, "");

export function dnsState(_context: StateContext, now: () => Date = () => new Date()): ApiState {
  const zones = new Map<string, Zone>();
  const changes = new Map<string, Change>();

  /** A new change, PENDING; the answer's ChangeInfo says so. */
  function started(xml: string): string {
    const id = randomBytes(16).toString("hex");
    const submittedAt = timeLike(elementText(xml, "SubmittedAt"), now());
    changes.set(id, { submittedAt, reads: 0 });
    let answer = setText(xml, "ChangeInfo", "Id", id);
    answer = setText(answer, "ChangeInfo", "Status", "PENDING");
    return setText(answer, "ChangeInfo", "SubmittedAt", submittedAt);
  }

  const withXml = (prism: FrontResponse, xml: string): FrontResponse => ({
    ...prism,
    body: Buffer.from(xml),
  });

  function create(call: StateCall): FrontResponse | Promise<FrontResponse> {
    const sent = xmlText(call.request.body);
    const name = zoneName(elementText(sent, "Name") ?? "");
    if (zones.has(name)) return call.documented(409);
    const zone = { name, comment: elementText(sent, "Comment") };
    zones.set(name, zone);
    const xml = xmlText(call.prism.body);
    const filled = xml.replace(HOSTED_ZONE, (element) => zoneElement(element, zone));
    return withXml(call.prism, started(filled));
  }

  /** The zone of the call, or the answer for one the mock did not create. */
  function zoneOf(call: StateCall): Zone | FrontResponse | Promise<FrontResponse> {
    const id = zoneName(call.params.zoneId ?? "");
    const zone = zones.get(id);
    if (zone !== undefined) return zone;
    const example = elementText(xmlText(call.prism.body), "Id");
    if (example === undefined || example === id || call.operationId !== "getHostedZone") return call.prism;
    return call.documented(404);
  }

  return {
    async answer(call) {
      const xml = xmlText(call.prism.body);
      switch (call.operationId) {
        case "createHostedZone":
          return create(call);
        case "getHostedZone": {
          const zone = await zoneOf(call);
          if (!("name" in zone)) return zone;
          return withXml(
            call.prism,
            xml.replace(HOSTED_ZONE, (element) => zoneElement(element, zone)),
          );
        }
        case "listHostedZones": {
          if (call.query.has("marker")) return undefined;
          const template = HOSTED_ZONE.exec(xml)?.[0];
          if (template === undefined || zones.size === 0) return undefined;
          const added = [...zones.values()].map((zone) => zoneElement(template, zone)).join("");
          return withXml(call.prism, xml.replace("</HostedZones>", `${added}</HostedZones>`));
        }
        case "deleteHostedZone": {
          const id = zoneName(call.params.zoneId ?? "");
          if (!zones.delete(id)) return call.prism;
          return withXml(call.prism, started(xml));
        }
        case "changeResourceRecordSets":
          return zones.has(zoneName(call.params.zoneId ?? ""))
            ? withXml(call.prism, started(xml))
            : call.prism;
        case "getChange": {
          const id = call.params.changeId ?? "";
          const change = changes.get(id);
          if (change === undefined) return elementText(xml, "Id") === id ? call.prism : call.documented(404);
          const status = change.reads >= 1 ? "INSYNC" : "PENDING";
          change.reads += 1;
          let answer = setText(xml, "ChangeInfo", "Id", id);
          answer = setText(answer, "ChangeInfo", "Status", status);
          return withXml(call.prism, setText(answer, "ChangeInfo", "SubmittedAt", change.submittedAt));
        }
        default:
          return undefined;
      }
    },
    reset: () => {
      zones.clear();
      changes.clear();
    },
  };
}
