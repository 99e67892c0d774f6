// A hint's line without detours: a solver's line may move a card (with the run on it) somewhere and, a few
// moves on, straight back to where it came from (FreeCell's J♥ run Q♠ → Q♣ → Q♠). A player shown that
// line is sent back and forth for nothing, so the pair goes wherever the line still wins without it.
import { isFaceDown } from '../cards';
import { rulesOf } from '../games';
import { applyMove, isAction, status } from '../play';
import { pileIndex } from '../position';
import type { Move, Position } from '../types';

/**
 * `line` (a win from `position`) with every card that goes somewhere and, at its next move, back onto the
 * card it left (or to an empty pile of the kind it left) kept where it was, where the rest of the line
 * still wins. With a card face down the line stays as it is: replaying it would read cards the line's
 * proof did not know.
 */
export function withoutShuttles(position: Position, line: readonly Move[]): readonly Move[] {
  if (position.piles.some((pile) => pile.some(isFaceDown))) return line;
  let kept = line;
  let positions = playedOut(position, kept);
  if (!positions) return line;
  // A pair gone may let an earlier one go: again until a pass cuts nothing (each cut shortens the line).
  for (let cut = true; cut;) {
    cut = false;
    for (let i = 0; i < kept.length; i++) {
      const back = returnOf(positions, kept, i);
      if (back < 0) continue;
      const shorter = withoutPair(positions, kept, i, back);
      // The moves before i are the same: replayed from there.
      const rest: Position[] | null = shorter ? playedOut(positions[i], shorter.slice(i)) : null;
      if (!shorter || !rest) continue;
      kept = shorter;
      positions = [...positions.slice(0, i), ...rest];
      cut = true;
    }
  }
  return kept;
}

/**
 * `moves` without moves[i] and its way back moves[back]. A move between them that carried the card along (on
 * a run lifted from lower down: the detour let that run go with it) lifts only the cards below it; one that
 * lifted the card it came back to (the detour made room to move that card's run) lifts the card's run too.
 * Null when a move between them carried some of the card's run but not all of it.
 */
function withoutPair(positions: readonly Position[], moves: readonly Move[], i: number, back: number): Move[] | null {
  const rules = rulesOf(positions[i].game);
  const { card, under } = liftedAt(positions, moves, i);
  const returning = (moves[back] as { count?: number }).count ?? 1;
  const kept: Move[] = [];
  for (let k = 0; k < moves.length; k++) {
    if (k === i || k === back) continue;
    const move = moves[k];
    if (k < i || k > back || isAction(move)) {
      kept.push(move);
      continue;
    }
    const pile = positions[k].piles[pileIndex(rules, move.from)];
    const count = move.count ?? 1;
    const lifted = pile.slice(pile.length - count);
    const below = lifted.indexOf(card);
    let now = count;
    if (below > 0) {
      if (count - below !== returning) return null;
      now = below;
    } else if (under !== undefined && lifted.includes(under)) now = count + returning;
    kept.push(now > 1 ? { from: move.from, to: move.to, count: now } : { from: move.from, to: move.to });
  }
  return kept;
}

/** The lowest card moves[i] lifts (a card move) and the card it lay on (undefined: none). */
function liftedAt(positions: readonly Position[], moves: readonly Move[], i: number): { card: number; under: number | undefined } {
  const move = moves[i] as Exclude<Move, { action: string }>;
  const source = positions[i].piles[pileIndex(rulesOf(positions[i].game), move.from)];
  const count = move.count ?? 1;
  return { card: source[source.length - count], under: source[source.length - count - 1] };
}

/** The positions `line` passes through from `position` (the first is `position`), when it ends in a win; else null. */
function playedOut(position: Position, line: readonly Move[]): Position[] | null {
  const positions = [position];
  for (const move of line) {
    const next = applyMove(positions[positions.length - 1], move);
    if (!next.ok) return null;
    positions.push(next.value);
  }
  return status(positions[positions.length - 1]) === 'won' ? positions : null;
}

/**
 * The index of the next move of the card that moves[i] moves first (the lowest card it lifts), when that
 * move puts it straight back: onto the card it left, or into an empty pile of the kind it left. Else -1.
 */
function returnOf(positions: readonly Position[], moves: readonly Move[], i: number): number {
  const move = moves[i];
  if (isAction(move)) return -1;
  const rules = rulesOf(positions[i].game);
  const from = pileIndex(rules, move.from);
  const source = positions[i].piles[from];
  const count = move.count ?? 1;
  const card = source[source.length - count];
  const under = source[source.length - count - 1];
  for (let k = i + 1; k < moves.length; k++) {
    const later = moves[k];
    if (isAction(later)) continue;
    const pile = positions[k].piles[pileIndex(rules, later.from)];
    if (pile[pile.length - (later.count ?? 1)] !== card) continue;
    const to = pileIndex(rules, later.to);
    const onto = positions[k].piles[to][positions[k].piles[to].length - 1];
    const home = under === undefined ? onto === undefined && rules.piles[to].kind === rules.piles[from].kind : onto === under;
    return home ? k : -1;
  }
  return -1;
}
