// @vitest-environment happy-dom
// <patience-replay> rendered for real: it shows the game the host sends at the deal, steps with its
// buttons, keys, slider and move list, plays and pauses at a speed, asks for "Play from here" only
// where the game goes on, says each step to screen readers, and says so when a game has no record.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newGame, replay } from '../../../src/engine';
import type { ReplayPageMessage } from '../../../src/protocol/replay-protocol';
import '../../../webview/replay/patience-replay';
import type { PatienceReplay } from '../../../webview/replay/patience-replay';
import type { PatienceTable } from '../../../webview/board/patience-table';
import { SETTINGS, fromHost, resetPage, settle, vscode } from '../support';
import { WON } from './support';

const GAME = { id: 'game00000001', game: 'bakers-game', deal: 1, outcome: 'won', endedAt: Date.UTC(2026, 10, 30, 18, 5) };
const positions = (() => {
  const r = replay(WON);
  if (!r.ok) throw new Error(r.error);
  return r.value.positions;
})();

let replayEl: PatienceReplay;
const root = () => replayEl.shadowRoot!;
const table = () => root().querySelector<PatienceTable>('patience-table')!;
const bar = () => root().querySelector('patience-replay-bar')!.shadowRoot!;
const moves = () => root().querySelector('patience-replay-moves')!.shadowRoot!;
const button = (label: string) =>
  [...bar().querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === label || b.textContent?.trim() === label)!;
const posted = () => vscode.posted as unknown as ReplayPageMessage[];
const lastStep = () =>
  posted()
    .filter((m) => m.type === 'stepped')
    .at(-1);
const live = () => root().querySelector('.live')!.textContent;

async function mount(): Promise<void> {
  replayEl = document.createElement('patience-replay');
  replayEl.cardsUri = 'cards/';
  document.body.append(replayEl);
  await settle();
}

async function press(key: string, on: Element = replayEl): Promise<void> {
  on.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true }));
  await settle();
}

beforeEach(async () => {
  resetPage();
  await mount();
  await fromHost({ type: 'show', game: { ...GAME, record: WON }, settings: SETTINGS });
});
afterEach(() => vi.useRealTimers());

describe('<patience-replay>', () => {
  it('says it is ready, then shows the game at the deal, read-only', () => {
    expect(posted()[0]).toEqual({ type: 'ready' });
    expect(root().querySelector('h1')!.textContent).toBe("Replay: Baker's Game (any card on an empty column) #1");
    expect(table().position).toEqual(newGame('bakers-game', 1, 'any'));
    expect(table().playing).toBe(false);
    expect(lastStep()).toEqual({ type: 'stepped', id: GAME.id, at: 0 });
    expect(bar().querySelector('.where')!.textContent).toBe('Deal · 82 moves');
    // Which sheets its table drew (the style's own at this size), once: the host preloads them in the next replay of this game.
    expect(posted().filter((m) => m.type === 'sheets')).toEqual([{ type: 'sheets', game: 'bakers-game', small: false }]);
  });

  it('steps forward and back with the buttons and the arrow keys, to the end and the deal with End and Home', async () => {
    button('Forward one move (→)').click();
    await settle();
    expect(table().position).toEqual(positions[1]);
    expect(live()).toBe('Move 1 of 82: move eight of clubs onto nine of clubs.');
    await press('ArrowRight');
    await press('ArrowRight');
    expect(table().position).toEqual(positions[3]);
    await press('ArrowLeft');
    expect(table().position).toEqual(positions[2]);
    await press('End');
    expect(table().position).toEqual(positions[82]);
    expect(button('Forward one move (→)').disabled).toBe(true);
    await press('Home');
    expect(table().position).toEqual(positions[0]);
    expect(button('Back one move (←)').disabled).toBe(true);
    expect(lastStep()).toEqual({ type: 'stepped', id: GAME.id, at: 0 });
    expect(vscode.state).toEqual({ version: 1, id: GAME.id, at: 0 });
  });

  it('jumps to any move with the slider and with the move list, which marks the move shown', async () => {
    const slider = bar().querySelector<HTMLInputElement>('input[type=range]')!;
    expect(slider.max).toBe('82');
    slider.value = '40';
    slider.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    await settle();
    expect(table().position).toEqual(positions[40]);
    expect(slider.getAttribute('aria-valuetext')).toBe('Move 40 of 82');
    const items = moves().querySelectorAll('button');
    expect(items).toHaveLength(83);
    expect(items[40].getAttribute('aria-current')).toBe('step');
    expect([...items[1].querySelectorAll('span')].map((span) => span.textContent)).toEqual(['1', 'Move 8♣ onto 9♣']);
    // Named by the label it shows (what speech input says to press it), described in words.
    expect(items[1].hasAttribute('aria-label')).toBe(false);
    expect(items[1].getAttribute('aria-description')).toBe('1. Move eight of clubs onto nine of clubs');
    expect(items[0].hasAttribute('aria-description')).toBe(false);
    items[5].click();
    await settle();
    expect(table().position).toEqual(positions[5]);
    expect(moves().querySelectorAll('button')[5].getAttribute('aria-current')).toBe('step');
  });

  it('plays at the chosen speed and stops at the end; any step of the player pauses it', async () => {
    vi.useFakeTimers();
    button('Play (Space)').click();
    await settle();
    expect(button('Pause (Space)')).toBeDefined();
    await vi.advanceTimersByTimeAsync(900);
    expect(table().position).toEqual(positions[1]);
    const speed = bar().querySelector('select')!;
    speed.value = '8';
    speed.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
    await vi.advanceTimersByTimeAsync((900 / 8) * 3);
    expect(table().position).toEqual(positions[4]);
    await press('ArrowLeft');
    await vi.advanceTimersByTimeAsync(5000);
    expect(table().position).toEqual(positions[3]);
    await press('End');
    await press(' ');
    await vi.advanceTimersByTimeAsync((900 / 8) * 2);
    expect(table().position).toEqual(positions[2]);
    await press(' ');
    await vi.advanceTimersByTimeAsync(5000);
    expect(table().position).toEqual(positions[2]);
    await press(' ');
    await vi.advanceTimersByTimeAsync((900 / 8) * 100);
    expect(table().position).toEqual(positions[82]);
    expect(button('Play (Space)')).toBeDefined();
  });

  it('asks the host to play from the move shown, never from the won end', async () => {
    const play = button('Play from here');
    expect(play.disabled).toBe(false);
    await fromHost({ type: 'step', to: 12 });
    button('Play from here').click();
    expect(posted().at(-1)).toEqual({ type: 'playFrom', id: GAME.id, moves: 12 });
    await press('End');
    expect(button('Play from here').disabled).toBe(true);
  });

  it("ignores the table's own input: a click on a card moves nothing and tells the host nothing", async () => {
    const before = posted().length;
    table().dispatchEvent(new CustomEvent('patience-move', { detail: { move: WON.moves[0] }, bubbles: true, composed: true }));
    await settle();
    expect(table().position).toEqual(positions[0]);
    expect(posted()).toHaveLength(before);
  });

  it('comes back at the step it stood on when the host shows the same game again (a hidden tab rebuilt)', async () => {
    await fromHost({ type: 'step', to: 9 });
    replayEl.remove();
    vscode.posted = [];
    await mount();
    await fromHost({ type: 'show', game: { ...GAME, record: WON }, settings: SETTINGS });
    expect(table().position).toEqual(positions[9]);
    await fromHost({ type: 'show', game: { ...GAME, record: WON }, settings: SETTINGS, at: 20 });
    expect(table().position).toEqual(positions[20]);
  });

  it('says so when a game has no record, or one that does not replay, and ignores a malformed message', async () => {
    await fromHost({ type: 'show', game: GAME, settings: SETTINGS });
    expect(root().querySelector('.message')!.textContent).toMatch(/counted before Patience kept the moves/);
    expect(root().querySelector('patience-table')).toBeNull();
    await fromHost({
      type: 'show',
      game: { ...GAME, record: { ...WON, moves: [WON.moves[1], WON.moves[0], { from: 'tableau-1', to: 'tableau-1' }] } },
      settings: SETTINGS,
    });
    expect(root().querySelector('.message')!.textContent).toMatch(/^This game's record does not replay: move 3/);
    await fromHost({ type: 'show', game: { ...GAME, deal: 0 }, settings: SETTINGS });
    expect(posted().at(-1)).toMatchObject({ type: 'error' });
    expect(root().querySelector('.message')!.textContent).toMatch(/does not replay/);
  });
});

describe('<patience-replay> with motion (the motion layer, as the game tab has it)', () => {
  /** The card elements gliding now, as "pile:index". */
  const gliding = () =>
    [...table().shadowRoot!.querySelectorAll('patience-pile')].flatMap((pile, i) =>
      [...pile.shadowRoot!.querySelectorAll('patience-card')]
        .filter((el) => el.getAnimations().some((a) => a.playState === 'running'))
        .map((el) => `${i}:${(el as HTMLElement & { index: number }).index}`),
    );
  /** Where the first move's cards land: "pile:index" of each. */
  const landing = () => {
    const before = positions[0];
    const after = positions[1];
    return after.piles.flatMap((pile, i) =>
      pile.map((card, j) => (before.piles[i][j] === card ? null : `${i}:${j}`)).filter((x) => x !== null),
    );
  };

  it('a step glides the cards the move took, a step back takes them home, a key sends them at once; off: nothing glides', async () => {
    await fromHost({ type: 'show', game: { ...GAME, record: WON }, settings: { ...SETTINGS, animations: 'normal' } });
    await press('Shift');
    expect(gliding()).toEqual([]);
    await press('ArrowRight');
    await vi.waitFor(() => expect(gliding().length).toBeGreaterThan(0));
    expect(gliding()).toEqual(landing());
    await press('Shift');
    expect(gliding()).toEqual([]);
    await press('ArrowLeft');
    await vi.waitFor(() => expect(gliding().length).toBeGreaterThan(0));
    await press('Shift');

    await fromHost({ type: 'settings', settings: { ...SETTINGS, animations: 'off' } });
    await press('ArrowRight');
    await settle();
    expect(table().position).toEqual(positions[1]);
    expect(gliding()).toEqual([]);
  });
});

describe("who played the moves: a record's Finish and Show Me How moves are marked", () => {
  it("a tag on each such move in the list, said to a screen reader too; the player's own moves have none", async () => {
    const helped = [
      { by: 'showMe', from: 2, count: 3 },
      { by: 'finish', from: 80, count: 2 },
    ];
    await fromHost({ type: 'show', game: { ...GAME, id: 'game00000002', record: { ...WON, helped } }, settings: SETTINGS });
    const tags = [...moves().querySelectorAll('li')].map((li) => li.querySelector('.by')?.textContent ?? null);
    expect(tags).toHaveLength(83);
    expect(tags.slice(0, 6)).toEqual([null, null, null, 'Show me', 'Show me', 'Show me']);
    expect(tags.slice(80)).toEqual([null, 'Finish', 'Finish']);
    expect(tags.filter((tag) => tag !== null)).toHaveLength(5);
    expect(moves().querySelectorAll('li')[81].querySelector('.by')!.getAttribute('title')).toMatch(/^Played by Finish/);
    expect(moves().querySelectorAll('li button')[3].getAttribute('aria-description')).toMatch(/, played by Show Me How$/);
    await press('ArrowRight');
    await press('ArrowRight');
    await press('ArrowRight');
    expect(live()).toMatch(/^Move 3 of 82: .*, played by Show Me How\.$/);
  });

  it("a record from before the marks (no helped) is all the player's: no tag anywhere", () => {
    expect(moves().querySelectorAll('.by')).toHaveLength(0);
  });
});
