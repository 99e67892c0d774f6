// npm run test:integration:ru — the extension-host suite of this folder in a real VS Code (code-server) whose display
// language is Russian: the test language pack (../language-pack, packed by ../language-pack.mjs) is registered by the
// server before the workbench opens, and code-server runs with --locale ru. The launcher is the English suite's
// (test/support/run-integration.mjs), told by VSCODE_LOCALE and VSCODE_LANGUAGE_PACK.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { russianLanguagePack } from '../language-pack.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const env = { ...process.env, VSCODE_LOCALE: 'ru', VSCODE_LANGUAGE_PACK: russianLanguagePack() };
const run = spawnSync(
  process.execPath,
  [path.join(REPO, 'test/support/run-integration.mjs'), REPO, path.join(REPO, 'test/l10n/integration')],
  { env, stdio: 'inherit' },
);
process.exit(run.status ?? 1);
