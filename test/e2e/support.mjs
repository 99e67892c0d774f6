// What the end-to-end tests share: the engine (bundled for Node, to know what the table must show), the
// palette, settings and the game table inside the webview, played with Playwright's real mouse and keyboard.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { webviewFrame } from '../support/code-server.mjs';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Screenshots and the engine bundle (gitignored: test-output/). */
export const OUT = path.join(REPO, 'test-output/e2e');
export const VSIX = process.env.VSIX ? path.resolve(process.env.VSIX) : path.join(REPO, 'out/patience.vsix');

/** The rules engine, bundled from src/engine for this Node process. */
export async function loadEngine() {
  const outfile = path.join(OUT, 'engine.mjs');
  await esbuild.build({
    absWorkingDir: REPO, entryPoints: ['src/engine/index.ts'], bundle: true, format: 'esm', platform: 'node', target: 'node20',
    tsconfig: 'src/engine/tsconfig.json', outfile, logLevel: 'warning',
  });
  return import(pathToFileURL(outfile).href);
}

/** "tableau-3" → "tableau 3", "freecell-1" → "free cell 1": the start of the pile's accessible name. */
export function pileName(id) {
  const [, kind, number] = /^([a-z]+)(?:-(\d+))?$/.exec(id);
  const name = kind === 'freecell' ? 'free cell' : kind;
  return number ? `${name} ${number}` : name;
}

const PALETTE = 'Type the name of a command to run.';
const attempt = (promise) => promise.then(() => true, () => false);

/**
 * Runs a command from the palette: F1, its title, a click on the row with exactly that title (Enter would take the
 * top row, which may be another command that matches better). Every step is retried: a press of F1 can get lost on
 * its way out of the webview, and the palette of the last command may still be closing.
 */
export async function runCommand(page, title, timeoutMs = 60000) {
  const deadline = Date.now() + timeoutMs;
  const input = page.locator('.quick-input-widget input');
  const rows = page.locator('.quick-input-list .monaco-list-row');
  for (;;) {
    if (!(await input.isVisible())) await page.keyboard.press('F1');
    const ready = await attempt(until('the palette', () => input.getAttribute('aria-label'), (label) => label === PALETTE, 2000))
      && await attempt(input.fill(`>${title}`, { timeout: 2000 }))
      && await attempt(rows.filter({ hasText: title }).first().waitFor({ state: 'visible', timeout: 2000 }));
    if (ready) {
      const row = (await rows.allInnerTexts()).findIndex((text) => text.split('\n')[0].trim() === title);
      if (row >= 0 && await attempt(rows.nth(row).click({ timeout: 2000 }))) return;
    }
    if (Date.now() > deadline) throw new Error(`command "${title}" not found in the palette`);
    if (await input.isVisible()) await page.keyboard.press('Escape');
    await sleep(500);
  }
}

/**
 * Runs a palette command that asks in the quick input (a picker or a box whose title matches `asks`), and when
 * `text` is given types it and presses Enter. Tried again when the box closed under the typing (a tab that took
 * the focus just then closes it).
 */
export async function paletteInput(page, title, asks, text) {
  const input = page.locator('.quick-input-widget input');
  for (let tries = 1; ; tries++) {
    await runCommand(page, title);
    const shown = await attempt(until(`the quick input "${asks}"`, () => page.locator('.quick-input-widget .quick-input-title').innerText({ timeout: 1000 }), (t) => asks.test(t)));
    if (shown && text === undefined) return input;
    if (shown && await attempt(input.fill(text, { timeout: 3000 }))) {
      await page.keyboard.press('Enter');
      return input;
    }
    if (tries === 3) throw new Error(`"${title}" did not ask ${asks}`);
  }
}

/** The editor tab with this exact title (or a title matching a RegExp). */
export const tab = (page, title) =>
  page.locator('.tabs-container .tab', { has: page.locator('.label-name', { hasText: title instanceof RegExp ? title : new RegExp(`^${escape(title)}$`) }) });
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\#]/g, '\\$&');

/**
 * Changes a dropdown setting in the Settings editor as a player would (search its id, pick the option), waits until
 * it is written to the user settings.json of `server`, then closes the editor.
 */
export async function chooseSetting(page, server, id, option, value) {
  await runCommand(page, 'Preferences: Open User Settings');
  const search = page.locator('.settings-editor .search-container .monaco-editor');
  await search.waitFor();
  const select = page.locator(`.settings-editor select[aria-label="${id}"]`);
  // Type only into the search box: keys that reach the game tab are its shortcuts (N, R, D).
  await until(`${id} in the Settings editor`, async () => {
    if (await select.count()) return true;
    await search.click();
    if (!(await page.locator('.settings-editor .search-container .monaco-editor.focused').count())) return false;
    await page.keyboard.press('Control+a');
    await page.keyboard.type(id);
    await sleep(500);
    return select.count();
  }, Boolean);
  await select.selectOption({ label: option });
  const file = path.join(server.userDataDir, 'User/settings.json');
  await until(`${id} = ${JSON.stringify(value)} in ${file}`, async () => JSON.parse(fs.readFileSync(file, 'utf8'))[id], (v) => v === value);
  // The Settings editor opens over the workbench (a modal editor in VS Code 1.139): Esc closes it.
  await until('the Settings editor to close', async () => {
    if (await page.locator('.settings-editor').isVisible()) await page.keyboard.press('Escape');
    await sleep(300);
    return page.locator('.settings-editor').isVisible();
  }, (visible) => visible === false);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `read` until `done(value)`; fails with the last value. */
export async function until(what, read, done, timeoutMs = 15000) {
  const deadline = Date.now() + timeoutMs;
  let value;
  for (;;) {
    value = await read().catch((error) => ({ error: String(error) }));
    if (done(value)) return value;
    if (Date.now() > deadline) assert.fail(`timed out waiting for ${what}; last value: ${JSON.stringify(value)?.slice(0, 1500)}`);
    await sleep(50);
  }
}

/**
 * The game table inside the webview of the visible game tab, driven through the page's real mouse and keyboard.
 * Piles are found by their accessible names ("tableau 3, 7 cards: …"), cards by theirs ("…, card 2 of 7").
 */
export class Table {
  constructor(page, engine) {
    this.page = page;
    this.engine = engine;
  }

  get frame() {
    return webviewFrame(this.page);
  }

  pile(id) {
    return this.frame.locator(`patience-pile[aria-label^="${pileName(id)},"]`);
  }

  /** The card at `index` (from the bottom) of a pile holding `count` cards. */
  card(id, index, count) {
    return this.pile(id).locator(`patience-card[aria-label$=", card ${index + 1} of ${count}"]`);
  }

  /** The table's position as drawn: { game, variant, piles } (cards as the engine's numbers). */
  position() {
    return this.frame.locator('patience-table').evaluate((table) => JSON.parse(JSON.stringify({ game: table.position.game, variant: table.position.variant, piles: table.position.piles })));
  }

  /** The header's figures: { heading, deal, score, moves }. */
  header() {
    return this.frame.locator('patience-header').evaluate((header) => {
      const root = header.shadowRoot;
      const dd = [...root.querySelectorAll('dd')].map((d) => d.textContent.trim());
      return { heading: root.querySelector('h1').textContent.trim(), deal: root.querySelector('.deal').textContent.trim(), score: dd[0], moves: Number(dd[1]) };
    });
  }

  /** The screen-reader announcement the table made last. */
  announcement() {
    return this.frame.locator('patience-app').evaluate((app) => app.shadowRoot.querySelector('.live').textContent.trim());
  }

  /** The accessible names from the focused element down through the shadow roots. */
  focusPath() {
    return this.frame.locator('patience-app').evaluate(() => {
      const names = [];
      for (let el = document.activeElement; el; el = el.shadowRoot?.activeElement) names.push(el.getAttribute('aria-label') ?? el.tagName.toLowerCase());
      return names;
    });
  }

  /** What the engine says the table must show after `record`. */
  expected(record) {
    const replayed = this.engine.replay(record);
    assert.ok(replayed.ok, `the test's own record does not replay: ${replayed.error}`);
    const last = replayed.value.positions.at(-1);
    return { position: last, status: this.engine.status(last), score: this.engine.score(last) };
  }

  /** Waits until the table shows the position after `record`, with no card still gliding. */
  async shows(record, timeoutMs) {
    const want = this.expected(record).position;
    const text = (p) => JSON.stringify(p.piles);
    await until(`the table to show ${record.moves.length} moves of ${record.game} #${record.deal}\n${this.engine.formatPosition(want)}`,
      () => this.position(), (got) => got.piles && text(got) === text(want) && got.game === want.game && got.variant === want.variant, timeoutMs);
    await until('the cards to stop gliding', () => this.frame.locator('patience-table').evaluate((table) => {
      let running = 0;
      for (const pile of table.shadowRoot.querySelectorAll('patience-pile')) for (const card of pile.shadowRoot.querySelectorAll('patience-card')) running += card.getAnimations().length;
      return running;
    }), (n) => n === 0);
    assert.equal((await this.header()).moves, record.moves.length, 'moves in the header');
  }

  /** Where to press on a card so that it, not the card over it, is hit: its top left strip (fans go down or right). */
  async grip(locator) {
    const box = await locator.boundingBox();
    assert.ok(box, 'the card is not on screen');
    return { x: box.x + Math.min(box.width / 2, 8), y: box.y + Math.min(box.height / 2, 6) };
  }

  /** Where to drop or click on a pile: its top card, or its empty place. */
  async landing(id) {
    const cards = this.pile(id).locator('patience-card');
    const box = (await cards.count()) ? await cards.last().boundingBox() : await this.pile(id).boundingBox();
    return { x: box.x + box.width / 2, y: box.y + Math.min(box.height / 2, 24) };
  }

  async liftPoint(position, move) {
    const from = this.engine.rulesOf(position.game).piles.findIndex((p) => p.id === move.from);
    const count = position.piles[from].length;
    return this.grip(this.card(move.from, count - (move.count ?? 1), count));
  }

  /** Drags the cards of `move` from their pile onto the target pile with the mouse. */
  async drag(position, move) {
    const start = await this.liftPoint(position, move);
    const end = await this.landing(move.to);
    const mouse = this.page.mouse;
    await mouse.move(start.x, start.y);
    await mouse.down();
    await mouse.move(start.x + 6, start.y + 6, { steps: 2 });
    await mouse.move(end.x, end.y, { steps: 8 });
    await mouse.up();
  }

  /** Clicks the cards of `move` (they are picked up), then the target pile (they go there). */
  async clickMove(position, move) {
    const start = await this.liftPoint(position, move);
    await this.page.mouse.click(start.x, start.y);
    await until('the cards to be picked up', () => this.pile(move.from).locator('patience-card[aria-pressed="true"]').count(), (n) => n === (move.count ?? 1));
    const end = await this.landing(move.to);
    await this.page.mouse.click(end.x, end.y);
  }

  async doubleClickTop(id) {
    const cards = this.pile(id).locator('patience-card');
    const at = await this.grip(cards.last());
    await this.page.mouse.dblclick(at.x, at.y);
  }
}
