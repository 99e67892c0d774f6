import { beforeEach, describe, expect, it } from 'vitest';
import { activated, double, loaded, loadedId, progress, run, savedFile, settle, withMoves } from './harness';
import { NO_SUCH_GAME } from '../support/no-such-game';

beforeEach(async () => {
  activated();
  await run('patience.newGame.cruel');
  double.panel.fromPage({ type: 'ready' });
  await settle();
});

describe('messages from the game tab', () => {
  it.each([
    ['null', null],
    ['a string', 'ready'],
    ['an unknown type', { type: 'cheat', cards: 'all' }],
    ['progress without a record', { type: 'progress', status: 'won', score: 52, elapsedMs: 1 }],
    [
      'progress of an unknown game',
      { type: 'progress', record: { game: NO_SUCH_GAME.id, deal: 1, moves: [] }, status: 'playing', score: 0, elapsedMs: 1 },
    ],
    [
      'progress with a negative clock',
      { type: 'progress', record: { game: 'cruel', deal: 1, moves: [] }, status: 'playing', score: 0, elapsedMs: -5 },
    ],
    [
      'progress with a made-up status',
      { type: 'progress', record: { game: 'cruel', deal: 1, moves: [] }, status: 'cheated', score: 0, elapsedMs: 1 },
    ],
    ['newGame of an unknown game', { type: 'newGame', game: NO_SUCH_GAME.id }],
    ['newGame with a non-boolean sameDeal', { type: 'newGame', sameDeal: 'yes' }],
    ['a Show Me How speed the page does not offer', { type: 'showMeSpeed', speed: 100 }],
    [
      'progress with a malformed game id',
      { type: 'progress', record: { game: 'cruel', deal: 1, moves: [] }, status: 'playing', score: 0, elapsedMs: 1, id: 'a b' },
    ],
  ])('%s is logged and ignored', async (_, message) => {
    const before = { posted: double.panel.posted.length, saved: savedFile(loadedId()), title: double.panel.title };
    double.panel.fromPage(message);
    await settle();
    expect(double.panel.posted).toHaveLength(before.posted);
    expect(savedFile(loadedId())).toEqual(before.saved);
    expect(double.panel.title).toBe(before.title);
    expect(double.logLines.at(-1)).toMatch(/^\[warn\] Ignored a message from the game tab: /);
  });

  it('progress for another deal than the one on the table (sent before the last load) is ignored', async () => {
    const saved = savedFile(loadedId());
    const { record } = loaded();
    double.panel.fromPage(progress({ game: 'cruel', deal: record.deal === 1 ? 2 : 1, moves: [] }));
    double.panel.fromPage(progress({ ...record, game: 'maze' }));
    await settle();
    expect(savedFile(loadedId())).toEqual(saved);
    expect(double.panel.title).toBe(`Cruel #${record.deal}`);
  });

  it("progress of an earlier instance of the same deal (sent before a restart's load) is ignored", async () => {
    const { record } = loaded();
    const saved = savedFile(loadedId());
    double.panel.fromPage({ ...progress(withMoves(record, 1)), id: 'earlier-0001' });
    await settle();
    expect(savedFile(loadedId())).toEqual(saved);
    double.panel.fromPage({ ...progress(withMoves(record, 1)), id: loadedId() });
    await settle();
    expect((savedFile(loadedId())?.record as { moves: unknown[] }).moves).toHaveLength(1);
  });

  it('an error report from the page goes to the log', () => {
    double.panel.fromPage({ type: 'error', message: 'card 7S has no picture' });
    expect(double.logLines.at(-1)).toBe('[error] Game tab: card 7S has no picture');
  });

  it('a rebuilt page (tab hidden, then shown) gets the game again when it says ready', () => {
    const { record } = loaded();
    double.panel.setViewState({ visible: false, active: false });
    double.panel.setViewState({ visible: true, active: true });
    double.panel.fromPage({ type: 'ready' });
    expect(double.panel.sent('load')).toHaveLength(2);
    expect(loaded().record).toEqual(record);
  });

  it('settings wait for a hidden page: the next load carries them', () => {
    double.panel.setViewState({ visible: false, active: false });
    double.setConfig('patience.animations', false);
    expect(double.panel.sent('settings')).toEqual([]);
    double.panel.setViewState({ visible: true, active: true });
    double.panel.fromPage({ type: 'ready' });
    expect(loaded().settings).toEqual({
      animations: 'off',
      bakersGameRules: 'kings',
      showWinnability: false,
      cardStyle: 'classic',
      cardBack: 'red',
      play: 'aisleriot',
      sounds: false,
      showMeSpeed: 1,
    });
  });

  it("Show Me How's speed chosen on the page is kept in the settings, and the page hears it back as every setting", async () => {
    double.panel.fromPage({ type: 'showMeSpeed', speed: 4 });
    await settle();
    expect(double.config.get('patience.showMeSpeed')).toBe(4);
    expect(double.panel.sent('settings').at(-1)).toMatchObject({ settings: { showMeSpeed: 4 } });
    double.panel.fromPage({ type: 'showMeSpeed', speed: 3 });
    await settle();
    expect(double.config.get('patience.showMeSpeed')).toBe(4);
    expect(double.logLines.at(-1)).toMatch(/showMeSpeed.speed 3 is not one of 0.5, 1, 2, 4, 8/);
    // A hand-edited value the setting does not offer plays at 1×.
    double.setConfig('patience.showMeSpeed', 3);
    expect(double.panel.sent('settings').at(-1)).toMatchObject({ settings: { showMeSpeed: 1 } });
  });

  it('closing the tab lets the next new game open a new one', async () => {
    const first = double.panel;
    first.dispose();
    await run('patience.newGame.maze');
    expect(double.panels).toHaveLength(2);
    expect(double.panel).not.toBe(first);
  });
});
