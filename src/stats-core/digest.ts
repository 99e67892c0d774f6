// Which journal entries a tally stands for, in 16 hex digits: the XOR of a 64-bit hash of each entry's
// key. Adding an entry and taking it out are the same step, the order never matters, and a window can
// tell from file names alone whether the journal holds exactly what a tally was folded from.

export const EMPTY_DIGEST = '0000000000000000';

/** Two independent 32-bit FNV-1a style hashes of `key`. */
function halves(key: string): [number, number] {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ key.length;
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995) ^ (b >>> 15);
  }
  return [a, Math.imul(b ^ (b >>> 13), 0xc2b2ae35)];
}

/** The hash of `key`, as 16 hex digits. */
export function hashKey(key: string): string {
  const [a, b] = halves(key);
  return hex(a) + hex(b);
}

const hex = (n: number): string => (n >>> 0).toString(16).padStart(8, '0');

/** `a` XOR `b`, both digests. */
export function xorDigest(a: string, b: string): string {
  return hex(parseInt(a.slice(0, 8), 16) ^ parseInt(b.slice(0, 8), 16)) + hex(parseInt(a.slice(8), 16) ^ parseInt(b.slice(8), 16));
}

/** The digest of a set of keys. */
export function digestOf(keys: Iterable<string>): string {
  let a = 0;
  let b = 0;
  for (const key of keys) {
    const [x, y] = halves(key);
    a ^= x;
    b ^= y;
  }
  return hex(a) + hex(b);
}

export const isDigest = (value: unknown): value is string => typeof value === 'string' && /^[0-9a-f]{16}$/.test(value);
