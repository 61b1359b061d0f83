/**
 * Zone and record names, checked and brought to the one form the DNS API takes before
 * anything is sent: ASCII (internationalised labels as `xn--` punycode), lower case, no
 * trailing dot. `new URL("http://" + name).hostname` does the IDNA conversion in Node and in
 * browsers alike, so no punycode library is needed; the URL parser's other talents (ports,
 * paths, user info, IPv4 shorthands) are kept out by the checks around it.
 *
 * An `xn--` label given in ASCII is not passed through as it is: it must be a real A-label,
 * one that decodes (punycode.ts) to a label with non-ASCII content and encodes back to itself.
 * `xn--a.com` is refused here rather than by the server, or by whichever URL parser a browser has.
 */
import { InvalidInputError } from "../core/errors.ts";
import { decodePunycode } from "./punycode.ts";

/** Letters, digits and hyphens; no hyphen first or last (RFC 1035 / RFC 5891 LDH labels). */
const ZONE_LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
/** Record names may also hold underscores (`_sip._tcp`, `_dmarc`), and a `*` wildcard label (first only). */
const RECORD_LABEL = /^(?:\*|[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?)$/;
/** Characters the URL parser would read as URL syntax, and whitespace or controls. */
const URL_SYNTAX = /[\s\p{Cc}/\\?#@:%[\]<>^|"'`{}]/u;

/** The ASCII form the URL parser gives `name` (IDNA), or undefined when it refuses it. */
function hostnameOf(name: string): string | undefined {
  try {
    return new URL(`http://${name}/`).hostname;
  } catch {
    return undefined;
  }
}

/**
 * Whether an `xn--` label (lower case) is a valid A-label: its Punycode decodes, the result
 * holds non-ASCII characters (else it would be written as itself), and the URL parser's IDNA
 * conversion of the result gives back exactly this label (so the result is a valid U-label).
 */
function isALabel(label: string): boolean {
  const unicode = decodePunycode(label.slice(4));
  if (unicode === undefined || !/[^\p{ASCII}]/u.test(unicode) || URL_SYNTAX.test(unicode)) return false;
  return hostnameOf(unicode) === label;
}

/**
 * Zone names already checked, as given, with their normal form. An app calls on a few zones
 * again and again; checking one costs a few regular expressions and an IDNA pass, about 3% of a
 * getHostedZone on a zero-latency transport. Only names that passed are kept, at most
 * CHECKED_ZONES (then the memory starts over).
 */
const checkedZones = new Map<string, string>();
const CHECKED_ZONES = 256;

/** Throws the InvalidInputError of a name: `problem` follows the name as given. */
type Fail = (problem: string) => never;

/**
 * The name in ASCII form (lower case, without its one trailing dot), its labels, and how to
 * refuse it: after the checks every name shares (length; labels not empty, at most 63 long, an
 * `xn--` label valid Punycode, each matching `pattern`; no IP address).
 */
function labelsOf(
  field: string,
  value: unknown,
  pattern: RegExp,
): [name: string, labels: string[], fail: Fail] {
  if (typeof value !== "string" || value.trim() === "")
    throw new InvalidInputError(field, "must be a non-empty domain name such as example.com");
  const fail: Fail = (problem) => {
    throw new InvalidInputError(field, `${JSON.stringify(value)} ${problem}`);
  };
  // Checked first: encodeURIComponent throws a URIError on these, and URL parsers differ on them.
  if (/\p{Cs}/u.test(value))
    throw new InvalidInputError(field, "must be well-formed text (it holds a lone UTF-16 surrogate)");
  const syntax = URL_SYNTAX.exec(value)?.[0];
  if (syntax !== undefined) fail(`contains ${JSON.stringify(syntax)}, which a domain name cannot`);
  const ascii = /^[\x21-\x7e]*$/.test(value)
    ? value.toLowerCase()
    : (hostnameOf(value) ?? fail("is not a valid internationalised domain name"));
  // One trailing dot marks a fully qualified name; the API takes names without it.
  const name = ascii.replace(/\.$/, "");
  if (name.length > 253) fail(`is ${name.length} characters long in ASCII form; at most 253 are allowed`);
  const labels = name.split(".");
  for (const label of labels) {
    if (label === "") fail("has an empty label (two dots in a row, or a leading dot)");
    if (label.length > 63) fail(`has a label of ${label.length} characters; at most 63 are allowed`);
    if (label.startsWith("xn--") && !isALabel(label))
      fail(`has the label ${JSON.stringify(label)}, which is not valid Punycode`);
    if (!pattern.test(label))
      fail(
        `has the label ${JSON.stringify(label)}; a label holds letters, digits and hyphens, no hyphen first or last`,
      );
  }
  if (/(^|\.)\d+$/.test(name)) fail("ends in a numeric label; an IP address is not a domain name");
  return [name, labels, fail];
}

/**
 * Checks a zone name and returns its normalised form: `"Example.COM."` becomes `"example.com"`,
 * `"例え.jp"` becomes `"xn--r8jz45g.jp"`.
 * @throws {InvalidInputError} naming `field` when it is not a zone name
 */
export function requireZoneName(field: string, value: unknown): string {
  const known = typeof value === "string" ? checkedZones.get(value) : undefined;
  if (known !== undefined) return known;
  const [name, labels, fail] = labelsOf(field, value, ZONE_LABEL);
  if (labels.length < 2) fail("is a single label; a zone is a domain such as example.com");
  if (checkedZones.size >= CHECKED_ZONES) checkedZones.clear();
  checkedZones.set(value as string, name);
  return name;
}

/**
 * Checks a record name of the zone `zone` (already normalised) and returns it normalised.
 * Allows a leading `*` wildcard label and underscores; the name must be the zone or inside it.
 * @throws {InvalidInputError} naming `field` when it is not a record name of the zone
 */
export function requireRecordName(field: string, value: unknown, zone: string): string {
  const [name, labels, fail] = labelsOf(field, value, RECORD_LABEL);
  if (labels.indexOf("*", 1) > 0)
    fail('has the label "*" after its first label; a wildcard label comes first');
  if (name !== zone && !name.endsWith(`.${zone}`))
    fail(`is not in the zone ${zone}; use ${zone} or a name ending in .${zone}`);
  return name;
}

/**
 * A zone name in the form the API takes: `"Example.COM."` becomes `"example.com"`, `"例え.jp"`
 * becomes `"xn--r8jz45g.jp"`.
 * @throws {InvalidInputError} when `name` is not a zone name
 */
export const normalizeZoneName = (name: string): string => requireZoneName("zone name", name);

/**
 * A record name of the zone `zone` (already normalised) in the form the API takes; a leading
 * `*` wildcard label and underscores are allowed.
 * @throws {InvalidInputError} when `name` is not the zone or a name inside it
 */
export const normalizeRecordName = (name: string, zone: string): string =>
  requireRecordName("record name", name, zone);
