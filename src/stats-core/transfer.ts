// The statistics export file: readable JSON (a person may open it, a bug report may quote it), one
// result a line, each with its game's moves in the compact move code (move-code.ts) when they are
// known. Reading one is bounded and never throws: a file too big, not JSON, not an export or of a
// newer schema is refused whole; a row that fails a check is refused alone, with the reason.
// No vscode here: the Import command and `patience stats merge` read files with this same code.
import { isGameId, rulesOf } from '../engine';
import { instanceOf } from '../protocol/game-instance';
import { checkBounded } from '../protocol/bounded-value';
import { type Carried, type StatsDocument, carriedOf, checkCarried, countedResults, isObject } from './document';
import { parsePieces } from './json-pieces';
import { MAX_CODE_LENGTH } from './move-code';
import { type GameResult, type ScopeKey, SCOPES, checkResult, isFromTheFuture, isScope, quote, scopeOf, scopeParts } from './result';
import type { SliceClock } from './slices';
import { isMachineId } from './synced';

export const EXPORT_FORMAT = 'patience-statistics';
/**
 * The newest export schema this version reads and writes. In schema 1 `hintsUsed`, `daily` and
 * `record` came later as optional fields, which older readers skip. Schema 2 adds `assisted`, which
 * an older reader must not skip (it would count a win the solver played as the player's own), so a
 * file is written as schema 2 only when a result in it was assisted, and as schema 1 otherwise.
 */
export const EXPORT_SCHEMA = 2;
const FIRST_EXPORT_SCHEMA = 1;

export const IMPORT_LIMITS = {
  /**
   * Room for an export of 100,000 games with their records (some 90 moves a game: about 38 MB). The
   * statistics have no limit on the games they hold (globalState keeps tallies, the journal the games),
   * and everything read is read in slices, so the size bounds only the memory an import borrows; a
   * longer history is imported a file at a time.
   */
  bytes: 64 * 1024 * 1024,
  rows: 100_000,
} as const;

/** Why a whole file is refused. The host words these in the player's language, the CLI in English. */
export type FileProblem =
  /** `bytes`: its size; absent when the file went on past the limit as it was read (its size said less: /dev/zero). */
  | { readonly kind: 'too big'; readonly bytes?: number }
  /** Not a file of bytes (a device, a folder): there is no telling how much reading it would bring. */
  | { readonly kind: 'not a file' }
  | { readonly kind: 'not JSON' }
  | { readonly kind: 'not an export' }
  | { readonly kind: 'newer schema'; readonly schema: string }
  | { readonly kind: 'no results' }
  | { readonly kind: 'too many rows' };

export type Checked<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: FileProblem };

const MB = 1024 * 1024;
export function problemText(problem: FileProblem): string {
  switch (problem.kind) {
    case 'too big':
      return problem.bytes === undefined
        ? `the file goes on past ${IMPORT_LIMITS.bytes / MB} MB, the most an export may be`
        : `the file is ${(problem.bytes / MB).toFixed(1)} MB; an export is at most ${IMPORT_LIMITS.bytes / MB} MB`;
    case 'not a file':
      return 'it is not a file';
    case 'not JSON':
      return 'the file is not JSON';
    case 'not an export':
      return 'the file is not a Patience statistics export';
    case 'newer schema':
      return `the file has schema ${problem.schema}; this version reads schemas up to ${EXPORT_SCHEMA}`;
    case 'no results':
      return 'the file has no "results" list';
    case 'too many rows':
      return `the file has more than ${IMPORT_LIMITS.rows} results`;
  }
}

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
  /** The solver's line was played for the player (schema 2); absent when not. */
  readonly assisted?: true;
  /** The moves in the move code; absent when not known (the result then imports unverified). */
  readonly record?: string;
  /**
   * The machine whose statistics count the game (its journal's id, synced.ts): an import on a machine
   * that syncs with that one leaves the game to it. Absent from an export of a version that kept no
   * journal tallies, and from a merge's rows of unknown machines; older readers skip it.
   */
  readonly machine?: string;
}

/**
 * The export of `doc`: every counted result, oldest first, with its record's move code where `codes`
 * has it and the machine that counts it where `machines` has it (by game id).
 */
export async function writeExport(
  doc: StatsDocument,
  codes: ReadonlyMap<string, string>,
  now: number,
  clock: SliceClock,
  machines: ReadonlyMap<string, string> = new Map(),
): Promise<string> {
  const lines: string[] = [];
  let assisted = false;
  for (const r of countedResults(doc)) {
    if (lines.length % 256 === 0 && clock.due()) await clock.next();
    lines.push(JSON.stringify(exported(r, codes.get(r.id), machines.get(r.id))));
    assisted ||= r.assisted === true;
  }
  const carried: Record<string, Carried> = {};
  for (const scope of SCOPES) {
    const c = carriedOf(doc, scope);
    if (c) carried[scope] = { played: c.played, won: c.won };
  }
  const head = [
    `"format": "${EXPORT_FORMAT}"`,
    `"schema": ${assisted ? EXPORT_SCHEMA : FIRST_EXPORT_SCHEMA}`,
    `"exportedAt": "${new Date(now).toISOString()}"`,
  ];
  if (Object.keys(carried).length > 0) head.push(`"carried": ${JSON.stringify(carried)}`);
  const results = lines.length === 0 ? '"results": []' : `"results": [\n  ${lines.join(',\n  ')}\n ]`;
  return `{\n ${[...head, results].join(',\n ')}\n}\n`;
}

function exported(r: GameResult, record: string | undefined, machine: string | undefined): ExportedResult {
  const { game, variant } = scopeParts(r.scope);
  const { id, ...facts } = instanceOf(r);
  return {
    id,
    game,
    ...(variant ? { variant } : {}),
    deal: r.deal,
    outcome: r.outcome,
    score: r.score,
    moves: r.moves,
    timeMs: r.timeMs,
    endedAt: new Date(r.endedAt).toISOString(),
    ...facts,
    ...(record ? { record } : {}),
    ...(machine ? { machine } : {}),
  };
}

/** A result as a file gives it, checked field by field; `code` is its record, still to be replayed. */
export interface FileRow {
  /** Where in the file's `results` it is, for the report. */
  readonly index: number;
  readonly result: GameResult;
  readonly code?: string;
  /** The machine the file says counts it. */
  readonly machine?: string;
}

/** A row that failed its checks. */
export interface RefusedRow {
  readonly index: number;
  readonly refused: string;
}

export interface ReadFile {
  /** Every row of the file, in its order. */
  readonly rows: readonly (FileRow | RefusedRow)[];
  readonly carried: Readonly<Record<ScopeKey, Carried>>;
  /** Other entries refused (carried counts), each with where it is and why. */
  readonly refused: readonly string[];
}

/** Reads an export (bytes as a file holds them, or text), refusing it whole only for what the whole file gets wrong. */
export async function readExport(input: Uint8Array | string, now: number, clock: SliceClock): Promise<Checked<ReadFile>> {
  const size = typeof input === 'string' ? input.length : input.byteLength;
  if (size > IMPORT_LIMITS.bytes) return { ok: false, problem: { kind: 'too big', bytes: size } };
  const text = typeof input === 'string' ? input.replace(/^\uFEFF/, '') : await decode(input, clock);
  const pieces = await parsePieces(text, 'results', IMPORT_LIMITS.rows, clock);
  if (!pieces.ok) {
    const kind = pieces.why === 'not JSON' ? 'not JSON' : pieces.why === 'too many items' ? 'too many rows' : 'not an export';
    return { ok: false, problem: { kind } };
  }
  const file = pieces.envelope;
  const bounded = checkBounded(file);
  if (!bounded.ok) return { ok: false, problem: { kind: 'not an export' } };
  if (file.format !== EXPORT_FORMAT) return { ok: false, problem: { kind: 'not an export' } };
  if (file.schema !== FIRST_EXPORT_SCHEMA && file.schema !== EXPORT_SCHEMA)
    return { ok: false, problem: { kind: 'newer schema', schema: quote(file.schema) } };
  if (!pieces.items) return { ok: false, problem: { kind: 'no results' } };
  const refused: string[] = [];
  const rows: (FileRow | RefusedRow)[] = [];
  for (const [index, entry] of pieces.items.entries()) {
    if (index % 256 === 0 && clock.due()) await clock.next();
    const row = readRow(entry, now);
    rows.push(row.ok ? { index, ...row.value } : { index, refused: row.error });
  }
  const carried: Record<ScopeKey, Carried> = {};
  for (const [scope, value] of Object.entries(isObject(file.carried) ? file.carried : {})) {
    const c = checkCarried(value);
    if (isScope(scope) && c) carried[scope] = c;
    else refused.push(`carried ${quote(scope)}: not a game's { played, won } (whole numbers, won ≤ played ≤ 1,000,000)`);
  }
  return { ok: true, value: { rows, carried, refused } };
}

/** UTF-8 a megabyte at a time: decoding ten at once holds the thread for most of 100 ms. */
async function decode(bytes: Uint8Array, clock: SliceClock): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for (let at = 0; at < bytes.byteLength; at += MB) {
    if (clock.due()) await clock.next();
    text += decoder.decode(bytes.subarray(at, at + MB), { stream: true });
  }
  // A byte-order mark (some editors write one) is not part of the JSON; TextDecoder drops it.
  return text + decoder.decode();
}

type Row = { ok: true; value: { result: GameResult; code?: string; machine?: string } } | { ok: false; error: string };

function readRow(entry: unknown, now: number): Row {
  const bounded = checkBounded(entry);
  if (!bounded.ok) return { ok: false, error: `refused: ${bounded.error}` };
  if (!isObject(entry)) return { ok: false, error: `${quote(entry)} is not a result` };
  // `hintsUsed`, `daily` and `record` came later within schema 1: a file from an older version has
  // none of them (0 hints, an ordinary deal, no record to replay). `assisted` (schema 2) is read
  // whatever the file's schema says: it can only take a win from the player, never give one.
  const { id, game, variant, deal, outcome, score, moves, timeMs, endedAt, hintsUsed = 0, daily, assisted, record, machine } = entry;
  if (!isGameId(game)) return { ok: false, error: `unknown game ${quote(game)}` };
  if (variant !== undefined && !(typeof variant === 'string' && rulesOf(game).variants.includes(variant))) {
    return { ok: false, error: `${rulesOf(game).title} has no rule set ${quote(variant)}` };
  }
  const ended = typeof endedAt === 'string' ? Date.parse(endedAt) : NaN;
  if (!Number.isFinite(ended)) return { ok: false, error: `endedAt ${quote(endedAt)} is not a date` };
  if (isFromTheFuture(ended, now)) return { ok: false, error: `it ends ${quote(endedAt)}, after today` };
  if (record !== undefined && (typeof record !== 'string' || record.length > MAX_CODE_LENGTH))
    return { ok: false, error: `its record is ${typeof record === 'string' ? 'too long' : quote(record)}, not a move code` };
  const checked = checkResult({
    id,
    scope: scopeOf(game, variant as string | undefined),
    deal,
    outcome,
    score,
    moves,
    timeMs,
    endedAt: ended,
    hintsUsed,
    daily,
    assisted,
  });
  if (!checked.ok) return checked;
  // A machine that is not one is left out: the game imports as one of unknown origin.
  const from = isMachineId(machine) ? { machine } : {};
  return { ok: true, value: record === undefined ? { result: checked.value, ...from } : { result: checked.value, code: record, ...from } };
}
