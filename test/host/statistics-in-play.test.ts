// The statistics as the games feed them, through the activated extension: a win when the page
// reports it, a loss or an abandoned game when the player moves on, nothing when a tab or the
// window closes, and the same numbers after a reload.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GAME_IDS, type GameId, type GameRecord } from '../../src/engine';
import { type DailyDeal, findDailyDeal } from '../../src/engine/daily-deal';
import { SAVED_GAME_KEY } from '../../src/host/saved/saved-game';
import { FakePanel, fakeView } from '../support/vscode-double';
import { activated, double, loaded, progress, run, savedFile, settle, stopTheClock, withMoves } from './harness';
import { lostRecord, wonRecord } from './stats/support';
import { isDailyCandidate } from '../support/daily';

const won = wonRecord(2, 'kings'); // Baker's Game #2, solved
const lost = lostRecord(1); // Cruel #1, played until the rules declare it lost

let context: ReturnType<typeof activated>;
beforeEach(() => {
  context = activated();
  double.config.set('patience.confirmAbandon', false);
});

const statistics = () => context.api.statistics;
const total = () => statistics().snapshot().total;
const scope = (key: string) =>
  statistics()
    .snapshot()
    .scopes.find((s) => s.scope === key);
const loadedId = (panel?: FakePanel): string => (loaded(panel) as unknown as { id: string }).id;

/** Deals `game` #`deal` through the commands (New <Game>, then Select Deal…), as a player would. */
async function deal(game: GameId, number: number): Promise<GameRecord> {
  await run(`patience.newGame.${game}`);
  if (double.panel.sent('load').length === 0) double.panel.fromPage({ type: 'ready' });
  double.answerInputBox = () => String(number);
  await run('patience.selectDeal');
  return loaded().record;
}

/** The page reports `record`, and the host's work on it (saving, counting) settles. */
async function play(record: GameRecord, elapsedMs = 30_000): Promise<void> {
  double.panel.fromPage(progress(record, elapsedMs));
  await settle();
}

describe('a win', () => {
  it('counts when the page reports it, checked by replay; reported again, or left afterwards, it counts once', async () => {
    await deal('bakers-game', 2);
    await play(won, 95_000);
    await vi.waitFor(() => expect(total()).toMatchObject({ played: 1, won: 1 }));
    await play(won, 96_000);
    await run('patience.newGame.maze');
    await settle();
    expect(total()).toMatchObject({ played: 1, won: 1, lost: 0, abandoned: 0, currentStreak: 1 });
    expect(scope('bakers-game:kings')).toMatchObject({ won: 1, fewestMoves: won.moves.length, fastestWinMs: 95_000 });
  });

  it('a forged claim (won, but the record is not) is logged and not counted', async () => {
    const start = await deal('bakers-game', 2);
    double.panel.fromPage({ ...progress(withMoves(start, 1)), status: 'won', score: 52 });
    await settle();
    await vi.waitFor(() => expect(double.logLines.join('\n')).toMatch(/won result for game .* was not counted/));
    expect(total().played).toBe(0);
  });
});

describe('hints used', () => {
  const recent = () => total().recent.map((r) => [r.outcome, r.hintsUsed]);

  it('a win counts the hints the page reported; a win without hints is a win without hints', async () => {
    await deal('bakers-game', 2);
    double.panel.fromPage({ ...progress(withMoves(loaded().record, 1)), hintsUsed: 1 });
    double.panel.fromPage({ ...progress(won, 95_000), hintsUsed: 2 });
    await vi.waitFor(() => expect(total()).toMatchObject({ won: 1, winsWithoutHints: 0 }));
    await deal('bakers-game', 2);
    await play(won, 90_000); // a page that sends no count: none
    await vi.waitFor(() => expect(total()).toMatchObject({ won: 2, winsWithoutHints: 1 }));
    expect(recent()).toEqual([
      ['won', 2],
      ['won', 0],
    ]);
  });

  it('a game left lost or abandoned carries the last count, also after the tab closed (saved with the game)', async () => {
    await deal('cruel', 1);
    double.panel.fromPage({ ...progress(lost), hintsUsed: 3 });
    await settle();
    expect(savedFile(loadedId())).toMatchObject({ hintsUsed: 3 });
    await run('patience.newGame.maze');
    await settle();
    const start = loaded().record;
    double.panel.fromPage({ ...progress(withMoves(start, 2)), hintsUsed: 1 });
    await settle();
    double.panel.dispose();
    await run('patience.resume'); // the saved game, in a new tab whose page starts counting again
    double.panel.fromPage({ type: 'ready' });
    double.panel.fromPage({ ...progress(withMoves(start, 3)), hintsUsed: 0 }); // cannot take the noted hint back
    await settle();
    await run('patience.newGame.pileon');
    await vi.waitFor(() =>
      expect(recent()).toEqual([
        ['lost', 3],
        ['abandoned', 1],
      ]),
    );
  });

  it('a saved game from before hints were noted has used none', async () => {
    const record = withMoves({ game: 'maze', deal: 12, moves: [] }, 2);
    await context.globalState.update(SAVED_GAME_KEY, {
      schema: 1,
      id: 'saved0000001',
      record,
      elapsedMs: 4000,
      status: 'playing',
      score: 0,
      savedAt: '2025-01-01T00:00:00.000Z',
    });
    await run('patience.resume');
    await run('patience.newGame.pileon');
    await vi.waitFor(() => expect(recent()).toEqual([['abandoned', 0]]));
  });
});

describe('assisted games (the solution was shown)', () => {
  const marks = () => total().recent.map((r) => [r.outcome, r.assisted ?? false]);

  it('a win the page reports as assisted counts apart from the wins; once assisted, the game stays so', async () => {
    await deal('bakers-game', 2);
    double.panel.fromPage({ ...progress(withMoves(loaded().record, 1)), assisted: true });
    double.panel.fromPage(progress(won, 95_000)); // the page lost the mark: the host has it
    await vi.waitFor(() => expect(total()).toMatchObject({ played: 1, won: 0, assistedWins: 1 }));
    expect(scope('bakers-game:kings')).toMatchObject({ fastestWinMs: null, currentStreak: 0 });
    expect(marks()).toEqual([['won', true]]);
  });

  it('the mark is saved with the game and goes with it when it is left, also after the tab closed; a restart is a game without it', async () => {
    await deal('maze', 5);
    const start = loaded().record;
    double.panel.fromPage({ ...progress(withMoves(start, 1)), assisted: true });
    await settle();
    expect(savedFile(loadedId())).toMatchObject({ assisted: true });
    double.panel.dispose();
    await run('patience.resume');
    double.panel.fromPage({ type: 'ready' });
    double.panel.fromPage(progress(withMoves(start, 2)));
    await settle();
    await run('patience.restart');
    await settle();
    expect(savedFile(loadedId())).toMatchObject({ record: { moves: [] } });
    expect(savedFile(loadedId())).not.toHaveProperty('assisted');
    double.panel.fromPage(progress(withMoves(start, 1)));
    await settle();
    await run('patience.newGame.pileon');
    await vi.waitFor(() =>
      expect(marks()).toEqual([
        ['abandoned', true],
        ['abandoned', false],
      ]),
    );
  });

  it('moves the record says Show Me How played make the game assisted, though the page sent no mark; the verdict says so', async () => {
    await deal('bakers-game', 2);
    double.panel.fromPage(progress({ ...won, helped: [{ by: 'showMe', from: 10, count: 5 }] }, 95_000));
    await vi.waitFor(() => expect(total()).toMatchObject({ played: 1, won: 0, assistedWins: 1 }));
    await vi.waitFor(() => expect(double.panel.sent('winCounted').at(-1)).toMatchObject({ counted: 'now', assisted: true }));
  });

  it("moves the page calls Finish's that the engine finds no Finish (moves between piles) are help too", async () => {
    await deal('bakers-game', 2);
    double.panel.fromPage(progress({ ...won, helped: [{ by: 'finish', from: 0, count: won.moves.length }] }, 95_000));
    await vi.waitFor(() => expect(total()).toMatchObject({ played: 1, won: 0, assistedWins: 1 }));
  });

  it('a progress whose mark is not true or false is refused', async () => {
    await deal('maze', 5);
    double.panel.fromPage({ ...progress(withMoves(loaded().record, 1)), assisted: 'yes' });
    await settle();
    expect(double.logLines.join('\n')).toMatch(/progress: assisted .* is not true or false/);
  });
});

describe('a game the player moves on from', () => {
  it('lost: counted when the next game starts, not when the rules declare it', async () => {
    await deal('cruel', 1);
    await play(lost);
    expect(total().played).toBe(0);
    await run('patience.newGame.maze');
    expect(total()).toMatchObject({ played: 1, lost: 1 });
    expect(scope('cruel')).toMatchObject({ played: 1, lost: 1 });
  });

  it('lost, then undone and continued: not lost, it counts as what it is when left (abandoned)', async () => {
    await deal('cruel', 1);
    await play(lost);
    await play({ ...lost, moves: lost.moves.slice(0, -1) });
    await run('patience.newDeal');
    expect(total()).toMatchObject({ played: 1, lost: 0, abandoned: 1 });
  });

  it('open with a move: abandoned, after the question (patience.confirmAbandon on); declining counts nothing', async () => {
    double.config.set('patience.confirmAbandon', true);
    const start = await deal('maze', 5);
    await play(withMoves(start, 1));
    await run('patience.newGame.pileon');
    expect(double.shown.at(-1)).toMatchObject({ modal: true, message: `Abandon Maze #5?` });
    expect(total().played).toBe(0);
    double.answerMessage = (shown) => shown.items[0];
    await run('patience.newGame.pileon');
    expect(total()).toMatchObject({ played: 1, abandoned: 1 });
    expect(scope('maze')).toMatchObject({ abandoned: 1 });
  });

  it('untouched: nothing', async () => {
    await deal('maze', 5);
    await run('patience.newDeal');
    await run('patience.newGame.cruel');
    expect(total().played).toBe(0);
  });

  it("restarted (Restart Deal, or the table's Restart): the old game is counted, the same deal again is a new game", async () => {
    await deal('cruel', 1);
    const first = loadedId();
    await play(lost);
    double.panel.fromPage({ type: 'newGame', sameDeal: true });
    await vi.waitFor(() => expect(loadedId()).not.toBe(first));
    expect(total()).toMatchObject({ played: 1, lost: 1 });
    await play(lost);
    await run('patience.restart');
    expect(total()).toMatchObject({ played: 2, lost: 2 });
    expect(loaded().record).toEqual({ game: 'cruel', deal: 1, moves: [] });
  });
});

describe('stats that read right', () => {
  it("one clock: the abandon question and the count say the time the page's header shows, not the time of the last move", async () => {
    stopTheClock(); // the host's clock runs on after the page's answer: a millisecond later the count said 185,401
    double.config.set('patience.confirmAbandon', true);
    const start = await deal('maze', 5);
    await play(withMoves(start, 2), 40_000);
    // The page's clock ran on after the last move: asked, it says 3:05.
    double.pageAnswers = (panel, message) => {
      if ((message as { type?: string }).type === 'sendProgress')
        panel.fromPage({ ...progress(withMoves(start, 2), 185_400), id: loadedId(panel) });
    };
    double.answerMessage = (shown) => shown.items[0];
    await run('patience.newGame.cruel');
    expect(double.shown.at(-1)).toMatchObject({
      message: 'Abandon Maze #5?',
      detail: expect.stringContaining('not finished: 2 moves in 3:05.'),
    });
    expect(total().recent).toEqual([expect.objectContaining({ outcome: 'abandoned', timeMs: 185_400 })]);
  });

  it("a restart asks in a restart's words and counts the old game as the player chose", async () => {
    double.config.set('patience.confirmAbandon', true);
    const start = await deal('maze', 5);
    const first = loadedId();
    await play(withMoves(start, 1));
    double.answerMessage = () => undefined; // keeps playing
    await run('patience.restart');
    expect(double.shown.at(-1)).toMatchObject({ message: 'Restart Maze #5?', items: ['Abandon and Restart'] });
    expect(loadedId()).toBe(first);
    expect(total().played).toBe(0);
    double.answerMessage = (shown) => shown.items[0];
    double.panel.fromPage({ type: 'newGame', sameDeal: true }); // the table's Restart
    await vi.waitFor(() => expect(loadedId()).not.toBe(first));
    expect(loaded()).toMatchObject({ record: { game: 'maze', deal: 5, moves: [] }, elapsedMs: 0 });
    expect(total()).toMatchObject({ played: 1, abandoned: 1 });
  });

  it('a new game after an abandoned one starts with no hints and the clock at zero', async () => {
    const start = await deal('bakers-game', 2);
    stopTheClock(); // the host's clock runs on after the page's answer: under load the abandon counted 70,001
    double.panel.fromPage({ ...progress(withMoves(start, 1), 70_000), hintsUsed: 4 });
    await settle();
    await run('patience.restart');
    expect(loaded()).toMatchObject({ record: { deal: 2, moves: [] }, elapsedMs: 0 });
    vi.setSystemTime(Date.now() + 1_000); // the won game ends after the abandoned one (the newest listed last)
    await play(won, 50_000); // the page of the new game sends no hint count: none
    await vi.waitFor(() => expect(total().won).toBe(1));
    expect(total().recent.map((r) => [r.outcome, r.hintsUsed, r.timeMs])).toEqual([
      ['abandoned', 4, 70_000],
      ['won', 0, 50_000],
    ]);
  });
});

describe('closing is not leaving', () => {
  it("except for a game the rules declared lost: closing its tab counts it lost, and a won game's saved file goes", async () => {
    await deal('cruel', 1);
    const lostId = loadedId();
    await play(lost);
    double.panel.dispose();
    await vi.waitFor(() => expect(total()).toMatchObject({ played: 1, lost: 1 }));
    expect(savedFile(lostId)).toBeUndefined();
    await deal('bakers-game', 2);
    const wonId = loadedId();
    await play(won, 95_000);
    await vi.waitFor(() => expect(total()).toMatchObject({ played: 2, won: 1 }));
    double.panel.dispose();
    await settle();
    expect(savedFile(wonId)).toBeUndefined();
    expect(total()).toMatchObject({ played: 2, won: 1, lost: 1 });
  });

  it('closing the tab counts nothing; the game resumes as the same game and counts once when left', async () => {
    const start = await deal('maze', 5);
    const id = loadedId();
    await play(withMoves(start, 2));
    double.panel.dispose();
    expect(total().played).toBe(0);
    await run('patience.resume');
    double.panel.fromPage({ type: 'ready' });
    expect(loadedId()).toBe(id);
    double.panel.dispose();
    await run('patience.newGame.cruel'); // no tab: the saved game is the one left
    expect(total()).toMatchObject({ played: 1, abandoned: 1 });
  });

  it('a reload changes no number, and the restored tab is the same game', async () => {
    await deal('cruel', 1);
    await play(lost);
    const start = await deal('maze', 5); // Cruel #1 counted lost
    const id = loadedId();
    const open = withMoves(start, 2);
    await play(open, 12_000);
    const before = statistics().snapshot();
    expect(before.total).toMatchObject({ played: 1, lost: 1 });

    // The window reloads: the extension starts again on the same globalState, VS Code restores the tab.
    context = activated(context.globalState);
    double.config.set('patience.confirmAbandon', false);
    await statistics().ready; // the statistics' work loads as they open
    expect(statistics().snapshot()).toEqual(before);
    const panel = new FakePanel('patience.game', 'Patience');
    double.panels.push(panel);
    await double.serializers.get('patience.game')!.deserializeWebviewPanel(panel, { version: 1, id, record: open, elapsedMs: 12_000 });
    panel.fromPage({ type: 'ready' });
    expect(loaded(panel)).toMatchObject({ id, record: open });
    await settle();
    expect(savedFile(id)).toMatchObject({ id, record: open, open: true, window: context.api.window });
    expect(statistics().snapshot()).toEqual(before);

    await run('patience.newGame.pileon');
    expect(total()).toMatchObject({ played: 2, lost: 1, abandoned: 1 });
  });
});

describe('the sidebar', () => {
  // 2026-12-03: a day whose daily deals the solver proves quickly (deal-commands.test.ts). Pileon's, the one played here,
  // is the engine's own (findDailyDeal), which each game's tests pin on their days.
  const DAY = '2026-12-03';
  let pileonsDaily: DailyDeal;
  beforeAll(async () => {
    pileonsDaily = await findDailyDeal('pileon', DAY);
  });
  type Message = {
    snapshot: { total: { played: number; lost: number } };
    daily: { date: string; games: { game: string; deal: unknown; state: unknown; streak: number }[] };
  };
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 11, 3, 12));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function openView() {
    const { panel, view } = fakeView();
    await double.viewProviders.get('patience.statistics')!.resolveWebviewView(view);
    panel.fromPage({ type: 'ready' });
    return { panel, sent: () => panel.sent('snapshot') as unknown as Message[] };
  }

  it('updates live when a game ends', async () => {
    const { sent } = await openView();
    await deal('cruel', 1);
    await play(lost);
    await run('patience.newDeal');
    await settle();
    const totals = sent().map((m) => `${m.snapshot.total.played}/${m.snapshot.total.lost}`);
    expect(totals.filter((t, i) => t !== totals[i - 1])).toEqual(['0/0', '1/1']);
  });

  it("lists today's daily deals with the numbers Daily Deal deals, plays one from its Play, and marks it won once won", async () => {
    const { panel, sent } = await openView();
    const board = () => sent().at(-1)!.daily;
    const pileon = () => board().games.find((g) => g.game === 'pileon');
    expect(board().date).toBe(DAY);
    expect(board().games.map((g) => g.game)).toEqual(GAME_IDS);
    await vi.waitFor(() => expect(board().games.filter((g) => typeof g.deal !== 'number')).toEqual([]), { timeout: 60_000 });
    for (const { game, deal } of board().games) expect(isDailyCandidate(game as GameId, DAY, deal), `${game}: ${deal}`).toBe(true);
    expect(pileon()?.deal).toBe(pileonsDaily.deal);
    panel.fromPage({ type: 'playDaily', game: 'pileon' });
    await vi.waitFor(() => expect(double.panels.length).toBeGreaterThan(0));
    double.panel.fromPage({ type: 'ready' });
    expect(loaded()).toMatchObject({ record: { game: 'pileon', deal: pileonsDaily.deal }, daily: DAY });
    await vi.waitFor(() => expect(pileon()?.state).toBe('playing'));
    double.panel.fromPage(progress({ game: 'pileon', deal: pileonsDaily.deal, moves: [...pileonsDaily.line] }));
    await vi.waitFor(() => expect(pileon()).toMatchObject({ state: 'won', streak: 1 }));
    expect(total()).toMatchObject({ played: 1, won: 1 });
  }, 120_000);
});
