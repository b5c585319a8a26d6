// Issue 21 item 6 (with issue 15 item 1): a generative run that returns the same picture
// twice delivers it once; the copies are withheld and counted like any other withheld output.

/**
 * Difference hashes (16 hex digits, 64 bits) at most this many bits apart are near-copies:
 * the same picture re-encoded, resized or recoloured lies 0 to 2 bits apart, while distinct
 * photos of one person measured 4 bits apart at the closest and mostly 9 or more.
 */
export const NEAR_COPY_MAX_BITS = 3;

/** Bits in which two 64-bit hashes (hex) differ. */
export function hammingDistance(a: string, b: string): number {
  let x = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let bits = 0;
  while (x > 0n) {
    bits += Number(x & 1n);
    x >>= 1n;
  }
  return bits;
}

/** Whether `hash` is a near-copy of one already delivered. */
export function isNearCopy(
  hash: string,
  delivered: readonly string[],
  maxBits = NEAR_COPY_MAX_BITS,
): boolean {
  return delivered.some((other) => hammingDistance(hash, other) <= maxBits);
}
