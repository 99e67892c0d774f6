// @vitest-environment happy-dom
// A game the statistics refused (issue 24, item 10: a journal entry whose moves do not replay to the
// win it claims) is not shown as won: the tab says it is not counted, in the words every surface uses
// for a refused win, and why, in the reason the host's check gave.
import { beforeEach, describe, expect, it } from 'vitest';
import '../../../webview/replay/patience-replay';
import type { PatienceReplay } from '../../../webview/replay/patience-replay';
import { SETTINGS, fromHost, resetPage, settle } from '../support';
import { WON } from './support';

const REASON = 'claimed won, but the record replays to abandoned';
const GAME = { id: 'game00000001', game: 'bakers-game', deal: 1, outcome: 'won', endedAt: Date.UTC(2026, 10, 30, 18, 5) };

let replayEl: PatienceReplay;
const header = () => replayEl.shadowRoot!.querySelector('header')!;

beforeEach(async () => {
  resetPage();
  replayEl = document.createElement('patience-replay');
  replayEl.cardsUri = 'cards/';
  document.body.append(replayEl);
  await settle();
});

describe('<patience-replay> of a game the statistics refused', () => {
  it('says it is not counted and why, never that it was won', async () => {
    await fromHost({
      type: 'show',
      game: { ...GAME, record: { ...WON, moves: WON.moves.slice(0, 10) }, refused: REASON },
      settings: SETTINGS,
    });
    expect(header().querySelector('.about')!.textContent).toMatch(/ · Not counted: the moves do not replay to a win$/);
    expect(header().querySelector('.refused')!.textContent).toBe(`Not verified: the statistics do not count this game (${REASON}).`);
    expect(header().querySelector('.refused')!.getAttribute('role')).toBe('note');
  });

  it('a counted game has no such note', async () => {
    await fromHost({ type: 'show', game: { ...GAME, record: WON }, settings: SETTINGS });
    expect(header().querySelector('.about')!.textContent).toMatch(/ · won$/);
    expect(header().querySelector('.refused')).toBeNull();
  });
});
