// fc-solve (Debian package freecell-solver-bin), the reference solver, run on Microsoft deals for the
// solver bench: per deal its verdict, per run its CPU time. Kings' Only Baker's Game is AisleRiot's
// Baker's Game under kings rules (its any-card game moves sequences differently from AisleRiot);
// FreeCell is fc-solve's default game.
import { spawnSync } from 'node:child_process';
import type { Verdict } from '../../src/engine/solver';

const RANGE_SOLVER = 'freecell-solver-range-parallel-solve';

export interface FcSolveRun {
  readonly preset: string;
  readonly verdicts: Map<number, Verdict>;
  /** CPU time of the run (user + system of the solver process), in ms. */
  readonly cpuMs: number;
  /** Per deal after the first, the time between its report and the one before (wall clock, one thread), in ms. */
  readonly dealMs: number[];
}

/** Whether fc-solve's range solver is on PATH. */
export function fcSolveInstalled(): boolean {
  return spawnSync('sh', ['-c', `command -v ${RANGE_SOLVER}`]).status === 0;
}

/** The children's user and system times printed by the shell's `times` (its second line). */
export function childCpuMs(timesOutput: string): number {
  const line = timesOutput.trim().split('\n').pop() ?? '';
  const seconds = [...line.matchAll(/(\d+)m([\d.]+)s/g)].map(([, m, s]) => Number(m) * 60 + Number(s));
  return seconds.reduce((a, b) => a + b, 0) * 1000;
}

/** The games fc-solve plays as ours: its name for each (`-g`), or none for its default, FreeCell. */
const FC_SOLVE_GAME = { 'bakers-game': ['-g', 'ko_bakers_game'], freecell: [] } as const;

/**
 * Solves Microsoft deals `first`…`last` of `game` with one preset (`default`, or a name for `-l`). Every deal
 * fc-solve reaches is solved unless it printed "Unsolved" (searched out) or "Intractable" (limits hit).
 */
export function runFcSolve(game: keyof typeof FC_SOLVE_GAME, first: number, last: number, preset: string): FcSolveRun {
  const args = [String(first), String(last), '1', ...FC_SOLVE_GAME[game], ...(preset === 'default' ? [] : ['-l', preset])];
  const marker = '--- times ---';
  const script = `${RANGE_SOLVER} "$@" 2>&1; echo '${marker}'; times`;
  const out = spawnSync('sh', ['-c', script, 'sh', ...args], { encoding: 'utf8', maxBuffer: 1 << 28 });
  if (out.status !== 0) throw new Error(`${RANGE_SOLVER} failed: ${out.stderr}`);
  const [log, times] = out.stdout.split(marker);
  const verdicts = new Map<number, Verdict>();
  const dealMs: number[] = [];
  let reachedAt = NaN;
  for (const [, at] of log.matchAll(/^Reached Board No\. \d+ at ([\d.]+)/gm)) {
    if (!Number.isNaN(reachedAt)) dealMs.push((Number(at) - reachedAt) * 1000);
    reachedAt = Number(at);
  }
  for (const [, word, deal] of log.matchAll(/^(Unsolved|Intractable|Reached) Board No\. (\d+)/gm)) {
    const n = Number(deal);
    if (word === 'Unsolved') verdicts.set(n, 'unsolvable');
    else if (word === 'Intractable') verdicts.set(n, 'unknown');
    else if (!verdicts.has(n)) verdicts.set(n, 'solved');
  }
  return { preset, verdicts, cpuMs: childCpuMs(times), dealMs };
}
