// The game and replay tabs preload exactly the four card sheets their first table draws: the style's own
// (the usual tab), or its large index where the page said its cards were small last time for that game
// (its `sheets` message, kept in globalState on this machine: src/host/panel/sheets-kept.ts). A kept value
// this version cannot read, or a game it does not know, falls back to the style's own sheets.
import { afterEach, describe, expect, it } from 'vitest';
import { SheetsKept } from '../../src/host/panel/sheets-kept';
import { Memento, env } from '../support/vscode-double';
import { activated, double, run, settle } from './harness';

const KEY = 'patience.smallCards.game';
const RESOURCE = 'https://file+.vscode-resource.vscode-cdn.net/ext/media/cards/';

/** The folders of the pictures the page preloads from <head> (each once per suit, in suit order). */
function sheetPreloads(html: string): string[] {
  const urls = [...html.split('</head>')[0].matchAll(/<link rel="preload" as="image" href="([^"]+)">/g)].map((m) => m[1]);
  const folders = [...new Set(urls.map((url) => url.replace(RESOURCE, '').split('/')[0]))];
  for (const folder of folders)
    expect(urls.filter((url) => url.startsWith(`${RESOURCE}${folder}/`))).toEqual(
      ['clubs', 'diamonds', 'hearts', 'spades'].map((suit) => `${RESOURCE}${folder}/${suit}.svg`),
    );
  return folders;
}

const gamePanel = () => double.panels.filter((p) => p.viewType === 'patience.game' && !p.disposed).at(-1)!;

/** A new game tab of `game` (the one open closed first), its page ready. */
async function newTab(game: string): Promise<string> {
  gamePanel()?.dispose();
  await run(`patience.newGame.${game}`);
  gamePanel().fromPage({ type: 'ready' });
  return gamePanel().webview.html;
}

afterEach(() => {
  env.language = 'en';
});

describe('the game tab', () => {
  it("with nothing kept, preloads the card style's own sheets", async () => {
    activated();
    expect(sheetPreloads(await newTab('freecell'))).toEqual(['classic']);
    double.config.set('patience.cardStyle', 'four-colour');
    expect(sheetPreloads(await newTab('freecell'))).toEqual(['four-colour']);
  });

  it('preloads the large-index sheets for a game whose page said its cards were small, and only for that game', async () => {
    const context = activated();
    await newTab('spider-three-decks');
    gamePanel().fromPage({ type: 'sheets', game: 'spider-three-decks', small: true });
    await settle();
    expect(sheetPreloads(await newTab('spider-three-decks'))).toEqual(['large-index']);
    expect(sheetPreloads(await newTab('freecell'))).toEqual(['classic']);
    double.config.set('patience.cardStyle', 'four-colour');
    expect(sheetPreloads(await newTab('spider-three-decks'))).toEqual(['four-colour-large-index']);
    // Kept on this machine, not synced; a reload (the same globalState) still knows.
    expect(context.globalState.get(KEY)).toEqual({ version: 1, small: ['spider-three-decks'] });
    expect((context.globalState as unknown as Memento).synced).not.toContain(KEY);
    activated(context.globalState);
    expect(sheetPreloads(await newTab('spider-three-decks'))).toEqual(['large-index']);
    double.config.set('patience.cardStyle', 'four-colour');
    // Drawn from the style's own sheets again (a wider tab): those are preloaded next time.
    gamePanel().fromPage({ type: 'sheets', game: 'spider-three-decks', small: false });
    await settle();
    expect(sheetPreloads(await newTab('spider-three-decks'))).toEqual(['four-colour']);
  });

  it("in Russian, the Russian sheets (the same folder the page draws from, sheetFolder's)", async () => {
    env.language = 'ru';
    activated();
    await newTab('cruel');
    expect(sheetPreloads(gamePanel().webview.html)).toEqual(['classic-ru']);
    gamePanel().fromPage({ type: 'sheets', game: 'cruel', small: true });
    await settle();
    expect(sheetPreloads(await newTab('cruel'))).toEqual(['large-index-ru']);
  });

  it('a tab that shows, told its cards are now small, is rewritten with those sheets once hidden, never while it shows', async () => {
    activated();
    const shown = await newTab('maze');
    const panel = gamePanel();
    panel.fromPage({ type: 'sheets', game: 'maze', small: true });
    await settle();
    expect(panel.webview.html).toBe(shown); // a new page would reload the table in front of the player
    panel.setViewState({ visible: false, active: false });
    expect(sheetPreloads(panel.webview.html)).toEqual(['large-index']);
    const rewritten = panel.webview.html;
    panel.setViewState({ visible: true, active: true });
    panel.setViewState({ visible: false, active: false });
    expect(panel.webview.html).toBe(rewritten); // nothing changed: the page VS Code keeps is the right one
  });

  it.each([
    ['another version', { version: 2, small: ['maze'] }],
    ['a list that is not one', { version: 1, small: 'maze' }],
    ['no object', 'maze'],
    ['null', null],
  ])('a kept value of %s reads as nothing kept: the style’s own sheets', async (_, value) => {
    const context = activated();
    await context.globalState.update(KEY, value);
    expect(sheetPreloads(await newTab('maze'))).toEqual(['classic']);
    // The next word from a page replaces it.
    gamePanel().fromPage({ type: 'sheets', game: 'maze', small: true });
    await settle();
    expect(context.globalState.get(KEY)).toEqual({ version: 1, small: ['maze'] });
  });

  it.each([
    ['an unknown game', { type: 'sheets', game: 'klondike-of-the-future', small: true }],
    ['small not a boolean', { type: 'sheets', game: 'maze', small: 'yes' }],
    ['no game', { type: 'sheets', small: true }],
  ])('a sheets message with %s is logged and ignored', async (_, message) => {
    const context = activated();
    await newTab('maze');
    gamePanel().fromPage(message);
    await settle();
    expect(context.globalState.get(KEY)).toBeUndefined();
    expect(double.logLines.at(-1)).toMatch(/^\[warn\] Ignored a message from the game tab: sheets needs a known game/);
  });
});

describe('what is kept', () => {
  it('drops a game this version does not know (a later version kept it), and keeps the rest', async () => {
    const memento = new Memento();
    await memento.update(KEY, { version: 1, small: ['a-game-of-later-builds', 'pileon', 'pileon'] });
    const kept = new SheetsKept(memento as never, 'game');
    expect(kept.small('pileon')).toBe(true);
    expect(kept.small('maze')).toBe(false);
    await kept.note('maze', true);
    expect(memento.get(KEY)).toEqual({ version: 1, small: ['pileon', 'maze'] });
  });

  it('the replay tab keeps its own (its table has less room), apart from the game tab', async () => {
    const memento = new Memento();
    await new SheetsKept(memento as never, 'replay').note('cruel', true);
    expect(new SheetsKept(memento as never, 'game').small('cruel')).toBe(false);
    expect(new SheetsKept(memento as never, 'replay').small('cruel')).toBe(true);
  });

  it('a write that fails is told in the log, and the tab goes on', async () => {
    const context = activated();
    await newTab('maze');
    context.globalState.update = () => Promise.reject(new Error('disk full'));
    gamePanel().fromPage({ type: 'sheets', game: 'maze', small: true });
    await settle();
    // The statistics' own write fails too (they retry and say so); this one is told beside them.
    expect(double.logLines).toContain('[warn] Could not keep which card sheets the game tab draws: Error: disk full');
  });
});
