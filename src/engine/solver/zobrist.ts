// The random words Zobrist hashing XORs together, one per (card, place).
import { xorshift32 } from './xorshift';

/**
 * `count` random words for Zobrist hashing (xorshift32 from a fixed seed, so keys hash alike on
 * every run): a position's hash is the XOR of one word per (card, place), kept up as cards move.
 */
export function zobristWords(count: number): Uint32Array {
  const words = new Uint32Array(count);
  let x = 0x2545f491;
  for (let i = 0; i < count; i++) {
    x = xorshift32(x);
    words[i] = x;
  }
  return words;
}
