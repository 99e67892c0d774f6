// `patience solve` (docs/cli.md): deals of a game, and a record's last position (a deal's or a `start` position's, as
// another program writes one), each one line deal<TAB>verdict<TAB>moves<TAB>ms, --line adding the winning record.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { privateCli } from './private-cli';
import { type GameRecord, replay, status } from '../../src/engine';
import { BRIDGE_START } from '../engine/solver/klondike-positions';

const built = privateCli('cli-solve');

function run(args: string[], input?: string): { code: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [built.cli, ...args], { input, encoding: 'utf8' });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** A record's replay ends won. */
function wins(record: unknown): boolean {
  const replayed = replay(record);
  return replayed.ok && status(replayed.value.positions[replayed.value.positions.length - 1]) === 'won';
}

/** A Klondike position with all 52 cards (unlimited redeals): 8♦ from the stock onto 9♠ needs 7♠ down from its foundation. */
const KLONDIKE_START = BRIDGE_START;

describe('CLI solve', () => {
  it('a deal: its number, the verdict, the line length and the CPU time; --line the winning record', () => {
    const { code, stdout } = run(['solve', 'freecell', '1', '--variant', 'safe', '--line']);
    expect(code).toBe(0);
    const [deal, verdict, moves, ms, record] = stdout.trim().split('\t');
    expect([deal, verdict]).toEqual(['1', 'solved']);
    expect(Number(ms)).toBeGreaterThanOrEqual(0);
    const parsed = JSON.parse(record) as GameRecord;
    expect(parsed).toMatchObject({ game: 'freecell', variant: 'safe', deal: 1 });
    expect(parsed.moves).toHaveLength(Number(moves));
    expect(wins(parsed)).toBe(true);
  });

  it('a record with a start position, on standard input: - in the deal column, the line a record that wins from it', () => {
    const given = { game: 'klondike', variant: 'unlimited', start: KLONDIKE_START, moves: [] };
    const { code, stdout, stderr } = run(['solve', '-', '--line'], JSON.stringify(given));
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const [label, verdict, moves, , record] = stdout.trim().split('\t');
    expect([label, verdict]).toEqual(['-', 'solved']);
    const parsed = JSON.parse(record) as GameRecord;
    expect(parsed.start).toEqual(replay(given).ok && (replay(given) as { value: { record: GameRecord } }).value.record.start);
    expect(parsed.moves).toHaveLength(Number(moves));
    expect(wins(parsed)).toBe(true);
  });

  it("a record file of a deal with moves played: solved from its last position, the line after the record's own moves", () => {
    const first = run(['solve', 'freecell', '7', '--line']).stdout.trim().split('\t')[4];
    const played = { ...(JSON.parse(first) as GameRecord) };
    const given = { ...played, moves: played.moves.slice(0, 5) };
    const file = join(built.dir, 'record.json');
    writeFileSync(file, JSON.stringify(given));
    const { code, stdout } = run(['solve', file, '--line']);
    expect(code).toBe(0);
    const [label, verdict, moves, , record] = stdout.trim().split('\t');
    expect([label, verdict]).toEqual(['-', 'solved']);
    const parsed = JSON.parse(record) as GameRecord;
    expect(parsed.moves.slice(0, 5)).toEqual(given.moves);
    expect(parsed.moves).toHaveLength(5 + Number(moves));
    expect(wins(parsed)).toBe(true);
  });

  it('a record that does not replay is refused with its reason (exit 1); --variant with a record is a usage error (exit 2)', () => {
    const bad = run(['solve', '-'], JSON.stringify({ game: 'klondike', deal: 1, moves: [{ from: 'tableau-1', to: 'stock' }] }));
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('move 1');
    expect(bad.stdout).toBe('');
    const variant = run(['solve', '-', '--variant', 'three'], JSON.stringify({ game: 'klondike', deal: 1, moves: [] }));
    expect(variant.code).toBe(2);
    expect(variant.stderr).toContain('--variant');
  });
});
