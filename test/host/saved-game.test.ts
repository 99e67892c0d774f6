// The games in progress: one file per game under globalStorageUri/games, written after every move;
// the one saved game of earlier versions (globalState, schema 1) moved in; damaged ones set aside.
import { beforeEach, describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../src/engine';
import { MIGRATED_GAME_KEY, SAVED_GAME_KEY, UNREADABLE_GAME_KEY } from '../../src/host/saved/saved-game';
import { activated, double, loaded, loadedId, progress, run, savedFile, savedIds, settle, stopTheClock, withMoves } from './harness';
import { NO_SUCH_GAME } from '../support/no-such-game';

let context: ReturnType<typeof activated>;
beforeEach(() => {
  context = activated();
});

async function openCruel() {
  await run('patience.newGame.cruel');
  double.panel.fromPage({ type: 'ready' });
  return loaded().record;
}

const warnings = () => double.shown.filter((s) => s.kind === 'warning');

describe('saving the game in progress', () => {
  it("every progress is saved as a versioned file of its own, with the engine's status and this window's mark", async () => {
    const record = withMoves(await openCruel(), 3);
    double.panel.fromPage({ ...progress(record, 65_000), score: 999 }); // a wrong score is logged, not saved
    await settle();
    expect(savedFile(loadedId())).toEqual({
      schema: 2,
      id: loadedId(),
      record,
      elapsedMs: 65_000,
      status: 'playing',
      score: progress(record).score,
      hintsUsed: 0,
      savedAt: expect.any(String),
      window: context.api.window,
      open: true,
    });
    expect(double.logLines.join('\n')).toContain('score 999');
    expect(context.globalState.get(SAVED_GAME_KEY)).toBeUndefined();
  });

  it("a daily deal's day is saved with it (the old slot's too) and comes back with Resume Game; a damaged day is dropped, the game kept", async () => {
    const record = withMoves({ game: 'pileon', deal: 834039246, moves: [] }, 2);
    const stored = {
      schema: 1,
      id: 'daily-game-1',
      record,
      elapsedMs: 4000,
      status: 'playing',
      score: progress(record).score,
      hintsUsed: 0,
      daily: '2026-12-07',
      savedAt: '2026-12-07T10:00:00.000Z',
    };
    await context.globalState.update(SAVED_GAME_KEY, stored);
    await run('patience.resume');
    double.panel.fromPage({ type: 'ready' });
    expect(loaded()).toMatchObject({ record, daily: '2026-12-07' });
    double.panel.fromPage(progress(withMoves(record, 1)));
    await settle();
    expect(savedFile('daily-game-1')).toMatchObject({ id: 'daily-game-1', daily: '2026-12-07' });

    context = activated();
    await context.globalState.update(SAVED_GAME_KEY, { ...stored, daily: '2026-02-30' });
    await run('patience.resume');
    double.panel.fromPage({ type: 'ready' });
    expect(loaded().record).toEqual(record);
    expect(loaded()).not.toHaveProperty('daily');
  });

  it('a new game is saved before any move, so a crash right away loses nothing', async () => {
    const record = await openCruel();
    await settle();
    expect(savedFile(loadedId())).toMatchObject({ schema: 2, record, elapsedMs: 0 });
  });

  it('progress with a move the engine refuses is logged and not saved', async () => {
    const record = await openCruel();
    double.panel.fromPage(progress({ ...record, moves: [{ from: 'foundation-1', to: 'tableau-1' }] }));
    await settle();
    expect(savedFile(loadedId())?.record).toEqual(record);
    expect(double.logLines.join('\n')).toMatch(/Ignored progress.*illegal/);
  });

  it('closing the tab loses nothing: Resume Game brings back the same move and clock', async () => {
    stopTheClock();
    // One move: a second first-legal move can be a redeal that leaves a random deal lost, which is not resumed.
    const record = withMoves(await openCruel(), 1);
    const id = loadedId();
    double.panel.fromPage(progress(record, 90_000));
    await settle();
    double.panel.dispose();
    await settle();
    expect(savedFile(id)).toMatchObject({ record, open: false });
    await run('patience.resume');
    double.panel.fromPage({ type: 'ready' });
    expect(loaded()).toMatchObject({ id, record, elapsedMs: 90_000 });
    await settle();
    expect(savedFile(id)).toMatchObject({ open: true });
  });

  it('a game left for another is forgotten: its file goes once it is counted', async () => {
    double.config.set('patience.confirmAbandon', false);
    const record = withMoves(await openCruel(), 1);
    const id = loadedId();
    double.panel.fromPage(progress(record));
    await settle();
    await run('patience.newGame.maze');
    await settle();
    expect(savedIds()).toEqual([loadedId()]);
    expect(savedIds()).not.toContain(id);
  });

  it('Resume Game with the tab open just shows the tab', async () => {
    await openCruel();
    await run('patience.resume');
    expect(double.panels).toHaveLength(1);
    expect(double.panel.revealed).toBe(1);
  });

  it('Resume Game with nothing saved says so', async () => {
    await run('patience.resume');
    expect(double.panels).toHaveLength(0);
    expect(double.shown).toEqual([expect.objectContaining({ kind: 'info', message: 'There is no unfinished game to resume.' })]);
  });
});

describe('the one saved game of earlier versions (globalState, schema 1)', () => {
  const old = (over: object = {}) => ({
    schema: 1,
    record: withMoves({ game: 'maze', deal: 12, moves: [] }, 2),
    elapsedMs: 4000,
    status: 'playing',
    score: 0,
    savedAt: '2025-01-01T00:00:00.000Z',
    ...over,
  });

  it('moves into the folder as the same game, and its value stays under another key', async () => {
    await context.globalState.update(SAVED_GAME_KEY, old({ id: 'saved0000001', hintsUsed: 2 }));
    await run('patience.resume');
    double.panel.fromPage({ type: 'ready' });
    expect(loaded()).toMatchObject({ id: 'saved0000001', record: old().record, elapsedMs: 4000 });
    expect(context.globalState.get(SAVED_GAME_KEY)).toBeUndefined();
    expect(context.globalState.get(MIGRATED_GAME_KEY)).toEqual(old({ id: 'saved0000001', hintsUsed: 2 }));
    await settle();
    expect(savedFile('saved0000001')).toMatchObject({ schema: 2, record: old().record, hintsUsed: 2, open: true });
    expect(double.shown).toEqual([]);
  });

  it('without a game id (from before ids) it gets one, kept from then on', async () => {
    await context.globalState.update(SAVED_GAME_KEY, old());
    await run('patience.resume');
    double.panel.fromPage({ type: 'ready' });
    const id = loadedId();
    expect(id).toMatch(/^[a-z0-9]{12}$/);
    expect(context.globalState.get(MIGRATED_GAME_KEY)).toMatchObject({ id });
    expect(savedIds()).toEqual([id]);
  });

  it('written back later by a window of an older version, it is not moved a second time', async () => {
    await context.globalState.update(SAVED_GAME_KEY, old());
    await run('patience.resume');
    double.panel.fromPage({ type: 'ready' });
    const id = loadedId();
    await settle();
    context = activated(context.globalState); // a reload; meanwhile an older window wrote its copy back
    await context.globalState.update(SAVED_GAME_KEY, old());
    await run('patience.resume');
    expect(savedIds()).toEqual([id]);
    expect(context.globalState.get(SAVED_GAME_KEY)).toBeUndefined();
  });
});

describe('a saved record that no longer replays', () => {
  const corrupted = {
    schema: 1,
    record: { game: 'maze', deal: 77, moves: [{ from: 'tableau-1', to: 'nowhere' }] },
    elapsedMs: 5000,
    status: 'playing',
    score: 0,
  };

  it('is reported once in plain words, kept aside for a bug report, and replaced by a fresh game', async () => {
    await context.globalState.update(SAVED_GAME_KEY, corrupted);
    await run('patience.resume');
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0].message).toMatch(/couldn't restore your last game.*fresh game/);
    expect(warnings()[0].message).not.toMatch(/moves\[|tableau-1/); // the technical part goes to the log
    expect(context.globalState.get(UNREADABLE_GAME_KEY)).toEqual({
      error: expect.stringContaining('nowhere'),
      setAsideAt: expect.any(String),
      stored: corrupted,
    });
    expect(double.panels).toHaveLength(0); // nothing else was there to resume

    await run('patience.newGame');
    await run('patience.resume');
    expect(warnings()).toHaveLength(1);
  });

  it('in a saved game file: reported once, kept aside, its file gone, and a fresh game of that kind instead', async () => {
    const id = 'damaged00001';
    double.files.set(
      `/global-storage/patience-dev.patience/games/${id}.json`,
      new TextEncoder().encode(JSON.stringify({ ...corrupted, schema: 2, id, window: 'gone-window1', open: false })),
    );
    await run('patience.resume');
    expect(warnings()).toHaveLength(1);
    expect(context.globalState.get(UNREADABLE_GAME_KEY)).toMatchObject({ error: expect.stringContaining('nowhere') });
    expect(savedFile(id)).toBeUndefined();
    await run('patience.resume');
    expect(warnings()).toHaveLength(1);
  });

  it.each([
    ['from an incompatible version', { ...corrupted, schema: 3, record: { game: 'maze', deal: 77, moves: [] } }],
    ['not even an object', 'garbage'],
    ['an unknown game', { schema: 1, record: { game: NO_SUCH_GAME.id, deal: 1, moves: [] }, elapsedMs: 0 }],
  ])('%s is handled the same way, without a crash', async (_, stored) => {
    await context.globalState.update(SAVED_GAME_KEY, stored);
    await expect(run('patience.resume')).resolves.toBeUndefined();
    expect(warnings()).toHaveLength(1);
    expect(context.globalState.get(UNREADABLE_GAME_KEY)).toMatchObject({ stored });
  });

  it('a game a newer version saved is left as it is: not offered, not removed, not reported', async () => {
    const path = '/global-storage/patience-dev.patience/games/newer0000001.json';
    const bytes = new TextEncoder().encode(JSON.stringify({ schema: 3, id: 'newer0000001', whatever: 'comes next' }));
    double.files.set(path, bytes);
    await run('patience.resume');
    expect(double.shown).toEqual([expect.objectContaining({ kind: 'info', message: 'There is no unfinished game to resume.' })]);
    expect(double.files.get(path)).toEqual(bytes);
    expect(context.globalState.get(UNREADABLE_GAME_KEY)).toBeUndefined();
  });

  it('a file that holds no JSON is set aside the same way', async () => {
    double.files.set('/global-storage/patience-dev.patience/games/broken000001.json', new TextEncoder().encode('{"schema": 2, "rec'));
    await run('patience.resume');
    expect(warnings()).toHaveLength(1);
    expect(savedIds()).toEqual([]);
  });

  it('found by New Game… is reported once and simply not offered', async () => {
    await context.globalState.update(SAVED_GAME_KEY, corrupted);
    let labels: string[] = [];
    double.answerQuickPick = (items) => ((labels = items.map((i) => i.label)), undefined);
    await run('patience.newGame');
    expect(labels).toHaveLength(GAME_IDS.length);
    expect(warnings()).toHaveLength(1);
    expect(context.globalState.get(SAVED_GAME_KEY)).toBeUndefined();
  });
});

describe('break 11: a saved game whose only fault is its clock', () => {
  it.each([
    ['missing', undefined],
    ['negative', -5000],
    ['not a number (NaN is stored as null)', null],
    ['a string', '1:05'],
  ])('%s: resumes at its move with the clock at 0:00, and the log says so', async (_, elapsedMs) => {
    const record = withMoves({ game: 'pileon', deal: 9, moves: [] }, 2);
    await context.globalState.update(SAVED_GAME_KEY, { schema: 1, id: 'clockless001', record, elapsedMs, status: 'playing', score: 0 });
    await run('patience.resume');
    double.panel.fromPage({ type: 'ready' });
    expect(loaded()).toMatchObject({ id: 'clockless001', record, elapsedMs: 0 });
    expect(warnings()).toEqual([]);
    expect(double.logLines.join('\n')).toMatch(/clockless001 had an unreadable clock .*resumes with the clock at 0:00/);
  });

  it('in a saved game file too', async () => {
    const record = withMoves({ game: 'cruel', deal: 3, moves: [] }, 1);
    const stored = {
      schema: 2,
      id: 'clockless002',
      record,
      elapsedMs: -1,
      status: 'playing',
      score: 0,
      hintsUsed: 1,
      savedAt: '2025-01-01T00:00:00.000Z',
      window: 'gone-window1',
      open: false,
    };
    double.files.set('/global-storage/patience-dev.patience/games/clockless002.json', new TextEncoder().encode(JSON.stringify(stored)));
    await run('patience.resume');
    double.panel.fromPage({ type: 'ready' });
    expect(loaded()).toMatchObject({ id: 'clockless002', record, elapsedMs: 0 });
    expect(warnings()).toEqual([]);
  });
});
