import { type Card, FACE_DOWN, applyMove, isFaceDown, legalMoves, type Move, type Position, status } from '../../../src/engine';
import { modelFor } from '../../../src/engine/solver';
import { type ShownLine, hintOfRecord, lineFollowed } from '../../../src/engine/solver/hint-of-record';

/** A move as comparable text (count 1 written or not). */
export const moveText = (move: Move): string => ('action' in move ? move.action : `${move.from}>${move.to}x${move.count ?? 1}`);

/** A hint as comparable text: its move's, or "none". */
export const hintText = (move: Move | undefined): string => (move ? moveText(move) : 'none');

/** The position after a legal move (throws on an illegal one: a test's own mistake). */
export function applied(position: Position, move: Move): Position {
  const next = applyMove(position, move);
  if (!next.ok) throw new Error(next.error);
  return next.value;
}

/** A small seeded generator, so every property run sees the same positions. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

/** The position after up to `steps` random legal moves from `start`. */
export function randomWalk(start: Position, steps: number, random: () => number): Position {
  let position = start;
  for (let i = 0; i < steps; i++) {
    const moves = legalMoves(position);
    if (moves.length === 0) break;
    const next = applyMove(position, moves[Math.floor(random() * moves.length)]);
    if (!next.ok) throw new Error(next.error);
    position = next.value;
  }
  return position;
}

/** The solver's canonical key of a position, as text. */
export function keyOf(position: Position): string {
  const model = modelFor(position, { knowledge: 'full' });
  const key = new Uint32Array(model.keyWords);
  model.key(key);
  return key.join(',');
}

/** The moves a fresh model lists for a position, as engine moves. */
export function modelMoves(position: Position, knowledge: 'full' | 'visible' = 'full'): Move[] {
  const model = modelFor(position, { knowledge });
  const buffer = new Int32Array(8192);
  const count = model.moves(buffer, 0);
  return Array.from(buffer.subarray(0, count), (move) => model.toMove(move));
}

/** The same game with every card that is hidden now (face down or in the stock) swapped for another hidden one, in every position. */
export function reshuffleHidden(history: readonly Position[], random: () => number): Position[] {
  const now = history[history.length - 1];
  const hidden = now.piles.flatMap((pile, i) => pile.filter((card) => i === 0 || isFaceDown(card)).map((card) => card & ~FACE_DOWN));
  const shuffled = hidden.slice();
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]];
  }
  const swap = new Map(hidden.map((card, i) => [card, shuffled[i]]));
  const other = (card: Card): Card => (swap.get(card & ~FACE_DOWN) ?? card & ~FACE_DOWN) | (card & FACE_DOWN);
  return history.map((position) => ({ ...position, piles: position.piles.map((pile) => pile.map(other)) }));
}

/**
 * A clock that moves a millisecond each time it is read: a hint's work then depends on the position alone, not on the
 * machine, and stays small (a few samples a hint), so whole games are followed in seconds.
 */
export const ticking = (maxMs: number) => {
  let ms = 0;
  return { maxMs, now: () => ms++ };
};

/** Far more moves than a game followed to its end takes (Klondike's hints once went round the stock for 2,000). */
const MOVES_AT_MOST = 600;

/**
 * Plays a deal by the page's hints alone (the line a hint showed kept while followed, as the page keeps it), each hint
 * given `hintMs` of the ticking clock.
 */
export function followHints(start: Position, hintMs: number): { end: 'won' | 'no hint'; history: Position[] } {
  const history = [start];
  let shown: ShownLine | null = null;
  while (history.length <= MOVES_AT_MOST) {
    const here = history[history.length - 1];
    if (status(here) === 'won') return { end: 'won', history };
    const answer = hintOfRecord(history, ticking(hintMs), lineFollowed(shown, history));
    shown = answer.line ? { from: here, line: answer.line } : null;
    if (!answer.move) return { end: 'no hint', history };
    history.push(applied(here, answer.move));
  }
  throw new Error(`no end within ${MOVES_AT_MOST} moves`);
}
