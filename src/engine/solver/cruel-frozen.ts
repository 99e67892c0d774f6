/**
 * A proof that a Cruel position is lost: a frozen prefix.
 *
 * Read the tableau as one sequence, pile by pile from tableau-1, bottom first (what a redeal
 * reads). Take its first k cards P, laid out as a redeal lays them: every pile before the one
 * holding P's last card holds exactly four cards of P, and that pile starts with P's remaining
 * cards. Only a pile's top card ever moves, home or onto its same-suit card one higher, and a
 * card only lands on a top, where it is read right after that top. So the only cards of P that can
 * ever be a top are those at index 3, 7, 11, … of P and P's last card; call them P's tops. P stays
 * the start of the sequence, laid out the same after every redeal, if every top t of P
 *  (a) can never go home: a lower card of t's suit lies in P (frozen, so it never goes home first);
 *  (b) can never move onto t+1: t is a king, or t+1 lies in P but is not one of P's tops;
 *  (c) can never be covered by t−1, unless t is P's last card (a card put there is read after P
 *      and changes nothing in P): t−1 is home, or lies in P (and never moves).
 * Each condition, once true, stays true (cards home stay home, and P does not change), so by
 * induction over the moves and redeals no card of P ever goes home: the game cannot be won.
 */
const CARDS = 52;
const inPrefix = new Uint8Array(CARDS);
const isTop = new Uint8Array(CARDS);
const lowestRank = new Uint8Array(4);
const sequence = new Uint8Array(CARDS);

const suit = (card: number) => (card / 13) | 0;
const rank = (card: number) => (card % 13) + 1;

/**
 * The length of the shortest frozen prefix, 0 if there is none. `cols` holds pile c's cards
 * (bottom first) from c × room, `len` the piles' lengths, `home` the cards home per suit (ace included).
 */
export function frozenPrefix(cols: Uint8Array, len: Uint8Array, room: number, home: Uint8Array): number {
  inPrefix.fill(0);
  isTop.fill(0);
  lowestRank.fill(14);
  let k = 0;
  for (let c = 0; c < len.length; c++) {
    const n = len[c];
    if (n === 0) continue;
    for (let j = 0; j < n; j++) {
      const card = cols[c * room + j];
      sequence[k++] = card;
      inPrefix[card] = 1;
      if (rank(card) < lowestRank[suit(card)]) lowestRank[suit(card)] = rank(card);
      if (k % 4 === 0) isTop[card] = 1;
      if (isFrozen(k, home)) return k;
    }
    // The next pile must go on where a redeal would: only after a pile of exactly four.
    if (k % 4 !== 0 || n !== 4) return 0;
  }
  return 0;
}

/** Conditions (a)–(c) for the tops of the prefix of length `k` (its last card is one of them). */
function isFrozen(k: number, home: Uint8Array): boolean {
  const last = sequence[k - 1];
  const lastWasTop = isTop[last];
  isTop[last] = 1;
  let frozen = true;
  for (let i = 3; frozen && i < k + 3; i += 4) {
    const t = sequence[Math.min(i, k - 1)];
    const s = suit(t);
    const r = rank(t);
    if (lowestRank[s] >= r) frozen = false;
    else if (r !== 13 && !(inPrefix[t + 1] && !isTop[t + 1])) frozen = false;
    else if (t !== last && !(home[s] >= r - 1 || inPrefix[t - 1])) frozen = false;
  }
  isTop[last] = lastWasTop;
  return frozen;
}
