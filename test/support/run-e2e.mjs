// Runs the files of test/e2e/ two at a time (`npm run test:e2e`), the longest first, so that the two lanes end
// together: `node --test` (Node 20) sorts its files by name whatever order they are given in, and by name the longest
// (patience) came third, after a11y and kill (with CI's times one lane then stood idle for the last 2 minutes).
// node:test's run() keeps the order it is given. Prints what `node --test` prints (its spec or TAP report, the
// `pass N` and `fail N` totals last, as .ci/run reads them) and exits 1 when a test failed.
//
//   node test/support/run-e2e.mjs [file…]      the files given, in that order; by default every *.e2e.test.mjs
import fs from 'node:fs';
import path from 'node:path';
import { run } from 'node:test';
import { spec, tap } from 'node:test/reporters';
import { fileURLToPath } from 'node:url';

const DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../e2e');

/**
 * The suites by how long each took in CI, longest first (seconds of one CI run on 2 cores, December 2026: patience
 * 349, kill 198, solver 184, windows 180, table 154, a11y 121). Run in this order the lanes take patience + table +
 * a11y and kill + solver + windows, 624 s and 562 s, where by name they ended at 650 and 536 s; with the times of a run
 * at load 15-22 (458, 256, 190, 252, 195, 109 s) 749 s where by name 819 s. A file not listed (a new suite) runs
 * first: its time is not known, and started last it could be the one a lane waits for.
 */
const LONGEST_FIRST = ['patience', 'kill', 'solver', 'table', 'windows', 'a11y'].map((name) => `${name}.e2e.test.mjs`);

const given = process.argv.slice(2);
const files = given.length
  ? given.map((file) => path.resolve(file))
  : fs
      .readdirSync(DIR)
      .filter((file) => file.endsWith('.e2e.test.mjs'))
      .sort((a, b) => LONGEST_FIRST.indexOf(a) - LONGEST_FIRST.indexOf(b))
      .map((file) => path.join(DIR, file));

const stream = run({ files, concurrency: 2 });
stream.on('test:fail', () => {
  process.exitCode = 1;
});
// As `node --test` chooses: the spec report on a terminal, TAP in a pipe (CI's log).
stream.compose(process.stdout.isTTY ? spec : tap).pipe(process.stdout);
