// Issue 17's attacks on Import Statistics… (breaks 3–9), each made through the command as a player
// would make it: the file is picked in the open dialog, the player reads one message. Every attack
// ends in a message, and what was counted before stays as it was.
import { beforeEach, describe, expect, it } from 'vitest';
import { type Statistics, registerStatistics } from '../../../src/host/stats';
import { double, window } from '../../support/vscode-double';
import { fakeDailySources } from './daily-sources';
import { importThroughDialog } from './import-dialog';
import { lostRecord, scoreOf, wonRecord } from './support';

const won = wonRecord();
const lost = lostRecord();
const NOW = Date.UTC(2025, 5, 1, 12);
const HOUR = 3_600_000;

let statistics: Statistics;
beforeEach(() => {
  double.reset();
  ({ statistics } = registerStatistics(
    double.context() as never,
    window.createOutputChannel('Patience') as never,
    'window-0001',
    fakeDailySources(),
  ));
});

const win = (id: string) =>
  statistics.record({ id, outcome: 'won', record: won, score: scoreOf(won), moves: won.moves.length, elapsedMs: 61_000 });
const loss = (id: string) => statistics.leave({ id, record: lost, elapsedMs: 20_000 });

/** A row as an export writes it. */
const row = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  game: 'bakers-game',
  variant: 'kings',
  deal: 2,
  outcome: 'won',
  score: 52,
  moves: won.moves.length,
  timeMs: 90_000,
  endedAt: new Date(NOW - 48 * HOUR).toISOString(),
  hintsUsed: 0,
  ...over,
});
const exportOf = (results: unknown[], more: Record<string, unknown> = {}) =>
  JSON.stringify({ format: 'patience-statistics', schema: 1, exportedAt: new Date(NOW).toISOString(), results, ...more });

const stored = () => JSON.stringify(statistics.snapshot());
const scope = (name: string) => statistics.snapshot().scopes.find((s) => s.scope === name)!;

describe('Import Statistics… cannot harm what is counted (issue 17)', () => {
  it("break 3: a row with a counted game's id, abandoned and dated earlier, leaves the win as it was and is reported as a conflict", async () => {
    await win('counted-win-1');
    const before = statistics.snapshot();
    const shown = await importThroughDialog(
      exportOf([row('counted-win-1', { outcome: 'abandoned', score: 3, moves: 4, endedAt: '2025-01-01T00:00:00.000Z' })]),
    );
    expect(statistics.snapshot()).toEqual(before);
    expect(statistics.snapshot().total).toMatchObject({ played: 1, won: 1, abandoned: 0, currentStreak: 1 });
    expect(shown).toMatchObject({
      kind: 'info',
      message: expect.stringMatching(/0 games added, 0 already counted, 1 conflicting with what is counted, left as counted/),
    });
  });

  it('break 4: a result dated after today is refused; it cannot keep a streak alive after a real loss', async () => {
    await loss('real-loss-01');
    const shown = await importThroughDialog(exportOf([row('from-future1', { endedAt: '9999-12-31T00:00:00.000Z' })]));
    expect(statistics.snapshot().total).toMatchObject({ played: 1, won: 0, currentStreak: 0 });
    expect(shown.message).toMatch(/1 refused/);
    expect(double.logLines.join('\n')).toMatch(/from-future1|9999-12-31.*after today/);
  });

  it('break 5: the 50 MB file of 300,000 results is refused whole, and nothing lands in globalState', async () => {
    await win('counted-win-2');
    const before = statistics.snapshot();
    const rows = Array.from({ length: 300_000 }, (_, i) =>
      row(`attack-${String(i).padStart(6, '0')}`, {
        outcome: 'lost',
        score: 0,
        moves: 0,
        endedAt: new Date(NOW - 60 * HOUR - i).toISOString(),
      }),
    );
    const text = exportOf(rows);
    expect(text.length).toBeGreaterThan(50_000_000);
    const shown = await importThroughDialog(text);
    expect(shown).toMatchObject({ kind: 'error', message: 'Nothing was imported: the file has more than 100,000 results.' });
    expect(statistics.snapshot()).toEqual(before);
  });

  it('break 5: a file over 64 MB is refused before it is read, with its size and the limit', async () => {
    const shown = await importThroughDialog(new Uint8Array(70 * 1024 * 1024));
    expect(shown).toMatchObject({ kind: 'error', message: 'Nothing was imported: the file is 70 MB; an export is at most 64 MB.' });
    expect(statistics.snapshot().total.played).toBe(0);
  });

  it('break 5: a file of more than 100,000 results is refused whole, however small', async () => {
    const shown = await importThroughDialog(exportOf(Array(100_001).fill({})));
    expect(shown).toMatchObject({ kind: 'error', message: 'Nothing was imported: the file has more than 100,000 results.' });
    expect(statistics.snapshot().total.played).toBe(0);
  });

  it('break 6: an id nested 100,000 lists deep is a refused row with a short reason, never a crash', async () => {
    await win('counted-win-3');
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const text = exportOf([row('xxxxxxxxxx')]).replace('"xxxxxxxxxx"', deep);
    const shown = await importThroughDialog(text);
    expect(shown.message).toMatch(/^Imported statistics: 0 games added, 0 already counted, 1 refused/);
    expect(statistics.snapshot().total.played).toBe(1);
    expect(double.logLines.join('\n')).toMatch(/refused: it is nested more than \d+ deep/);
    expect(Math.max(...double.logLines.map((l) => l.length))).toBeLessThan(500);
  });

  it('break 7: carried counts of 1.7e308 are refused; the totals stay finite', async () => {
    const forged = await importThroughDialog(
      exportOf([], { carried: { cruel: { played: 1.7e308, won: 1.7e308 }, maze: { played: 5, won: 2 } } }),
    );
    expect(statistics.snapshot().total).toMatchObject({ played: 5, won: 2 });
    expect(forged.message).toMatch(/1 refused/);
    const shown = await importThroughDialog(exportOf([], { carried: { cruel: { played: 3, won: 1.5 }, maze: { played: 5, won: 2 } } }));
    expect(statistics.snapshot().total).toMatchObject({ played: 5, won: 2 });
    expect(shown.message).toMatch(/1 refused/);
  });

  it('break 8: 500 one-move, 0 ms wins without records count as unverified: no best time, no best streak', async () => {
    const forged = Array.from({ length: 500 }, (_, i) =>
      row(`forged-${String(i).padStart(4, '0')}`, { moves: 1, timeMs: 0, endedAt: new Date(NOW - 40 * HOUR + i * 1000).toISOString() }),
    );
    await importThroughDialog(exportOf(forged));
    expect(scope('bakers-game:kings')).toMatchObject({
      played: 500,
      won: 500,
      unverified: 500,
      bestStreak: 0,
      fastestWinMs: null,
      fewestMoves: null,
      bestScore: null,
    });
  });

  it('break 8: a win whose record does not replay to it is refused', async () => {
    const shown = await importThroughDialog(exportOf([row('forged-rec1', { moves: 1, record: '1:89' })]));
    expect(statistics.snapshot().total.played).toBe(0);
    expect(shown.message).toMatch(/1 refused/);
  });

  it('break 9: two rows with one id in a file resolve as stored copies do: the first count stands, a win over any other end (issue 24, break 5)', async () => {
    const first = row('twice-game1', { outcome: 'lost', score: 10, moves: 30, endedAt: new Date(NOW - 50 * HOUR).toISOString() });
    const second = row('twice-game1', { endedAt: new Date(NOW - 45 * HOUR).toISOString() });
    const shown = await importThroughDialog(exportOf([first, second]));
    expect(statistics.snapshot().total).toMatchObject({ played: 1, won: 1, lost: 0 });
    expect(shown.message).toMatch(
      /1 game added, 0 already counted, 1 of them without a record, so they set no best and no streak, 1 conflicting/,
    );
  });

  it('nothing a file holds makes the command throw: each is one message and counts nothing it should not', async () => {
    await win('counted-win-4');
    const before = stored();
    const attacks = [
      '',
      'null',
      '[]',
      '"x"',
      '{"format":"patience-statistics","schema":1,"results":{"__proto__":{"polluted":true}}}',
      exportOf([{ __proto__: { id: 'proto-game1' } }, JSON.parse('{"__proto__":{"outcome":"won"},"id":"proto-game2"}')]),
      exportOf([], { carried: JSON.parse('{"__proto__":{"played":1,"won":1},"constructor":{"played":1,"won":1}}') }),
      exportOf([row('x'.repeat(5_000_000))]),
      exportOf([row('huge-record', { record: `1:${'01'.repeat(4_000_000)}` })]),
      exportOf([row('bad-variant', { game: 'cruel', variant: 'constructor' })]),
      `{"format":"patience-statistics","schema":1,"results":[${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}]}`,
    ];
    for (const attack of attacks) await importThroughDialog(attack);
    expect(stored()).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
