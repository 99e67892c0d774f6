import { beforeEach, describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../../src/engine';
import { STATS_COMMANDS, STATS_SYNC_KEYS, type Statistics, registerStatistics } from '../../../src/host/stats';
import { double, Uri, window } from '../../support/vscode-double';
import { extras, fakeView } from './vscode-extras';
import { type FakeDailySources, fakeDailySources } from './daily-sources';
import { lostRecord, scoreOf, wonRecord } from './support';
import { NO_SUCH_GAME } from '../../support/no-such-game';

const won = wonRecord();
const lost = lostRecord();

let statistics: Statistics;
let started: string[];
let daily: FakeDailySources;
beforeEach(() => {
  double.reset();
  extras.reset();
  const context = double.context();
  daily = fakeDailySources();
  ({ statistics } = registerStatistics(context as never, window.createOutputChannel('Patience') as never, 'window-0001', daily));
  started = [];
  for (const id of ['patience.newGame', 'patience.newGame.cruel', 'patience.statistics.focus'])
    double.commands.set(id, () => void started.push(id));
});

const win = (id: string) =>
  statistics.record({ id, outcome: 'won', record: won, score: scoreOf(won), moves: won.moves.length, elapsedMs: 61_000 });
const run = (id: string) => double.commands.get(id)!();
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Shows the view as VS Code does the first time: its code loads then (dist/host-stats-view.js). */
async function openView() {
  const { panel, view } = fakeView();
  await extras.viewProviders.get('patience.statistics')!.resolveWebviewView(view);
  return panel;
}
const snapshots = (panel: Awaited<ReturnType<typeof openView>>) =>
  panel.sent('snapshot') as unknown as { snapshot: { total: { played: number } } }[];

describe('the sidebar view', () => {
  it('its page has the strict CSP with a fresh nonce, and loads only the stats bundle', async () => {
    const first = await openView();
    const html = first.webview.html;
    const nonce = /'nonce-([0-9a-f]{32})'/.exec(html)?.[1];
    // The game tab's page builder (webviewPage), so the same CSP.
    expect(html).toContain(
      `content="default-src 'none'; img-src https://*.vscode-cdn.net; style-src https://*.vscode-cdn.net; font-src https://*.vscode-cdn.net; script-src 'nonce-${nonce}'"`,
    );
    expect(html).toMatch(/<body>\s*<patience-stats-view><\/patience-stats-view>/);
    expect(html).toMatch(
      new RegExp(
        `<script type="module" nonce="${nonce}" src="https://file\\+.vscode-resource.vscode-cdn.net/ext/dist/webview/stats.js"></script>`,
      ),
    );
    expect(first.webview.options).toEqual({ enableScripts: true, localResourceRoots: [Uri.joinPath(Uri.file('/ext'), 'dist', 'webview')] });
    expect((await openView()).webview.html).not.toContain(nonce);
  });

  it('sends the numbers when the page is ready, and again when a game is counted', async () => {
    const panel = await openView();
    expect(panel.posted).toEqual([]);
    panel.fromPage({ type: 'ready' });
    await settle();
    expect(snapshots(panel).map((m) => m.snapshot.total.played)).toEqual([0]);
    await win('sidebar-0001');
    await settle();
    expect(snapshots(panel).map((m) => m.snapshot.total.played)).toEqual([0, 1]);
  });

  it('a hidden view gets nothing until its rebuilt page is ready; the window gaining focus refreshes it', async () => {
    const panel = await openView();
    panel.fromPage({ type: 'ready' });
    panel.setViewState({ visible: false, active: false });
    await win('sidebar-0002');
    panel.setViewState({ visible: true, active: true });
    await settle();
    expect(snapshots(panel)).toHaveLength(1);
    panel.fromPage({ type: 'ready' });
    extras.windowState.fire({ focused: true });
    await settle();
    expect(snapshots(panel).map((m) => m.snapshot.total.played)).toEqual([0, 1, 1]);
  });

  it('"Play a game" opens the game picker; a card\'s Play starts that game', async () => {
    const panel = await openView();
    panel.fromPage({ type: 'play' });
    panel.fromPage({ type: 'play', game: 'cruel' });
    await settle();
    expect(started).toEqual(['patience.newGame', 'patience.newGame.cruel']);
  });

  it('an invalid message is logged and ignored', async () => {
    const panel = await openView();
    panel.fromPage({ type: 'play', game: NO_SUCH_GAME.id });
    panel.fromPage({ type: 'reset' });
    await settle();
    expect(started).toEqual([]);
    expect(double.logLines.filter((l) => l.includes('Ignored a message from the statistics view'))).toHaveLength(2);
  });
});

describe("the sidebar's daily deals", () => {
  type Board = { date: string; games: { game: string; deal: number | string; state: string | null; streak: number; bestStreak: number }[] };
  const boards = (panel: Awaited<ReturnType<typeof openView>>) =>
    (panel.sent('snapshot') as unknown as { daily: Board }[]).map((m) => m.daily);
  const game = (board: Board | undefined, id: string) => board?.games.find((g) => g.game === id);
  const dailyWin = (id: string, day: string) =>
    statistics.record({ id, outcome: 'won', record: won, score: scoreOf(won), moves: won.moves.length, elapsedMs: 61_000, daily: day });

  it('come with every snapshot: the UTC day, every game, their numbers as the solver finds them (asked once a day)', async () => {
    const panel = await openView();
    panel.fromPage({ type: 'ready' });
    await settle();
    expect(boards(panel)[0]).toEqual({
      date: '2025-01-06',
      games: GAME_IDS.map((g) => ({ game: g, deal: 'finding', state: null, streak: 0, bestStreak: 0 })),
    });
    daily.find('pileon', 1959369716);
    await settle();
    expect(game(boards(panel).at(-1), 'pileon')?.deal).toBe(1959369716);
    expect(game(boards(panel).at(-1), 'cruel')?.deal).toBe('finding');
    daily.find('spider-three-decks', new Error('no candidate proved'));
    await settle();
    expect(game(boards(panel).at(-1), 'spider-three-decks')?.deal).toBe('failed');
    expect(double.logLines.some((l) => l.includes('No daily deal of spider-three-decks was found for 2025-01-06'))).toBe(true);
    extras.windowState.fire({ focused: true });
    await settle();
    expect(daily.asked).toEqual(['2025-01-06']);
    expect(game(boards(panel).at(-1), 'pileon')?.deal).toBe(1959369716);
  });

  it('a daily deal won today shows as won, with its streak; a win of another day or of an ordinary deal does not', async () => {
    const panel = await openView();
    panel.fromPage({ type: 'ready' });
    await dailyWin('daily-00001', '2025-01-05');
    await win('ordinary-001');
    await settle();
    expect(game(boards(panel).at(-1), 'bakers-game')).toMatchObject({ state: null, streak: 1, bestStreak: 1 });
    await dailyWin('daily-00002', '2025-01-06');
    await settle();
    expect(game(boards(panel).at(-1), 'bakers-game')).toMatchObject({ state: 'won', streak: 2, bestStreak: 2 });
    expect(game(boards(panel).at(-1), 'cruel')).toMatchObject({ state: null, streak: 0 });
    // Daily results count in the ordinary statistics too.
    expect(statistics.snapshot().scopes.find((s) => s.scope === 'bakers-game:kings')).toMatchObject({ played: 3, won: 3 });
  });

  it("today's deal on the table is in progress; it shows when another game is put on the table", async () => {
    const panel = await openView();
    panel.fromPage({ type: 'ready' });
    await settle();
    daily.table = { game: 'maze', daily: '2025-01-06', open: true };
    daily.gameChanged();
    await settle();
    expect(game(boards(panel).at(-1), 'maze')?.state).toBe('playing');
    daily.table = { game: 'maze', daily: '2025-01-05', open: true };
    daily.gameChanged();
    await settle();
    expect(game(boards(panel).at(-1), 'maze')?.state).toBeNull();
    daily.table = { game: 'maze', daily: '2025-01-06', open: false };
    daily.gameChanged();
    await settle();
    expect(game(boards(panel).at(-1), 'maze')?.state).toBeNull();
  });

  it("a game's Play deals its daily deal through the Daily Deal command; an unknown game is refused", async () => {
    const panel = await openView();
    panel.fromPage({ type: 'playDaily', game: 'pileon' });
    panel.fromPage({ type: 'playDaily', game: NO_SUCH_GAME.id });
    panel.fromPage({ type: 'playDaily' });
    await settle();
    expect(daily.played).toEqual(['pileon']);
    expect(double.logLines.filter((l) => l.includes('Ignored a message from the statistics view'))).toHaveLength(2);
  });

  it('a new UTC day brings its own deals: a number of the day before that arrives late is dropped', async () => {
    const panel = await openView();
    panel.fromPage({ type: 'ready' });
    await settle();
    daily.time = Date.UTC(2025, 0, 7, 0, 1);
    extras.windowState.fire({ focused: true });
    await settle();
    expect(daily.asked).toEqual(['2025-01-06', '2025-01-07']);
    expect(boards(panel).at(-1)).toMatchObject({
      date: '2025-01-07',
      games: expect.arrayContaining([expect.objectContaining({ game: 'cruel', deal: 'finding' })]),
    });
    const sent = boards(panel).length;
    daily.find('cruel', 1234, '2025-01-06');
    await settle();
    expect(boards(panel)).toHaveLength(sent);
    daily.find('cruel', 5678);
    await settle();
    expect(game(boards(panel).at(-1), 'cruel')?.deal).toBe(5678);
  });
});

describe('the title actions', () => {
  it('Show Statistics opens the view; the synced keys are the statistics document', async () => {
    await run(STATS_COMMANDS.show);
    expect(started).toEqual(['patience.statistics.focus']);
    expect(STATS_SYNC_KEYS).toEqual(['patience.statistics']);
  });

  it('Reset asks which game, then asks again in a modal with the count; only "Reset" resets', async () => {
    await win('reset-00001');
    await statistics.leave({ id: 'reset-00002', record: lost, elapsedMs: 1000 });
    double.answerQuickPick = (items) => items.find((i) => i.label === 'Cruel');
    double.answerMessage = () => undefined;
    await run(STATS_COMMANDS.reset);
    expect(statistics.played()).toBe(2);
    expect(double.shown.at(-1)).toMatchObject({
      kind: 'warning',
      modal: true,
      message: 'Reset the statistics of Cruel?',
      detail: expect.stringMatching(/^1 game stop counting/),
    });
    double.answerMessage = (shown) => shown.items[0];
    await run(STATS_COMMANDS.reset);
    expect(statistics.played()).toBe(1);
    double.answerQuickPick = (items) => items[0];
    await run(STATS_COMMANDS.reset);
    expect(double.shown.at(-1)?.message).toBe('Reset the statistics of all games?');
    expect(statistics.played()).toBe(0);
  });

  it('Reset with nothing played says so and asks nothing', async () => {
    await run(STATS_COMMANDS.reset);
    expect(double.shown).toMatchObject([{ kind: 'info', message: 'There are no statistics to reset yet.' }]);
  });

  it('Export writes the JSON file the player chose; Import reads one back and reports what it merged', async () => {
    await win('export-0001');
    extras.answerSaveDialog = () => Uri.file('/home/me/stats.json');
    await run(STATS_COMMANDS.export);
    const written = new TextDecoder().decode(extras.files.get('/home/me/stats.json'));
    expect(JSON.parse(written)).toMatchObject({ format: 'patience-statistics', results: [{ id: 'export-0001' }] });
    expect(double.shown.at(-1)?.message).toBe('Exported the statistics of 1 game to /home/me/stats.json.');

    extras.answerOpenDialog = () => [Uri.file('/home/me/stats.json')];
    await run(STATS_COMMANDS.import);
    expect(double.shown.at(-1)?.message).toBe('Imported statistics: 0 games added, 1 already counted.');
    expect(statistics.played()).toBe(1);
  });

  it('Import of a file that is not an export says why and changes nothing', async () => {
    extras.files.set('/home/me/notes.json', new TextEncoder().encode('{"hello": 1}'));
    extras.answerOpenDialog = () => [Uri.file('/home/me/notes.json')];
    await run(STATS_COMMANDS.import);
    expect(double.shown.at(-1)).toMatchObject({
      kind: 'error',
      message: 'Nothing was imported: the file is not a Patience statistics export.',
    });
  });

  it('cancelled dialogs do nothing', async () => {
    await run(STATS_COMMANDS.export);
    await run(STATS_COMMANDS.import);
    expect(double.shown).toEqual([]);
    // No file but the statistics' own, in the extension's storage.
    expect([...extras.files.keys()].filter((path) => !path.startsWith('/global-storage/'))).toEqual([]);
  });
});
