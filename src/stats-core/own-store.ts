// A machine's own tally as its journal's index keeps it on disk (own-history.ts): the tally as the
// synced value holds it (synced.ts), and the results the machine keeps beside it (its last 50 per
// scope, its last 20 timed wins per scope, every daily day). Read back part by part; a part that does
// not read makes the whole refused, and the tally is folded again from the journal.
import { type GameId, isGameId } from '../engine';
import { isObject } from './document';
import { type DayMark, type OwnTally, type Recent, RECENT_KEPT, WIN_TIMES_KEPT } from './partition';
import { type GameResult, type ResultRow, decodeResult, encodeResult, isScope } from './result';
import { type StoredTally, decodeTally, encodeTally } from './synced';

export interface StoredOwn {
  tally: StoredTally;
  results: Record<string, ResultRow[]>;
  wins: Record<string, ResultRow[]>;
  /** Per game, the days won, then the days passed over (day numbers). */
  days: Record<string, [number[], number[]]>;
}

const rowsOf = (lists: ReadonlyMap<string, readonly GameResult[]>): Record<string, ResultRow[]> =>
  Object.fromEntries([...lists].map(([scope, list]) => [scope, list.map(encodeResult)]));

export function encodeOwn({ tally, recent }: OwnTally): StoredOwn {
  return {
    tally: encodeTally(tally),
    results: rowsOf(recent.results),
    wins: rowsOf(recent.wins),
    days: Object.fromEntries(
      [...recent.days].map(([game, days]) => [
        game,
        [[...days].filter(([, m]) => m === 'won').map(([d]) => d), [...days].filter(([, m]) => m === 'passed').map(([d]) => d)],
      ]),
    ),
  };
}

function listsOf(raw: unknown, most: number): Map<string, GameResult[]> | undefined {
  if (!isObject(raw)) return undefined;
  const lists = new Map<string, GameResult[]>();
  for (const [scope, rows] of Object.entries(raw)) {
    if (!isScope(scope) || !Array.isArray(rows) || rows.length > most) return undefined;
    const list: GameResult[] = [];
    for (const row of rows) {
      const r = decodeResult(row);
      if (!r.ok || r.value.scope !== scope) return undefined;
      list.push(r.value);
    }
    lists.set(scope, list);
  }
  return lists;
}

const isDay = (d: unknown): d is number => typeof d === 'number' && Number.isSafeInteger(d) && d >= 0;

/** A stored own tally, or why not. */
export function decodeOwn(raw: unknown): OwnTally | string {
  if (!isObject(raw)) return 'not an object';
  const tally = decodeTally(raw.tally);
  if (typeof tally === 'string') return `its tally: ${tally}`;
  const results = listsOf(raw.results, RECENT_KEPT);
  const wins = listsOf(raw.wins, WIN_TIMES_KEPT);
  if (!results || !wins) return 'its last results are not result rows';
  if (!isObject(raw.days)) return 'its daily days are not an object';
  const days = new Map<GameId, Map<number, DayMark>>();
  for (const [game, value] of Object.entries(raw.days)) {
    if (!isGameId(game) || !Array.isArray(value) || value.length !== 2 || !value.every((list) => Array.isArray(list) && list.every(isDay)))
      return `the daily days of ${game} are not day numbers`;
    const marks = new Map<number, DayMark>();
    for (const d of value[1] as number[]) marks.set(d, 'passed');
    for (const d of value[0] as number[]) marks.set(d, 'won');
    days.set(game, marks);
  }
  const recent: Recent = { results, wins, days };
  return { tally, recent };
}
