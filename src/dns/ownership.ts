/**
 * The domain-ownership check of zone creation. The first create for a domain fails with 400
 * `Unauthorized`, and the error message carries a confirmation code in one or both of two
 * forms, joined by a comma:
 *
 * - `name_server:<code>.<verification_host>`: for a newly obtained domain, served by no DNS
 *   yet, set this host as a name server of the domain at the registrar;
 * - `txt:<verification_prefix>=<code>`: for a domain another DNS serves, publish this TXT
 *   record at the domain.
 *
 * Once either is in place, the same create request succeeds. createHostedZone (generated from
 * the spec, whose hooks these are) answers with a CreateHostedZoneResult: the zone it created
 * (createdZone), or the challenge to meet first (ownershipChallenge).
 */
import type { CreateHostedZoneRequest, CreateHostedZoneResponse } from "../../generated/sdk/dns/types.ts";
import type { Answer } from "../core/api-client.ts";
import { MalformedResponseError, SvcError } from "../core/errors.ts";

/** Set this host as a name server of the domain at its registrar (a newly obtained domain). */
export interface NameServerVerification {
  /** The name server to add, `<code>.<verification_host>`. */
  host: string;
  /** The service's verification host, e.g. `cdnsverify.nifty.ad.jp`. */
  verificationHost: string;
}

/** Publish this TXT record at the domain (a domain another DNS serves). */
export interface TxtVerification {
  /** Where the record goes: the domain itself. */
  name: string;
  /** The record's value, `<verification_prefix>=<code>`. */
  value: string;
  /** The prefix before `=`, e.g. `nifty-dnsverify`. */
  prefix: string;
}

/** What the caller must do to prove ownership of a domain before its zone can be created. */
export interface DomainVerification {
  /** The domain (zone name) to verify. */
  zoneName: string;
  /** The confirmation code. */
  code: string;
  /** Present when the service offers the name-server method. */
  nameServer?: NameServerVerification;
  /** Present when the service offers the TXT method. */
  txt?: TxtVerification;
  /** What to do, in a sentence or three, for people. */
  message: string;
}

/** A host name label: letters, digits and hyphens, no hyphen first or last. */
const LABEL = "[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?";
/** `name_server:<code>.<verification_host>`: the code is the first label, the host has two or more. */
const NAME_SERVER = new RegExp(`^name_server:\\s*((${LABEL})\\.(${LABEL}(?:\\.${LABEL})+))$`);
/** `txt:<verification_prefix>=<code>`. */
const TXT = /^txt:\s*(([^\s=]+)=(\S+))$/;

function instructions(
  zoneName: string,
  code: string,
  ns?: NameServerVerification,
  txt?: TxtVerification,
): string {
  const ways = [
    ns && `if it is new and served by no DNS yet, add ${ns.host} as a name server of it at your registrar`,
    txt && `if another DNS serves it, publish a TXT record at ${txt.name} with the value "${txt.value}"`,
  ].filter(Boolean);
  return `Prove that you own ${zoneName} (confirmation code ${code}): ${ways.join("; or, ")}. Then create the zone again with the same parameters.`;
}

/**
 * Reads the message of an `Unauthorized` create-zone error. Returns undefined when the message
 * holds neither form, a form is malformed or given twice, or the two forms disagree on the code.
 */
export function parseOwnershipChallenge(message: string, zoneName: string): DomainVerification | undefined {
  let nameServer: NameServerVerification | undefined;
  let txt: TxtVerification | undefined;
  const codes = new Set<string>();
  for (const part of message.split(",")) {
    const item = part.trim();
    if (item.startsWith("name_server:")) {
      const [, host = "", code = "", verificationHost = ""] = NAME_SERVER.exec(item) ?? [];
      if (!host || nameServer) return undefined;
      nameServer = { host, verificationHost };
      codes.add(code);
    } else if (item.startsWith("txt:")) {
      const [, value = "", prefix = "", code = ""] = TXT.exec(item) ?? [];
      if (!value || txt) return undefined;
      txt = { name: zoneName, value, prefix };
      codes.add(code);
    }
  }
  const [code, ...others] = codes;
  if (code === undefined || others.length > 0) return undefined;
  return {
    zoneName,
    code,
    ...(nameServer && { nameServer }),
    ...(txt && { txt }),
    message: instructions(zoneName, code, nameServer, txt),
  };
}

/** A created zone, or what to do before the service creates it. */
export type CreateHostedZoneResult =
  | { created: true; response: CreateHostedZoneResponse; requestId: string | undefined }
  | { created: false; verification: DomainVerification; requestId: string | undefined };

/** The code of the ownership check's 400. */
const OWNERSHIP_CODE = "Unauthorized";

/** The result of a create the service answered 201, with its body. */
export const createdZone = (answer: Answer, response: CreateHostedZoneResponse): CreateHostedZoneResult => ({
  created: true,
  response,
  requestId: answer.requestId,
});

/**
 * The result of a failed create whose error is the ownership check (a 400 `Unauthorized`): what
 * to do before the same create succeeds. Any other error is thrown again.
 * @throws {MalformedResponseError} when the check gives no confirmation code svc-cloud can read
 */
export function ownershipChallenge(error: unknown, request: CreateHostedZoneRequest): CreateHostedZoneResult {
  if (!(error instanceof SvcError) || error.status !== 400 || error.code !== OWNERSHIP_CODE) throw error;
  const message = error.serverMessage ?? "";
  const verification = parseOwnershipChallenge(message, request.Name);
  if (verification === undefined)
    throw new MalformedResponseError(
      `the ownership check for ${request.Name} gave no confirmation code svc-cloud can read: ${JSON.stringify(message.slice(0, 200))}`,
      { status: 400, code: error.code, requestId: error.requestId, operation: error.operation },
    );
  return { created: false, verification, requestId: error.requestId };
}
