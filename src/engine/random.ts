/**
 * The seeded generator behind every deal except Baker's Game: MT19937 (the generator AisleRiot
 * itself uses), seeded with init_genrand(dealNumber), and a Fisher–Yates shuffle.
 *
 * Shuffle, exactly: for i = n − 1 down to 1, draw j uniformly in 0 … i and swap a[i] and a[j].
 * A uniform j comes from 32-bit outputs x by rejection: let m = i + 1 and
 * limit = 2^32 − (2^32 mod m); draw until x < limit; j = x mod m.
 * Changing any of this changes what every deal number means; tests pin deals of every game.
 */
export class MersenneTwister {
  private readonly state = new Uint32Array(624);
  private index = 624;

  constructor(seed: number) {
    this.state[0] = seed >>> 0;
    for (let i = 1; i < 624; i++) {
      const prev = this.state[i - 1] ^ (this.state[i - 1] >>> 30);
      // 1812433253 * prev mod 2^32, split to stay exact in doubles
      this.state[i] = ((((prev & 0xffff0000) >>> 16) * 1812433253) << 16) + (prev & 0x0000ffff) * 1812433253 + i;
    }
  }

  nextUint32(): number {
    if (this.index >= 624) this.twist();
    let y = this.state[this.index++];
    y ^= y >>> 11;
    y ^= (y << 7) & 0x9d2c5680;
    y ^= (y << 15) & 0xefc60000;
    y ^= y >>> 18;
    return y >>> 0;
  }

  /** Uniform integer in 0 … m − 1 (m ≥ 1), without modulo bias. */
  below(m: number): number {
    const limit = 0x100000000 - (0x100000000 % m);
    let x = this.nextUint32();
    while (x >= limit) x = this.nextUint32();
    return x % m;
  }

  private twist(): void {
    const s = this.state;
    for (let i = 0; i < 624; i++) {
      const y = (s[i] & 0x80000000) | (s[(i + 1) % 624] & 0x7fffffff);
      s[i] = s[(i + 397) % 624] ^ (y >>> 1) ^ (y & 1 ? 0x9908b0df : 0);
    }
    this.index = 0;
  }
}

/** Shuffles a copy of `items` as documented above. */
export function shuffle<T>(items: readonly T[], rng: MersenneTwister): T[] {
  const a = items.slice();
  for (let i = a.length - 1; i > 0; i--) {
    const j = rng.below(i + 1);
    const t = a[i];
    a[i] = a[j];
    a[j] = t;
  }
  return a;
}

/**
 * Microsoft FreeCell deal numbering (docs/deals.md, "Deal numbers"): returns s[0..51], the cards
 * in the order they are dealt, as [rank, suit] pairs with suits clubs, diamonds, hearts, spades.
 */
export function microsoftDealOrder(dealNumber: number): Array<[rank: number, suit: number]> {
  let state = dealNumber;
  // Plain loops and 32-bit arithmetic: every search of a deal starts here, so it costs a search's setting up.
  const deck: number[] = [];
  for (let i = 0; i < 52; i++) deck.push(i);
  const dealt: Array<[number, number]> = [];
  for (let k = 0; k < 52; k++) {
    // (214013 × state + 2531011) mod 2^31: the low 31 bits of the product's low 32 bits plus the constant.
    state = (Math.imul(214013, state) + 2531011) & 0x7fffffff;
    const r = state >>> 16;
    const left = 52 - k;
    const j = r % left;
    const index = deck[j];
    dealt.push([Math.floor(index / 4) + 1, index % 4]);
    deck[j] = deck[left - 1];
  }
  return dealt;
}
