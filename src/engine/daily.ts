/**
 * The daily deal's calendar: a date the host, the protocol, the statistics and the pages can check
 * without the generator of its deals (daily-candidates.ts) or the solver's proof (daily-deal.ts).
 *
 * A date is a UTC calendar day written `YYYY-MM-DD`, from 2000-01-01 to 9999-12-31.
 */

export type DailyDate = string;

const DATE = /^\d{4}-\d\d-\d\d$/;
const FIRST_DAY = '2000-01-01';

/** A real calendar day written YYYY-MM-DD, in 2000 … 9999. */
export function isDailyDate(value: unknown): value is DailyDate {
  if (typeof value !== 'string' || !DATE.test(value) || value < FIRST_DAY) return false;
  // Date.parse rolls 02-30 over to 03-02: a real day is the one it names.
  const ms = Date.parse(`${value}T00:00Z`);
  return ms >= 0 && utcDate(ms) === value;
}

/** The UTC calendar day of a time in ms since 1970 (the daily deal changes at 00:00 UTC). */
export const utcDate = (ms: number): DailyDate => new Date(ms).toISOString().slice(0, 10);
