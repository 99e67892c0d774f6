// Statistics import and export in a real VS Code: both commands load dist/host-transfer.js on first
// use (it is not in dist/extension.js), read and write real files through vscode.workspace.fs, replay
// an imported game's record, and say what they did. The file is given as the command's argument, as
// another extension would give it; from the palette the commands ask with a dialog.
'use strict';
const assert = require('assert');
const fs = require('fs');
const os = require('os');
const path = require('path');
const vscode = require('vscode');
const { patience, stubWindow, until } = require('./helpers');

/** Baker's Game deal 1 (any card on an empty column), won in 82 moves (the e2e suite's line). */
const WON = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'e2e', 'data', 'bakers-game-1-any.json'), 'utf8'));

/** The export's move code, version 1, written out here from its description (move-code.ts), not borrowed. */
function moveCode(moves) {
  const piles = [1, 2, 3, 4]
    .map((n) => `freecell-${n}`)
    .concat(
      [1, 2, 3, 4].map((n) => `foundation-${n}`),
      [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `tableau-${n}`),
    );
  const digit = (i) => '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'[i];
  return `1:${moves.map((m) => digit(piles.indexOf(m.from)) + digit(piles.indexOf(m.to)) + ((m.count ?? 1) > 1 ? `*${digit(m.count)}` : '')).join('')}`;
}

describe('statistics export and import', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'patience-transfer-'));
  const run = Date.now().toString(36);
  const ids = { won: `it-won-${run}`, old: `it-old-${run}`, forged: `it-forged-${run}` };
  after(() => fs.rmSync(folder, { recursive: true, force: true }));

  it("Import replays a won game's record, counts a game without one as unverified, refuses a forged win, and says so", async () => {
    const api = await patience();
    const endedAt = new Date(Date.now() - 3_600_000).toISOString();
    const row = { game: 'bakers-game', variant: 'any', deal: 1, score: 52, timeMs: 1_234_000, endedAt, hintsUsed: 0 };
    const file = path.join(folder, 'import.json');
    fs.writeFileSync(
      file,
      JSON.stringify({
        format: 'patience-statistics',
        schema: 1,
        exportedAt: endedAt,
        results: [
          { ...row, id: ids.won, outcome: 'won', moves: WON.moves.length, record: moveCode(WON.moves) },
          { ...row, id: ids.old, outcome: 'abandoned', score: 3, moves: 9 },
          { ...row, id: ids.forged, outcome: 'won', moves: 2, record: moveCode(WON.moves.slice(0, 2)) },
        ],
      }),
    );
    const told = stubWindow('showInformationMessage', () => undefined);
    try {
      await vscode.commands.executeCommand('patience.stats.import', vscode.Uri.file(file));
      const [message] = await until(
        "the import's message",
        () => told.calls.map((c) => c[0]),
        (m) => m.length > 0,
      );
      assert.match(
        message,
        /^Imported statistics: 2 games added, 0 already counted, 1 of them without a record, so they set no best and no streak, 1 refused \(see the Patience log\)\.$/,
      );
    } finally {
      told.restore();
    }
    const doc = api.statistics.document();
    assert.deepStrictEqual([doc.results.get(ids.won)?.imported, doc.results.get(ids.won)?.unverified], [true, undefined]);
    assert.deepStrictEqual([doc.results.get(ids.old)?.unverified, doc.results.has(ids.forged)], [true, false]);
    const scope = api.statistics.snapshot().scopes.find((s) => s.scope === 'bakers-game:any');
    assert.ok(scope.fastestWinMs !== null && scope.fastestWinMs <= 1_234_000, `the replayed win sets times: ${scope.fastestWinMs}`);
    assert.ok(scope.unverified >= 1);
  });

  it('Export writes every counted game to the file it is given, one line a game', async () => {
    const file = path.join(folder, 'export.json');
    const told = stubWindow('showInformationMessage', () => undefined);
    try {
      await vscode.commands.executeCommand('patience.stats.export', vscode.Uri.file(file));
      await until(
        "the export's message",
        () => told.calls.length,
        (n) => n > 0,
      );
      assert.match(told.calls[0][0], /^Exported the statistics of \d+ games? to /);
    } finally {
      told.restore();
    }
    const text = fs.readFileSync(file, 'utf8');
    const exported = JSON.parse(text);
    assert.strictEqual(exported.format, 'patience-statistics');
    const lines = text.split('\n').filter((line) => line.startsWith('  {"id":'));
    assert.strictEqual(lines.length, exported.results.length);
    for (const id of [ids.won, ids.old])
      assert.ok(
        exported.results.some((r) => r.id === id),
        `${id} is exported`,
      );
  });
});
