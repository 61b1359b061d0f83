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
 * Once either is in place, the same create request succeeds.
 */

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

const NAME_SERVER = "name_server:";
const TXT = "txt:";
const HOST_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;

function parseNameServer(text: string): { code: string; value: NameServerVerification } | undefined {
  const host = text.trim();
  const dot = host.indexOf(".");
  const code = host.slice(0, dot);
  const verificationHost = host.slice(dot + 1);
  const labels = verificationHost.split(".");
  if (dot <= 0 || labels.length < 2 || !HOST_LABEL.test(code) || !labels.every((l) => HOST_LABEL.test(l)))
    return undefined;
  return { code, value: { host, verificationHost } };
}

function parseTxt(text: string, zoneName: string): { code: string; value: TxtVerification } | undefined {
  const match = /^([^\s=]+)=(\S+)$/.exec(text.trim());
  if (match === null) return undefined;
  const [value, prefix = "", code = ""] = match;
  return { code, value: { name: zoneName, value, prefix } };
}

function instructions(
  zoneName: string,
  code: string,
  ns?: NameServerVerification,
  txt?: TxtVerification,
): string {
  const ways = [
    ns &&
      `if ${zoneName} is newly registered and served by no DNS yet, add ${ns.host} as a name server of the domain at your registrar`,
    txt &&
      `if another DNS serves ${zoneName}, publish a TXT record at ${txt.name} with the value "${txt.value}"`,
  ].filter(Boolean);
  return `The DNS service needs proof that you own ${zoneName} before it creates the zone (confirmation code ${code}): ${ways.join("; or, ")}. Then create the zone again with the same parameters.`;
}

/**
 * Reads the message of an `Unauthorized` create-zone error. Returns undefined when the message
 * holds neither form, a form is malformed, or the two forms disagree on the code.
 */
export function parseOwnershipChallenge(message: string, zoneName: string): DomainVerification | undefined {
  let nameServer: NameServerVerification | undefined;
  let txt: TxtVerification | undefined;
  const codes = new Set<string>();
  for (const part of message.split(",")) {
    const item = part.trim();
    if (item.startsWith(NAME_SERVER)) {
      const parsed = parseNameServer(item.slice(NAME_SERVER.length));
      if (parsed === undefined || nameServer !== undefined) return undefined;
      nameServer = parsed.value;
      codes.add(parsed.code);
    } else if (item.startsWith(TXT)) {
      const parsed = parseTxt(item.slice(TXT.length), zoneName);
      if (parsed === undefined || txt !== undefined) return undefined;
      txt = parsed.value;
      codes.add(parsed.code);
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
