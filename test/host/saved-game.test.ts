import { beforeEach, describe, expect, it } from 'vitest';
import { SAVED_GAME_KEY, UNREADABLE_GAME_KEY } from '../../src/host/saved-game';
import { activated, double, loaded, progress, run, settle, withMoves } from './harness';

let context: ReturnType<typeof activated>;
beforeEach(() => {
  context = activated();
});

async function openCruel() {
  await run('patience.newGame.cruel');
  double.panel.fromPage({ type: 'ready' });
  return loaded().record;
}

describe('saving the game in progress', () => {
  it('every progress is saved as a versioned record in globalState, with the engine\'s status', async () => {
    const record = withMoves(await openCruel(), 3);
    double.panel.fromPage({ ...progress(record, 65_000), score: 999 }); // a wrong score is logged, not saved
    await settle();
    expect(context.globalState.get(SAVED_GAME_KEY)).toEqual({
      schema: 1,
      id: (loaded() as unknown as { id: string }).id,
      record,
      elapsedMs: 65_000,
      status: 'playing',
      score: progress(record).score,
      hintsUsed: 0,
      savedAt: expect.any(String),
    });
    expect(double.logLines.join('\n')).toContain('score 999');
  });

  it('a saved game from before game ids gets one when it is read, and keeps it', async () => {
    const record = withMoves({ game: 'maze', deal: 12, moves: [] }, 2);
    await context.globalState.update(SAVED_GAME_KEY, { schema: 1, record, elapsedMs: 4000, status: 'playing', score: 0, savedAt: '2025-01-01T00:00:00.000Z' });
    await run('patience.resume');
    double.panel.fromPage({ type: 'ready' });
    const { id } = loaded() as unknown as { id: string };
    expect(id).toMatch(/^[a-z0-9]{12}$/);
    expect(context.globalState.get(SAVED_GAME_KEY)).toMatchObject({ schema: 1, id, record });
    expect(double.shown).toEqual([]);
  });

  it("a daily deal's day is saved with it and comes back with Resume Game; a damaged day is dropped, the game kept", async () => {
    const record = withMoves({ game: 'pileon', deal: 834039246, moves: [] }, 2);
    const stored = { schema: 1, id: 'daily-game-1', record, elapsedMs: 4000, status: 'playing', score: progress(record).score, hintsUsed: 0, daily: '2026-12-07', savedAt: '2026-12-07T10:00:00.000Z' };
    await context.globalState.update(SAVED_GAME_KEY, stored);
    await run('patience.resume');
    double.panel.fromPage({ type: 'ready' });
    expect(loaded()).toMatchObject({ record, daily: '2026-12-07' });
    double.panel.fromPage(progress(withMoves(record, 1)));
    await settle();
    expect(context.globalState.get(SAVED_GAME_KEY)).toMatchObject({ id: 'daily-game-1', daily: '2026-12-07' });

    context = activated();
    await context.globalState.update(SAVED_GAME_KEY, { ...stored, daily: '2026-02-30' });
    await run('patience.resume');
    double.panel.fromPage({ type: 'ready' });
    expect(loaded().record).toEqual(record);
    expect(loaded()).not.toHaveProperty('daily');
  });

  it('a new game is saved before any move, so a crash right away loses nothing', async () => {
    const record = await openCruel();
    expect(context.globalState.get(SAVED_GAME_KEY)).toMatchObject({ schema: 1, record, elapsedMs: 0 });
  });

  it('progress with a move the engine refuses is logged and not saved', async () => {
    const record = await openCruel();
    double.panel.fromPage(progress({ ...record, moves: [{ from: 'foundation-1', to: 'tableau-1' }] }));
    await settle();
    expect(context.globalState.get<{ record: unknown }>(SAVED_GAME_KEY)?.record).toEqual(record);
    expect(double.logLines.join('\n')).toMatch(/Ignored progress.*illegal/);
  });

  it('closing the tab loses nothing: Resume Game brings back the same move and clock', async () => {
    // One move: a second first-legal move can be a redeal that leaves a random deal lost, which is not resumed.
    const record = withMoves(await openCruel(), 1);
    double.panel.fromPage(progress(record, 90_000));
    await settle();
    double.panel.dispose();
    await run('patience.resume');
    double.panel.fromPage({ type: 'ready' });
    expect(loaded()).toMatchObject({ record, elapsedMs: 90_000 });
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

describe('a saved record that no longer replays', () => {
  const corrupted = { schema: 1, record: { game: 'maze', deal: 77, moves: [{ from: 'tableau-1', to: 'nowhere' }] }, elapsedMs: 5000, status: 'playing', score: 0 };

  it('is reported once in plain words, kept aside for a bug report, and replaced by a fresh game', async () => {
    await context.globalState.update(SAVED_GAME_KEY, corrupted);
    await run('patience.resume');
    const warnings = double.shown.filter((s) => s.kind === 'warning');
    expect(warnings).toHaveLength(1);
    expect(warnings[0].message).toMatch(/couldn't restore your last game.*fresh game/);
    expect(warnings[0].message).not.toMatch(/moves\[|tableau-1/); // the technical part goes to the log
    expect(context.globalState.get(UNREADABLE_GAME_KEY)).toEqual({ error: expect.stringContaining('nowhere'), setAsideAt: expect.any(String), stored: corrupted });
    double.panel.fromPage({ type: 'ready' });
    expect(loaded().record).toMatchObject({ game: 'maze', moves: [] }); // a fresh deal of the same game

    double.panel.dispose();
    double.answerQuickPick = () => undefined;
    await run('patience.newGame');
    await run('patience.resume');
    expect(double.shown.filter((s) => s.kind === 'warning')).toHaveLength(1);
  });

  it.each([
    ['from an incompatible version', { ...corrupted, schema: 2, record: { game: 'maze', deal: 77, moves: [] } }],
    ['not even an object', 'garbage'],
    ['an unknown game', { schema: 1, record: { game: 'chess', deal: 1, moves: [] }, elapsedMs: 0 }],
  ])('%s is handled the same way, without a crash', async (_, stored) => {
    await context.globalState.update(SAVED_GAME_KEY, stored);
    await expect(run('patience.resume')).resolves.toBeUndefined();
    expect(double.shown.filter((s) => s.kind === 'warning')).toHaveLength(1);
    expect(context.globalState.get(UNREADABLE_GAME_KEY)).toMatchObject({ stored });
    double.panel.fromPage({ type: 'ready' });
    expect(loaded().record.moves).toEqual([]);
  });

  it('found by New Game… is reported once and simply not offered', async () => {
    await context.globalState.update(SAVED_GAME_KEY, corrupted);
    let labels: string[] = [];
    double.answerQuickPick = (items) => ((labels = items.map((i) => i.label)), undefined);
    await run('patience.newGame');
    expect(labels).toHaveLength(5);
    expect(double.shown.filter((s) => s.kind === 'warning')).toHaveLength(1);
    expect(context.globalState.get(SAVED_GAME_KEY)).toBeUndefined();
  });
});
