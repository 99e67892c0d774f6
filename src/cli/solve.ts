// `patience solve <game> <deal…|from-to>`: one line per deal, deal<TAB>verdict<TAB>moves<TAB>ms.
import { isGameId, newGame, rulesOf, type GameId, type GameRecord } from '../engine';
import { processCpuMs } from '../cpu-clock';
import { solve } from '../engine/solver';

export const SOLVE_USAGE = `  patience solve <game> <deal…|from-to> [--variant v] [--budget-ms n] [--visible] [--line]
                                             solve deals: deal<TAB>solved|unsolvable|unknown<TAB>moves<TAB>ms
                                             (--budget-ms: CPU time per deal, default 10000; ms: its CPU time;
                                             --visible: without peeking at face-down cards;
                                             --line: a fifth column with the winning record, for replay)`;

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

export async function solveCommand(argv: string[], usage: (message: string) => Error): Promise<void> {
  const args = argv.slice();
  const variant = takeOption(args, '--variant', usage);
  const budgetText = takeOption(args, '--budget-ms', usage);
  const withLine = takeFlag(args, '--line');
  const visible = takeFlag(args, '--visible');
  const [game, ...dealWords] = args;
  if (!isGameId(game)) throw usage(`unknown game "${game ?? ''}"`);
  const rules = rulesOf(game);
  if (variant !== undefined && !rules.variants.includes(variant)) {
    throw usage(`${game} has no variant "${variant}" (it has ${rules.variants.join(', ')})`);
  }
  const budgetMs = budgetText === undefined ? DEFAULT_BUDGET_MS : Number(budgetText);
  if (!(budgetMs > 0)) throw usage('--budget-ms needs a positive number of milliseconds');
  for (const deal of dealsOf(parseDeals(dealWords, usage))) {
    // CPU time, so a loaded machine gives the same verdicts as a quiet one.
    const started = processCpuMs();
    const result = solve(newGame(game, deal, variant), { maxMs: budgetMs, now: processCpuMs, knowledge: visible ? 'visible' : 'full' });
    const ms = processCpuMs() - started;
    const columns = [String(deal), result.verdict, result.line ? String(result.line.length) : '-', ms.toFixed(1)];
    if (withLine && result.line) columns.push(JSON.stringify(recordOf(game, variant, deal, result.line)));
    console.log(columns.join('\t'));
    // A turn of the event loop between deals: a reader that has gone (`| head`) is heard, and ends the run (cli.ts).
    await new Promise((resolve) => setImmediate(resolve));
  }
}

function recordOf(game: GameId, variant: string | undefined, deal: number, moves: GameRecord['moves']): GameRecord {
  return { game, ...(variant !== undefined ? { variant } : {}), deal, moves };
}
