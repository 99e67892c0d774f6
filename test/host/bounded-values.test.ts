// Issue 24, break 3: one deep value blocks nothing. Every untrusted value (messages, saved games,
// journal entries) is read through one bounded reader (src/protocol/bounded-value.ts): a value nested 6,000 or
// 20,000 deep is refused with a reason, never a stack overflow, and the good values beside it still count.
import { beforeEach, describe, expect, it } from 'vitest';
import { VALUE_LIMITS, checkBounded, describeValue, parseBounded, readBounded } from '../../src/protocol/bounded-value';
import { startOf } from '../../src/engine';
import { entryName } from '../../src/host/journal/entry';
import { Journal } from '../../src/host/journal/journal';
import { verifyResult } from '../../src/stats-core/verify';
import { StorageFolder } from '../../src/host/storage/storage-folder';
import { parseHostMessage, parseWebviewMessage, parseWebviewState } from '../../src/protocol/protocol';
import { parseReplayGame, parseReplayHostMessage, parseReplayPageMessage, parseReplayState } from '../../src/protocol/replay-protocol';
import { parseStatsHostMessage, parseStatsViewMessage } from '../../src/protocol/stats-protocol';
import { Uri, workspace } from '../support/vscode-double';
import { STORAGE, activated, double, loaded, run, savedIds, withMoves } from './harness';
import { MapMemento, foldJournal, openStatistics, quietLog, scoreOf, wonRecord } from './stats/support';

/** JSON text of a list `depth` deep (JSON.stringify itself overflows on such a value). */
const deepText = (depth: number): string => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deep = (depth: number): unknown => JSON.parse(deepText(depth));

describe('the bounded reader', () => {
  it.each([6_000, 20_000])('a value nested %i deep is refused with a reason, without a throw', (depth) => {
    expect(checkBounded(deep(depth))).toEqual({ ok: false, error: `it is nested more than ${VALUE_LIMITS.depth} deep` });
    expect(parseBounded(deepText(depth))).toEqual({ ok: false, error: `it is nested more than ${VALUE_LIMITS.depth} deep` });
  });

  it('too long a text, too many values, no JSON: each refused with its reason; a value within bounds comes back whole', () => {
    expect(parseBounded('x'.repeat(VALUE_LIMITS.size + 1))).toEqual({
      ok: false,
      error: `it is ${VALUE_LIMITS.size + 1} characters long; at most ${VALUE_LIMITS.size} are read`,
    });
    expect(readBounded(new Uint8Array(VALUE_LIMITS.size + 1))).toMatchObject({ ok: false, error: expect.stringContaining('bytes long') });
    expect(checkBounded(new Array(VALUE_LIMITS.values + 1).fill(0))).toEqual({
      ok: false,
      error: `it holds more than ${VALUE_LIMITS.values} values`,
    });
    expect(parseBounded('{"schema": 2, "rec')).toMatchObject({ ok: false, error: expect.stringMatching(/^it holds no JSON/) });
    expect(readBounded(new TextEncoder().encode('{"a":[1,{"b":null}]}'))).toEqual({ ok: true, value: { a: [1, { b: null }] } });
  });

  it('a cycle (a structured clone may hold one) is refused at the depth limit', () => {
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(checkBounded(cycle)).toMatchObject({ ok: false });
    expect(describeValue(cycle, 30)).toBe('{"self":{"self":{"self":{"self…');
  });

  it('describeValue writes what JSON.stringify writes, cut short; never throws', () => {
    for (const value of [
      { from: 'tableau-1', to: 'tableau-2', count: 6 },
      [1, 'a', null, true, { x: [] }],
      'text',
      12,
      null,
      { a: undefined, b: 1 },
      [undefined, () => 1],
    ]) {
      expect(describeValue(value)).toBe(JSON.stringify(value));
    }
    expect(describeValue(undefined)).toBe('undefined');
    expect(describeValue('x'.repeat(1000))).toHaveLength(201);
    expect(describeValue(deep(20_000), 10)).toBe('[[[[[[[[[[…');
  });
});

describe('message validators never throw', () => {
  const depth = 6_000;
  it.each([
    ['webview: newGame with a deep game', () => parseWebviewMessage({ type: 'newGame', game: deep(depth) })],
    [
      'webview: progress whose moves[0] is deep',
      () =>
        parseWebviewMessage({
          type: 'progress',
          record: { game: 'maze', deal: 1, moves: [deep(depth)] },
          status: 'playing',
          score: 0,
          elapsedMs: 0,
        }),
    ],
    ['webview: a deep type', () => parseWebviewMessage({ type: deep(depth) })],
    ['webview state', () => parseWebviewState({ version: 1, record: { game: 'maze', deal: 1, moves: [deep(depth)] }, elapsedMs: 0 })],
    ['host: a deep command', () => parseHostMessage({ type: 'command', command: deep(depth) })],
    ['sidebar: play a deep game', () => parseStatsViewMessage({ type: 'play', game: deep(depth) })],
    ['sidebar: a deep snapshot', () => parseStatsHostMessage(deep(depth))],
    ['replay page: a deep type', () => parseReplayPageMessage({ type: deep(depth) })],
    ['replay host: a deep game', () => parseReplayHostMessage({ type: 'show', game: { game: deep(depth) } })],
    ['replay game', () => parseReplayGame({ id: 'game-00000001', game: deep(depth) })],
    ['replay state', () => parseReplayState({ version: 1, id: deep(depth) })],
  ])('%s: refused with a reason', (_, parse) => {
    const parsed = parse();
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.error).toMatch(/refused: it is nested more than \d+ deep/);
  });

  it('the statistics refuse a claim or a game left behind with a deep id, and say so in the log', async () => {
    const log = quietLog();
    const statistics = await openStatistics(new MapMemento(), { log });
    await expect(
      statistics.record({
        id: deep(depth),
        outcome: 'won',
        record: { game: 'maze', deal: 1, moves: [] },
        score: 0,
        moves: 0,
        elapsedMs: 0,
      }),
    ).resolves.toBe('rejected');
    await expect(
      statistics.leave({ id: deep(depth), record: { game: 'maze', deal: 1, moves: [deep(depth)] }, elapsedMs: 0 }),
    ).resolves.toBe('rejected');
    expect(log.text()).toMatch(/a list/);
  });

  it("the engine's record check quotes a deep move without overflowing", () => {
    expect(startOf({ game: 'maze', deal: 1, moves: [deep(20_000)] })).toEqual({
      ok: false,
      error: `move 1 (moves[0]): ${describeValue(deep(20_000))} is not a move object`,
    });
  });
});

describe('saved games: one deep saved game is refused, the others still offered', () => {
  const deepGame = (id: string) =>
    `{"schema":2,"id":"${id}","record":{"game":"maze","deal":3,"moves":[${deepText(20_000)}]},"elapsedMs":0,"status":"playing","score":0,"hintsUsed":0,"savedAt":"2025-01-06T12:00:00.000Z","window":"gone-window1","open":false}`;
  const good = withMoves({ game: 'cruel', deal: 9, moves: [] }, 1);
  const goodGame = (id: string) =>
    JSON.stringify({
      schema: 2,
      id,
      record: good,
      elapsedMs: 4000,
      status: 'playing',
      score: 0,
      hintsUsed: 0,
      savedAt: '2025-01-06T11:00:00.000Z',
      window: 'gone-window1',
      open: false,
    });

  beforeEach(() => {
    activated();
    double.files.set(`${STORAGE}/games/deep00000001.json`, new TextEncoder().encode(deepGame('deep00000001')));
    double.files.set(`${STORAGE}/games/good00000001.json`, new TextEncoder().encode(goodGame('good00000001')));
  });

  it('Resume Game resumes the good one; the deep one is set aside with the reason, told once', async () => {
    await expect(run('patience.resume')).resolves.toBeUndefined();
    double.panel.fromPage({ type: 'ready' });
    expect(loaded().record).toEqual(good);
    expect(double.shown.filter((s) => s.kind === 'warning')).toHaveLength(1);
    expect(double.logLines.join('\n')).toMatch(/nested more than \d+ deep/);
    expect(savedIds()).toEqual(['good00000001']);
  });

  it('New Game… offers to continue the good one', async () => {
    let labels: string[] = [];
    double.answerQuickPick = (items) => ((labels = items.map((i) => i.label)), undefined);
    await expect(run('patience.newGame')).resolves.toBeUndefined();
    expect(labels[0]).toMatch(/Continue Cruel/);
  });
});

describe('the journal catch-up: one deep entry does not stop the good ones beside it', () => {
  const DIR = '/global-storage/journal';
  const instant = { now: () => 0, pause: async () => undefined, sliceMs: Infinity };
  const T = Date.UTC(2025, 0, 6, 12);

  it('the good entry is taken back; the deep one is skipped with the reason', async () => {
    double.reset();
    const journal = new Journal(new StorageFolder(Uri.file(DIR) as never, workspace.fs as never), 'window-aaaa', instant);
    const won = wonRecord(2, 'kings');
    const verified = verifyResult(
      { id: 'game-00000001', outcome: 'won', record: won, score: scoreOf(won), moves: won.moves.length, elapsedMs: 61_000 },
      T,
    );
    if (!verified.ok) throw new Error(verified.error);
    await journal.write(verified.value, won);
    const forged = { ...verified.value, id: 'game-00000002', endedAt: T + 1 };
    const name = entryName({ ...forged, window: 'window-aaaa' });
    const text = JSON.stringify({ schema: 1, window: 'window-aaaa', ...forged, record: { ...won, moves: ['DEEP'] } }).replace(
      '"DEEP"',
      deepText(20_000),
    );
    double.files.set(`${DIR}/${name}`, new TextEncoder().encode(text));
    const { games, log } = await foldJournal(journal, T + 60_000);
    expect(games).toEqual([verified.value]);
    expect(log.lines.filter((l) => l.startsWith('[warn]'))).toEqual([expect.stringMatching(/nested more than \d+ deep/)]);
  });
});
