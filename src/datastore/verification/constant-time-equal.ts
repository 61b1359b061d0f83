/**
 * Compares two signatures without an early exit, so the time taken does not tell an
 * attacker how many leading characters were right. Plain JavaScript on purpose: node's
 * timingSafeEqual does not exist in browsers.
 */
export function constantTimeEqual(a: string, b: string): boolean {
  const length = Math.max(a.length, b.length);
  let difference = a.length ^ b.length;
  for (let i = 0; i < length; i++) difference |= (a.charCodeAt(i) | 0) ^ (b.charCodeAt(i) | 0);
  return difference === 0;
}
