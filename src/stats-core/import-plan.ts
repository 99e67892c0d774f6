// What an import adds, decided against the statistics as they are: a game already counted stays as
// it was counted (a row that says otherwise is a conflict, reported, never applied), two rows of
// one game in a file resolve as two stored copies do (the first count stands), a game from before
// a reset stays reset, and carried counts are taken only where there are none. Every result added
// is marked imported, so a count from play of the same game that this window has not heard of yet
// still stands over it wherever the two meet. A game the file says another machine counts, whose
// tally these statistics hold (the machines sync), is counted already there. Nothing is written here:
// the plan's `part` is joined into the statistics by whoever holds them.
import { type Carried, type StatsDocument, carriedOf, counts, documentOf, resetTime, sameResult, standing } from './document';
import type { CheckedFile, CheckedRow } from './import-check';
import type { GameResult, ScopeKey } from './result';
import type { Checked } from './transfer';

export interface ImportReport {
  /** Games counted now for the first time… */
  readonly added: number;
  /** …of which this many came without a record: they count, but set no best and no streak… */
  readonly unverified: number;
  /** …and this many were assisted (the solution was shown): counted apart from the player's own wins. */
  readonly assisted: number;
  /** Rows that say what is already counted (or what an earlier row of the file says). */
  readonly alreadyCounted: number;
  /** Rows of a game already counted that say something else: the first count stands. */
  readonly conflicting: number;
  /** Rows of games that ended before a reset of their game: they stay reset. */
  readonly hiddenByReset: number;
  /** Games carried as totals without their games (a version that kept no single games): unverified. */
  readonly carried: number;
  /** Rows refused, each with where it is in the file and why. */
  readonly refused: readonly string[];
}

export interface ImportPlan {
  readonly part: StatsDocument;
  /** The record codes of the games added with one, for the next export. */
  readonly codes: ReadonlyMap<string, string>;
  /** The machine the file says counted each game added, where it says one. */
  readonly machines?: ReadonlyMap<string, string>;
  readonly report: ImportReport;
}

/** The same game said the same way, wherever each count came from. */
const sameCount = (a: GameResult, b: GameResult): boolean =>
  sameResult({ ...a, imported: undefined, unverified: undefined }, { ...b, imported: undefined, unverified: undefined });

/**
 * What `file` adds to `before`; `elsewhere`, whether a machine these statistics hold the tally of counts
 * the games the file says it does.
 */
export function planImport(
  before: StatsDocument,
  file: CheckedFile,
  elsewhere: (machine: string | undefined) => boolean = () => false,
): Checked<ImportPlan> {
  let alreadyCounted = 0;
  let conflicting = 0;
  let hiddenByReset = 0;
  const picked = new Map<string, CheckedRow>();
  for (const row of file.rows) {
    const had = picked.get(row.result.id);
    if (!had) picked.set(row.result.id, row);
    else {
      if (sameCount(had.result, row.result)) alreadyCounted++;
      else conflicting++;
      if (standing(had.result, row.result) !== had.result) picked.set(row.result.id, row);
    }
  }
  const added: GameResult[] = [];
  const codes = new Map<string, string>();
  const machines = new Map<string, string>();
  for (const { result, code, machine } of picked.values()) {
    const stored = before.results.get(result.id);
    if (stored) {
      if (sameCount(stored, result)) alreadyCounted++;
      else conflicting++;
    } else if (elsewhere(machine)) alreadyCounted++;
    else if (!counts(before, result)) hiddenByReset++;
    else {
      added.push(result);
      if (code !== undefined) codes.set(result.id, code);
      if (machine !== undefined) machines.set(result.id, machine);
    }
  }
  const carried: Record<ScopeKey, Carried> = {};
  let carriedAdded = 0;
  for (const [scope, c] of Object.entries(file.carried)) {
    const had = carriedOf(before, scope);
    if (had) {
      if (had.played !== c.played || had.won !== c.won) conflicting++;
    } else if (resetTime(before, scope) === -Infinity) {
      carried[scope] = { played: c.played, won: c.won, imported: true };
      carriedAdded += c.played;
    }
  }
  const unverified = added.filter((r) => r.unverified).length;
  const assisted = added.filter((r) => r.assisted).length;
  const report = {
    added: added.length,
    unverified,
    assisted,
    alreadyCounted,
    conflicting,
    hiddenByReset,
    carried: carriedAdded,
    refused: file.refused,
  };
  return { ok: true, value: { part: documentOf(added, {}, carried), codes, machines, report } };
}
