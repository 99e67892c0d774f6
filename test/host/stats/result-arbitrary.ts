// Counted games for the statistics' property tests: every field a result may have, as play, an import or help leave it.
import fc from 'fast-check';
import { rulesOf } from '../../../src/engine';
import { type GameResult, scopeParts } from '../../../src/stats-core/result';

const DAY = 86_400_000;

export interface ResultShape {
  /** The moment minute 0 stands for. */
  readonly start: number;
  readonly scopes: readonly string[];
  /** When it ended, in minutes after `start`. */
  readonly minutes: fc.Arbitrary<number>;
  /** Its daily deal's day, if any, in days after `start`: from 0 to this. */
  readonly dailyDays: number;
  /** One result in about this many is not a daily deal's (fast-check's `freq`). */
  readonly dailyFreq: number;
  readonly maxTimeMs: number;
}

/** The `i`th result (its id and deal follow from `i`). */
export const resultArbitrary = (i: number, shape: ResultShape): fc.Arbitrary<GameResult> =>
  fc
    .record({
      scope: fc.constantFrom(...shape.scopes),
      outcome: fc.constantFrom('won', 'won', 'lost', 'abandoned'),
      at: shape.minutes,
      hints: fc.constantFrom(0, 0, 2),
      mark: fc.constantFrom('play', 'play', 'play', 'imported', 'unverified', 'assisted'),
      daily: fc.option(fc.integer({ min: 0, max: shape.dailyDays }), { freq: shape.dailyFreq }),
      timeMs: fc.integer({ min: 10_000, max: shape.maxTimeMs }),
    })
    .map(({ scope, outcome, at, hints, mark, daily, timeMs }) => ({
      id: `game-${String(i).padStart(6, '0')}`,
      scope: scope as GameResult['scope'],
      deal: 1 + (i % 7),
      outcome: outcome as GameResult['outcome'],
      score: outcome === 'won' ? rulesOf(scopeParts(scope as GameResult['scope']).game).maxScore : 3,
      moves: 10 + (i % 50),
      timeMs,
      endedAt: shape.start + at * 60_000,
      hintsUsed: hints,
      ...(daily === null ? {} : { daily: new Date(shape.start + daily * DAY).toISOString().slice(0, 10) }),
      ...(mark === 'imported' ? { imported: true as const } : {}),
      ...(mark === 'unverified' ? { imported: true as const, unverified: true as const } : {}),
      ...(mark === 'assisted' ? { assisted: true as const } : {}),
    }));
