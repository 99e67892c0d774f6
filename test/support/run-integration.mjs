// Runs an extension-host test suite (the @vscode/test-electron contract: extensionTestsPath exports
// run(): Promise<void>) inside a real VS Code: a throw-away code-server's Node extension host, with the workbench
// opened in headless Chromium. Works offline (npm + apt only); see scripts/setup-vscode.sh.
//
//   node test/support/run-integration.mjs <extensionDevelopmentPath> <extensionTestsPath> [workspaceFolder]
//
// env: EXT_TEST_ENV='{"K":"V"}'  extra environment for the extension host (the payload's extensionEnvironment)
//      PATIENCE_GAME_SAMPLE=all|<n> which games the costly per-game walks take (test/support/game-sample.cjs)
//      TEST_TIMEOUT_MS=300000    give up (exit 124) when the host has not finished by then
//      VSCODE_LOCALE=de          start code-server with --locale (alone, VS Code stays English: see the next one)
//      VSCODE_LANGUAGE_PACK=x.vsix a language pack for VSCODE_LOCALE, registered before the workbench opens, so the
//                                extension host runs in that language (test/l10n/language-pack.mjs makes one for ru)
//      VERBOSE=1                 full workbench error stacks and code-server's own log
// Prints the mocha output, `N passed, N failed` last, and exits with the extension host's exit code.
import path from 'node:path';
import util from 'node:util';
import fs from 'node:fs';
import { startCodeServer, launchChromium, toPayload } from './code-server.mjs';
import { rotation, sampleNote } from './game-sample.cjs';

const [extDev, testsPath, workspaceArg] = process.argv.slice(2);
if (!extDev || !testsPath) {
  console.error('usage: node test/support/run-integration.mjs <extensionDevelopmentPath> <extensionTestsPath> [workspaceFolder]');
  process.exit(2);
}
for (const p of [extDev, testsPath])
  if (!fs.existsSync(p)) {
    console.error(`run-integration: ${p} does not exist`);
    process.exit(2);
  }
// The games the costly walks take (test/support/game-sample.cjs): the runner's rotation, handed to the extension host.
const turn = rotation();
const sample = { PATIENCE_GAME_SAMPLE: String(turn) };
let extEnv = process.env.EXT_TEST_ENV ?? '{}';
try {
  extEnv = JSON.stringify({ ...sample, ...JSON.parse(extEnv) });
} catch {
  console.error(`run-integration: EXT_TEST_ENV is not JSON: ${extEnv}`);
  process.exit(2);
}
const verbose = !!process.env.VERBOSE && process.env.VERBOSE !== '0';
// workbench chatter that reaches codeAutomationLog before the tests start; shown with VERBOSE=1
const NOISE =
  /^(Resolving connection token|Resolved connection token|Creating a socket|\[reconnection-grace-time\]|Updating additional builtin extensions cache|\[Service Worker\]|\[AgentHost|\[AccountPolicyGate\]|Timed out waiting for authentication provider|Creation of workbench contribution .* took)|ENOTFOUND (open-vsx\.org|[\w.-]*(marketplace|vscode-cdn|visualstudio|microsoft)\.)/;
const secs = (ms) => `${(ms / 1000).toFixed(1)} s`;
const note = (s) => console.log(`[run-integration] ${s}`);

note(sampleNote(turn));
const t0 = Date.now();
let server,
  browser,
  code,
  summary = '';
try {
  // Any deal, at once: the default search for a winnable deal (seconds for Spider Three Decks) has its own test.
  const settings = { 'patience.winnableDealsOnly': false };
  server = await startCodeServer({
    testMode: true,
    settings,
    locale: process.env.VSCODE_LOCALE || undefined,
    languagePack: process.env.VSCODE_LANGUAGE_PACK || undefined,
  });
  note(`code-server up in ${secs(Date.now() - t0)} (${server.url})`);
  browser = await launchChromium();
  const { page } = browser;
  const workspace = workspaceArg ? path.resolve(workspaceArg) : server.workspace;
  const payload = toPayload(server, {
    extensionDevelopmentPath: extDev,
    extensionTestsPath: testsPath,
    extensionEnvironment: extEnv,
    skipWelcome: 'true',
  });

  code = await new Promise((resolve) => {
    const timeoutMs = Number(process.env.TEST_TIMEOUT_MS ?? 300000);
    const timer = setTimeout(() => {
      console.error(`[run-integration] TIMEOUT: the extension host did not finish within ${timeoutMs} ms`);
      resolve(124);
    }, timeoutMs);
    const done = (c) => {
      clearTimeout(timer);
      resolve(c);
    };
    // A page that cannot be set up (exposeFunction or goto failing) ends the run like a crash, not as an unhandled rejection.
    (async () => {
      // While the tests run, the extension host's console output goes to the log service, which a built workbench
      // forwards to window.codeAutomationLog (with the smoke-test driver enabled); the exit code arrives through
      // window.codeAutomationExit.
      await page.exposeFunction('codeAutomationLog', (level, args) => {
        let text = util.format(...(Array.isArray(args) ? args : [args]));
        if (level === 'error' && !verbose) text = text.split('\n')[0]; // drop workbench stack traces
        const m = /^(\d+ passed, \d+ failed.*)$/m.exec(text);
        if (m) summary = m[1];
        if (!verbose && NOISE.test(text)) return;
        console.log(level === 'info' || level === 'log' ? text : `[${level}] ${text}`);
      });
      await page.exposeFunction('codeAutomationExit', (c) => done(Number(c)));
      page.on('crash', () => {
        console.error('[run-integration] the workbench page crashed');
        done(1);
      });
      page.on('close', () => done(1));
      const tGoto = Date.now();
      page
        .locator('.monaco-workbench')
        .waitFor({ timeout: timeoutMs })
        .then(
          () => note(`workbench loaded in ${secs(Date.now() - tGoto)}`),
          () => {},
        );
      await page
        .goto(`${server.url}/?folder=${encodeURIComponent(workspace)}&payload=${encodeURIComponent(JSON.stringify(payload))}`)
        .catch((e) => {
          console.error(`[run-integration] could not open the workbench: ${e.message}`);
          done(1);
        });
    })().catch((e) => {
      console.error(`[run-integration] could not set up the workbench page: ${e.message}`);
      done(1);
    });
  });
  note(`extension host exited with code ${code}; total ${secs(Date.now() - t0)}`);
} catch (e) {
  console.error(`[run-integration] ${e.stack ?? e}`);
  code = 1;
} finally {
  if (verbose && server) console.log(`----- code-server log -----\n${server.log()}`);
  await browser?.close();
  await server?.stop();
}
// the plain closing line
console.log(
  summary ||
    (code === 0 ? '0 passed, 0 failed (no summary from the test index)' : `0 passed, 1 failed (no test summary; exit code ${code})`),
);
process.exit(code);
