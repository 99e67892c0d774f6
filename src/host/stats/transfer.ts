// Export and import: a readable JSON file of every counted result (a person may open it, a bug
// report may quote it). An import is a join, so importing a file twice, or a file this machine
// partly has already, counts each game once. Results carry no record, so an imported result is
// checked field by field (game, deal, score within the game's range…), not replayed.
import * as vscode from 'vscode';
import { type Result, dailyField, fail, isGameId, ok } from '../../engine';
import { type Carried, type StatsDocument, carriedOf, checkCarried, countedResults, documentOf, isObject } from './document';
import { type GameResult, SCOPES, checkResult, isScope, scopeOf, scopeParts } from './result';

export const EXPORT_FORMAT = 'patience-statistics';
export const EXPORT_SCHEMA = 1;

interface ExportedResult {
  readonly id: string;
  readonly game: string;
  readonly variant?: string;
  readonly deal: number;
  readonly outcome: string;
  readonly score: number;
  readonly moves: number;
  readonly timeMs: number;
  readonly endedAt: string;
  readonly hintsUsed: number;
  /** The day whose daily deal the game was; absent for an ordinary deal. */
  readonly daily?: string;
}

export function exportJson(doc: StatsDocument, now: number): string {
  const carried: Record<string, Carried> = {};
  for (const scope of SCOPES) {
    const c = carriedOf(doc, scope);
    if (c) carried[scope] = c;
  }
  const file = {
    format: EXPORT_FORMAT,
    schema: EXPORT_SCHEMA,
    exportedAt: new Date(now).toISOString(),
    results: countedResults(doc).map(exported),
    ...(Object.keys(carried).length > 0 ? { carried } : {}),
  };
  return `${JSON.stringify(file, null, 1)}\n`;
}

function exported(r: GameResult): ExportedResult {
  const { game, variant } = scopeParts(r.scope);
  return { id: r.id, game, ...(variant ? { variant } : {}), deal: r.deal, outcome: r.outcome, score: r.score, moves: r.moves, timeMs: r.timeMs, endedAt: new Date(r.endedAt).toISOString(), hintsUsed: r.hintsUsed, ...dailyField(r.daily) };
}

export interface ImportFile {
  readonly doc: StatsDocument;
  /** Entries left out, with the reason. */
  readonly skipped: readonly string[];
}

/** Reads an export: the file as a whole must be one, single entries that fail their checks are skipped. */
export function parseExport(text: string): Result<ImportFile> {
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    // Not the parser's own words: they are in the runtime's language, not the player's.
    return fail(vscode.l10n.t('the file is not JSON'));
  }
  // The player reads these (after "Nothing was imported:"), so they are in the display language.
  if (!isObject(file) || file.format !== EXPORT_FORMAT) return fail(vscode.l10n.t('the file is not a Patience statistics export'));
  if (file.schema !== EXPORT_SCHEMA) return fail(vscode.l10n.t('the file has schema {0}; this version reads schema {1}', JSON.stringify(file.schema), EXPORT_SCHEMA));
  if (!Array.isArray(file.results)) return fail(vscode.l10n.t('the file has no "results" list'));
  const skipped: string[] = [];
  const results: GameResult[] = [];
  for (const [i, entry] of file.results.entries()) {
    const r = importedResult(entry);
    if (r.ok) results.push(r.value);
    else skipped.push(`results[${i}]: ${r.error}`);
  }
  const carried: Record<string, Carried> = {};
  for (const [scope, value] of Object.entries(isObject(file.carried) ? file.carried : {})) {
    const c = checkCarried(value);
    if (isScope(scope) && c) carried[scope] = c;
    else skipped.push(`carried.${scope}: not a game's { played, won }`);
  }
  return ok({ doc: documentOf(results, {}, carried), skipped });
}

function importedResult(entry: unknown): Result<GameResult> {
  if (!isObject(entry)) return fail('not an object');
  // `hintsUsed` and `daily` came later within schema 1: a file from an older version has neither (0 hints, no daily deal).
  const { id, game, variant, deal, outcome, score, moves, timeMs, endedAt, hintsUsed = 0, daily } = entry;
  if (!isGameId(game)) return fail(`unknown game ${JSON.stringify(game)}`);
  if (variant !== undefined && typeof variant !== 'string') return fail(`rule set ${JSON.stringify(variant)} is not a name`);
  const ended = typeof endedAt === 'string' ? Date.parse(endedAt) : NaN;
  if (!Number.isFinite(ended)) return fail(`endedAt ${JSON.stringify(endedAt)} is not a date`);
  const scope = scopeOf(game, variant);
  if (!isScope(scope)) return fail(`${game} has no rule set ${JSON.stringify(variant)}`);
  return checkResult({ id, scope, deal, outcome, score, moves, timeMs, endedAt: ended, hintsUsed, daily });
}
