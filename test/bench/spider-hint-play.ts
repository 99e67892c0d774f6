// A quick driver for Spider's hint from the visible cards: plays deals by pressing H only (no undo), the planner beside AisleRiot's own rule.
//   --deals a-b     deals to play (default 100001-100060; the planner was tuned on deals 1-30)
//   --rules a,b     planner, aisleriot (default both)
//   --ms n          the planner's maxMs (default 1000), CPU time of this process
//   --quiet         only the summary
//   --cpu-list      each deal's hint CPU times too (ms), to merge the figures of runs in several processes
// Build and run: npx esbuild test/bench/spider-hint-play.ts --bundle --platform=node --outfile=dist/spider-hint-play.js && node dist/spider-hint-play.js
import { type Move, type Position, applyMove, newGame, status } from '../../src/engine';
import { processCpuMs } from '../../src/cpu-clock';
import { spiderPlannerMove } from '../../src/engine/solver/spider-planner';
import { THREE_DECKS } from '../../src/engine/solver/spider-board';
import { VisibleSpider } from '../../src/engine/solver/spider-visible';
import { aisleriotSpiderHint } from './aisleriot-spider-hint';

/** Moves a game may take at most (a won deal takes about 300 to 500). */
const MOVE_CAP = 2000;
/** A game whose stock is empty ends as lost after this many moves without a new card turned or a run home. */
const STALL = 150;

type Hint = (history: readonly Position[]) => Move | undefined;
type Ending = 'won' | 'stuck' | 'looped' | 'stalled' | 'capped';

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

/** Cards turned up or gone home so far: what a hint-follower cannot undo, so a fair measure of progress. */
function progress(position: Position): number {
  const table = VisibleSpider.from(position, THREE_DECKS);
  let down = 0;
  for (const d of table.down) down += d;
  return table.homes * 13 - down;
}

function play(deal: number, hint: Hint, cpu: number[]): { ending: Ending; moves: number } {
  const history: Position[] = [newGame('spider-three-decks', deal)];
  const seen = new Set([VisibleSpider.from(history[0], THREE_DECKS).hash()]);
  let best = progress(history[0]);
  let bestAt = 0;
  while (history.length <= MOVE_CAP) {
    const position = history[history.length - 1];
    if (status(position) === 'won') return { ending: 'won', moves: history.length - 1 };
    const start = processCpuMs();
    const move = hint(history);
    cpu.push(processCpuMs() - start);
    if (move === undefined) return { ending: 'stuck', moves: history.length - 1 };
    const next = applyMove(position, move);
    if (!next.ok) throw new Error(`deal ${deal}: illegal hint ${JSON.stringify(move)}: ${next.error}`);
    const key = VisibleSpider.from(next.value, THREE_DECKS).hash();
    if (seen.has(key)) return { ending: 'looped', moves: history.length };
    seen.add(key);
    history.push(next.value);
    const now = progress(next.value);
    if (now > best) [best, bestAt] = [now, history.length];
    if (next.value.piles[0].length === 0 && history.length - bestAt > STALL) return { ending: 'stalled', moves: history.length - 1 };
  }
  return { ending: 'capped', moves: MOVE_CAP };
}

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

function main(): void {
  const [first, last] = (option('deals') ?? '100001-100060').split('-').map(Number);
  const rules = (option('rules') ?? 'planner,aisleriot').split(',');
  const maxMs = Number(option('ms') ?? 1000);
  const quiet = process.argv.includes('--quiet');
  const cpuList = process.argv.includes('--cpu-list');
  const hints: Record<string, Hint> = {
    planner: (history) => spiderPlannerMove(history, { maxMs, now: processCpuMs }),
    aisleriot: (history) => aisleriotSpiderHint(history[history.length - 1]),
  };
  for (const rule of rules) {
    const cpu: number[] = [];
    const endings: Record<string, number> = {};
    for (let deal = first; deal <= last; deal++) {
      const before = cpu.length;
      const { ending, moves } = play(deal, hints[rule], cpu);
      endings[ending] = (endings[ending] ?? 0) + 1;
      if (!quiet) console.log(`${rule} deal ${deal}: ${ending} after ${moves} moves`);
      if (cpuList)
        console.log(
          `${rule} deal ${deal} cpu: ${cpu
            .slice(before)
            .map((ms) => ms.toFixed(1))
            .join(' ')}`,
        );
    }
    cpu.sort((a, b) => a - b);
    const deals = last - first + 1;
    const won = endings.won ?? 0;
    console.log(
      `${rule}: deals ${first}-${last}: won ${won}/${deals} (${((100 * won) / deals).toFixed(1)}%) ${JSON.stringify(endings)}; ` +
        `hints ${cpu.length}, CPU median ${percentile(cpu, 0.5).toFixed(1)} ms, p95 ${percentile(cpu, 0.95).toFixed(1)} ms, max ${percentile(cpu, 1).toFixed(1)} ms`,
    );
  }
}

main();
