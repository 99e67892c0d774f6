// Winnable deals by default: a new deal is one the solver proved winnable, and the table is told so
// (`dealtWinnable` in `load`), through moves, a restart, the saved game (its file) and a window reload. A deal
// the player chose by number, or any deal with the setting off, is not marked.
import { beforeEach, describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine';
import { solve } from '../../src/engine/solver';
import { FakePanel } from '../support/vscode-double';
import { activated, double, loaded, loadedId, progress, run, savedFile, settle, withMoves } from './harness';

beforeEach(() => {
  activated();
  // The product's default (package.json): unset, so winnable deals only.
  double.config.delete('patience.winnableDealsOnly');
});

const lastLoad = (panel = double.panel) => panel.sent('load').at(-1)!;

async function openBakers() {
  await run('patience.newGame.bakers-game');
  double.panel.fromPage({ type: 'ready' });
  return lastLoad();
}

describe('winnable deals by default', () => {
  it("a new Baker's Game (kings) is a deal the solver proves winnable, and the load says so", async () => {
    const load = await openBakers();
    const { record } = loaded();
    expect(load.dealtWinnable).toBe(true);
    expect(
      solve(newGame('bakers-game', record.deal!, 'kings'), { knowledge: 'full', maxMs: 20_000, now: () => performance.now() }).verdict,
    ).toBe('solved');
  });

  it('the mark stays through moves, the saved game, a restart and a window reload', async () => {
    await openBakers();
    const record = withMoves(loaded().record, 2);
    double.panel.fromPage(progress(record));
    await settle();
    expect(savedFile(loadedId())).toMatchObject({ record, dealtWinnable: true });

    await run('patience.restart');
    expect(lastLoad()).toMatchObject({ record: { ...record, moves: [] }, dealtWinnable: true });

    const panel = new FakePanel('patience.game', 'Patience');
    double.panels.push(panel);
    await double.serializers
      .get('patience.game')!
      .deserializeWebviewPanel(panel, { version: 1, record, elapsedMs: 10, dealtWinnable: true });
    panel.fromPage({ type: 'ready' });
    expect(lastLoad(panel)).toMatchObject({ record, dealtWinnable: true });
  });

  it('a deal chosen by number, or any deal with the setting off, is not marked', async () => {
    await openBakers();
    double.answerInputBox = () => '3';
    await run('patience.selectDeal');
    expect(loaded().record.deal).toBe(3);
    expect(lastLoad()).not.toHaveProperty('dealtWinnable');

    double.config.set('patience.winnableDealsOnly', false);
    await run('patience.newDeal');
    expect(lastLoad()).not.toHaveProperty('dealtWinnable');
    double.panel.fromPage(progress(withMoves(loaded().record, 1)));
    await settle();
    expect(savedFile(loadedId())).toMatchObject({ record: { deal: loaded().record.deal } });
    expect(savedFile(loadedId())).not.toHaveProperty('dealtWinnable');
  });
});
