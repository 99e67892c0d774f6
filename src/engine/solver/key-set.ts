/**
 * An exact set of fixed-width keys (Uint32 words), open addressing with linear probing.
 * Keys are compared word for word, never by hash alone: a proof of "unsolvable" must not merge
 * two different positions.
 *
 * Memory: a slot is the key plus a 32-bit hash, (width + 1) × 4 bytes. The table doubles when half
 * full, but never beyond `maxBytes`; at that size it fills to three quarters, and `full` tells the
 * search to stop (with "unknown") before an add could find no room.
 */
/** Slots at most whatever the bound: typed arrays stay far below their size limit. */
const MAX_CAPACITY = 1 << 28;

export class KeySet {
  private capacity: number;
  private hashes: Uint32Array;
  private words: Uint32Array;
  /** Each key's rank, where keys are ranked (see add); empty otherwise. */
  private ranks: Uint16Array;
  private readonly maxCapacity: number;
  size = 0;

  /**
   * `ranked`: each key keeps the lowest rank it was added with, and a key comes back as new when added
   * with a lower rank than that (a position that can do all the one seen could, and more).
   */
  constructor(
    readonly width: number,
    capacity = 1 << 14,
    maxBytes = Infinity,
    private readonly ranked = false,
  ) {
    const slotBytes = (width + 1) * 4 + (ranked ? 2 : 0);
    let most = capacity;
    while (most < MAX_CAPACITY && most * 2 * slotBytes <= maxBytes) most *= 2;
    this.maxCapacity = most;
    this.capacity = capacity;
    this.hashes = new Uint32Array(capacity);
    this.words = new Uint32Array(capacity * width);
    this.ranks = new Uint16Array(ranked ? capacity : 0);
  }

  /** Bytes the table holds now. */
  get bytes(): number {
    return this.capacity * ((this.width + 1) * 4 + (this.ranked ? 2 : 0));
  }

  /**
   * Keys it can still take for sure: once it is at its largest, up to three quarters full less
   * `margin` (what one step of a search may add before it looks again).
   */
  room(margin: number): number {
    return this.capacity < this.maxCapacity ? Infinity : Math.max(0, ((this.capacity * 3) >> 2) - margin - this.size);
  }

  /**
   * Adds a key; false when it was already there (in a ranked set: with a rank at most `rank`, else the
   * lower rank is kept and it counts as new). `hash`: the key's own (never 0), if its owner keeps one.
   */
  add(key: Uint32Array, hash = hashWords(key, this.width), rank = 0): boolean {
    const width = this.width;
    const mask = this.capacity - 1;
    const hashes = this.hashes;
    const words = this.words;
    let slot = hash & mask;
    for (; ; slot = (slot + 1) & mask) {
      const stored = hashes[slot];
      if (stored === 0) break;
      if (stored === hash && sameWords(words, slot * width, key, width)) {
        if (!this.ranked || this.ranks[slot] <= rank) return false;
        this.ranks[slot] = rank;
        return true;
      }
    }
    if ((this.size + 1) * 2 > this.capacity && this.capacity < this.maxCapacity) {
      this.grow();
      this.insert(hash, key, 0, rank);
    } else {
      if (this.size + 1 >= this.capacity) throw new Error('KeySet: no room left (the search must stop at room() = 0)');
      // The probe stopped at the empty slot the key goes to: no second probe.
      hashes[slot] = hash;
      if (this.ranked) this.ranks[slot] = rank;
      const at = slot * width;
      for (let i = 0; i < width; i++) words[at + i] = key[i];
    }
    this.size++;
    return true;
  }

  /** Forgets every key but keeps the room grown so far, for a search that starts over. */
  clear(): void {
    this.hashes.fill(0);
    this.size = 0;
  }

  private insert(hash: number, source: Uint32Array, offset: number, rank: number): void {
    const mask = this.capacity - 1;
    let slot = hash & mask;
    while (this.hashes[slot] !== 0) slot = (slot + 1) & mask;
    this.hashes[slot] = hash;
    if (this.ranked) this.ranks[slot] = rank;
    const words = this.words;
    const at = slot * this.width;
    for (let i = 0; i < this.width; i++) words[at + i] = source[offset + i];
  }

  private grow(): void {
    const oldHashes = this.hashes;
    const oldWords = this.words;
    const oldRanks = this.ranks;
    this.capacity *= 2;
    this.hashes = new Uint32Array(this.capacity);
    this.words = new Uint32Array(this.capacity * this.width);
    if (this.ranked) this.ranks = new Uint16Array(this.capacity);
    for (let slot = 0; slot < oldHashes.length; slot++) {
      if (oldHashes[slot] !== 0) this.insert(oldHashes[slot], oldWords, slot * this.width, this.ranked ? oldRanks[slot] : 0);
    }
  }
}

function sameWords(words: Uint32Array, at: number, key: Uint32Array, width: number): boolean {
  for (let i = 0; i < width; i++) if (words[at + i] !== key[i]) return false;
  return true;
}

/** A 32-bit mix of the words (never 0, which marks an empty slot). */
function hashWords(key: Uint32Array, width: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < width; i++) {
    h = Math.imul(h ^ key[i], 0x9e3779b1);
    h ^= h >>> 15;
  }
  h = Math.imul(h ^ (h >>> 13), 0x85ebca6b);
  h ^= h >>> 16;
  return h >>> 0 || 1;
}
