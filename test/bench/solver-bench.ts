// `npm run bench:solver [-- --budget-ms n] [--deals n] [--games a,b]`: solver verdicts and times per deal.
// Baker's Game: Microsoft deals 1–1000 under both rule sets, where fc-solve's counts are the reference;
// the other games: 200 deals each (full knowledge) within a time budget per deal.
import { type GameId, newGame, replay, status } from '../../src/engine';
import { solve, type SolveResult, type Verdict } from '../../src/engine/solver';

interface Group {
  readonly label: string;
  readonly game: GameId;
  readonly variant?: string;
  readonly deals: number;
  readonly budgetMs: number;
  /** fc-solve's counts for Microsoft deals 1–1000, measured on this machine (median about 6 ms CPU per deal). */
  readonly reference?: { solved: number; unsolvable: number };
}

const FC_SOLVE_MEDIAN_MS = 6;

function numberOption(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  return i < 0 ? fallback : Number(process.argv[i + 1]);
}

function listOption(name: string): string[] | undefined {
  const i = process.argv.indexOf(name);
  return i < 0 ? undefined : process.argv[i + 1].split(',');
}

const otherDeals = numberOption('--deals', 200);
const otherBudget = numberOption('--budget-ms', 1000);
const GROUPS: Group[] = [
  { label: "Baker's Game (kings)", game: 'bakers-game', variant: 'kings', deals: 1000, budgetMs: 600_000, reference: { solved: 326, unsolvable: 674 } },
  { label: "Baker's Game (any)", game: 'bakers-game', variant: 'any', deals: 1000, budgetMs: 600_000, reference: { solved: 766, unsolvable: 234 } },
  { label: 'Pileon', game: 'pileon', deals: otherDeals, budgetMs: otherBudget },
  { label: 'Cruel', game: 'cruel', deals: otherDeals, budgetMs: otherBudget },
  { label: 'Maze', game: 'maze', deals: otherDeals, budgetMs: otherBudget },
  { label: 'Spider Three Decks', game: 'spider-three-decks', deals: otherDeals, budgetMs: otherBudget },
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
/** CPU time of this process: budgets and the comparison with fc-solve stay fair on a busy machine. */
const cpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

function wins(group: Group, deal: number, result: SolveResult): boolean {
  const replayed = replay({ game: group.game, variant: group.variant, deal, moves: result.line });
  return replayed.ok && status(replayed.value.positions[replayed.value.positions.length - 1]) === 'won';
}

function runGroup(group: Group): { cpuMedian: number } {
  const counts: Record<Verdict, number> = { solved: 0, unsolvable: 0, unknown: 0 };
  const wall: number[] = [];
  const cpu: number[] = [];
  let positions = 0;
  let badLines = 0;
  const started = performance.now();
  for (let deal = 1; deal <= group.deals; deal++) {
    const position = newGame(group.game, deal, group.variant);
    const t0 = performance.now();
    const c0 = cpuMs();
    const result = solve(position, { maxMs: group.budgetMs, now: cpuMs, knowledge: 'full' });
    cpu.push(cpuMs() - c0);
    wall.push(performance.now() - t0);
    counts[result.verdict]++;
    positions += result.positions;
    if (result.line && !wins(group, deal, result)) badLines++;
  }
  const total = (performance.now() - started) / 1000;
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const ms = (x: number) => x.toFixed(1).padStart(7);
  const times = (sorted: number[]) => `median ${ms(percentile(sorted, 0.5))} p90 ${ms(percentile(sorted, 0.9))} max ${ms(sorted[sorted.length - 1])}`;
  console.log(`${group.label.padEnd(22)} solved ${String(counts.solved).padStart(4)}  unsolvable ${String(counts.unsolvable).padStart(4)}  unknown ${String(counts.unknown).padStart(4)}` +
    `  | total ${total.toFixed(1)} s, ${(positions / 1e6).toFixed(2)} M positions${badLines ? `  | ${badLines} LINES DO NOT WIN` : ''}`);
  console.log(`${''.padEnd(22)} ms per deal: wall ${times(wall)}  | cpu ${times(cpu)}`);
  if (group.reference) {
    const agree = counts.solved === group.reference.solved && counts.unsolvable === group.reference.unsolvable;
    console.log(`${''.padEnd(22)} fc-solve: solved ${group.reference.solved}, unsolvable ${group.reference.unsolvable} → ${agree ? 'agree' : 'DISAGREE'}`);
  }
  return { cpuMedian: percentile(cpu, 0.5) };
}

const only = listOption('--games');
console.log(`solver bench: budget ${otherBudget} ms of CPU per deal outside Baker's Game, ${otherDeals} deals each`);
const started = performance.now();
for (const group of GROUPS) {
  if (only && !only.includes(group.game)) continue;
  const { cpuMedian } = runGroup(group);
  if (group.reference) console.log(`${''.padEnd(22)} median CPU per deal / fc-solve's ${FC_SOLVE_MEDIAN_MS} ms: ${(cpuMedian / FC_SOLVE_MEDIAN_MS).toFixed(2)}`);
}
console.log(`total ${((performance.now() - started) / 1000).toFixed(1)} s`);
