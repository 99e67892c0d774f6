// The Russian run of the extension-host suite (test:integration:ru): the @vscode/test-electron contract, like
// test/integration/index.js, for the `*.test.js` files of this folder. Started by ./run.mjs, which registers the
// test language pack so that this host really runs with VS Code's display language set to Russian.
'use strict';
const path = require('path');
const fs = require('fs');
const Mocha = require('mocha');

exports.run = function run() {
  const mocha = new Mocha({ ui: 'bdd', reporter: 'spec', color: false, timeout: Number(process.env.MOCHA_TIMEOUT || 30000) });
  for (const f of fs
    .readdirSync(__dirname)
    .filter((f) => f.endsWith('.test.js'))
    .sort())
    mocha.addFile(path.join(__dirname, f));
  return new Promise((resolve, reject) => {
    const runner = mocha.run((failures) => {
      const { passes = 0, failures: failed = 0 } = runner.stats ?? {};
      const summary = `${passes} passed, ${failed} failed`;
      console.log(summary); // run-integration.mjs prints this line last
      if (failures) reject(new Error(summary));
      else resolve();
    });
  });
};
