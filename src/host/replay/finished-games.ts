// Where the replay tab gets its games: the game journal (reader.ts), each game with its exact record,
// a game counted by two windows once. An imported game has the record its import brought, if any
// (kept in journal/imported/ for exports). A game the statistics count without either (counted
// before the journal kept records, or imported without one) still opens, without a record: the tab says so.
// An entry the statistics refuse (its moves do not replay to the end it claims) opens marked as not
// verified, with the reason their own check gives. The clock rule holds here as there: a game dated more
// than a day past this machine's clock is never the last game, and opens marked so. Each game comes with
// the facts of its instance (hints, the day, help), which a game played from it carries on.
import { type GameRecord, startOf } from '../../engine';
import type { ReplayGame } from '../../protocol/replay-protocol';
import type { JournalEntry } from '../journal/entry';
import { type ImportedCodesHome, type JournalReading, entryOf, latestEntries, readImportedCodes } from '../journal/reader';
import { replayInSlices } from '../../stats-core/replay-in-slices';
import { countedResults } from '../../stats-core/document';
import { decodeMoves } from '../../stats-core/move-code';
import { type GameResult, isFromTheFuture, scopeParts } from '../../stats-core/result';
import { type CountedInstance, countedInstance } from '../../protocol/game-instance';
import type { Slices } from '../../stats-core/slices';
import type { Statistics } from '../stats/statistics';
import { verifyResult } from '../../stats-core/verify';

export type { ReplayGame };

/** A finished game as the host knows it: what the replay tab shows, and the facts of its instance (what the page is never told). */
export interface FinishedGame {
  readonly shown: ReplayGame;
  readonly instance: CountedInstance;
}

export interface FinishedGames {
  /** The game that ended last (the journal's newest; the statistics' if the journal has none), or undefined before any game ended. */
  latest(): Promise<FinishedGame | undefined>;
  /** Game `id`, if the journal or the statistics have it (with its record if the journal has one). */
  byId(id: string): Promise<FinishedGame | undefined>;
}

export function journalGames(
  journal: JournalReading & ImportedCodesHome,
  statistics: Pick<Statistics, 'document'>,
  log: { warn(message: string): void },
  now: () => number = Date.now,
): FinishedGames {
  // The journal as the statistics take it: nothing dated more than a day past this machine's clock.
  const taken: JournalReading = {
    list: async () => (await journal.list()).filter((listing) => !isFromTheFuture(listing.endedAt, now())),
    readListed: (listing) => journal.readListed(listing),
  };
  return {
    latest: async () => {
      const [entry] = await latestEntries(taken, 1);
      if (entry) return entryGame(entry, journal.slices, now());
      const last = countedResults(statistics.document())
        .filter((result) => !isFromTheFuture(result.endedAt, now()))
        .at(-1);
      return last && finishedGame(last, now());
    },
    byId: async (id) => {
      const entry = await entryOf(journal, id);
      if (entry?.ok) return entryGame(entry.value, journal.slices, now());
      if (entry) log.warn(`Replay: the journal entry of game ${id} is unusable: ${entry.error}`);
      const result = statistics.document().results.get(id);
      return result && finishedGame(result, now(), result.imported && (await importedRecord(journal, result, log)));
    },
  };
}

/** The record an import brought for `result` (the code kept for this count: the same id and end), checked to start; undefined if none. */
async function importedRecord(
  journal: ImportedCodesHome,
  result: GameResult,
  log: { warn(message: string): void },
): Promise<GameRecord | undefined> {
  const kept = (await readImportedCodes(journal)).get(result.id);
  if (kept?.endedAt !== result.endedAt) return undefined;
  const { game, variant } = scopeParts(result.scope);
  const moves = decodeMoves(game, kept.code);
  const started = moves.ok
    ? startOf({ game, deal: result.deal, moves: moves.value, ...(variant === undefined ? {} : { variant }) })
    : moves;
  if (started.ok) return started.value.record;
  log.warn(`Replay: the record imported with game ${result.id} is unusable: ${started.error}`);
  return undefined;
}

/** A journal entry's game, checked as the statistics check an entry (statistics.ts, from-journal.ts): its claim verified by replay. */
async function entryGame(entry: JournalEntry, slices: Slices, now: number): Promise<FinishedGame> {
  const checked = verifyResult({ ...entry, elapsedMs: entry.timeMs }, entry.endedAt, await replayInSlices(entry.record, slices));
  const game = finishedGame(entry, now, entry.record);
  return checked.ok || game.shown.refused !== undefined ? game : { ...game, shown: { ...game.shown, refused: checked.error } };
}

/** `result`'s game with `record`, if any; one dated more than a day past `now` marked as the statistics do not take it. */
function finishedGame(result: GameResult, now: number, record?: GameRecord): FinishedGame {
  const shown: ReplayGame = {
    id: result.id,
    game: scopeParts(result.scope).game,
    deal: result.deal,
    outcome: result.outcome,
    endedAt: result.endedAt,
    ...(result.assisted ? { assisted: true } : {}),
    ...(isFromTheFuture(result.endedAt, now)
      ? { refused: `it ends ${new Date(result.endedAt).toISOString()}, more than a day after this machine's clock` }
      : {}),
  };
  return { shown: record ? { ...shown, record } : shown, instance: countedInstance(result) };
}
