// A stand-in for what the sidebar's daily deals come from outside the statistics (src/host/stats/
// stats-view.ts, DailySources): numbers the test hands out when it likes, the game on the table, the
// event of a new game, the Play requests seen and a clock the test sets.
import { type DailyDate, GAME_IDS, type GameId } from '../../../src/engine';
import type { DailySources } from '../../../src/host/stats';
import { EventEmitter } from '../../support/vscode-double';

export interface FakeDailySources extends DailySources {
  /** The days asked for, in order. */
  readonly asked: DailyDate[];
  /** Settles a game's number of `date` (default: the last day asked for): a number found, or an error. */
  find(game: GameId, deal: number | Error, date?: DailyDate): void;
  /** The game on the table, as `inPlay()` reports it. */
  table: ReturnType<DailySources['inPlay']>;
  /** Fires `onDidChangeGame`. */
  gameChanged(): void;
  readonly played: GameId[];
  time: number;
}

export function fakeDailySources(time = Date.UTC(2025, 0, 6, 12)): FakeDailySources {
  const changed = new EventEmitter<unknown>();
  const pending = new Map<DailyDate, Map<GameId, { resolve(n: number): void; reject(e: Error): void }>>();
  const sources: FakeDailySources = {
    asked: [],
    played: [],
    table: undefined,
    time,
    async deals(date) {
      sources.asked.push(date);
      const day = new Map<GameId, { resolve(n: number): void; reject(e: Error): void }>();
      pending.set(date, day);
      return new Map(GAME_IDS.map((game) => [game, new Promise<number>((resolve, reject) => day.set(game, { resolve, reject }))]));
    },
    find(game, deal, date = sources.asked.at(-1)) {
      const waiting = pending.get(date ?? '')?.get(game);
      if (!waiting) throw new Error(`no number of ${game} is being found`);
      if (deal instanceof Error) waiting.reject(deal);
      else waiting.resolve(deal);
    },
    inPlay: () => sources.table,
    onDidChangeGame: (listener) => changed.event(listener) as never,
    gameChanged: () => changed.fire(undefined),
    playDaily: async (game) => void sources.played.push(game),
    now: () => sources.time,
  };
  return sources;
}
