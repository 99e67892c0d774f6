// A display language for a throw-away code-server without internet: VS Code shows an extension in
// a language only when a language pack for it is installed (`languagepacks.json` in the user data
// folder names it); `--locale ru` alone leaves the workbench, `vscode.env.language` and every
// extension in English. test/l10n/language-pack/ is such a pack that translates nothing of VS Code
// itself; this packs it into a .vsix once per process (test-output/l10n/).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SOURCE = path.join(REPO, 'test/l10n/language-pack');
const OUT = path.join(REPO, 'test-output/l10n');

let packed;

/** The Russian test language pack as a .vsix (packed with the project's vsce, offline). */
export function russianLanguagePack() {
  if (packed) return packed;
  fs.mkdirSync(OUT, { recursive: true });
  const vsix = path.join(OUT, 'patience-test-language-pack-ru.vsix');
  execFileSync(
    process.execPath,
    [
      path.join(REPO, 'node_modules/@vscode/vsce/vsce'),
      'package',
      '--no-dependencies',
      '--skip-license',
      '--allow-missing-repository',
      '--allow-star-activation',
      '-o',
      vsix,
    ],
    { cwd: SOURCE, stdio: 'pipe' },
  );
  packed = vsix;
  return vsix;
}
