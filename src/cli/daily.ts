// `patience daily <game> [YYYY-MM-DD]`: the daily deal's number alone on a line (today, UTC, by default).
import { isGameId } from '../engine';
import { isDailyDate, utcDate } from '../engine/daily';
import { findDailyDeal } from '../engine/daily-deal';

export const DAILY_USAGE = `  patience daily <game> [YYYY-MM-DD]         print the number of that day's daily deal (default: today, UTC)`;

export async function dailyCommand(args: readonly string[], usage: (message: string) => Error): Promise<void> {
  const [game, date = utcDate(Date.now()), ...rest] = args;
  if (!isGameId(game)) throw usage(`unknown game "${game ?? ''}"`);
  if (!isDailyDate(date)) throw usage(`"${date}" is not a date YYYY-MM-DD from 2000-01-01 to 9999-12-31`);
  if (rest.length > 0) throw usage(`unexpected argument "${rest[0]}"`);
  console.log(String((await findDailyDeal(game, date)).deal));
}
