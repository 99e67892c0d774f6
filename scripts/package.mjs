// npm run package: out/patience.vsix from the sources (`vsce package`, whose prepublish step builds
// the production bundles). Skipped when the package is newer than every file git sees (tracked, or new
// and not ignored): test:all runs three suites that each need the package, and one build is enough.
// `npm run package -- --force` builds it anyway.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const VSIX = path.join(ROOT, 'out/patience.vsix');

/** The newest change among the sources, in ms; Infinity when git cannot tell (then the package is always built). */
function newestSource() {
  let listed;
  try {
    listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 << 20,
    });
  } catch {
    return Infinity;
  }
  let newest = 0;
  for (const file of listed.split('\0')) {
    if (!file || file.startsWith('out/')) continue;
    try {
      newest = Math.max(newest, fs.statSync(path.join(ROOT, file)).mtimeMs);
    } catch {
      // deleted from the work tree but still in the index: nothing to package from it
    }
  }
  return newest;
}

const built = fs.existsSync(VSIX) ? fs.statSync(VSIX).mtimeMs : -Infinity;
if (!process.argv.includes('--force') && built > newestSource()) {
  console.log('out/patience.vsix is newer than every source: not built again (--force builds it)');
} else {
  fs.mkdirSync(path.dirname(VSIX), { recursive: true });
  const vsce = path.join(ROOT, 'node_modules/.bin/vsce');
  execFileSync(vsce, ['package', '--no-dependencies', '--allow-missing-repository', '--no-rewrite-relative-links', '-o', VSIX], {
    cwd: ROOT,
    stdio: 'inherit',
  });
}
