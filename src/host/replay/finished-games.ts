// Where the replay tab gets its games: the game journal (reader.ts), each game with its exact record,
// a game counted by two windows once. A game the statistics count without a journal entry (counted
// before the journal kept records, or imported) still opens, without a record: the tab says so.
import type { GameRecord } from '../../engine';
import type { ReplayGame } from '../../replay-protocol';
import { type JournalReading, entryOf, latestEntries } from '../journal/reader';
import { countedResults } from '../stats/document';
import { type GameResult, scopeParts } from '../stats/result';
import type { Statistics } from '../stats/statistics';

export type { ReplayGame };

export interface FinishedGames {
  /** The game that ended last (the journal's newest; the statistics' if the journal has none), or undefined before any game ended. */
  latest(): Promise<ReplayGame | undefined>;
  /** Game `id`, if the journal or the statistics have it (with its record if the journal has one). */
  byId(id: string): Promise<ReplayGame | undefined>;
}

export function journalGames(journal: JournalReading, statistics: Pick<Statistics, 'document'>, log: { warn(message: string): void }): FinishedGames {
  return {
    latest: async () => {
      const [entry] = await latestEntries(journal, 1);
      if (entry) return replayGameOf(entry, entry.record);
      const last = countedResults(statistics.document()).at(-1);
      return last && replayGameOf(last);
    },
    byId: async (id) => {
      const entry = await entryOf(journal, id);
      if (entry?.ok) return replayGameOf(entry.value, entry.value.record);
      if (entry) log.warn(`Replay: the journal entry of game ${id} is unusable: ${entry.error}`);
      const result = statistics.document().results.get(id);
      return result && replayGameOf(result);
    },
  };
}

function replayGameOf(result: GameResult, record?: GameRecord): ReplayGame {
  const game: ReplayGame = { id: result.id, game: scopeParts(result.scope).game, deal: result.deal, outcome: result.outcome, endedAt: result.endedAt };
  return record ? { ...game, record } : game;
}
