// First extension-host test: the host is a real VS Code, and the Patience extension activates in it.
'use strict';
const assert = require('assert');
const vscode = require('vscode');

const EXTENSION_ID = 'patience-dev.patience';

describe('smoke', () => {
  it('runs inside VS Code (vscode.version is a semver string)', () => {
    console.log(
      `    vscode ${vscode.version}, env.language=${vscode.env.language}, appName=${vscode.env.appName}, uiKind=${vscode.env.uiKind}`,
    );
    assert.match(vscode.version, /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/);
  });

  it(`activates ${EXTENSION_ID}`, async function () {
    const ext = vscode.extensions.getExtension(EXTENSION_ID);
    if (!ext) this.skip(); // e.g. a launcher started with another extensionDevelopmentPath
    await ext.activate();
    assert.ok(ext.isActive, `${EXTENSION_ID} is not active`);
  });
});
