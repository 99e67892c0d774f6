// `npm run test:all`: every test, each step as its own npm script, stopping at the first that fails: the unit tests
// (`npm test`) with `setup:vscode` beside them, then the integration suites in Russian and in English, then the browser
// suites (`test:e2e`, two files at a time). The unit tests keep both cores busy while the setup mostly waits on the
// network and on apt (on a fresh machine it downloads Node 24 and code-server from the npm registry, Chromium from
// Debian), so the setup no longer adds its minutes to the run; where the tools are there it takes a second.
// The unit tests print as they go; the setup's lines come whole after them, so that the log reads one step at a time
// (.ci/run reads each step's part of it by npm's `> patience@… <script>` line).
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs `npm run <script>`; `live` prints its output as it comes, else it is kept and handed back. */
function runScript(script, { live }) {
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', script], { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => resolve({ output: [Buffer.from(`${error}\n`)], code: 1 }));
    child.on('close', (code, signal) => resolve({ output, code: code ?? (signal ? 1 : 0) }));
  });
}

const setup = runScript('setup:vscode', { live: false });
const unit = await runScript('test', { live: true });
const installed = await setup;
process.stdout.write(Buffer.concat(installed.output));
if (unit.code !== 0) process.exit(unit.code);
if (installed.code !== 0) process.exit(installed.code);

for (const script of ['test:integration:ru', 'test:integration', 'test:e2e']) {
  const { code } = await runScript(script, { live: true });
  if (code !== 0) process.exit(code);
}
