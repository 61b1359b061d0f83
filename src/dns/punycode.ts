/**
 * The Punycode decoder of RFC 3492 (section 6.2), for checking `xn--` labels. Node has
 * `url.domainToUnicode`, but browsers have no equivalent, and a name with an `xn--` label that
 * does not decode (`xn--a.com`) must be refused the same way everywhere. Only decoding is
 * needed: the URL parser encodes.
 */

const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 0x80;
const DELIMITER = "-";
/** RFC 3492's overflow bound: no intermediate value may exceed it. */
const MAX_INT = 0x7fff_ffff;

/** The bias adaptation function of RFC 3492 section 6.1. */
function adapt(delta: number, points: number, first: boolean): number {
  let d = first ? Math.floor(delta / DAMP) : Math.floor(delta / 2);
  d += Math.floor(d / points);
  let k = 0;
  while (d > ((BASE - T_MIN) * T_MAX) >> 1) {
    d = Math.floor(d / (BASE - T_MIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - T_MIN + 1) * d) / (d + SKEW));
}

/** The value of a Punycode digit (a-z and A-Z are 0-25, 0-9 are 26-35), or -1. */
function digitValue(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30 + 26;
  if (code >= 0x41 && code <= 0x5a) return code - 0x41;
  if (code >= 0x61 && code <= 0x7a) return code - 0x61;
  return -1;
}

/**
 * Decodes the Punycode `input` (an A-label without its `xn--` prefix) to Unicode. Returns
 * undefined when it is not valid Punycode: a non-ASCII basic code point, a character that is
 * no digit, a truncated number, an overflow, or a result that is a surrogate or beyond U+10FFFF.
 */
export function decodePunycode(input: string): string | undefined {
  const output: number[] = [];
  const delimiter = input.lastIndexOf(DELIMITER);
  const basic = delimiter < 0 ? 0 : delimiter;
  for (let j = 0; j < basic; j++) {
    const code = input.charCodeAt(j);
    if (code >= 0x80) return undefined;
    output.push(code);
  }
  let n = INITIAL_N;
  let i = 0;
  let bias = INITIAL_BIAS;
  for (let at = basic > 0 ? basic + 1 : 0; at < input.length; ) {
    const oldI = i;
    let w = 1;
    for (let k = BASE; ; k += BASE) {
      if (at >= input.length) return undefined;
      const digit = digitValue(input.charCodeAt(at++));
      if (digit < 0 || digit > Math.floor((MAX_INT - i) / w)) return undefined;
      i += digit * w;
      const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (digit < t) break;
      if (w > Math.floor(MAX_INT / (BASE - t))) return undefined;
      w *= BASE - t;
    }
    const length = output.length + 1;
    bias = adapt(i - oldI, length, oldI === 0);
    if (Math.floor(i / length) > MAX_INT - n) return undefined;
    n += Math.floor(i / length);
    i %= length;
    if (n > 0x10ffff || (n >= 0xd800 && n <= 0xdfff)) return undefined;
    output.splice(i, 0, n);
    i++;
  }
  return String.fromCodePoint(...output);
}
