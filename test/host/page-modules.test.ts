// The game tab's page preloads the modules of the game it opens with, from the webview build's list
// (dist/webview/page-modules.json, src/host/panel/page-modules.ts); without a usable list it loads as before.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NO_PAGE_MODULES, parsePageModules, readPageModules } from '../../src/host/panel/page-modules';
import { FakePanel, Uri } from '../support/vscode-double';
import { activated, double, loaded, run } from './harness';

const LIST = {
  version: 1,
  main: ['chunk-MAIN.js'],
  games: { freecell: ['game-FREECELL.js', 'chunk-CELLS.js'], cruel: ['game-CRUEL.js'], 'a-game-of-later-builds': ['game-X.js'] },
};
const LIST_PATH = '/ext/dist/webview/page-modules.json';
const write = (value: unknown): void => void double.files.set(LIST_PATH, new TextEncoder().encode(JSON.stringify(value)));
const RESOURCE = 'https://file+.vscode-resource.vscode-cdn.net/ext/dist/webview/';

/** The modules the page preloads, with whether each carries the page's script nonce. */
function modulePreloads(html: string): { file: string; nonced: boolean }[] {
  const nonce = /'nonce-([^']+)'/.exec(html)?.[1];
  return [...html.matchAll(/<link rel="modulepreload" nonce="([^"]+)" href="([^"]+)">/g)].map((m) => ({
    file: m[2].replace(RESOURCE, ''),
    nonced: m[1] === nonce,
  }));
}

/** A log that keeps what was said. */
function keptLog() {
  const lines: string[] = [];
  const keep = (level: string) => (message: string) => void lines.push(`${level} ${message}`);
  return { lines, log: { info: keep('info'), warn: keep('warn'), error: keep('error'), debug: keep('debug') } as never };
}

describe("the webview build's list of modules", () => {
  it('is read with the games this version knows', () => {
    const parsed = parsePageModules(LIST);
    expect(parsed).toEqual({
      ok: true,
      value: { main: ['chunk-MAIN.js'], games: { freecell: ['game-FREECELL.js', 'chunk-CELLS.js'], cruel: ['game-CRUEL.js'] } },
    });
  });

  it('is refused when a name is a path or an address, or the version is not 1', () => {
    expect(parsePageModules({ ...LIST, main: ['../../x.js'] }).ok).toBe(false);
    expect(parsePageModules({ ...LIST, games: { cruel: ['https://elsewhere.test/x.js'] } }).ok).toBe(false);
    expect(parsePageModules({ ...LIST, version: 2 }).ok).toBe(false);
    expect(parsePageModules(null).ok).toBe(false);
  });

  it('is packaged with the bundles (.vscodeignore keeps it)', () => {
    const kept = readFileSync(new URL('../../.vscodeignore', import.meta.url), 'utf8').split('\n');
    expect(kept).toContain('!dist/webview/page-modules.json');
  });

  it('missing or unusable, gives no modules and says why in the log, without throwing', async () => {
    activated();
    const missing = keptLog();
    expect(await readPageModules(Uri.file('/ext') as never, missing.log)).toBe(NO_PAGE_MODULES);
    expect(missing.lines).toEqual([expect.stringMatching(/^info .*page-modules\.json could not be read/)]);
    double.files.set(LIST_PATH, new TextEncoder().encode('{"version":1,'));
    const broken = keptLog();
    expect(await readPageModules(Uri.file('/ext') as never, broken.log)).toBe(NO_PAGE_MODULES);
    expect(broken.lines).toEqual([expect.stringMatching(/^warn .*page-modules\.json is unusable \(it holds no JSON/)]);
  });
});

describe('the game tab written by the host', () => {
  it("a new FreeCell tab preloads main.js's modules and FreeCell's, with the nonce", async () => {
    activated();
    write(LIST);
    await run('patience.newGame.freecell');
    double.panel.fromPage({ type: 'ready' });
    expect(loaded().record.game).toBe('freecell');
    expect(modulePreloads(double.panel.webview.html)).toEqual(
      ['chunk-MAIN.js', 'game-FREECELL.js', 'chunk-CELLS.js'].map((file) => ({ file, nonced: true })),
    );
  });

  it('a tab VS Code restores preloads the modules of the game it saved', async () => {
    activated();
    write(LIST);
    const panel = new FakePanel('patience.game', 'Patience');
    double.panels.push(panel);
    await double.serializers
      .get('patience.game')
      ?.deserializeWebviewPanel(panel, { version: 1, record: { game: 'cruel', deal: 31, moves: [] }, elapsedMs: 0 });
    expect(modulePreloads(panel.webview.html).map((m) => m.file)).toEqual(['chunk-MAIN.js', 'game-CRUEL.js']);
  });

  it("a tab that goes on to another game is rewritten with that game's modules once hidden, never while it shows", async () => {
    activated();
    write(LIST);
    await run('patience.newGame.freecell');
    const panel = double.panel;
    panel.fromPage({ type: 'ready' });
    const shown = panel.webview.html;
    await run('patience.newGame.cruel');
    expect(loaded(panel).record.game).toBe('cruel');
    expect(panel.webview.html).toBe(shown); // a new page would reload the table in front of the player
    panel.setViewState({ visible: false, active: false });
    expect(modulePreloads(panel.webview.html).map((m) => m.file)).toEqual(['chunk-MAIN.js', 'game-CRUEL.js']);
  });

  it('without the list the tab opens as before, preloading no modules', async () => {
    activated();
    await run('patience.newGame.freecell');
    expect(double.panel.webview.html).toContain('<patience-app>');
    expect(double.panel.webview.html).not.toContain('modulepreload');
    double.panel.fromPage({ type: 'ready' });
    expect(loaded().record.game).toBe('freecell');
  });
});
