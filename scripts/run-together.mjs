// Runs npm scripts side by side (`node scripts/run-together.mjs typecheck lint`): each one's output is printed whole
// when it ends, in the order given, and the exit status is the first failure's. `npm test` runs its checks this way:
// tsc, ESLint and Prettier each use one core, and on the 2-core CI machine one after another took twice as long.
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const runs = process.argv.slice(2).map(
  (script) =>
    new Promise((resolve) => {
      const child = spawn(npm, ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      child.on('error', (error) => resolve({ output: [Buffer.from(`${error}\n`)], code: 1 }));
      child.on('close', (code, signal) => resolve({ output, code: code ?? (signal ? 1 : 0) }));
    }),
);
let status = 0;
for (const run of runs) {
  const { output, code } = await run;
  process.stdout.write(Buffer.concat(output));
  if (code !== 0 && status === 0) status = code;
}
process.exit(status);
