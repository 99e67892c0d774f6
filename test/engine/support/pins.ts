// What a game's own tests pin about it beyond its rules (test/engine/games/<id>.test.ts calls these): its names and
// maximum score, its daily deals and the solver's verdicts on a few cheap deals. Kept with the game, so a new game writes its pins in its own file
// and no shared test lists the games; test/engine/daily-deal.test.ts checks that every game's file pins its daily deals.
import { describe, expect, it } from 'vitest';
import { type GameId, newGame, replay, rulesOf, status } from '../../../src/engine';
import { GAME_WORDS } from '../../../src/engine/game-id';
import { dailyBudget, type DailyDeal, findDailyDeal } from '../../../src/engine/daily-deal';
import { solve } from '../../../src/engine/solver';
import { firstCandidates } from '../../support/daily';

/** A game's names as AisleRiot gives them (in Russian, as its help pages do), and its maximum score. */
export interface GameFacts {
  readonly en: string;
  readonly ru: string;
  readonly maxScore: number;
}

/** `game`'s names in both languages and its maximum score, which every surface reads from its words and rules. */
export function pinGameFacts(game: GameId, facts: GameFacts): void {
  it(`${game} is ${facts.en}, «${facts.ru}» in Russian, scoring at most ${facts.maxScore}`, () => {
    const { en, ru } = GAME_WORDS[game];
    expect({ en, ru, maxScore: rulesOf(game).maxScore }).toEqual(facts);
  });
}

export interface DailyPins {
  /** A day and its first three candidates. */
  readonly candidates: readonly [date: string, first: readonly [number, number, number]];
  /**
   * Days whose first candidates the solver proves within a small share of the budget (or proves lost, which any
   * correct solver agrees on), so a stronger solver keeps these numbers: the day, its deal, and which candidate it is.
   */
  readonly days: readonly (readonly [date: string, deal: number, candidate: number])[];
  /**
   * A game with a daily deal per rule set (index.md decision 5): days of its other rule sets, each proved under its own
   * and its line winning there, as `days` are for the default.
   */
  readonly ruleSetDays?: readonly (readonly [variant: string, date: string, deal: number, candidate: number])[];
  /** The rule sets a default day's line must win under (default: the one it is proved under, dailyVariant's). */
  readonly winsUnder?: readonly string[];
}

/** Every line replays from its deal to a win, under each rule set asked. */
function expectWins(daily: DailyDeal, variants: readonly (string | undefined)[]): void {
  for (const variant of variants) {
    const replayed = replay({ game: daily.game, ...(variant ? { variant } : {}), deal: daily.deal, moves: daily.line });
    expect(replayed.ok, `${daily.game} ${daily.date} ${variant ?? ''}`).toBe(true);
    if (replayed.ok) expect(status(replayed.value.positions.at(-1)!)).toBe('won');
  }
}

/** The tests of `game`'s daily deals: its candidates on a day, and the deal of each pinned day, whose line wins. */
export function pinDailyDeals(game: GameId, pins: DailyPins): void {
  describe(`${game}: the daily deal`, () => {
    const [date, first] = pins.candidates;
    it(`is one of the candidates pinned for ${date}: ${first.join(', ')}`, () => {
      expect(firstCandidates(game, date, 3)).toEqual(first);
    });

    for (const [day, deal, candidate] of pins.days) {
      it(`on ${day} is deal ${deal} (candidate ${candidate}), and its line wins`, async () => {
        const daily = await findDailyDeal(game, day);
        expect([daily.deal, daily.candidate]).toEqual([deal, candidate]);
        expect(daily.positions).toBeLessThan((candidate + 1) * dailyBudget(game, daily.variant));
        expectWins(daily, pins.winsUnder ?? [daily.variant]);
      });
    }

    for (const [variant, day, deal, candidate] of pins.ruleSetDays ?? []) {
      it(`under ${variant} on ${day} is deal ${deal} (candidate ${candidate}), proved under ${variant}: its line wins there`, async () => {
        const daily = await findDailyDeal(game, day, { variant });
        expect([daily.deal, daily.candidate, daily.variant]).toEqual([deal, candidate, variant]);
        expect(daily.positions).toBeLessThan((candidate + 1) * dailyBudget(game, daily.variant));
        expectWins(daily, [variant]);
      });
    }
  });
}

/** Deals the solver decides within `maxPositions`, by verdict, under one rule set (default: the game's first). */
export interface VerdictPins {
  readonly variant?: string;
  readonly solved: readonly number[];
  readonly unsolvable: readonly number[];
  readonly maxPositions?: number;
  /** `full` for a game that hides cards: read as the daily deal's proof reads them, where hints see only the face-up cards. */
  readonly knowledge?: 'full';
}

/** The solver's verdicts on a few cheap deals of `game` (each proved or solved in a few thousand positions). */
export function pinVerdicts(game: GameId, pins: VerdictPins): void {
  const { variant, maxPositions, knowledge } = pins;
  describe(`${game}${variant ? ` (${variant})` : ''}: the solver's pinned verdicts`, () => {
    for (const verdict of ['solved', 'unsolvable'] as const) {
      const deals = pins[verdict];
      if (deals.length === 0) continue;
      it(`deals ${deals.join(', ')} are ${verdict}`, () => {
        for (const deal of deals)
          expect(
            solve(newGame(game, deal, variant), { ...(maxPositions ? { maxPositions } : {}), ...(knowledge ? { knowledge } : {}) }).verdict,
            `deal ${deal}`,
          ).toBe(verdict);
      });
    }
  });
}
