// A Spider record masked as the player knows it (hint-record.ts): every unseen card [??], the cards the
// moves turned up listed. The hint never peeks: for the record and its masked form it is the same.
import { describe, expect, it } from 'vitest';
import {
  type GameId,
  type GameRecord,
  type Move,
  type Position,
  allDescriptors,
  isAction,
  isFaceDown,
  kindOf,
  legalMoves,
  newGame,
  rulesOf,
} from '../../../src/engine';
import { hintOfRecord } from '../../../src/engine/solver/hint-of-record';
import { UNKNOWN_CARD, historyOfRecord, maskRecord } from '../../../src/engine/solver/hint-record';
import { applied, seeded } from './support';

/** Deal `deal` of Spider Three Decks after `steps` random legal moves (deals from the stock among them). */
function randomRecord(deal: number, steps: number): GameRecord {
  const random = seeded(deal * 7919 + steps);
  let position = newGame('spider-three-decks', deal);
  const moves: Move[] = [];
  for (let i = 0; i < steps; i++) {
    const legal = legalMoves(position);
    if (legal.length === 0) break;
    const move = legal[Math.floor(random() * legal.length)];
    moves.push(move);
    position = applied(position, move);
  }
  return { game: 'spider-three-decks', deal, moves };
}

function historyOf(value: unknown): Position[] {
  const history = historyOfRecord(value);
  if (!history.ok) throw new Error(history.error);
  return history.value;
}

const masked = (record: GameRecord) => {
  const mask = maskRecord(record);
  if (!mask.ok) throw new Error(mask.error);
  // As a file holds it.
  return JSON.parse(JSON.stringify(mask.value)) as Record<string, unknown>;
};

/** What the player sees of a position: each face-up card by its kind, each face-down one as unknown. */
const seen = (position: Position) => position.piles.map((pile) => pile.map((card) => (isFaceDown(card) ? -1 : kindOf(card))));

const RECORDS = [1, 2, 3, 4, 5, 6].flatMap((deal) => [randomRecord(deal, 10 * deal), randomRecord(deal + 100, 25 + 15 * deal)]);

describe('a masked Spider record', () => {
  it('names no card the player has not seen, and replays to what the player saw, position by position', () => {
    for (const record of RECORDS) {
      const mask = masked(record);
      const real = historyOf(record);
      const stock = (mask.start as Record<string, string>).stock;
      expect(stock.split(' ').every((word) => word === UNKNOWN_CARD)).toBe(true);
      expect(JSON.stringify(mask.start)).not.toMatch(/\[(?!\?\?)/);
      expect(historyOf(mask).map(seen)).toEqual(real.map(seen));
    }
  });

  it('the hint never peeks: the record and its masked form get the same hint, on many positions', () => {
    // A clock that never moves: the counts decide (the planner looks at 20 positions a millisecond, 500 here).
    const budget = { maxMs: 25, now: () => 0, maxPositions: 500 };
    const hints = new Set<string>();
    for (const record of RECORDS) {
      const real = hintOfRecord(historyOf(record), budget);
      const hidden = hintOfRecord(historyOf(masked(record)), budget);
      expect({ move: hidden.move, verdict: hidden.verdict }, `deal ${record.deal} after ${record.moves.length} moves`).toEqual({
        move: real.move,
        verdict: real.verdict,
      });
      hints.add(JSON.stringify(real.move));
    }
    // Not one answer for everything.
    expect(hints.size).toBeGreaterThan(4);
  });

  it('a record that does not add up is refused with the reason', () => {
    const record = RECORDS[3];
    const mask = masked(record);
    const turned = mask.turned as string[];
    expect(turned.length).toBeGreaterThan(1);
    expect(historyOfRecord({ ...mask, turned: turned.slice(1) })).toMatchObject({ ok: false, error: expect.stringMatching(/turned/) });
    expect(historyOfRecord({ ...mask, turned: [...turned, '7S'] })).toMatchObject({ ok: false, error: expect.stringMatching(/names/) });
    expect(historyOfRecord({ ...mask, turned: ['X9', ...turned.slice(1)] })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/not a face-up card/),
    });
    expect(historyOfRecord({ ...mask, deal: 4 })).toMatchObject({ ok: false, error: expect.stringMatching(/not a "deal"/) });
    expect(historyOfRecord({ game: 'pileon', start: { 'pile-1': UNKNOWN_CARD }, moves: [] })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/only a Spider/),
    });
  });
});

/** Random legal play on `deal` of `game` under `variant`, a click on the stock half the time it may (so the waste turns over). */
function stockRecord(game: GameId, variant: string, deal: number, steps: number): GameRecord {
  const random = seeded(deal * 104729 + steps);
  let position = newGame(game, deal, variant);
  const moves: Move[] = [];
  for (let i = 0; i < steps; i++) {
    const legal = legalMoves(position);
    if (legal.length === 0) break;
    const click = legal.find(isAction);
    const move = click && random() < 0.5 ? click : legal[Math.floor(random() * legal.length)];
    moves.push(move);
    position = applied(position, move);
  }
  return { game, variant, deal, moves };
}

const HIDING = allDescriptors().filter((game) => game.hidesCards);

describe('a masked record of every game that hides cards, under its own rule set', () => {
  // Which games hide cards each game's own tests say (its descriptor's hidesCards).
  it('are some of the games', () => {
    expect(HIDING.length).toBeGreaterThan(0);
  });

  for (const game of HIDING)
    for (const variant of rulesOf(game.id).variants) {
      it(`${game.id} (${variant}): replays under its rule set to what the player saw, each card it turned up listed once`, () => {
        for (const deal of [11, 12]) {
          const record = stockRecord(game.id, variant, deal, 120);
          const mask = masked(record);
          expect(mask.variant).toBe(variant);
          expect(JSON.stringify(mask.start)).not.toMatch(/\[(?!\?\?)/);
          const real = historyOf(record);
          expect(historyOf(mask).map(seen)).toEqual(real.map(seen));
          // Every card face up at the end, or ever turned up, the start's face-up ones apart, listed once.
          const turned = mask.turned as string[];
          const startUp = real[0].piles.flat().filter((card) => !isFaceDown(card)).length;
          expect(turned.length).toBeLessThanOrEqual(rulesOf(game.id).deck(variant).length - startUp);
        }
      });
    }

  it('the hint never peeks, in every game that hides cards: the record and its masked form get the same hint', () => {
    const budget = { maxMs: 25, now: () => 0, maxPositions: 300 };
    for (const game of HIDING)
      for (const variant of rulesOf(game.id).variants) {
        const record = stockRecord(game.id, variant, 21, 60);
        const real = hintOfRecord(historyOf(record), budget);
        const hidden = hintOfRecord(historyOf(masked(record)), budget);
        expect({ move: hidden.move, verdict: hidden.verdict }, `${game.id} (${variant})`).toEqual({
          move: real.move,
          verdict: real.verdict,
        });
      }
  });
});
