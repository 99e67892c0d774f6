// ShootMe's Klondike-Solver (MIT, C++; built from its source with make), the reference solver for Klondike with
// unlimited redeals, run on the decks of our deals for the solver bench: per deck its verdict and CPU time. Found at
// $KLONDIKE_SOLVER, else as KlondikeSolver on PATH; the bench runs without it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rankOf, suitOf } from '../../src/engine/cards';
import { seededDeck } from '../../src/engine/mechanics/deal';
import type { Verdict } from '../../src/engine/solver';
import { childCpuMs } from './fc-solve';

/** The solver's path, or undefined when it is not installed. */
export function klondikeSolverPath(): string | undefined {
  const fromEnv = process.env.KLONDIKE_SOLVER;
  if (fromEnv) return fromEnv;
  const found = spawnSync('sh', ['-c', 'command -v KlondikeSolver'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : undefined;
}

/**
 * A deal's deck as Klondike-Solver reads it: the cards in the order they are dealt (klondike.md's s[0..51]), three
 * digits a card, the rank 01-13 then the suit 1-4 (clubs, diamonds, hearts, spades: our suits' order).
 */
export function deckString(deal: number): string {
  return seededDeck(deal)
    .order.map((card) => String(rankOf(card)).padStart(2, '0') + String(suitOf(card) + 1))
    .join('');
}

export interface KlondikeSolverRun {
  /** Per deal: solved, or unknown (its fast mode proves no loss: an "Impossible" there is a pruned search's). */
  readonly verdicts: Map<number, Verdict>;
  /** Per deal, the CPU time it reports ("Took", clock() ticks: microseconds), in ms. */
  readonly dealMs: Map<number, number>;
  /** CPU time of the whole run (user + system of the solver process), in ms. */
  readonly cpuMs: number;
}

/** Solves deals `first`…`last` drawing `draws` cards a click, in its fast mode (`/F`), one process for all. */
export function runKlondikeSolver(path: string, first: number, last: number, draws: number): KlondikeSolverRun {
  const dir = mkdtempSync(join(tmpdir(), 'klondike-solver-'));
  try {
    const file = join(dir, 'decks.txt');
    const deals = Array.from({ length: last - first + 1 }, (_, i) => first + i);
    writeFileSync(file, deals.map(deckString).join('\n') + '\n');
    const marker = '--- times ---';
    const script = `"$0" /DC ${draws} /F /O 2 "$1"; echo '${marker}'; times`;
    const out = spawnSync('sh', ['-c', script, path, file], { encoding: 'utf8', maxBuffer: 1 << 26 });
    if (out.status !== 0) throw new Error(`${path} failed: ${out.stderr}`);
    const [log, times] = out.stdout.split(marker);
    const lines = [...log.matchAll(/^(Minimal solution|Solved|Impossible|Unknown)\b.*Took (\d+) ms\./gm)];
    if (lines.length !== deals.length) throw new Error(`${path}: ${lines.length} results for ${deals.length} decks`);
    const verdicts = new Map<number, Verdict>();
    const dealMs = new Map<number, number>();
    lines.forEach(([, word, ticks], i) => {
      verdicts.set(deals[i], word === 'Minimal solution' || word === 'Solved' ? 'solved' : 'unknown');
      dealMs.set(deals[i], Number(ticks) / 1000);
    });
    return { verdicts, dealMs, cpuMs: childCpuMs(times) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
