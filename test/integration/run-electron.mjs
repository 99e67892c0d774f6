// Alternative launcher for the integration suite: desktop VS Code through @vscode/test-electron, for a developer
// machine WITH internet (runTests downloads VS Code into .vscode-test/ first). Offline / in CI use
// test/support/run-integration.mjs (code-server) instead; here it fails at the download with ENOTFOUND.
//
//   node test/integration/run-electron.mjs [extensionDevelopmentPath] [extensionTestsPath] [workspaceFolder]
//        defaults: the repository root, this folder (its index.js), an empty temporary folder
// env: VSCODE_VERSION=stable|insiders|1.95.0   VS Code to download (default stable)
//      VSCODE_EXECUTABLE=/path/to/code          use an installed VS Code instead of downloading
//      EXT_TEST_ENV='{"K":"V"}'                  extra environment for the extension host
//      VSCODE_LOCALE=de                          --locale
// On a Linux machine without a display, wrap it: xvfb-run -a node test/integration/run-electron.mjs
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runTests } from '@vscode/test-electron';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../..');
const [devArg, testsArg, workspaceArg] = process.argv.slice(2);
const extensionDevelopmentPath = path.resolve(devArg ?? repo);
const extensionTestsPath = path.resolve(testsArg ?? here); // a folder with index.js, or the index file itself

let extensionTestsEnv = {};
try {
  extensionTestsEnv = JSON.parse(process.env.EXT_TEST_ENV ?? '{}');
} catch {
  console.error(`run-electron: EXT_TEST_ENV is not JSON: ${process.env.EXT_TEST_ENV}`);
  process.exit(2);
}

// throw-away profile: user data (with quiet settings), workspace; extensions dir stays empty
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'patience-electron-'));
const userDataDir = path.join(tmp, 'user-data');
fs.mkdirSync(path.join(userDataDir, 'User'), { recursive: true });
fs.writeFileSync(
  path.join(userDataDir, 'User/settings.json'),
  JSON.stringify(
    {
      'workbench.startupEditor': 'none',
      'workbench.tips.enabled': false,
      'chat.disableAIFeatures': true,
      'telemetry.telemetryLevel': 'off',
      'extensions.autoCheckUpdates': false,
      'extensions.autoUpdate': false,
      'update.mode': 'none',
      'git.enabled': false,
      'security.workspace.trust.enabled': false,
    },
    null,
    2,
  ),
);
const workspace = workspaceArg ? path.resolve(workspaceArg) : path.join(tmp, 'workspace');
fs.mkdirSync(workspace, { recursive: true });

const launchArgs = [
  workspace,
  '--disable-extensions',
  `--user-data-dir=${userDataDir}`,
  `--extensions-dir=${path.join(tmp, 'extensions')}`,
];
if (process.env.VSCODE_LOCALE) launchArgs.push('--locale', process.env.VSCODE_LOCALE);

let code;
try {
  code = await runTests({
    extensionDevelopmentPath,
    extensionTestsPath,
    extensionTestsEnv,
    launchArgs,
    ...(process.env.VSCODE_EXECUTABLE
      ? { vscodeExecutablePath: process.env.VSCODE_EXECUTABLE }
      : { version: process.env.VSCODE_VERSION ?? 'stable' }),
  });
} catch (err) {
  // TestRunFailedError carries the host's exit code; anything else (download failed, ...) is exit 1
  console.error(
    `run-electron: ${err?.code !== undefined && typeof err.code === 'number' ? `tests failed (exit code ${err.code})` : (err?.message ?? err)}`,
  );
  if (/ENOTFOUND|EAI_AGAIN|ECONNREFUSED/.test(String(err?.message ?? err))) {
    console.error(
      'run-electron: could not download VS Code (no internet?). Offline, use: node test/support/run-integration.mjs . test/integration',
    );
  }
  code = typeof err?.code === 'number' ? err.code : 1;
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
process.exit(code);
