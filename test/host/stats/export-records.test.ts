// Exports carry each game's record: a game played here has its record from the game journal, an
// imported one the record its import brought (kept in the journal's segments), so a file exported here
// and imported anywhere replays every win it has a record for. Through the activated extension: the
// page reports a win, Export Statistics… writes the file, a store on another machine imports it.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeMoves } from '../../../src/stats-core/move-code';
import { Uri, double } from '../../support/vscode-double';
import { STORAGE, activated, loaded, progress, run, settle } from '../harness';
import { ManualClock, MapMemento, exportText, importText, journalOf, openStatistics, wonRecord } from './support';

const won = wonRecord(2, 'kings'); // Baker's Game #2, solved
const report = (over: object = {}) => ({
  added: 0,
  unverified: 0,
  assisted: 0,
  alreadyCounted: 0,
  conflicting: 0,
  hiddenByReset: 0,
  carried: 0,
  refused: [],
  ...over,
});

let context: ReturnType<typeof activated>;
beforeEach(() => {
  context = activated();
  double.config.set('patience.confirmAbandon', false);
});

/** A store on another machine (its own globalState and journal folder), its clock a day after now. */
async function otherMachine(name: string) {
  const clock = new ManualClock();
  clock.time = Date.now() + 86_400_000;
  return {
    clock,
    statistics: await openStatistics(new MapMemento(), {
      clock,
      journal: journalOf(`window-${name}${name}${name}`, `/other/${name}/journal`, clock),
    }),
  };
}

/** Wins Baker's Game #2 in the game tab and exports the statistics through the command; the file's rows. */
async function winAndExport(): Promise<{ text: string; rows: Record<string, unknown>[]; id: string }> {
  await run('patience.newGame.bakers-game');
  double.panel.fromPage({ type: 'ready' });
  double.answerInputBox = () => '2';
  await run('patience.selectDeal');
  const id = (loaded() as unknown as { id: string }).id;
  double.panel.fromPage(progress(won, 95_000));
  await settle();
  await vi.waitFor(() => expect(context.api.statistics.snapshot().total).toMatchObject({ won: 1 }));
  const target = Uri.file('/home/player/stats.json');
  await run('patience.stats.export', target);
  const text = new TextDecoder().decode(double.files.get(target.path));
  return { text, rows: JSON.parse(text).results, id };
}

describe('an export carries the records', () => {
  it('of a win played here, from the game journal; another machine imports it verified (a best time, no unverified game)', async () => {
    const { text, rows, id } = await winAndExport();
    expect(rows).toEqual([
      expect.objectContaining({ id, outcome: 'won', moves: won.moves.length, record: encodeMoves('bakers-game', won.moves) }),
    ]);
    const other = await otherMachine('b');
    expect(await importText(other.statistics, text, other.clock.now())).toEqual({ ok: true, value: report({ added: 1 }) });
    expect(other.statistics.snapshot().scopes.find((s) => s.scope === 'bakers-game:kings')).toMatchObject({
      won: 1,
      unverified: 0,
      fastestWinMs: 95_000,
      fewestMoves: won.moves.length,
    });
  });

  it('of an imported win, kept in the journal: exported again from there, a third machine still verifies it', async () => {
    const { text, id } = await winAndExport();
    const b = await otherMachine('b');
    await importText(b.statistics, text, b.clock.now());
    expect(
      [...double.files.keys()].filter((path) => path.startsWith('/other/b/journal/packed/') && path.endsWith('.records.json')),
    ).toHaveLength(1);
    // The import's codes are read back from the journal, as a later window of machine b would.
    const again = await exportText(b.statistics, b.clock.now());
    expect(JSON.parse(again).results).toEqual([expect.objectContaining({ id, record: encodeMoves('bakers-game', won.moves) })]);
    const c = await otherMachine('c');
    expect(await importText(c.statistics, again, c.clock.now())).toEqual({ ok: true, value: report({ added: 1 }) });
    expect(c.statistics.snapshot().total).toMatchObject({ won: 1, unverified: 0 });
  });

  it('a game imported without a record goes out without one, and imports elsewhere unverified', async () => {
    const { text, id } = await winAndExport();
    const noRecords = JSON.stringify({
      ...JSON.parse(text),
      results: JSON.parse(text).results.map((r: object) => ({ ...r, record: undefined })),
    });
    const b = await otherMachine('b');
    await importText(b.statistics, noRecords, b.clock.now());
    expect((await b.statistics.exportHistory()).codes).toEqual(new Map());
    const again = JSON.parse(await exportText(b.statistics, b.clock.now()));
    expect(again.results).toEqual([expect.not.objectContaining({ record: expect.anything() })]);
    expect(again.results[0]).toMatchObject({ id });
  });

  it("this machine's journal keeps the game it played under globalStorageUri", async () => {
    const { id } = await winAndExport();
    expect([...double.files.keys()].filter((path) => path.startsWith(`${STORAGE}/journal/`) && path.includes(id))).toHaveLength(1);
  });
});
