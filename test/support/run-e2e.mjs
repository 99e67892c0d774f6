// Runs the browser suites two at a time (`npm run test:e2e`), the longest first, so that the two lanes end together:
// the files of test/e2e/, the Russian one (test/l10n/) and the web worker host's (test/web/), each a code-server and a
// Chromium of its own. `node --test` (Node 20) sorts its files by name whatever order they are given in, and by name
// the longest came third, after a11y and kill (with CI's times one lane then stood idle for the last 2 minutes); the
// Russian and web suites ran after it one at a time, each with one core idle. node:test's run() keeps the order it is
// given. Prints what `node --test` prints (its spec or TAP report, the `pass N` and `fail N` totals last, as .ci/run
// reads them), then a line for each file (`# [e2e] file: N passed, N failed (M min SS s)`), and exits 1 when a test
// failed.
//
//   node test/support/run-e2e.mjs [file…]      the files given, in that order; by default every suite above
import fs from 'node:fs';
import path from 'node:path';
import { run } from 'node:test';
import { spec, tap } from 'node:test/reporters';
import { fileURLToPath } from 'node:url';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FOLDERS = ['test/e2e', 'test/l10n', 'test/web'];

/**
 * The suites by how long each took, longest first: seconds of test time as this runner printed them, one run of
 * `npm run test:e2e` on the shared 2-core machine at load 10-15, December 2026 (patience 199, kill 194, appearance 174,
 * windows 168, web-host 155, solver 145, table 128, a11y 122, russian 65; the lanes took 737.7 s in all, where the
 * three steps these suites were, test:e2e, test:e2e:ru and test:web, took 670.7 + 50.9 + 120.6 s at load 10-14). A
 * file not listed (a new suite) runs first: its time is not known, and started last it could be the one a lane waits for.
 */
const LONGEST_FIRST = ['patience', 'kill', 'appearance', 'windows', 'web-host', 'solver', 'table', 'a11y', 'russian'].map(
  (name) => `${name}.e2e.test.mjs`,
);

const given = process.argv.slice(2);
const files = given.length
  ? given.map((file) => path.resolve(file))
  : FOLDERS.flatMap((folder) =>
      fs
        .readdirSync(path.join(REPO, folder))
        .filter((file) => file.endsWith('.e2e.test.mjs'))
        .map((file) => path.join(REPO, folder, file)),
    ).sort((a, b) => LONGEST_FIRST.indexOf(path.basename(a)) - LONGEST_FIRST.indexOf(path.basename(b)));

/**
 * Per file: its tests passed and failed (suites are not counted) and the time of its top-level suites (hooks included).
 * A test's event names the file that called test(): for the tests made through screenshotOnFailure that is
 * test/e2e/support.mjs. run() reports one file at a time, opening with its top-level suite's events, so a test is the
 * file's whose top-level suite or test was reported last.
 */
const tally = new Map(files.map((file) => [file, { ms: 0, passed: 0, failed: 0 }]));
let current;
const stream = run({ files, concurrency: 2 });
for (const event of ['test:enqueue', 'test:dequeue', 'test:start', 'test:pass', 'test:fail']) {
  stream.on(event, (data) => {
    // (Not the file's own events, which come when it is queued and started, amid another file's report.)
    if (data.nesting === 0 && data.name !== data.file && tally.has(data.file)) current = tally.get(data.file);
    if (event === 'test:fail') process.exitCode = 1;
    if ((event !== 'test:pass' && event !== 'test:fail') || !current) return;
    if (data.details?.type !== 'suite') current[event === 'test:pass' ? 'passed' : 'failed']++;
    if (data.nesting === 0 && data.name !== data.file && tally.has(data.file)) current.ms += data.details?.duration_ms ?? 0;
  });
}

const minutes = (ms) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
};
// As `node --test` chooses: the spec report on a terminal, TAP in a pipe (CI's log).
const report = stream.compose(process.stdout.isTTY ? spec : tap);
report.pipe(process.stdout, { end: false });
report.on('end', () => {
  for (const [file, { ms, passed, failed }] of tally)
    console.log(`# [e2e] ${path.relative(REPO, file)}: ${passed} passed, ${failed} failed (${minutes(ms)})`);
});
