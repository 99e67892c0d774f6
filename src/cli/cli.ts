// The engine's text face: `npm run patience -- deal|replay|moves|solve|daily|stats …` (docs/cli.md).
import { readFileSync } from 'node:fs';
import { MAX_DEAL, MIN_DEAL, allDescriptors, formatPosition, isGameId, isValidDeal, legalMoves, newGame, replay, rulesOf } from '../engine';
import { DAILY_USAGE, dailyCommand } from './daily';
import { LINK_USAGE, linkCommand } from './link';
import { HINT_USAGE, hintCommand } from './hint';
import { SOLVE_USAGE, solveCommand } from './solve';
import { STATS_USAGE, statsCommand } from './stats';

const USAGE = `usage:
  patience deal <game> <n> [--variant v]     print deal n of a game
  patience replay <record.json | ->          replay a game record, print its final position
  patience moves <record.json | ->           print the legal moves of a record's final position, one JSON per line
${SOLVE_USAGE}
${HINT_USAGE}
${DAILY_USAGE}
${LINK_USAGE}
${STATS_USAGE}
games: ${gamesLine()}`;

/** The registry's games, each with its rule sets when it has more than one: "bakers-game (variants kings, any)". */
function gamesLine(): string {
  return allDescriptors()
    .map(({ id, rules }) => (rules.variants.length > 1 ? `${id} (variants ${rules.variants.join(', ')})` : id))
    .join(', ');
}

/** The command line or its input is refused: exit 2, with the usage when the command line itself is wrong. */
class UsageError extends Error {
  constructor(
    message: string,
    readonly showUsage = true,
  ) {
    super(message);
  }
}

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const value = args[i + 1];
  if (value === undefined) throw new UsageError(`${name} needs a value`);
  args.splice(i, 2);
  return value;
}

/** Every word left once the command has taken its own is a mistake (a misspelt option, a second file). */
function noMore(args: readonly string[]): void {
  if (args.length > 0) throw new UsageError(`unexpected argument "${args[0]}"`);
}

function readRecord(args: string[]): unknown {
  const file = args.shift();
  noMore(args);
  if (!file) throw new UsageError('give a record file, or - for standard input');
  const text = readFileSync(file === '-' ? 0 : file, 'utf8');
  try {
    // A byte-order mark (some Windows editors write one) is not part of the JSON.
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new Error(`the record is not valid JSON: ${(error as Error).message}`, { cause: error });
  }
}

function finalPosition(args: string[]) {
  const replayed = replay(readRecord(args));
  if (!replayed.ok) throw new Error(replayed.error);
  return replayed.value.positions[replayed.value.positions.length - 1];
}

async function main(argv: string[]): Promise<void> {
  const args = argv.slice();
  const command = args.shift();
  switch (command) {
    case 'deal': {
      const variant = option(args, '--variant');
      const [game, n, ...rest] = args;
      if (!isGameId(game)) throw new UsageError(`unknown game "${game ?? ''}"`);
      if (n === undefined) throw new UsageError(`give a deal number from ${MIN_DEAL} to ${MAX_DEAL}`);
      // Out of range is the same mistake as not a number: a usage error (exit 2), never a crash (exit 1).
      if (!/^\d+$/.test(n) || !isValidDeal(Number(n))) throw new UsageError(`"${n}" is not a deal number from ${MIN_DEAL} to ${MAX_DEAL}`);
      noMore(rest);
      if (variant !== undefined && !rulesOf(game).variants.includes(variant)) {
        throw new UsageError(`${game} has no variant "${variant}" (it has ${rulesOf(game).variants.join(', ')})`);
      }
      console.log(formatPosition(newGame(game, Number(n), variant)));
      return;
    }
    case 'replay':
      console.log(formatPosition(finalPosition(args)));
      return;
    case 'moves':
      for (const move of legalMoves(finalPosition(args))) console.log(JSON.stringify(move));
      return;
    case 'solve':
      solveCommand(args, (message) => new UsageError(message));
      return;
    case 'hint':
      return hintCommand(args, (message) => new UsageError(message), readRecord);
    case 'link':
      return linkCommand(args, (message) => new UsageError(message, false));
    case 'daily':
      await dailyCommand(args, (message) => new UsageError(message));
      return;
    case 'stats':
      await statsCommand(
        args,
        (message, usage = false) => new UsageError(message, usage),
        (text) => process.stdout.write(text),
        (line) => console.error(line),
      );
      return;
    case undefined:
    case 'help':
    case '--help':
      console.log(USAGE);
      return;
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`patience: ${message}`);
  if (error instanceof UsageError && error.showUsage) console.error(USAGE);
  process.exit(error instanceof UsageError ? 2 : 1);
});
