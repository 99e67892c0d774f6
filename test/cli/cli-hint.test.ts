// `patience hint`: the Hint button's move for a record, the same as the page's worker gives for it,
// for a record of a game that hides cards masked as the player knows it too.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { privateCli } from './private-cli';
import { type GameId, type GameRecord, type Move, allDescriptors, legalMoves, newGame } from '../../src/engine';
import { maskRecord } from '../../src/engine/solver/hint-record';
import { handleSolverRequest } from '../../webview/solver/worker/solver-handler';
import { applied, seeded } from '../engine/solver/support';
import { request } from '../webview/direct-solver';

const built = privateCli('cli-hint');

function hint(record: unknown, ...args: string[]): { code: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [built.cli, 'hint', '-', ...args], { input: JSON.stringify(record), encoding: 'utf8' });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** A deal after `steps` seeded random moves (under `variant`, default the game's first rule set). */
function played(game: GameId, deal: number, steps: number, variant?: string): GameRecord {
  const random = seeded(deal + steps);
  let position = newGame(game, deal, variant);
  const moves: Move[] = [];
  for (let i = 0; i < steps && legalMoves(position).length; i++) {
    const legal = legalMoves(position);
    moves.push(legal[Math.floor(random() * legal.length)]);
    position = applied(position, moves[moves.length - 1]);
  }
  return { game, ...(variant ? { variant } : {}), deal, moves };
}

/** A budget in positions: the answer cannot depend on the machine. */
const POSITIONS = 1000;

describe('patience hint', () => {
  it("prints the page's hint and verdict for the same record, one JSON line", () => {
    const records = [
      played('pileon', 4, 3),
      played('cruel', 9, 5),
      played('maze', 2, 4),
      played('bakers-game', 3, 2),
      played('spider-three-decks', 5, 12),
    ];
    for (const record of records) {
      const page = handleSolverRequest(request(record, { maxPositions: POSITIONS }));
      const out = hint(record, '--positions', String(POSITIONS));
      expect(out.stderr, record.game).toBe('');
      expect(out.code).toBe(0);
      expect(out.stdout).toBe(`${JSON.stringify({ move: page.move ?? null, verdict: page.verdict })}\n`);
    }
  });

  it('a record of each game that hides cards, the unseen cards written [??], gets the same hint as the record itself', () => {
    // Each game that hides cards, under its first and its last rule set.
    const hiding = allDescriptors().filter((game) => game.hidesCards);
    expect(hiding.length).toBeGreaterThan(0);
    for (const record of hiding.flatMap(({ id, rules }) =>
      [...new Set([rules.variants[0], rules.variants.at(-1)!])].map((variant) => played(id, 8, 40, variant)),
    )) {
      const masked = maskRecord(record);
      if (!masked.ok) throw new Error(masked.error);
      const real = hint(record, '--positions', String(POSITIONS));
      expect(real.stderr, record.game).toBe('');
      expect(hint(masked.value, '--positions', String(POSITIONS)).stdout, record.game).toBe(real.stdout);
    }
  });

  it('a record that does not replay is refused with the reason (exit 1); a bad option is a usage error (exit 2)', () => {
    const masked = maskRecord(played('spider-three-decks', 8, 40));
    if (!masked.ok) throw new Error(masked.error);
    const short = hint({ ...masked.value, turned: [] });
    expect(short.code).toBe(1);
    expect(short.stderr).toMatch(/^patience: .*turned/);
    const bad = hint(played('pileon', 1, 0), '--positions', 'many');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--positions needs a whole number/);
  });
});
