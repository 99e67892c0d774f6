// The engine's text face: `npm run patience -- deal|replay|moves|solve|daily|stats …` (docs/cli.md), given its
// arguments, where its output goes and its standard input, so that the tests run it in their own process (cli.ts is
// the program that gives it the process's).
import { MAX_DEAL, MIN_DEAL, allDescriptors, formatPosition, isGameId, isValidDeal, legalMoves, newGame, replay, rulesOf } from '../engine';
import { DAILY_USAGE, dailyCommand } from './daily';
import { LINK_USAGE, linkCommand } from './link';
import { HINT_USAGE, hintCommand } from './hint';
import { SOLVE_USAGE, solveCommand } from './solve';
import { STATS_USAGE, statsCommand } from './stats';
import { TooBig, readInput } from './bounded-input';
import { printable } from './printable';
import { VALUE_LIMITS, checkBounded } from '../protocol/bounded-value';

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

const MB = 1024 * 1024;

/** Where the CLI writes, and what it reads for the file name `-`. */
export interface CliIo {
  /** Standard output: every byte the CLI prints there. */
  readonly out: (text: string) => void;
  /** Standard error. */
  readonly err: (text: string) => void;
  readonly stdin: AsyncIterable<Buffer | string>;
}

/** A record's file (or standard input), read as the host reads a saved game: at most VALUE_LIMITS' size, depth and values. */
async function readRecord(args: string[], stdin: CliIo['stdin']): Promise<unknown> {
  const file = args.shift();
  noMore(args);
  if (!file) throw new UsageError('give a record file, or - for standard input');
  let bytes: Uint8Array;
  try {
    bytes = await readInput(file, VALUE_LIMITS.size, stdin);
  } catch (error) {
    if (!(error instanceof TooBig)) throw error;
    throw new Error(`the record goes on past ${error.maxBytes / MB} MB, the most a record may be`, { cause: error });
  }
  let value: unknown;
  try {
    // The decoder drops a byte-order mark (some Windows editors write one): it is not part of the JSON.
    value = JSON.parse(new TextDecoder().decode(bytes));
  } catch (error) {
    throw new Error(`the record is not valid JSON: ${(error as Error).message}`, { cause: error });
  }
  const bounded = checkBounded(value);
  if (!bounded.ok) throw new Error(`the record is refused: ${bounded.error}`);
  return value;
}

async function finalPosition(args: string[], stdin: CliIo['stdin']) {
  const replayed = replay(await readRecord(args, stdin));
  if (!replayed.ok) throw new Error(replayed.error);
  return replayed.value.positions[replayed.value.positions.length - 1];
}

async function main(argv: string[], { out, err, stdin }: CliIo): Promise<void> {
  const print = (line: string) => out(`${line}\n`);
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
      print(formatPosition(newGame(game, Number(n), variant)));
      return;
    }
    case 'replay':
      print(formatPosition(await finalPosition(args, stdin)));
      return;
    case 'moves':
      for (const move of legalMoves(await finalPosition(args, stdin))) print(JSON.stringify(move));
      return;
    case 'solve':
      return solveCommand(
        args,
        (message) => new UsageError(message),
        (rest) => readRecord(rest, stdin),
        print,
      );
    case 'hint':
      return hintCommand(
        args,
        (message) => new UsageError(message),
        (rest) => readRecord(rest, stdin),
        print,
      );
    case 'link':
      return linkCommand(args, (message) => new UsageError(message, false), print);
    case 'daily':
      await dailyCommand(args, (message) => new UsageError(message), print);
      return;
    case 'stats':
      await statsCommand(
        args,
        (message, usage = false) => new UsageError(message, usage),
        out,
        (line) => err(`${printable(line)}\n`),
        stdin,
      );
      return;
    case undefined:
    case 'help':
    case '--help':
      print(USAGE);
      return;
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
}

/** Runs the CLI on `argv` (the words after `patience`): its exit code, 0 when all went well. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  try {
    await main(argv, io);
    return 0;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // What it says may quote its input (a link, a file's words): shown, never acted on by the terminal.
    io.err(`patience: ${printable(message)}\n`);
    if (error instanceof UsageError && error.showUsage) io.err(`${USAGE}\n`);
    return error instanceof UsageError ? 2 : 1;
  }
}
