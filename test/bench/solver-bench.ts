// `npm run bench:solver [-- options]`: the solver's verdicts and times per deal, one thread, CPU time.
//   --bakers a-b      Microsoft deals for Baker's Game (kings) side by side with fc-solve, taking turns (default 1-1000)
//   --presets a,b     fc-solve presets to time for Baker's Game (default: default,as,lg; "default" is its own)
//   --freecell a-b    Microsoft deals for FreeCell (safe autoplay) side by side with fc-solve (default 1-1000)
//   --fc-presets a,b  fc-solve presets to time for FreeCell (default: cm,lg, the fastest of its 29 on deals 1-1000,
//                     both deciding all of 1-32000; its default preset spends minutes on some deals, 194 among them)
//   --deals a-b       deals for the other games (default 5001-5200, not the ones the solver was tuned on)
//   --ten n           how many of those deals also get 10 s (default 50; a search is resumed, not restarted)
//   --klondike a-b    deals for Klondike (unlimited redeals, draw one and three) side by side with Klondike-Solver's
//                     fast mode (default 5001-5100; $KLONDIKE_SOLVER or KlondikeSolver on PATH, else ours alone)
//   --games a,b       only these groups (bakers-game, freecell, klondike-solver, bakers-any, pileon, cruel, maze,
//                     klondike-single, klondike-three, klondike-no-redeals, klondike-unlimited; the Spiders only when
//                     named: spider-three-decks, spider-one, spider-two, spider-four)
//   --starts n        the winnable-only dealer run this many times on each of those groups (default 200; 0: none)
// The side by side groups get the winnable-only dealer simulated on their measured deals (dealerLine); the others get it
// run: the dealer's own search (win-first) on fresh random deals, each within its budget, until one is won (dealerRuns).
import { type GameId, MAX_DEAL, MIN_DEAL, newGame, replay, status } from '../../src/engine';
import { createSearch, type SolveResult, type Verdict } from '../../src/engine/solver';
import { processCpuMs } from '../../src/cpu-clock';
import { perDealDefault } from '../../src/host/deals/winnable-budget';
import { seeded } from '../engine/solver/support';
import { fcSolveInstalled, runFcSolve } from './fc-solve';
import { klondikeSolverPath, runKlondikeSolver } from './klondike-solver';

interface Group {
  readonly id: string;
  readonly label: string;
  readonly game: GameId;
  readonly variant?: string;
}

const GROUPS: Group[] = [
  { id: 'bakers-any', label: "Baker's Game (any)", game: 'bakers-game', variant: 'any' },
  { id: 'pileon', label: 'Pileon', game: 'pileon' },
  { id: 'cruel', label: 'Cruel', game: 'cruel' },
  { id: 'maze', label: 'Maze', game: 'maze' },
  { id: 'spider-three-decks', label: 'Spider Three Decks', game: 'spider-three-decks' },
  { id: 'spider-one', label: 'Spider (one suit)', game: 'spider', variant: 'one' },
  { id: 'spider-two', label: 'Spider (two suits)', game: 'spider', variant: 'two' },
  { id: 'spider-four', label: 'Spider (four suits)', game: 'spider', variant: 'four' },
  { id: 'klondike-single', label: 'Klondike (single)', game: 'klondike', variant: 'single' },
  { id: 'klondike-three', label: 'Klondike (three)', game: 'klondike', variant: 'three' },
  { id: 'klondike-no-redeals', label: 'Klondike (no-redeals)', game: 'klondike', variant: 'no-redeals' },
  { id: 'klondike-unlimited', label: 'Klondike (unlimited)', game: 'klondike', variant: 'unlimited' },
];

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i < 0 ? undefined : process.argv[i + 1];
}

function rangeOption(name: string, fallback: string): [number, number] {
  const text = option(name) ?? fallback;
  const match = /^(\d+)-(\d+)$/.exec(text);
  if (!match || Number(match[1]) > Number(match[2])) throw new Error(`${name}: expected a range like 1-1000, got "${text}"`);
  return [Number(match[1]), Number(match[2])];
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const MIB = 2 ** 20;

function wins(game: GameId, variant: string | undefined, deal: number, result: SolveResult): boolean {
  const replayed = replay({ game, variant, deal, moves: result.line });
  return replayed.ok && status(replayed.value.positions[replayed.value.positions.length - 1]) === 'won';
}

interface Outcome {
  readonly verdict: Verdict;
  /** The deal's time: CPU time, or wall time in the side by side (ourBlock times its blocks' CPU whole). */
  readonly ms: number;
  readonly peakBytes: number;
  readonly badLine: boolean;
}

/** Solves one deal within `firstMs` of CPU, then, if asked and still open, resumes it up to `thenMs` in all. */
function solveDeal(game: GameId, variant: string | undefined, deal: number, firstMs: number, thenMs?: number): Outcome[] {
  // The clock starts before the deal and the search are made, as fc-solve's CPU time holds its own setting up.
  const c0 = processCpuMs();
  const search = createSearch(newGame(game, deal, variant), { knowledge: 'full' });
  const outcomes: Outcome[] = [];
  let result = search.run({ maxMs: firstMs, now: processCpuMs });
  const judge = (r: SolveResult): Outcome => ({
    verdict: r.verdict,
    ms: processCpuMs() - c0,
    peakBytes: search.peakBytes,
    badLine: r.verdict === 'solved' && !wins(game, variant, deal, r),
  });
  outcomes.push(judge(result));
  if (thenMs !== undefined) {
    if (result.verdict === 'unknown' && !result.finished) result = search.run({ maxMs: thenMs - (processCpuMs() - c0), now: processCpuMs });
    outcomes.push(judge(result));
  }
  return outcomes;
}

/** `clock`: what each outcome's `ms` holds, CPU time (default) or, in the side by side, wall time (ourBlock). */
function summary(label: string, outcomes: Outcome[], clock: 'cpu' | 'wall' = 'cpu'): string {
  const decided = outcomes.filter((o) => o.verdict !== 'unknown').length;
  const count = (v: Verdict) => outcomes.filter((o) => o.verdict === v).length;
  const times = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  const peaks = outcomes.map((o) => o.peakBytes);
  const bad = outcomes.filter((o) => o.badLine).length;
  return (
    `${label.padEnd(8)} decided ${((100 * decided) / outcomes.length).toFixed(1).padStart(5)}% of ${outcomes.length}` +
    ` (won ${count('solved')}, lost ${count('unsolvable')}, unknown ${count('unknown')})` +
    `  ${clock} ms median ${percentile(times, 0.5).toFixed(1)} p95 ${percentile(times, 0.95).toFixed(1)} max ${times[times.length - 1].toFixed(0)}` +
    `  peak memory max ${(Math.max(...peaks) / MIB).toFixed(1)} MiB` +
    (bad ? `  ${bad} LINES DO NOT WIN` : '')
  );
}

/** One drawn deal as the winnable-only dealer sees it: the CPU time it costs, and whether it is proved won. */
interface Draw {
  readonly ms: number;
  readonly won: boolean;
}

/** A measured deal under the dealer's per-deal budget: undecided within it, it costs the whole budget. */
function drawAt(one: Outcome, then: Outcome | undefined, budgetMs: number): Draw {
  const decided = one.verdict !== 'unknown' ? one : then;
  if (decided && decided.verdict !== 'unknown' && decided.ms <= budgetMs) return { ms: decided.ms, won: decided.verdict === 'solved' };
  return { ms: budgetMs, won: false };
}

/**
 * The winnable-only dealer (src/host/deals/winnable-search.ts) simulated on the measured deals: it draws
 * deals at random until one is proved won within its per-deal budget, within its 20 s cap. Deals
 * the bench left undecided at 1 s count as the whole budget spent and lost (an upper bound).
 */
function dealerLine(game: GameId, variant: string | undefined, draws: Draw[]): string {
  const budget = perDealDefault(game, variant);
  const random = seeded(0x9e3779b9);
  const times: number[] = [];
  for (let run = 0; run < 20_000; run++) {
    let ms = 0;
    for (;;) {
      const draw = draws[Math.floor(random() * draws.length)];
      ms += Math.min(draw.ms, budget);
      if (draw.won || ms >= 20_000) break;
    }
    times.push(ms);
  }
  times.sort((a, b) => a - b);
  return `dealer   time to a winnable deal (simulated, ${budget} ms a deal): median ${(percentile(times, 0.5) / 1000).toFixed(2)} s  p99 ${(percentile(times, 0.99) / 1000).toFixed(2)} s`;
}

/** The dealer's cap on one search for a winnable deal (winnable-search.ts totalMs). */
const DEALER_CAP_MS = 20_000;

/**
 * The winnable-only dealer run `starts` times, as winnable-search.ts runs it on its thread: fresh random deals (seeded,
 * over every deal number), each given to the dealer's own search (proveDeal's: full knowledge, win-first) within the
 * rule set's budget, until one is won; the CPU time of each start, the dealing and the making of the searches in it.
 * Every won line is replayed to a win after the clock stops.
 */
function dealerRuns(game: GameId, variant: string | undefined, starts: number): string {
  const budget = perDealDefault(game, variant);
  const random = seeded(0x2545f491);
  const times: number[] = [];
  let draws = 0;
  let bad = 0;
  for (let start = 0; start < starts; start++) {
    const c0 = processCpuMs();
    for (;;) {
      const deal = MIN_DEAL + Math.floor(random() * (MAX_DEAL - MIN_DEAL + 1));
      draws++;
      const result = createSearch(newGame(game, deal, variant), { knowledge: 'full', winFirst: true }).run({
        maxMs: budget,
        now: processCpuMs,
      });
      const ms = processCpuMs() - c0;
      if (result.verdict === 'solved') {
        times.push(ms);
        if (!wins(game, variant, deal, result)) bad++;
        break;
      }
      if (ms >= DEALER_CAP_MS) {
        times.push(ms);
        break;
      }
    }
  }
  times.sort((a, b) => a - b);
  const s = (ms: number) => (ms / 1000).toFixed(2);
  return (
    `dealer   time to a winnable deal (run ${starts} times, ${budget} ms a deal, ${draws} deals drawn): median ${s(percentile(times, 0.5))} s` +
    `  p99 ${s(percentile(times, 0.99))} s  max ${s(times[times.length - 1])} s` +
    (bad ? `  ${bad} LINES DO NOT WIN` : '')
  );
}

function otherGame(group: Group, [first, last]: [number, number], ten: number, starts: number): void {
  const at1: Outcome[] = [];
  const at10: Outcome[] = [];
  for (let deal = first; deal <= last; deal++) {
    const tenToo = deal - first < ten;
    const [one, then] = solveDeal(group.game, group.variant, deal, 1000, tenToo ? 10_000 : undefined);
    at1.push(one);
    if (then) at10.push(then);
  }
  console.log(`${group.label}, deals ${first}-${last}`);
  console.log(`  ${summary('1 s', at1)}`);
  if (at10.length) console.log(`  ${summary('10 s', at10)} (deals ${first}-${first + at10.length - 1})`);
  if (starts > 0) console.log(`  ${dealerRuns(group.game, group.variant, starts)}`);
}

/** Deals per turn in the side by side: each solver takes its turn on a block, so a machine's drift falls on both. */
const BLOCK = 1000;

/**
 * Ours on one block of deals, timed as fc-solve's range solver is: the block's CPU time as a whole, with no
 * clock read per deal or within a search (each ends by its verdict or its memory bound), the dealing and the
 * making of each search inside it; per deal, its wall time, for the percentiles. The won lines are replayed
 * after the block's clock stops.
 */
function ourBlock(game: GameId, variant: string, from: number, to: number): { outcomes: Outcome[]; cpuMs: number } {
  const searched: { result: SolveResult; wallMs: number; peakBytes: number }[] = [];
  const c0 = processCpuMs();
  for (let deal = from; deal <= to; deal++) {
    const t0 = performance.now();
    const search = createSearch(newGame(game, deal, variant), { knowledge: 'full' });
    const result = search.run();
    searched.push({ result, wallMs: performance.now() - t0, peakBytes: search.peakBytes });
  }
  const cpuMs = processCpuMs() - c0;
  const outcomes = searched.map(({ result, wallMs, peakBytes }, i) => ({
    verdict: result.verdict,
    ms: wallMs,
    peakBytes,
    badLine: result.verdict === 'solved' && !wins(game, variant, from + i, result),
  }));
  return { outcomes, cpuMs };
}

/** A game fc-solve also plays, on Microsoft deals. */
interface SideBySide {
  readonly label: string;
  readonly game: 'bakers-game' | 'freecell';
  readonly variant: string;
}

/** Ours and fc-solve's presets on the same Microsoft deals, block by block. */
function sideBySide({ label, game, variant }: SideBySide, [first, last]: [number, number], presets: string[]): void {
  console.log(`${label}, Microsoft deals ${first}-${last} (the solvers take turns, ${BLOCK} deals a turn)`);
  const installed = fcSolveInstalled();
  const ours = new Map<number, Verdict>();
  const outcomes: Outcome[] = [];
  let ourMs = 0;
  const theirs = presets.map((preset) => ({ preset, verdicts: new Map<number, Verdict>(), cpuMs: 0, dealMs: [] as number[] }));
  for (let from = first; from <= last; from += BLOCK) {
    const to = Math.min(last, from + BLOCK - 1);
    const block = ourBlock(game, variant, from, to);
    ourMs += block.cpuMs;
    block.outcomes.forEach((outcome, i) => ours.set(from + i, outcome.verdict));
    outcomes.push(...block.outcomes);
    if (!installed) continue;
    for (const run of theirs) {
      const block = runFcSolve(game, from, to, run.preset);
      for (const [deal, verdict] of block.verdicts) run.verdicts.set(deal, verdict);
      run.cpuMs += block.cpuMs;
      run.dealMs.push(...block.dealMs);
    }
  }
  console.log(`  ${summary('ours', outcomes, 'wall')}  total ${(ourMs / 1000).toFixed(1)} s (CPU)`);
  console.log(
    `  ${dealerLine(
      game,
      variant,
      outcomes.map((o) => drawAt(o, undefined, perDealDefault(game, variant))),
    )}`,
  );
  if (!installed) {
    console.log('  fc-solve is not installed (Debian package freecell-solver-bin): no side by side');
    return;
  }
  for (const run of theirs) {
    let agree = 0;
    const disagree: number[] = [];
    for (let deal = first; deal <= last; deal++) {
      if (run.verdicts.get(deal) === ours.get(deal)) agree++;
      else disagree.push(deal);
    }
    const total = last - first + 1;
    console.log(
      `  fc-solve ${(run.preset === 'default' ? 'default' : `-l ${run.preset}`).padEnd(12)} verdicts equal ${agree}/${total}` +
        `${disagree.length ? ` (differ: ${disagree.slice(0, 10).join(', ')}${disagree.length > 10 ? ', …' : ''})` : ''}` +
        `  median ${percentile(
          run.dealMs.sort((a, b) => a - b),
          0.5,
        ).toFixed(2)} ms (wall)  total ${(run.cpuMs / 1000).toFixed(1)} s  ours/theirs ${(ourMs / run.cpuMs).toFixed(2)}`,
    );
  }
}

/**
 * Ours (10 s of CPU a deal, CPU time per deal) and Klondike-Solver's fast mode (its own CPU time per deck) on the same
 * decks: its verdicts are wins only, so ours must win every deck it wins; the times compared on the decks both win.
 */
function klondikeSideBySide(variant: 'unlimited' | 'three', draws: number, [first, last]: [number, number]): void {
  console.log(`Klondike (${variant}: draw ${draws}, unlimited redeals), deals ${first}-${last}, side by side with Klondike-Solver /F`);
  const outcomes: Outcome[] = [];
  for (let deal = first; deal <= last; deal++) outcomes.push(solveDeal('klondike', variant, deal, 10_000)[0]);
  console.log(`  ${summary('ours 10 s', outcomes)}  total ${(outcomes.reduce((t, o) => t + o.ms, 0) / 1000).toFixed(1)} s (CPU)`);
  const path = klondikeSolverPath();
  if (!path) {
    console.log('  Klondike-Solver is not installed (set KLONDIKE_SOLVER or put KlondikeSolver on PATH): no side by side');
    return;
  }
  const theirs = runKlondikeSolver(path, first, last, draws);
  const ours = (deal: number) => outcomes[deal - first];
  const differ: number[] = [];
  const bothWin: number[] = [];
  const onTheirUnknown = { solved: 0, unsolvable: 0, unknown: 0 };
  for (let deal = first; deal <= last; deal++) {
    if (theirs.verdicts.get(deal) === 'solved') {
      if (ours(deal).verdict === 'solved') bothWin.push(deal);
      else differ.push(deal);
    } else onTheirUnknown[ours(deal).verdict]++;
  }
  const ourMs = bothWin.map((deal) => ours(deal).ms);
  const theirMs = bothWin.map((deal) => theirs.dealMs.get(deal) ?? NaN);
  const ratios = bothWin.map((_, i) => ourMs[i] / theirMs[i]).sort((a, b) => a - b);
  const sum = (values: number[]) => values.reduce((t, v) => t + v, 0);
  const median = (values: number[]) =>
    percentile(
      [...values].sort((a, b) => a - b),
      0.5,
    );
  console.log(
    `  Klondike-Solver /F: won ${bothWin.length + differ.length} of ${last - first + 1}, total ${(theirs.cpuMs / 1000).toFixed(1)} s (CPU);` +
      ` ours wins ${bothWin.length} of those` +
      (differ.length ? ` (VERDICTS DIFFER: ${differ.join(', ')})` : ' (verdicts equal)') +
      `; on the ${last - first + 1 - bothWin.length - differ.length} it leaves open ours: won ${onTheirUnknown.solved}, lost ${onTheirUnknown.unsolvable}, unknown ${onTheirUnknown.unknown}`,
  );
  if (bothWin.length === 0) return;
  console.log(
    `  on the ${bothWin.length} both win: ours median ${median(ourMs).toFixed(1)} ms, theirs ${median(theirMs).toFixed(1)} ms (CPU);` +
      ` ours/theirs per deal median ${percentile(ratios, 0.5).toFixed(4)}, totals ${(sum(ourMs) / sum(theirMs)).toFixed(4)}`,
  );
}

const only = option('--games')?.split(',');
const deals = rangeOption('--deals', '5001-5200');
const ten = Number(option('--ten') ?? 50);
const starts = Number(option('--starts') ?? 200);
const started = performance.now();
console.log(
  'solver bench: one thread, CPU time; side by side: each block of deals timed whole, no budget (a search ends at its verdict or its memory bound); other games: budgets 1 s (and 10 s on the first deals of the range)',
);
if (!only || only.includes('bakers-game')) {
  sideBySide(
    { label: "Baker's Game (kings)", game: 'bakers-game', variant: 'kings' },
    rangeOption('--bakers', '1-1000'),
    (option('--presets') ?? 'default,as,lg').split(','),
  );
}
if (!only || only.includes('freecell')) {
  sideBySide(
    { label: 'FreeCell (safe autoplay)', game: 'freecell', variant: 'safe' },
    rangeOption('--freecell', '1-1000'),
    (option('--fc-presets') ?? 'cm,lg').split(','),
  );
}
if (!only || only.includes('klondike-solver')) {
  const range = rangeOption('--klondike', '5001-5100');
  klondikeSideBySide('unlimited', 1, range);
  klondikeSideBySide('three', 3, range);
}
for (const group of GROUPS) if (only ? only.includes(group.id) : !group.game.startsWith('spider')) otherGame(group, deals, ten, starts);
console.log(`wall ${((performance.now() - started) / 1000).toFixed(1)} s`);
