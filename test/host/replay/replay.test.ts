// The replay through the activated extension: Replay Last Game and the sidebar's Replay open a tab
// showing the game's exact record, read from the game journal; "Play from here" starts a new,
// separately counted game of the same deal from that move, this window's; games without a journal
// entry say so; bad messages change nothing; a replay tab comes back after a reload at the same step.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameRecord } from '../../../src/engine';
import { documentOf } from '../../../src/stats-core/document';
import { encodeMoves } from '../../../src/stats-core/move-code';
import { SliceClock, unsliced } from '../../../src/stats-core/slices';
import { writeExport } from '../../../src/stats-core/transfer';
import { verifyResult } from '../../../src/stats-core/verify';
import { JOURNAL_SCHEMA, entryName } from '../../../src/host/journal/entry';
import { FakePanel, fakeView } from '../../support/vscode-double';
import { STORAGE, activated, double, loaded, loadedId, progress, run, savedFile, settle, withMoves } from '../harness';
import { importText, scoreOf, wonRecord } from '../stats/support';

const won = wonRecord(2, 'kings'); // Baker's Game #2, solved

let context: ReturnType<typeof activated>;
beforeEach(() => {
  context = activated();
  double.config.set('patience.confirmAbandon', false);
});

const total = () => context.api.statistics.snapshot().total;
const replayPanels = () => double.panels.filter((p) => p.viewType === 'patience.replay' && !p.disposed);
const gamePanel = () => double.panels.find((p) => p.viewType === 'patience.game' && !p.disposed)!;
const shown = (panel: FakePanel) =>
  panel.sent('show').at(-1) as { game: { id: string; record?: GameRecord; outcome: string; deal: number }; at?: number } | undefined;

/** The paths of the game journal's entries of game `id`. */
const journalFiles = (id: string) =>
  [...double.files.keys()].filter((path) => path.startsWith(`${STORAGE}/journal/`) && path.includes(`.${id}.`));

/** Bakers' Game #2 dealt and played to the end through the game tab (with Show Me How's help and `hintsUsed` hints if `assisted`). */
async function winGame(assisted = false, hintsUsed = 0): Promise<string> {
  await run('patience.newGame.bakers-game');
  gamePanel().fromPage({ type: 'ready' });
  double.answerInputBox = () => '2';
  await run('patience.selectDeal');
  const id = (loaded(gamePanel()) as unknown as { id: string }).id;
  gamePanel().fromPage({ ...progress(won, assisted ? 600_000 : 95_000), hintsUsed, ...(assisted ? { assisted } : {}) });
  await vi.waitFor(() => expect(assisted ? total().assistedWins : total().won).toBe(1));
  await settle();
  return id;
}

async function openReplay(command = 'patience.replayLastGame', ...args: unknown[]): Promise<FakePanel> {
  await run(command, ...args);
  const panel = replayPanels().at(-1)!;
  expect(panel).toBeDefined();
  panel.fromPage({ type: 'ready' });
  return panel;
}

describe('Replay Last Game', () => {
  it('before any game has ended says so and opens nothing', async () => {
    await run('patience.replayLastGame');
    expect(replayPanels()).toHaveLength(0);
    expect(double.shown.at(-1)).toMatchObject({ kind: 'info', message: 'No game has ended yet: a replay shows a finished game.' });
  });

  it("opens the last game's exact record in a replay tab of its own page (own script, strict CSP)", async () => {
    const id = await winGame();
    const panel = await openReplay();
    expect(panel.title).toBe("Replay: Baker's Game #2");
    expect(panel.webview.html).toMatch(/dist\/webview\/replay\.js/);
    expect(panel.webview.html).toMatch(/<patience-replay><\/patience-replay>/);
    expect(panel.webview.html).toMatch(/script-src 'nonce-/);
    expect(shown(panel)).toMatchObject({ game: { id, outcome: 'won', deal: 2, record: won } });
    expect(gamePanel()).toBeDefined();
  });

  it('a win with help goes to the tab as one, for the tab to say so', async () => {
    const id = await winGame(true);
    expect(shown(await openReplay())).toMatchObject({ game: { id, outcome: 'won', assisted: true } });
  });

  it('one replay tab: the next replay shows in it', async () => {
    await winGame();
    const panel = await openReplay();
    await run('patience.replayLastGame');
    expect(replayPanels()).toEqual([panel]);
    expect(panel.sent('show')).toHaveLength(2);
  });

  it('the page stepping is known to the host, and the host can step the page', async () => {
    const id = await winGame();
    const tab = (await run('patience.replayLastGame')) as { step(to: number): boolean; shown: unknown } | undefined;
    const panel = replayPanels().at(-1)!;
    panel.fromPage({ type: 'ready' });
    expect(tab?.step(5)).toBe(true);
    expect(panel.sent('step').at(-1)).toEqual({ type: 'step', to: 5 });
    panel.fromPage({ type: 'stepped', id, at: 5 });
    expect(tab?.shown).toMatchObject({ game: { id }, at: 5 });
  });
});

describe('Play from here', () => {
  it('starts a new game of the same deal from that move, with its own id, counted separately', async () => {
    const id = await winGame();
    const panel = await openReplay();
    panel.fromPage({ type: 'playFrom', id, moves: 10 });
    await vi.waitFor(() => expect(loaded(gamePanel()).record.moves).toHaveLength(10));
    const attempt = loaded(gamePanel()) as unknown as { id: string; record: GameRecord };
    expect(attempt.record).toEqual({ ...won, moves: won.moves.slice(0, 10) });
    expect(attempt.id).not.toBe(id);
    // Saved as this window's game, apart from the won game's journal entry.
    await vi.waitFor(() => expect(savedFile(attempt.id)).toMatchObject({ window: context.api.window, id: attempt.id }));
    // The new attempt is an ordinary game: left for another, it counts as abandoned, apart from the win.
    gamePanel().fromPage(progress(withMoves(attempt.record, 1)));
    await settle();
    await run('patience.newGame.maze');
    await vi.waitFor(() => expect(total()).toMatchObject({ played: 2, won: 1, abandoned: 1 }));
  });

  it('from the won end there is nothing to play: it says so and changes nothing', async () => {
    const id = await winGame();
    const panel = await openReplay();
    const loads = gamePanel().sent('load').length;
    panel.fromPage({ type: 'playFrom', id, moves: won.moves.length });
    await vi.waitFor(() => expect(double.shown.at(-1)?.message).toBe('The game is over at this move: there is nothing to play from here.'));
    expect(gamePanel().sent('load')).toHaveLength(loads);
  });

  it('a malformed or stale request is logged and ignored', async () => {
    const id = await winGame();
    const panel = await openReplay();
    const loads = gamePanel().sent('load').length;
    panel.fromPage({ type: 'playFrom', id, moves: won.moves.length + 1 });
    panel.fromPage({ type: 'playFrom', id: 'someothergame1', moves: 3 });
    panel.fromPage({ type: 'playFrom', id, moves: -1 });
    panel.fromPage({ type: 'nonsense' });
    await settle();
    expect(gamePanel().sent('load')).toHaveLength(loads);
    expect(double.logLines.filter((l) => /Ignored .*(replay tab|Play from here)/.test(l))).toHaveLength(4);
  });
});

describe('issue 35, break 2: Play from here never launders help into a win', () => {
  /** Plays from the move before the end of game `id` in its replay and wins it there, 1 s later; the game played from here. */
  async function winFromTheEnd(id: string): Promise<{ id: string; hintsUsed?: number; assisted?: boolean }> {
    const panel = await openReplay('patience.replayLastGame', id);
    const played = total().played;
    const before = loadedId(gamePanel());
    panel.fromPage({ type: 'playFrom', id, moves: won.moves.length - 1 });
    await vi.waitFor(() => expect(loadedId(gamePanel())).not.toBe(before));
    expect(loaded(gamePanel()).record.moves).toHaveLength(won.moves.length - 1);
    const attempt = loaded(gamePanel()) as unknown as { id: string; hintsUsed?: number; assisted?: boolean };
    // The page's word: a clean win of its own, no hint, no help.
    gamePanel().fromPage({ ...progress(won, 1_000), id: attempt.id, hintsUsed: 0, assisted: false });
    await vi.waitFor(() => expect(total().played).toBe(played + 1));
    return attempt;
  }

  it('a game won with Show Me How (7 hints), played again from its last move three times: three wins with help, no win, streak or best of its own', async () => {
    const id = await winGame(true, 7);
    for (let i = 0; i < 3; i++) expect(await winFromTheEnd(id)).toMatchObject({ hintsUsed: 7, assisted: true });
    expect(total()).toMatchObject({ played: 4, won: 0, assistedWins: 4, currentStreak: 0, bestStreak: 0 });
    const scope = context.api.statistics.snapshot().scopes.find((s) => s.scope === 'bakers-game:kings');
    expect(scope).toMatchObject({ won: 0, assistedWins: 4, fastestWinMs: null, fewestMoves: null, bestStreak: 0 });
    // The page hears it as won with help.
    expect(gamePanel().sent('winCounted').at(-1)).toMatchObject({ counted: 'now', assisted: true });
  });

  it("a win of the player's own, played again from its last move: won with help, its best time and streak untouched", async () => {
    const id = await winGame();
    expect(await winFromTheEnd(id)).toMatchObject({ hintsUsed: 0, assisted: true });
    const scope = context.api.statistics.snapshot().scopes.find((s) => s.scope === 'bakers-game:kings');
    expect(scope).toMatchObject({ won: 1, assistedWins: 1, fastestWinMs: 95_000, bestStreak: 1 });
  });

  it("an imported game's record: played from it, the win is with help and carries its hints", async () => {
    const ended = Date.now() - 86_400_000;
    const claim = verifyResult(
      { id: 'imported0003', outcome: 'won', record: won, score: scoreOf(won), moves: won.moves.length, elapsedMs: 61_000, hintsUsed: 2 },
      ended,
    );
    if (!claim.ok) throw new Error(claim.error);
    const codes = new Map([[claim.value.id, encodeMoves('bakers-game', won.moves)!]]);
    const text = await writeExport(documentOf([claim.value]), codes, Date.now(), new SliceClock(unsliced));
    expect(await importText(context.api.statistics, text, Date.now())).toMatchObject({ ok: true, value: { added: 1 } });
    await run('patience.newGame.maze');
    gamePanel().fromPage({ type: 'ready' });
    expect(await winFromTheEnd('imported0003')).toMatchObject({ hintsUsed: 2, assisted: true });
    expect(total()).toMatchObject({ won: 1, assistedWins: 1, currentStreak: 0 });
  });

  it("from move 0 it is the deal itself: a new attempt of the player's own", async () => {
    const id = await winGame(true, 7);
    const panel = await openReplay('patience.replayLastGame', id);
    panel.fromPage({ type: 'playFrom', id, moves: 0 });
    await vi.waitFor(() => expect(loadedId(gamePanel())).not.toBe(id));
    expect(loaded(gamePanel())).toMatchObject({ record: { ...won, moves: [] }, hintsUsed: 0 });
    expect(loaded(gamePanel())).not.toHaveProperty('assisted');
  });
});

describe('issue 35, break 7: the replay keeps the clock rule', () => {
  /** A win of Baker's Game #2 counted while this machine's clock ran a year ahead, as its journal entry. */
  function aYearAhead(): string {
    const endedAt = Date.now() + 365 * 86_400_000;
    const result = verifyResult(
      { id: 'ayearahead01', outcome: 'won', record: won, score: scoreOf(won), moves: won.moves.length, elapsedMs: 1_000 },
      endedAt,
    );
    if (!result.ok) throw new Error(result.error);
    const entry = { schema: JOURNAL_SCHEMA, window: 'windowahead1', ...result.value, record: won };
    double.files.set(`${STORAGE}/journal/${entryName(entry)}`, new TextEncoder().encode(JSON.stringify(entry)));
    return entry.id;
  }

  it('a win dated a year ahead is never the last game: Replay Last Game shows the game that really ended last', async () => {
    const id = await winGame();
    aYearAhead();
    expect(shown(await openReplay())).toMatchObject({ game: { id } });
  });

  it('opened by its id, it is marked as the statistics do not take it', async () => {
    await winGame();
    const ahead = aYearAhead();
    expect(shown(await openReplay('patience.replayLastGame', ahead))?.game).toMatchObject({
      id: ahead,
      refused: expect.stringMatching(/^it ends \d{4}-.*, more than a day after this machine's clock$/),
    });
  });

  it('with nothing but it in the journal, there is no last game to replay', async () => {
    aYearAhead();
    await run('patience.replayLastGame');
    expect(replayPanels()).toHaveLength(0);
    expect(double.shown.at(-1)).toMatchObject({ kind: 'info', message: 'No game has ended yet: a replay shows a finished game.' });
  });
});

describe('games without a record', () => {
  it('a game counted before the journal kept records opens a replay that says so (no record sent)', async () => {
    const id = await winGame();
    expect(journalFiles(id)).toHaveLength(1);
    for (const path of journalFiles(id)) double.files.delete(path);
    const panel = await openReplay('patience.replayLastGame', id);
    expect(shown(panel)?.game).toEqual({ id, game: 'bakers-game', deal: 2, outcome: 'won', endedAt: expect.any(Number) });
  });

  it("with an empty journal, Replay Last Game shows the statistics' last game, without a record", async () => {
    const id = await winGame();
    for (const path of journalFiles(id)) double.files.delete(path);
    const panel = await openReplay();
    expect(shown(panel)?.game).toEqual({ id, game: 'bakers-game', deal: 2, outcome: 'won', endedAt: expect.any(Number) });
  });

  it('a damaged journal entry is logged, and the game opens without a record', async () => {
    const id = await winGame();
    const [path] = journalFiles(id);
    double.files.set(path, new TextEncoder().encode('{"schema":1,"id":"damaged"}'));
    const panel = await openReplay('patience.replayLastGame', id);
    expect(shown(panel)?.game).not.toHaveProperty('record');
    expect(double.logLines.some((l) => l.includes(`the journal entry of game ${id} is unusable`))).toBe(true);
  });

  it('an imported game opens with the record its import brought; imported without one, it says so', async () => {
    const ended = Date.now() - 86_400_000;
    const claim = (id: string) =>
      verifyResult({ id, outcome: 'won', record: won, score: scoreOf(won), moves: won.moves.length, elapsedMs: 61_000 }, ended);
    const [withRecord, without] = [claim('imported0001'), claim('imported0002')];
    if (!withRecord.ok || !without.ok) throw new Error('the claims do not verify');
    // A file exported on another machine: one win with its record, one without.
    const codes = new Map([[withRecord.value.id, encodeMoves('bakers-game', won.moves)!]]);
    const text = await writeExport(documentOf([withRecord.value, without.value]), codes, Date.now(), new SliceClock(unsliced));
    expect(await importText(context.api.statistics, text, Date.now())).toMatchObject({ ok: true, value: { added: 2 } });
    const panel = await openReplay('patience.replayLastGame', 'imported0001');
    expect(shown(panel)?.game).toEqual({ id: 'imported0001', game: 'bakers-game', deal: 2, outcome: 'won', endedAt: ended, record: won });
    await openReplay('patience.replayLastGame', 'imported0002');
    expect(shown(replayPanels().at(-1)!)?.game).not.toHaveProperty('record');
  });

  it('a game no longer counted cannot be replayed', async () => {
    await run('patience.replayLastGame', 'notcounted01');
    expect(replayPanels()).toHaveLength(0);
    expect(double.shown.at(-1)).toMatchObject({
      kind: 'warning',
      message: 'That game is not in the statistics any more, so it cannot be replayed.',
    });
  });
});

describe('the journal', () => {
  it('keeps what the statistics forget: after Reset Statistics the last game still replays with its record', async () => {
    const id = await winGame();
    await context.api.statistics.reset();
    expect(total().played).toBe(0);
    const panel = await openReplay();
    expect(shown(panel)).toMatchObject({ game: { id, record: won } });
  });
});

describe('the sidebar', () => {
  it("lists each recent game's id, and its Replay opens that game", async () => {
    const id = await winGame();
    const { panel: sidebar, view } = fakeView();
    await double.viewProviders.get('patience.statistics')!.resolveWebviewView(view);
    sidebar.fromPage({ type: 'ready' });
    await vi.waitFor(() => expect(sidebar.sent('snapshot').length).toBeGreaterThan(0));
    const snapshot = sidebar.sent('snapshot').at(-1) as { snapshot: { total: { recent: { id: string }[] } } };
    expect(snapshot.snapshot.total.recent.map((r) => r.id)).toEqual([id]);
    sidebar.fromPage({ type: 'replay', id });
    await vi.waitFor(() => expect(replayPanels()).toHaveLength(1));
    replayPanels()[0].fromPage({ type: 'ready' });
    expect(shown(replayPanels()[0])?.game).toMatchObject({ id, record: won });
  });
});

describe('after a reload', () => {
  it('a replay tab comes back at the same game and step; one whose game is gone closes', async () => {
    const id = await winGame();
    const serializer = double.serializers.get('patience.replay')!;
    const restored = new FakePanel('patience.replay', 'old title');
    await serializer.deserializeWebviewPanel(restored, { version: 1, id, at: 7 });
    restored.fromPage({ type: 'ready' });
    expect(shown(restored)).toMatchObject({ game: { id, record: won }, at: 7 });
    const gone = new FakePanel('patience.replay', 'old title');
    await serializer.deserializeWebviewPanel(gone, { version: 1, id: 'notcounted01', at: 7 });
    expect(gone.disposed).toBe(true);
    const damaged = new FakePanel('patience.replay', 'old title');
    await serializer.deserializeWebviewPanel(damaged, { version: 9 });
    expect(damaged.disposed).toBe(true);
  });
});

describe('the card sheets a replay tab preloads', () => {
  const preloaded = (panel: FakePanel) =>
    [...panel.webview.html.matchAll(/<link rel="preload" as="image" href="[^"]+\/media\/cards\/([^/]+)\/(\w+)\.svg">/g)].map(
      (m) => `${m[1]}/${m[2]}`,
    );

  it("are the style's own until its page says the game's cards were small, then the large index's, kept apart from the game tab's", async () => {
    await winGame();
    const first = await openReplay();
    expect(preloaded(first)).toEqual(['clubs', 'diamonds', 'hearts', 'spades'].map((suit) => `classic/${suit}`));
    first.fromPage({ type: 'sheets', game: 'bakers-game', small: true });
    await settle();
    expect(context.globalState.get('patience.smallCards.replay')).toEqual({ version: 1, small: ['bakers-game'] });
    expect(context.globalState.get('patience.smallCards.game')).toBeUndefined();
    // Hidden, the tab is rewritten for what its table draws now; a new one starts with those sheets.
    first.setViewState({ visible: false, active: false });
    expect(preloaded(first)).toEqual(['clubs', 'diamonds', 'hearts', 'spades'].map((suit) => `large-index/${suit}`));
    first.dispose();
    expect(preloaded(await openReplay())).toEqual(['clubs', 'diamonds', 'hearts', 'spades'].map((suit) => `large-index/${suit}`));
  });

  it('a bad sheets message from the page is logged and ignored', async () => {
    await winGame();
    const panel = await openReplay();
    panel.fromPage({ type: 'sheets', game: 'bakers-game', small: 'yes' });
    expect(double.logLines.at(-1)).toMatch(/^\[warn\] Ignored a message from the replay tab: sheets needs/);
    expect(context.globalState.get('patience.smallCards.replay')).toBeUndefined();
  });
});
