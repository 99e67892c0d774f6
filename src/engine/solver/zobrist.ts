/**
 * `count` random words for Zobrist hashing (xorshift32 from a fixed seed, so keys hash alike on
 * every run): a position's hash is the XOR of one word per (card, place), kept up as cards move.
 */
export function zobristWords(count: number): Uint32Array {
  const words = new Uint32Array(count);
  let x = 0x2545f491;
  for (let i = 0; i < count; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    words[i] = x;
  }
  return words;
}
