// `patience solve <game> <deal…|from-to>`: one line per deal, deal<TAB>verdict<TAB>moves<TAB>ms; `patience solve
// <record.json | ->`: the same line for the record's last position, `-` in the deal column.
import { isGameId, newGame, replay, rulesOf, type GameId, type GameRecord, type Position } from '../engine';
import { processCpuMs } from '../cpu-clock';
import { solve } from '../engine/solver';

export const SOLVE_USAGE = `  patience solve <game> <deal…|from-to> [--variant v] [--budget-ms n] [--visible] [--line]
                                             solve deals: deal<TAB>solved|unsolvable|unknown<TAB>moves<TAB>ms
                                             (--budget-ms: CPU time per deal, default 10000; ms: its CPU time;
                                             --visible: without peeking at face-down cards;
                                             --line: a fifth column with the winning record, for replay)
  patience solve <record.json | -> [--budget-ms n] [--visible] [--line]
                                             solve a record's last position (a deal's, or a "start"
                                             position's, as from another program): one such line, - for
                                             the deal (--line: the record with the winning moves after its own)`;

const DEFAULT_BUDGET_MS = 10_000;

function takeOption(args: string[], name: string, usage: (message: string) => Error): string | undefined {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const value = args[i + 1];
  if (value === undefined) throw usage(`${name} needs a value`);
  args.splice(i, 2);
  return value;
}

function takeFlag(args: string[], name: string): boolean {
  const i = args.indexOf(name);
  if (i >= 0) args.splice(i, 1);
  return i >= 0;
}

/** The deal ranges words like `7`, `1-20` name, each checked before any deal is solved. */
function parseDeals(words: string[], usage: (message: string) => Error): [first: number, last: number][] {
  const ranges = words.map((word): [number, number] => {
    const match = /^(\d+)(?:-(\d+))?$/.exec(word);
    const first = match ? Number(match[1]) : NaN;
    const last = match?.[2] !== undefined ? Number(match[2]) : first;
    if (!match || first < 1 || last < first || last > 2 ** 31 - 1) throw usage(`"${word}" is not a deal number or a range like 1-20`);
    return [first, last];
  });
  if (ranges.length === 0) throw usage('give at least one deal number or range');
  return ranges;
}

/** Each deal of `ranges` in turn, never all of them at once: 1-2147483647 is a range like any other. */
function* dealsOf(ranges: readonly [number, number][]): Generator<number> {
  for (const [first, last] of ranges) for (let deal = first; deal <= last; deal++) yield deal;
}

/** How a deal or a record is solved: the budget, the knowledge, and whether the line is printed. */
interface SolveSettings {
  readonly budgetMs: number;
  readonly visible: boolean;
  readonly withLine: boolean;
}

/**
 * Solves `position` and prints its line: `label`, the verdict, the winning line's length and the CPU time, and with
 * --line the record `recordWith` makes of the winning moves.
 */
function solveAndPrint(
  position: Position,
  label: string,
  settings: SolveSettings,
  recordWith: (line: GameRecord['moves']) => GameRecord,
  print: (line: string) => void,
): void {
  // CPU time, so a loaded machine gives the same verdicts as a quiet one.
  const started = processCpuMs();
  const result = solve(position, { maxMs: settings.budgetMs, now: processCpuMs, knowledge: settings.visible ? 'visible' : 'full' });
  const ms = processCpuMs() - started;
  const columns = [label, result.verdict, result.line ? String(result.line.length) : '-', ms.toFixed(1)];
  if (settings.withLine && result.line) columns.push(JSON.stringify(recordWith(result.line)));
  print(columns.join('\t'));
}

export async function solveCommand(
  argv: string[],
  usage: (message: string) => Error,
  read: (args: string[]) => Promise<unknown>,
  print: (line: string) => void,
): Promise<void> {
  const args = argv.slice();
  const variant = takeOption(args, '--variant', usage);
  const budgetText = takeOption(args, '--budget-ms', usage);
  const budgetMs = budgetText === undefined ? DEFAULT_BUDGET_MS : Number(budgetText);
  if (!(budgetMs > 0)) throw usage('--budget-ms needs a positive number of milliseconds');
  const settings: SolveSettings = { budgetMs, withLine: takeFlag(args, '--line'), visible: takeFlag(args, '--visible') };
  const [game, ...dealWords] = args;
  // Not a game's name: a record's file (or - for standard input), its own game and rule set in it.
  if (game !== undefined && !isGameId(game) && (game === '-' || /\.json$/i.test(game) || dealWords.length === 0)) {
    if (variant !== undefined) throw usage('a record names its own rule set: --variant goes with a game and deals');
    return solveRecord(await read(args), settings, print);
  }
  if (!isGameId(game)) throw usage(`unknown game "${game ?? ''}"`);
  const rules = rulesOf(game);
  if (variant !== undefined && !rules.variants.includes(variant)) {
    throw usage(`${game} has no variant "${variant}" (it has ${rules.variants.join(', ')})`);
  }
  for (const deal of dealsOf(parseDeals(dealWords, usage))) {
    solveAndPrint(newGame(game, deal, variant), String(deal), settings, (line) => recordOf(game, variant, deal, line), print);
    // A turn of the event loop between deals: a reader that has gone (`| head`) is heard, and ends the run (cli.ts).
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** The record's last position solved; its line, with --line, is the record with the winning moves after its own. */
function solveRecord(value: unknown, settings: SolveSettings, print: (line: string) => void): void {
  const replayed = replay(value);
  if (!replayed.ok) throw new Error(replayed.error);
  const { record, positions } = replayed.value;
  const { game, variant, deal, start, moves } = record;
  const opening = deal !== undefined ? { deal } : { start };
  solveAndPrint(
    positions[positions.length - 1],
    '-',
    settings,
    (line) => ({
      game,
      ...(variant !== undefined ? { variant } : {}),
      ...opening,
      moves: [...moves, ...line],
    }),
    print,
  );
}

function recordOf(game: GameId, variant: string | undefined, deal: number, moves: GameRecord['moves']): GameRecord {
  return { game, ...(variant !== undefined ? { variant } : {}), deal, moves };
}
