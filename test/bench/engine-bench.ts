// npm run bench: engine speed per game (not a test). Each figure is the median of 7 rounds.
import {
  GAME_IDS,
  type GameId,
  type GameRecord,
  type Position,
  GameHistory,
  legalMoves,
  newGame,
  replay,
  rulesOf,
  status,
} from '../../src/engine';
import { MersenneTwister } from '../../src/engine/random';

const ROUNDS = 7;

function median(values: number[]): number {
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Median time in ms of `rounds` runs of `work`. */
function time(work: () => void): number {
  const samples: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    work();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

/** A record of `length` random legal moves (trying further deals if random play gets stuck). */
function longRecord(game: GameId, deal: number, length: number): GameRecord {
  let record = randomRecord(game, deal, length);
  for (let d = deal + 1; record.moves.length < length && d < deal + 50; d++) {
    const next = randomRecord(game, d, length);
    if (next.moves.length > record.moves.length) record = next;
  }
  return record;
}

/** Random legal moves that avoid ending the game while they can. */
function randomRecord(game: GameId, deal: number, length: number): GameRecord {
  const rng = new MersenneTwister(deal);
  const created = GameHistory.fromRecord({ game, deal, moves: [] });
  if (!created.ok) throw new Error(created.error);
  const history = created.value;
  while (history.movesPlayed < length) {
    const moves = legalMoves(history.position);
    if (moves.length === 0) break;
    const start = rng.below(moves.length);
    let played = false;
    for (let k = 0; k < moves.length && !played; k++) {
      const move = moves[(start + k) % moves.length];
      history.play(move);
      // look one move ahead so random play does not walk into a dead end it could avoid
      if ((status(history.position) === 'playing' && legalMoves(history.position).length > 0) || k === moves.length - 1) played = true;
      else history.undo();
    }
  }
  return history.record;
}

function positionsFromPlay(game: GameId, games: number, length: number): Position[] {
  const out: Position[] = [];
  for (let d = 1; d <= games; d++) {
    const replayed = replay(longRecord(game, d, length));
    if (replayed.ok) out.push(...replayed.value.positions);
  }
  return out;
}

const rate = (count: number, ms: number) => Math.round((count / ms) * 1000).toLocaleString('en-US');

console.log('game                 deals/s   legalMoves/s  apply+undo/s  replay 300 moves (ms)');
for (const game of GAME_IDS) {
  const variant = rulesOf(game).variants[0];
  const deals = 2000;
  const dealMs = time(() => {
    for (let d = 1; d <= deals; d++) newGame(game, d, variant);
  });

  const positions = positionsFromPlay(game, 10, 300);
  const movesMs = time(() => {
    for (const p of positions) legalMoves(p);
  });

  // apply+undo: play each move of a long game, undo it and redo it
  const record = longRecord(game, 4242, 300);
  const applyUndoMs = time(() => {
    const h = GameHistory.fromRecord({ ...record, moves: [] });
    if (!h.ok) throw new Error(h.error);
    for (const move of record.moves) {
      h.value.play(move);
      h.value.undo();
      h.value.redo();
    }
  });
  const replayMs = time(() => {
    replay(record);
  });

  console.log(
    `${game.padEnd(20)} ${rate(deals, dealMs).padStart(8)} ${rate(positions.length, movesMs).padStart(14)} ${rate(record.moves.length, applyUndoMs).padStart(13)}  ${replayMs.toFixed(2).padStart(8)} (${record.moves.length} moves)`,
  );
}
