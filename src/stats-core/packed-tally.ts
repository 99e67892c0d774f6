// A machine's tally as schema 5 stores it in globalState: one text instead of schema 4's nested JSON
// (synced.ts StoredTally), so a machine that plays every game costs Settings Sync about a third of what
// it did. The text stands for exactly the StoredTally it was packed from: `unpackTally(packTally(s))`
// gives `s` back, field for field, so every check stays decodeTally's (synced.ts) and a tally reads the
// same whichever schema carried it. Nothing is given up: the join (joinSynced) is the one schema 4 had.
//
// The text, its parts by '|':  entries | digest | folds | cut | resets applied | streak | scopes | daily
//   numbers in base 36, null as nothing; a list's items by '/', a key from its value by '=';
//   a scope: its 19 numbers by ',' (StoredScope's order: counts, bests, times, when, streak), then its
//   weeks, then its carried totals (3 more, when it has them);
//   weeks: the first "start.counts" (its start in minutes since 1970), then each week right after the
//   one before (one week's minutes later) whose four counts are each below 36 as four base-36 digits,
//   run on; any other week (after a gap, across a change of clocks, a count of 36 or more) by ';' as
//   "gap.counts", the gap from the week before in minutes, the counts as four digits or four numbers by '.';
//   a game's daily deals: its last day, the days won and passed over as hex without leading zeros,
//   its runs.
import type { StoredTally } from './stored-tally';

const WEEK_MINUTES = 7 * 24 * 60;
const b36 = (n: number): string => n.toString(36);
const nullable = (n: number | null): string => (n === null ? '' : b36(n));

/** A base-36 number, nothing as null; anything else undefined (decodeTally then says what is wrong). */
function number(text: string): number | null | undefined {
  if (text === '') return null;
  if (!/^-?[0-9a-z]{1,11}$/.test(text)) return undefined;
  const n = parseInt(text, 36);
  return Number.isSafeInteger(n) ? n : undefined;
}

function packWeeks(weeks: readonly number[]): string {
  const tokens: string[] = [];
  for (let i = 0, before = 0; i < weeks.length; i += 5) {
    const gap = weeks[i] - before;
    const counts = weeks.slice(i + 1, i + 5);
    const digits = counts.every((c) => Number.isSafeInteger(c) && c >= 0 && c < 36) ? counts.map(b36).join('') : undefined;
    before = weeks[i];
    // A week right after the one before, each count one digit: four characters, run on with the weeks before it.
    if (i > 0 && gap === WEEK_MINUTES && digits && !tokens.at(-1)!.includes('.')) tokens[tokens.length - 1] += digits;
    else if (i > 0 && gap === WEEK_MINUTES && digits) tokens.push(digits);
    else tokens.push(`${b36(gap)}.${digits ?? counts.map(b36).join('.')}`);
  }
  return tokens.join(';');
}

function unpackWeeks(text: string): (number | null | undefined)[] | undefined {
  if (text === '') return [];
  const weeks: (number | null | undefined)[] = [];
  let before = 0;
  const push = (gap: number, counts: (number | null | undefined)[]): void => void weeks.push((before += gap), ...counts);
  for (const token of text.split(';')) {
    if (!token.includes('.')) {
      // A run of weeks, each one week after the one before.
      if (weeks.length === 0 || token.length === 0 || token.length % 4 !== 0) return undefined;
      for (let i = 0; i < token.length; i += 4) push(WEEK_MINUTES, [...token.slice(i, i + 4)].map(number));
      continue;
    }
    const [gapText, ...rest] = token.split('.');
    const gap = number(gapText);
    const counts = rest.length === 1 && rest[0].length === 4 ? [...rest[0]].map(number) : rest.length === 4 ? rest.map(number) : undefined;
    if (typeof gap !== 'number' || !counts) return undefined;
    push(gap, counts);
  }
  return weeks;
}

const packStreak = (s: readonly (number | null)[]): string => s.map(nullable).join(',');

function packScope(s: StoredTally['s'][string]): string {
  const [played, won, assisted, withoutHints, lost, abandoned, unverified, score, fastest, fewest, time, timed, newest, since] = s;
  const [streak, weeks, carried] = [s[14], s[15], s[16]];
  const numbers = [played, won, assisted, withoutHints, lost, abandoned, unverified, score, fastest, fewest, time, timed, newest, since];
  return [...numbers.map(nullable), packStreak(streak), packWeeks(weeks), ...(carried ? carried.map(b36) : [])].join(',');
}

/** The packed text of a tally as schema 4 stores it (synced.ts encodeTally). */
export function packTally(t: StoredTally): string {
  const list = (entries: [string, string][]): string => entries.map(([key, value]) => `${key}=${value}`).join('/');
  return [
    b36(t.n),
    t.d,
    t.f === undefined ? '' : b36(t.f),
    t.c === undefined ? '' : b36(t.c),
    list(Object.entries(t.a).map(([key, at]) => [key, b36(at)])),
    packStreak(t.t),
    list(Object.entries(t.s).map(([scope, s]) => [scope, packScope(s)])),
    list(
      Object.entries(t.y).map(([game, [last, won, passed, run, best, seen]]) => [
        game,
        [b36(last), won.replace(/^0+/, ''), passed.replace(/^0+/, ''), b36(run), b36(best), b36(seen)].join(','),
      ]),
    ),
  ].join('|');
}

/** `key=value/…` as entries, or undefined when an item has no key. */
function entries(text: string): [string, string][] | undefined {
  if (text === '') return [];
  const out: [string, string][] = [];
  for (const item of text.split('/')) {
    const at = item.indexOf('=');
    if (at <= 0) return undefined;
    out.push([item.slice(0, at), item.slice(at + 1)]);
  }
  return out;
}

const hex16 = (text: string): string | undefined => (/^[0-9a-f]{0,16}$/.test(text) ? text.padStart(16, '0') : undefined);

/**
 * The StoredTally a packed text stands for, or why not. Its parts are read as they stand, never checked
 * here: decodeTally checks them (a count that is not one, a streak that is not one), as it does schema 4's.
 */
export function unpackTally(text: unknown): StoredTally | string {
  if (typeof text !== 'string') return 'not a packed tally';
  const parts = text.split('|');
  if (parts.length !== 8) return 'not a packed tally';
  const [n, d, f, c, a, t, s, y] = parts;
  const applied = entries(a);
  const scopes = entries(s);
  const daily = entries(y);
  if (!applied || !scopes || !daily) return 'a list that does not read';
  const stored = {
    n: number(n),
    d,
    a: Object.fromEntries(applied.map(([key, at]) => [key, number(at)])),
    s: {} as Record<string, unknown>,
    t: t.split(',').map(number),
    y: {} as Record<string, unknown>,
    // A bad number here is -1, never absent: decodeTally reads an absent one as none.
    ...(f === '' ? {} : { f: number(f) ?? -1 }),
    ...(c === '' ? {} : { c: number(c) ?? -1 }),
  };
  for (const [scope, value] of scopes) {
    const fields = value.split(',');
    if (fields.length !== 20 && fields.length !== 23) return `${scope}: not a packed scope`;
    const weeks = unpackWeeks(fields[19]);
    if (!weeks) return `${scope}: weeks that do not read`;
    const carried = fields.length === 23 ? [fields[20], fields[21], fields[22]].map(number) : undefined;
    stored.s[scope] = [...fields.slice(0, 14).map(number), fields.slice(14, 19).map(number), weeks, ...(carried ? [carried] : [])];
  }
  for (const [game, value] of daily) {
    const [last, won, passed, run, best, seen, ...more] = value.split(',');
    const [wonBits, passedBits] = [hex16(won ?? ''), hex16(passed ?? '')];
    if (more.length > 0 || seen === undefined || !wonBits || !passedBits) return `daily deals of ${game} that do not read`;
    stored.y[game] = [number(last), wonBits, passedBits, number(run), number(best), number(seen)];
  }
  // Unchecked on purpose: decodeTally says what is wrong with any part.
  return stored as unknown as StoredTally;
}

// ---- A newest result (synced.ts): its machine's index, then its row (result.ts ResultRow) by ','.
// Numbers in base 36, null as nothing, texts as they are (ids, scopes, days and marks hold no ',').

/** Which of a row's columns (after the machine's index) are numbers: the deal, score, moves, time, end, hints, the assisted mark. */
const NUMBER_COLUMNS = new Set([2, 4, 5, 6, 7, 8, 11]);

/** The packed text of a newest result: `index` its machine's among the value's machines, `row` its result row. */
export function packRow(index: number, row: readonly (string | number | null | undefined)[]): string {
  return [b36(index), ...row.map((cell) => (typeof cell === 'number' ? b36(cell) : (cell ?? '')))].join(',');
}

/** The machine's index and the row a packed text stands for (decodeResult checks the row), or undefined. */
export function unpackRow(text: unknown): { index: number; row: unknown[] } | undefined {
  if (typeof text !== 'string') return undefined;
  const [index, ...cells] = text.split(',');
  const at = number(index);
  if (typeof at !== 'number' || cells.length > 12) return undefined;
  const row = cells.map((cell, i) => (NUMBER_COLUMNS.has(i) ? number(cell) : cell === '' ? null : cell));
  return row.includes(undefined) ? undefined : { index: at, row };
}
