// xorshift32 (Marsaglia, 2003): the solver's one cheap generator, for the Zobrist words and the seeded noise of a
// search's retries, so every machine draws the same numbers and a retry's order is the same on every run.

/** The state after `x` (a non-zero state never reaches 0), as a signed 32-bit integer. */
export function xorshift32(x: number): number {
  x ^= x << 13;
  x ^= x >>> 17;
  x ^= x << 5;
  return x;
}

/** Numbers in [0, 1) for a search's retries: `seed(attempt)` gives each retry its own order. */
export class RetryRandom {
  private state = 1;

  seed(attempt: number): void {
    this.state = Math.imul(attempt, 0x9e3779b1) | 1;
  }

  next(): number {
    this.state = xorshift32(this.state);
    return (this.state >>> 0) / 4294967296;
  }
}
