// What the end-to-end tests share: the engine (bundled for Node, to know what the table must show), the
// palette, settings and the game table inside the webview, played with Playwright's real mouse and keyboard.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { GAME_NAMES, NEW_GAME_TITLES } from '../support/registry.mjs';
import { launchChromium, openWorkbench, runCommand, startCodeServer, until, webviewFrame } from '../support/code-server.mjs';

export { runCommand, until };

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Screenshots and the engine bundle (gitignored: test-output/). */
export const OUT = path.join(REPO, 'test-output/e2e');
export const VSIX = process.env.VSIX ? path.resolve(process.env.VSIX) : path.join(REPO, 'out/patience.vsix');

/** Every game's English name, from the registry, in its order. */
export const GAMES = GAME_NAMES;
/** Each game's own "Patience: New … Game" command title. */
export const NEW_GAME_COMMAND = NEW_GAME_TITLES;

/** The rules engine, bundled from src/engine for this Node process. */
export function loadEngine() {
  return bundleAndImport('engine', {
    entryPoints: ['src/engine/index.ts'],
    tsconfig: 'src/engine/tsconfig.json',
  });
}

/**
 * Bundles `options` (esbuild's, from the repository's root) for Node and imports the result. Each process writes a file
 * of its own, removed once imported: test:e2e runs its files side by side, and one writing the bundle while another
 * imports it would hand that one half a file.
 */
export async function bundleAndImport(name, options) {
  fs.mkdirSync(OUT, { recursive: true });
  const outfile = path.join(OUT, `${name}-${process.pid}.mjs`);
  await esbuild.build({
    absWorkingDir: REPO,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'warning',
    ...options,
    outfile,
  });
  try {
    return await import(pathToFileURL(outfile).href);
  } finally {
    fs.rmSync(outfile, { force: true });
  }
}

/** "tableau-3" → "tableau 3", "freecell-1" → "free cell 1": the start of the pile's accessible name. */
export function pileName(id) {
  const [, kind, number] = /^([a-z]+)(?:-(\d+))?$/.exec(id);
  const name = kind === 'freecell' ? 'free cell' : kind;
  return number ? `${name} ${number}` : name;
}

/**
 * Runs a palette command that asks in the quick input (a picker or a box whose title matches `asks`), and when
 * `text` is given types it and presses Enter. Tried again when the box closed under the typing (a tab that took
 * the focus just then closes it), and, given `done`, when the answer did not take effect within 15 s (the box
 * closed just before Enter, which then went to the page behind it).
 */
export async function paletteInput(page, title, asks, text, done) {
  const input = page.locator('.quick-input-widget input');
  for (let tries = 1; ; tries++) {
    await runCommand(page, title);
    const shown = await attempt(
      until(
        `the quick input "${asks}"`,
        () => page.locator('.quick-input-widget .quick-input-title').innerText({ timeout: 1000 }),
        (t) => asks.test(t),
      ),
    );
    if (shown && text === undefined) return input;
    if (shown && (await attempt(input.fill(text, { timeout: 3000 })))) {
      await page.keyboard.press('Enter');
      if (!done || (await attempt(until(`"${text}" taken by "${title}"`, done, Boolean, 15000)))) return input;
    }
    if (tries === 3) throw new Error(`"${title}" did not ask ${asks}${done ? ` or did not take "${text}"` : ''}`);
  }
}

/** The editor tab with this exact title (or a title matching a RegExp). */
export const tab = (page, title) =>
  page.locator('.tabs-container .tab', {
    has: page.locator('.label-name', { hasText: title instanceof RegExp ? title : new RegExp(`^${escape(title)}$`) }),
  });
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\#]/g, '\\$&');

/**
 * Changes a setting in the Settings editor as a player would (search its id, pick the option of a dropdown, or tick
 * or clear a checkbox when `value` is a boolean: then `option` is not used), waits until it is written to the user
 * settings.json of `server`, then closes the editor. (VS Code does not notice settings.json written from outside.)
 */
export async function chooseSetting(page, server, id, option, value) {
  await runCommand(page, 'Preferences: Open User Settings', undefined, () => page.locator('.settings-editor').isVisible());
  const search = page.locator('.settings-editor .search-container .monaco-editor');
  await search.waitFor();
  const select = page.locator(`.settings-editor select[aria-label="${id}"], .settings-editor .setting-value-checkbox[aria-label="${id}"]`);
  // Type only into the search box: keys that reach the game tab are its shortcuts (N, R, D).
  await until(
    `${id} in the Settings editor`,
    async () => {
      if (await select.count()) return true;
      await search.click();
      if (!(await page.locator('.settings-editor .search-container .monaco-editor.focused').count())) return false;
      await page.keyboard.press('Control+a');
      await page.keyboard.type(id);
      await sleep(500);
      return select.count();
    },
    Boolean,
  );
  if (typeof value === 'boolean' && (await select.getAttribute('aria-checked')) !== String(value)) await select.click();
  const file = path.join(server.userDataDir, 'User/settings.json');
  // A value equal to the setting's default is written by taking the setting out of the file.
  const byDefault = value === SETTING_DEFAULTS[id]?.default;
  const done = (v) => v === value || (byDefault && v === undefined);
  const written = () => {
    try {
      return JSON.parse(fs.readFileSync(file, 'utf8'))[id];
    } catch {
      return undefined; // being written
    }
  };
  await until(
    `${id} = ${JSON.stringify(value)} in ${file}`,
    async () => {
      // The list re-renders and reuses its rows while the search settles: a choice that reached another row is made again.
      if (typeof value !== 'boolean' && !done(written())) {
        await select.selectOption({ label: option }, { timeout: 3000 }).catch(() => undefined);
        await sleep(500);
      }
      return written();
    },
    done,
  );
  // The Settings editor opens over the workbench (a modal editor in VS Code 1.139): Esc closes it.
  await until(
    'the Settings editor to close',
    async () => {
      if (await page.locator('.settings-editor').isVisible()) await page.keyboard.press('Escape');
      await sleep(300);
      return page.locator('.settings-editor').isVisible();
    },
    (visible) => visible === false,
  );
}

/** The extension's settings as package.json contributes them (with their defaults). */
const SETTING_DEFAULTS = JSON.parse(fs.readFileSync(path.join(REPO, 'package.json'), 'utf8')).contributes.configuration.properties;

/**
 * Checks what readWalkthrough() read against the manifest in `language` ('en', 'ru'): the title, the steps' titles, and
 * each step's picture (its words, the file for this language, loaded) and one button (the description's link).
 */
export function assertWalkthrough(shown, language) {
  const read = (file) => JSON.parse(fs.readFileSync(path.join(REPO, file), 'utf8'));
  const nls = read(language === 'en' ? 'package.nls.json' : `package.nls.${language}.json`);
  const [walkthrough] = read('package.json').contributes.walkthroughs;
  const words = (value) => nls[/^%(.+)%$/.exec(value)[1]];
  assert.equal(shown.title, words(walkthrough.title));
  assert.deepEqual(
    shown.steps.map((s) => s.title),
    walkthrough.steps.map((s) => words(s.title)),
  );
  for (const [i, step] of walkthrough.steps.entries()) {
    const { image, buttons } = shown.steps[i];
    const file = words(step.media.image);
    assert.equal(image.alt, words(step.media.altText));
    assert.ok(
      image.loaded && (image.src.includes(file) || image.src.includes(encodeURIComponent(file))),
      `step ${step.id} shows ${image.src}, not ${file}`,
    );
    assert.deepEqual(buttons, [/\[([^\]]+)\]\(command:/.exec(words(step.description))[1]]);
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const attempt = (promise) =>
  promise.then(
    () => true,
    () => false,
  );

// Workbench chatter of an offline code-server, none of it about this extension.
const WORKBENCH_NOISE =
  /vsda|ENOTFOUND|ERR_NAME_NOT_RESOLVED|open-vsx|marketplace|gallery|vscode-cdn\.net\/insider|update\.code\.visualstudio|Failed to load resource.*(\/vsda|favicon)/i;

/**
 * `test`, but a failing test leaves a screenshot of the window behind (test-output/e2e/<prefix>failed-N.png).
 * `page` is read when the test runs, since the suite opens the browser in its `before`.
 */
export function screenshotOnFailure(test, page, prefix = '') {
  let failures = 0;
  return (name, body) =>
    test(name, async () => {
      try {
        await body();
      } catch (error) {
        await page()
          ?.screenshot({ path: path.join(OUT, `${prefix}failed-${++failures}.png`) })
          .catch(() => {});
        throw error;
      }
    });
}

/**
 * One e2e session: code-server with the packaged .vsix, `settings` and `keybindings`, Chromium on its workbench, the
 * console recorded and the game table ready to drive. `close()` stops both.
 */
export async function openSession(settings, engine, { keybindings, server: serverOptions = {}, browser: browserOptions = {} } = {}) {
  assert.ok(fs.existsSync(VSIX), `${VSIX} is missing: run npm run package (npm run test:e2e does)`);
  fs.mkdirSync(OUT, { recursive: true });
  // A server started again on the folders of an earlier one (serverOptions.stateDir) has the extension installed.
  const server = await startCodeServer({ vsix: serverOptions.stateDir ? undefined : VSIX, settings, keybindings, ...serverOptions });
  let browser, consoleMessages;
  try {
    browser = await launchChromium({ viewport: { width: 1400, height: 900 }, ...browserOptions });
    consoleMessages = recordConsole(browser.page);
    await openWorkbench(browser.page, server);
  } catch (error) {
    // No session to close for the file's after(): left running, code-server and Chromium kept the test run from ever ending.
    await browser?.close();
    await server.stop();
    throw error;
  }
  const { page } = browser;
  return {
    server,
    browser,
    page,
    consoleMessages,
    table: new Table(page, engine),
    close: async () => {
      await browser.close();
      await server.stop();
    },
  };
}

/**
 * Ends a session as a crash or a power cut would: SIGKILL to the whole process group of code-server (its extension
 * hosts too) and of Chromium, nothing saved on the way out. Both were started detached, each the leader of its own
 * group, and their command lines name their own throw-away folders, which is how their groups are found here.
 */
export async function killSession(session) {
  const dirs = [session.server.userDataDir, session.browser.userDataDir];
  const own = processes().find((p) => p.pid === process.pid).group;
  // code-server's, Chromium's, and those of Chromium's crash handlers (daemons in groups of their own).
  const groups = new Set(
    processes()
      .filter((p) => p.group !== own && dirs.some((dir) => p.command.includes(dir)))
      .map((p) => p.group),
  );
  assert.ok(groups.size >= 2, `no process group of code-server or of Chromium among ${[...groups]}`);
  for (const group of groups) process.kill(-group, 'SIGKILL');
  await until(
    'the killed processes to be gone',
    async () => processes().filter((p) => groups.has(p.group) && p.state !== 'Z'),
    (left) => left.length === 0,
  );
}

/** The processes of this machine: { pid, state, group, command }. */
function processes() {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
        const [state, , group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return [{ pid: Number(pid), state, group: Number(group), command: fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8') }];
      } catch {
        return []; // gone meanwhile
      }
    });
}

/**
 * The game journal's entries (one a counted game, `<ended>.<scope>.<id>.<window>.json`) in the extension's
 * global storage `storage`, read: the journal's folder also holds machine.json, index.json, ids.json and, a day
 * later, packed/ segments, which are not entries.
 */
export function journalEntries(storage) {
  const dir = path.join(storage, 'journal');
  try {
    return fs
      .readdirSync(dir)
      .filter((name) => /^\d+\.[^.]+\.[^.]+\.[^.]+\.json$/.test(name))
      .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')));
  } catch {
    return [];
  }
}

/** The total the Statistics view shows (its snapshot), from whichever visible webview holds the view. */
export async function statsTotal(page) {
  const frames = page.locator('iframe.webview.ready:visible');
  for (let i = 0; i < (await frames.count()); i++) {
    const view = frames.nth(i).contentFrame().frameLocator('#active-frame').locator('patience-stats-view');
    if (await view.count()) return view.evaluate((v) => v.snapshot?.total ?? null);
  }
  return null;
}

/** Starts collecting what the page logs, its webviews' frames included. */
export function recordConsole(page) {
  const messages = [];
  page.on('console', (message) => messages.push({ type: message.type(), text: message.text(), url: message.location().url ?? '' }));
  page.on('pageerror', (error) => messages.push({ type: 'pageerror', text: String(error?.stack ?? error), url: '' }));
  return messages;
}

/**
 * Fails on a CSP violation or an error from the webview (its solver worker included) or the extension in the recorded
 * `messages`, or an error or warning in the Patience output channel's log (where the webview reports its failures).
 * The log is read from its file on the server (the Node extension host's), unless `logLines` reads it elsewhere.
 */
export async function assertQuietConsole(table, server, messages, { logLines = () => patienceLogFileLines(server) } = {}) {
  // A probe logged by the webview's own frame shows that its messages reach the recording.
  await table.frame.locator('patience-app').evaluate(() => console.warn('patience-e2e-console-probe'));
  await until('the probe in the console', async () => messages.some((m) => m.text === 'patience-e2e-console-probe'), Boolean);
  const csp = messages.filter((m) => /Content Security Policy|Refused to (load|execute|apply|connect|frame|create)/i.test(m.text));
  assert.deepEqual(csp, [], 'CSP violations');
  const webview = (m) => /\/webview\/|vscode-resource|vscode-cdn\.net|patience|blob:|worker/i.test(`${m.url} ${m.text}`);
  // A resource the page's HTML preloads and its first paint does not draw (issue 36: the card sheets of a style drawn from another folder).
  const unused = messages.filter((m) => /preloaded using link preload but not used/.test(m.text) && webview(m));
  assert.deepEqual(unused, [], 'preloads the page did not use');
  const errors = messages.filter((m) => (m.type === 'error' || m.type === 'pageerror') && !WORKBENCH_NOISE.test(`${m.text} ${m.url}`));
  for (const m of errors.filter((e) => !webview(e)))
    console.log(`[workbench console, not the extension's] ${m.type}: ${m.text.slice(0, 300)}`);
  assert.deepEqual(errors.filter(webview), [], 'errors from the webview, its worker or the extension');
  const warned = (await logLines()).filter((l) => /\[(error|warning)\]/.test(l));
  for (const line of warned.filter((l) => LOAD_BOUND.test(l))) console.log(`[load-bound, not failed] ${line}`);
  assert.deepEqual(
    warned.filter((l) => !LOAD_BOUND.test(l)),
    [],
    'errors or warnings in the Patience log',
  );
}

/**
 * The one warning a busy machine alone causes: the journal's machine file read at the start not answered within the
 * host's 5 s (two VS Codes and two Chromiums on two cores, CI at load 8). The host goes on with the id globalState kept
 * and takes the file's once the disk answers, which the statistics checks of these suites see through; any other
 * machine-file failure (a read that failed, not one that was slow) still fails the check.
 */
const LOAD_BOUND = /\[warning\] Statistics: the game journal's machine file could not be read or made \(Error: no answer within 5 s\)/;

/** The lines of the Patience output channel's log files in the server's logs folder. */
export function patienceLogFileLines(server) {
  const logs = fs.readdirSync(path.join(server.userDataDir, 'logs'), { recursive: true }).filter((f) => /Patience\.log$/.test(f));
  assert.ok(logs.length > 0, 'no Patience output channel log found');
  return logs.flatMap((log) => fs.readFileSync(path.join(server.userDataDir, 'logs', log), 'utf8').split('\n'));
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

  /** Plays `moves` as the table would after drags: each a `patience-move` event from the table, in one go. */
  playMoves(moves) {
    return this.frame.locator('patience-table').evaluate((t, list) => {
      for (const move of list) t.dispatchEvent(new CustomEvent('patience-move', { detail: { move }, bubbles: true, composed: true }));
    }, moves);
  }

  /** The card at `index` (from the bottom) of a pile holding `count` cards. */
  card(id, index, count) {
    return this.pile(id).locator(`patience-card[aria-label$=", card ${index + 1} of ${count}"]`);
  }

  /** The table's position as drawn: { game, variant, piles } (cards as the engine's numbers). */
  position() {
    return this.frame
      .locator('patience-table')
      .evaluate((table) =>
        JSON.parse(JSON.stringify({ game: table.position.game, variant: table.position.variant, piles: table.position.piles })),
      );
  }

  /** The header's figures: { heading, deal, score, moves }. */
  header() {
    return this.frame.locator('patience-header').evaluate((header) => {
      const root = header.shadowRoot;
      const dd = [...root.querySelectorAll('dd')].map((d) => d.textContent.trim());
      return {
        heading: root.querySelector('h1').textContent.trim(),
        deal: root.querySelector('.deal').textContent.trim(),
        score: dd[0],
        moves: Number(dd[1]),
      };
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
      for (let el = document.activeElement; el; el = el.shadowRoot?.activeElement)
        names.push(el.getAttribute('aria-label') ?? el.tagName.toLowerCase());
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

  /**
   * How many animations run now in the page's document and its shadow roots (document.getAnimations()
   * does not look inside them); the page keeps the counter as window.__runningAnimations.
   */
  runningAnimations() {
    return this.frame.locator('patience-app').evaluate(() => {
      window.__runningAnimations ??= () => {
        let n = 0;
        const walk = (root) => {
          n += root.getAnimations().filter((a) => a.playState === 'running').length;
          for (const el of root.querySelectorAll('*')) if (el.shadowRoot) walk(el.shadowRoot);
        };
        walk(document);
        return n;
      };
      return window.__runningAnimations();
    });
  }

  /** Waits until the table shows the position after `record`, with no card still gliding. */
  async shows(record, timeoutMs) {
    const want = this.expected(record).position;
    const text = (p) => JSON.stringify(p.piles);
    await until(
      `the table to show ${record.moves.length} moves of ${record.game} #${record.deal}\n${this.engine.formatPosition(want)}`,
      () => this.position(),
      (got) => got.piles && text(got) === text(want) && got.game === want.game && got.variant === want.variant,
      timeoutMs,
    );
    await until(
      'the cards to stop gliding',
      () =>
        this.frame.locator('patience-table').evaluate((table) => {
          let running = 0;
          for (const pile of table.shadowRoot.querySelectorAll('patience-pile'))
            for (const card of pile.shadowRoot.querySelectorAll('patience-card')) running += card.getAnimations().length;
          return running;
        }),
      (n) => n === 0,
    );
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
    await until(
      'the cards to be picked up',
      () => this.pile(move.from).locator('patience-card[aria-pressed="true"]').count(),
      (n) => n === (move.count ?? 1),
    );
    const end = await this.landing(move.to);
    await this.page.mouse.click(end.x, end.y);
  }

  async doubleClickTop(id) {
    const cards = this.pile(id).locator('patience-card');
    const at = await this.grip(cards.last());
    await this.page.mouse.dblclick(at.x, at.y);
  }
}
