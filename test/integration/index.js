// Entry point of the extension-host integration suite, with @vscode/test-electron's contract for
// extensionTestsPath: `exports.run = () => Promise<void>` (reject = failure). It runs INSIDE the extension host,
// so `require('vscode')` works in the tests. Loads every `*.test.js` in this folder (sorted) into mocha (BDD UI).
// Launchers: test/support/run-integration.mjs (code-server, offline/CI) or test/integration/run-electron.mjs
// (@vscode/test-electron, needs internet to download VS Code).
// env (in the extension host; pass with EXT_TEST_ENV='{"MOCHA_GREP":"smoke"}'):
//   MOCHA_GREP       only tests whose full title matches this regular expression
//   MOCHA_TIMEOUT    per-test timeout in ms (default 30000)
//   TEST_RESULT_FILE write mocha's stats as JSON to this file
'use strict';
const path = require('path');
const fs = require('fs');
const Mocha = require('mocha');

exports.run = function run() {
  const mocha = new Mocha({
    ui: 'bdd',
    reporter: 'spec',
    color: false,
    timeout: Number(process.env.MOCHA_TIMEOUT || 30000),
    ...(process.env.MOCHA_GREP ? { grep: new RegExp(process.env.MOCHA_GREP) } : {}),
  });
  const files = fs
    .readdirSync(__dirname)
    .filter((f) => f.endsWith('.test.js'))
    .sort();
  for (const f of files) mocha.addFile(path.join(__dirname, f));

  return new Promise((resolve, reject) => {
    let runner;
    try {
      runner = mocha.run((failures) => {
        const { passes = 0, failures: failed = 0, pending = 0 } = runner.stats ?? {};
        // the launchers look for this line and print it last
        const summary = `${passes} passed, ${failed} failed` + (pending ? ` (${pending} skipped)` : '');
        console.log(summary);
        if (process.env.TEST_RESULT_FILE) fs.writeFileSync(process.env.TEST_RESULT_FILE, JSON.stringify(runner.stats, null, 2));
        if (failures) reject(new Error(summary));
        else resolve();
      });
    } catch (err) {
      // a test file that throws while loading (syntax error, bad require)
      console.error(err);
      reject(err);
    }
  });
};
