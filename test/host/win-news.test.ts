// What a win means, told to the page once the statistics have counted it: a first win, a new best
// time or fewest moves, the streak (the result panel shows it).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameRecord } from '../../src/engine';
import { countedVerdict, winNews } from '../../src/host/stats/win-news';
import { activated, double, loaded, progress, run, settle } from './harness';
import { wonRecord } from './stats/support';

const won = wonRecord(2, 'kings'); // Baker's Game #2, solved
const news = () => double.panel.sent('winCounted');

beforeEach(() => {
  activated();
  double.config.set('patience.confirmAbandon', false);
});

/** Deals Baker's Game #2 (again, as the page's "Same deal again" does after the first). */
async function deal(again: boolean): Promise<string> {
  const before = again ? double.panel.sent('load').length : 0;
  if (again) double.panel.fromPage({ type: 'newGame', sameDeal: true });
  else {
    await run('patience.newGame.bakers-game');
    if (double.panel.sent('load').length === 0) double.panel.fromPage({ type: 'ready' });
    double.answerInputBox = () => '2';
    await run('patience.selectDeal');
  }
  await vi.waitFor(() =>
    expect([double.panel.sent('load').length > before, loaded().record]).toMatchObject([true, { deal: 2, moves: [] }]),
  );
  return (loaded() as unknown as { id: string }).id;
}

async function win(id: string, record: GameRecord, elapsedMs: number): Promise<void> {
  double.panel.fromPage({ ...progress(record, elapsedMs), id });
  await vi.waitFor(() => expect(news().at(-1)).toMatchObject({ id }));
}

describe('winCounted', () => {
  it('after the statistics count a win: first win, then a faster one, then a slower one, the streak growing', async () => {
    const first = await deal(false);
    await win(first, won, 95_000);
    expect(news()).toEqual([
      { type: 'winCounted', id: first, counted: 'now', assisted: false, firstWin: true, fastest: false, fewestMoves: false, streak: 1 },
    ]);
    const second = await deal(true);
    await win(second, won, 80_000);
    expect(news().at(-1)).toEqual({
      type: 'winCounted',
      id: second,
      counted: 'now',
      assisted: false,
      firstWin: false,
      fastest: true,
      fewestMoves: false,
      streak: 2,
    });
    const third = await deal(true);
    await win(third, won, 90_000);
    expect(news().at(-1)).toEqual({
      type: 'winCounted',
      id: third,
      counted: 'now',
      assisted: false,
      firstWin: false,
      fastest: false,
      fewestMoves: false,
      streak: 3,
    });
  });

  it('is sent once: the same win reported again is not counted again, and says nothing', async () => {
    const id = await deal(false);
    await win(id, won, 95_000);
    double.panel.fromPage({ ...progress(won, 96_000), id });
    await settle();
    await settle();
    expect(news()).toHaveLength(1);
  });

  it('a win with help is told so: the verdict says assisted, and it means nothing new', async () => {
    const id = await deal(false);
    double.panel.fromPage({ ...progress(won, 95_000), id, assisted: true });
    await vi.waitFor(() => expect(news().at(-1)).toMatchObject({ id }));
    expect(news()).toEqual([
      { type: 'winCounted', id, counted: 'now', assisted: true, firstWin: false, fastest: false, fewestMoves: false, streak: 0 },
    ]);
  });

  it('a win the engine does not replay to a win is refused, and the page hears so (it must not call it a win)', async () => {
    const id = await deal(false);
    const notWon = { ...won, moves: won.moves.slice(0, 3) };
    double.panel.fromPage({ ...progress(notWon, 95_000), id, status: 'won', score: 52 });
    await vi.waitFor(() => expect(news().at(-1)).toMatchObject({ id }));
    expect(news()).toEqual([
      { type: 'winCounted', id, counted: 'refused', assisted: false, firstWin: false, fastest: false, fewestMoves: false, streak: 0 },
    ]);
  });

  it('the verdict names the day whose daily deal the win won; a win with help wins no day', () => {
    const snapshot = (won: number) =>
      ({ scopes: [{ scope: 'cruel', won, fewestMoves: null, fastestWinMs: null, currentStreak: won }] }) as never;
    const record = { game: 'cruel' as const };
    expect(countedVerdict(snapshot(0), snapshot(1), { record, daily: '2026-12-03' })).toEqual({
      counted: 'now',
      assisted: false,
      firstWin: true,
      fastest: false,
      fewestMoves: false,
      streak: 1,
      daily: '2026-12-03',
    });
    expect(countedVerdict(snapshot(0), snapshot(0), { record, daily: '2026-12-03', assisted: true })).not.toHaveProperty('daily');
    expect(countedVerdict(snapshot(0), snapshot(1), { record })).not.toHaveProperty('daily');
  });

  it('fewer moves than every earlier win; a tie is no record', () => {
    const stats = (fewestMoves: number | null, fastestWinMs: number | null, won = 1) =>
      ({ won, fewestMoves, fastestWinMs, currentStreak: 4 }) as never;
    expect(winNews(stats(120, 60_000), stats(100, 60_000))).toEqual({ firstWin: false, fastest: false, fewestMoves: true, streak: 4 });
    expect(winNews(stats(null, null, 0), stats(100, 60_000))).toMatchObject({ firstWin: true, fewestMoves: false, fastest: false });
  });

  it('a win with help (Finish or Show Me How) is no first win: the own wins stay at none', () => {
    const stats = (won: number) => ({ won, fewestMoves: null, fastestWinMs: null, currentStreak: 0 }) as never;
    expect(winNews(stats(0), stats(0))).toEqual({ firstWin: false, fastest: false, fewestMoves: false, streak: 0 });
  });
});
