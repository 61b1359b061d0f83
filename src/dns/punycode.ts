/**
 * The Punycode decoder of RFC 3492 (section 6.2), for checking `xn--` labels. Node has
 * `url.domainToUnicode`, but browsers have no equivalent, and a name with an `xn--` label that
 * does not decode (`xn--a.com`) must be refused the same way everywhere. Only decoding is
 * needed: the URL parser encodes.
 *
 * The RFC's parameters are written as numbers: base 36, tmin 1, tmax 26, skew 38, damp 700,
 * initial bias 72, initial n 0x80 (so `(base - tmin) * tmax / 2` is 455).
 */

/** RFC 3492's overflow bound: no intermediate value may exceed it. */
const MAX_INT = 0x7fff_ffff;

/**
 * Decodes the Punycode `input` (an A-label without its `xn--` prefix) to Unicode. Returns
 * undefined when it is not valid Punycode: a non-ASCII basic code point, a character that is
 * no digit, a truncated number, an overflow, or a result that is a surrogate or beyond U+10FFFF.
 */
export function decodePunycode(input: string): string | undefined {
  // The basic code points are those before the last delimiter; none when it is first or absent.
  const basic = Math.max(0, input.lastIndexOf("-"));
  if (/[^\0-\x7f]/.test(input.slice(0, basic))) return undefined;
  const output = [...input.slice(0, basic)];
  let n = 0x80;
  let i = 0;
  let bias = 72;
  for (let at = basic && basic + 1; at < input.length; ) {
    const oldI = i;
    for (let w = 1, k = 36; ; k += 36) {
      // A digit: a-z and A-Z are 0-25, 0-9 are 26-35; "" (past the end) and anything else NaN,
      // which makes i NaN. Sums and products are exact below 2^53, so checking them after the
      // fact is RFC 3492's check before it.
      const digit = (Number.parseInt(input.charAt(at++), 36) + 26) % 36;
      i += digit * w;
      if (!(i <= MAX_INT)) return undefined;
      const t = Math.min(Math.max(k - bias, 1), 26);
      if (digit < t) break;
      w *= 36 - t;
      if (w > MAX_INT) return undefined;
    }
    const length = output.length + 1;
    // The bias adaptation of RFC 3492 section 6.1.
    let delta = Math.floor((i - oldI) / (oldI === 0 ? 700 : 2));
    delta += Math.floor(delta / length);
    let k = 0;
    for (; delta > 455; k += 36) delta = Math.floor(delta / 35);
    bias = k + Math.floor((36 * delta) / (delta + 38));
    // n only grows: past U+10FFFF (and so past MAX_INT) it can never come back.
    n += Math.floor(i / length);
    i %= length;
    if (n > 0x10ffff || (n >= 0xd800 && n <= 0xdfff)) return undefined;
    output.splice(i++, 0, String.fromCodePoint(n));
  }
  return output.join("");
}
