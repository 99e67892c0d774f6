// `patience daily <game> [YYYY-MM-DD] [--variant v]`: the daily deal's number alone on a line (today, UTC, by default).
import { isGameId, rulesOf } from '../engine';
import { isDailyDate, utcDate } from '../engine/daily';
import { findDailyDeal } from '../engine/daily-deal';

export const DAILY_USAGE = `  patience daily <game> [YYYY-MM-DD] [--variant v]
                                             print the number of that day's daily deal (default: today, UTC)
                                             under a rule set (default: the game's default)`;

export async function dailyCommand(
  argv: readonly string[],
  usage: (message: string) => Error,
  print: (line: string) => void,
): Promise<void> {
  const args = argv.slice();
  const at = args.indexOf('--variant');
  const variant = at >= 0 ? args[at + 1] : undefined;
  if (at >= 0) {
    if (variant === undefined) throw usage('--variant needs a value');
    args.splice(at, 2);
  }
  const [game, date = utcDate(Date.now()), ...rest] = args;
  if (!isGameId(game)) throw usage(`unknown game "${game ?? ''}"`);
  if (!isDailyDate(date)) throw usage(`"${date}" is not a date YYYY-MM-DD from 2000-01-01 to 9999-12-31`);
  if (rest.length > 0) throw usage(`unexpected argument "${rest[0]}"`);
  if (variant !== undefined && !rulesOf(game).variants.includes(variant))
    throw usage(`${game} has no variant "${variant}" (it has ${rulesOf(game).variants.join(', ')})`);
  print(String((await findDailyDeal(game, date, variant !== undefined ? { variant } : {})).deal));
}
