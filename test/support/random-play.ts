// Random legal play with invariant checks: shared by the fuzz test, `npm run fuzz` and the bench.
import {
  type GameId,
  type Move,
  type Position,
  GameHistory,
  applyMove,
  clickMove,
  doubleClickMoves,
  kindOf,
  legalMoves,
  positionsEqual,
  replay,
  rulesOf,
  score,
  status,
  stockClickOf,
} from '../../src/engine';
import { MersenneTwister } from '../../src/engine/random';

/** Problems with one position: cards created or lost, overfull piles, score out of range, wrong status. */
export function invariantProblems(position: Position): string[] {
  const rules = rulesOf(position.game);
  const problems: string[] = [];
  const counts = new Int32Array(52);
  for (const card of rules.deck(position.variant)) counts[kindOf(card)]++;
  for (const pile of position.piles) for (const card of pile) counts[kindOf(card)]--;
  if (counts.some((n) => n !== 0)) problems.push('cards were created or lost');
  rules.piles.forEach((spec, i) => {
    if (spec.capacity !== undefined && position.piles[i].length > spec.capacity)
      problems.push(`${spec.id} holds more than ${spec.capacity}`);
  });
  const s = score(position);
  if (s < 0 || s > rules.maxScore) problems.push(`score ${s} outside 0…${rules.maxScore}`);
  const st = status(position);
  const moves = legalMoves(position);
  if (st !== 'playing' && moves.length > 0) problems.push(`${st} but moves are offered`);
  // Every game's rules file: won is the maximum score (Spider's second way to win too: all its links in the tableau).
  if (st === 'won' && s !== rules.maxScore) problems.push('won below the maximum score');
  // A game that declares losses (it has isLost) declares one at least where no move is left.
  if (st === 'playing' && moves.length === 0 && rules.isLost)
    problems.push('no move but not lost (a game AisleRiot never declares lost has no isLost)');
  return problems;
}

const moveKey = (move: Move): string => ('action' in move ? move.action : `${move.from}>${move.to}>${move.count ?? 1}`);

/** Every pile's double-click and click give either nothing or a move that legalMoves lists. */
export function pileActionProblems(position: Position, moves: readonly Move[]): string[] {
  const listed = new Set(moves.map(moveKey));
  const problems: string[] = [];
  for (const spec of rulesOf(position.game).piles) {
    // A double-click's first move is one of the position's; the moves it goes on with are checked as they are played.
    for (const move of [doubleClickMoves(position, spec.id)[0], clickMove(position, spec.id)]) {
      if (move && !listed.has(moveKey(move))) problems.push(`action on ${spec.id} gives unlisted move ${JSON.stringify(move)}`);
    }
  }
  return problems;
}

export interface RandomGameResult {
  readonly moves: number;
  readonly status: string;
  readonly problems: string[];
}

/**
 * Plays random legal moves until the game ends or `maxMoves`, checking after each move that the
 * invariants hold, that undo restores the previous position exactly and redo the next one, and at
 * the end that replaying the record reproduces the final position.
 */
export function playRandomGame(
  game: GameId,
  deal: number,
  variant: string | undefined,
  seed: number,
  maxMoves: number,
  thorough = true,
): RandomGameResult {
  const rng = new MersenneTwister(seed);
  const created = GameHistory.fromRecord({ game, deal, moves: [], ...(variant ? { variant } : {}) });
  if (!created.ok) return { moves: 0, status: 'error', problems: [created.error] };
  const history = created.value;
  const problems: string[] = thorough ? invariantProblems(history.position) : [];
  // The times the waste was turned over, as the moves played did it (a game with a waste counts them in the position).
  let turned = 0;
  for (let n = 0; n < maxMoves && problems.length === 0; n++) {
    const before = history.position;
    const moves = legalMoves(before);
    if (moves.length === 0) break;
    if (thorough) problems.push(...pileActionProblems(before, moves));
    const move = moves[rng.below(moves.length)];
    const click = 'action' in move ? stockClickOf(before) : null;
    const played = history.play(move);
    if (!played.ok) {
      problems.push(`legal move ${JSON.stringify(move)} refused: ${played.error}`);
      break;
    }
    if (click?.does === 'turn-over') turned++;
    if ((played.value.redeals ?? 0) !== turned)
      problems.push(`after ${JSON.stringify(move)}: ${played.value.redeals} redeals counted, ${turned} made`);
    if (thorough) {
      problems.push(...invariantProblems(played.value).map((p) => `after ${JSON.stringify(move)}: ${p}`));
      history.undo();
      if (!positionsEqual(history.position, before)) problems.push(`undo of ${JSON.stringify(move)} did not restore the position`);
      history.redo();
      if (!positionsEqual(history.position, played.value)) problems.push(`redo of ${JSON.stringify(move)} differs`);
    }
  }
  if (!thorough) problems.push(...invariantProblems(history.position).map((p) => `at the end: ${p}`));
  const replayed = replay(history.record);
  if (!replayed.ok) problems.push(`the record does not replay: ${replayed.error}`);
  else if (!positionsEqual(replayed.value.positions[replayed.value.positions.length - 1], history.position))
    problems.push('replay differs from play');
  return { moves: history.movesPlayed, status: status(history.position), problems };
}

/** Applying a move the generator did not list must fail (legalMoves is complete). */
export function unlistedMoveProblems(position: Position, rng: MersenneTwister, samples: number): string[] {
  const rules = rulesOf(position.game);
  const listed = new Set(legalMoves(position).map(moveKey));
  const problems: string[] = [];
  const ids = rules.piles.map((p) => p.id);
  for (let i = 0; i < samples; i++) {
    const from = ids[rng.below(ids.length)];
    const to = ids[rng.below(ids.length)];
    const count = 1 + rng.below(13);
    const move: Move = count === 1 ? { from, to } : { from, to, count };
    const accepted = applyMove(position, move).ok;
    if (accepted !== listed.has(moveKey(move)))
      problems.push(
        `${JSON.stringify(move)}: applyMove ${accepted ? 'accepts' : 'refuses'} but legalMoves ${accepted ? 'omits' : 'lists'} it`,
      );
  }
  return problems;
}
