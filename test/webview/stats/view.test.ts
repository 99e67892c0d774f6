// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { emptySnapshot, fromHost, mount, sampleDaily, sampleSnapshot, shadow, snapshotMessage, text, vscode, figures } from './support';
import '../../../webview/stats/patience-stats-view';
import type { PatienceStatsView } from '../../../webview/stats/patience-stats-view';
import { NO_SUCH_GAME } from '../../support/no-such-game';

let view: PatienceStatsView;
beforeEach(async () => {
  document.body.replaceChildren();
  vscode.posted = [];
  view = await mount('patience-stats-view', {});
});

const root = () => shadow(view);
const cards = () => [...root().querySelectorAll('patience-stats-card')];
const buttons = (el: ParentNode) => [...el.querySelectorAll('button')];

describe('the statistics view', () => {
  it('says ready to the host and shows a loading line until the numbers come', () => {
    expect(vscode.posted).toEqual([{ type: 'ready' }]);
    expect(text(root().querySelector('[role=status]'))).toBe('Loading statistics…');
  });

  it('with nothing played: a welcome and a "Play a game" button that asks the host for a game', async () => {
    await fromHost(snapshotMessage(emptySnapshot()));
    expect(text(root().querySelector('h2'))).toBe('No games played yet');
    expect(cards()).toHaveLength(0);
    const play = buttons(root()).find((b) => text(b) === 'Play a game');
    play?.click();
    expect(vscode.posted.at(-1)).toEqual({ type: 'play' });
  });

  it('shows the total first, then a card per game played, then the games not played yet, one line a game', async () => {
    await fromHost(snapshotMessage(sampleSnapshot()));
    expect(cards().map((c) => text(shadow(c).querySelector('h2')))).toEqual(['All games', 'Cruel', "Baker's Game (kings only)"]);
    // Baker's Game was played under one of its rule sets: it is no game "not played yet".
    const unplayed = () => [...root().querySelectorAll('.unplayed li span')].map(text);
    expect(unplayed()).toEqual(['Spider Three Decks', 'Maze', 'Pileon']);
    const onlyCruel = sampleSnapshot();
    await fromHost(
      snapshotMessage({ ...onlyCruel, scopes: onlyCruel.scopes.map((s) => (s.scope.startsWith('bakers-game') ? { ...s, played: 0 } : s)) }),
    );
    expect(unplayed()).toEqual(['Spider Three Decks', 'Maze', "Baker's Game", 'Pileon']);
    expect(figures(cards()[0])).toMatchObject({
      'Win rate': '71%',
      Played: '7',
      Won: '5',
      Lost: '1',
      Abandoned: '1',
      Streak: '4',
      'Best streak': '4',
    });
  });

  it("a card's Play button and a not-played game's Play button start that game (keyboard: they are buttons)", async () => {
    await fromHost(snapshotMessage(sampleSnapshot()));
    const cruelPlay = buttons(shadow(cards()[1]))[0];
    expect(cruelPlay.getAttribute('aria-label')).toBe('Play Cruel');
    cruelPlay.click();
    expect(vscode.posted.at(-1)).toEqual({ type: 'play', game: 'cruel' });
    const maze = buttons(root().querySelector('.unplayed')!)[1];
    expect(maze.getAttribute('aria-label')).toBe('Play Maze');
    maze.click();
    expect(vscode.posted.at(-1)).toEqual({ type: 'play', game: 'maze' });
  });

  it("lists today's daily deals first, also before any game is played; a row's Play asks the host for that daily deal", async () => {
    await fromHost(snapshotMessage(emptySnapshot()));
    const daily = root().querySelector('patience-stats-daily')!;
    expect(root().querySelector('main')!.firstElementChild).toBe(daily);
    await fromHost(snapshotMessage(sampleSnapshot()));
    expect(root().querySelector('main')!.firstElementChild?.localName).toBe('patience-stats-daily');
    const maze = [...shadow(root().querySelector('patience-stats-daily')).querySelectorAll('li')][2];
    const play = maze.querySelector('button')!;
    expect(play.getAttribute('aria-label')).toBe("Play today's deal of Maze");
    play.click();
    expect(vscode.posted.at(-1)).toEqual({ type: 'playDaily', game: 'maze' });
  });

  it('updates live: a new snapshot redraws the numbers', async () => {
    await fromHost(snapshotMessage(sampleSnapshot()));
    const next = sampleSnapshot();
    await fromHost(snapshotMessage({ ...next, total: { ...next.total, played: 8, lost: 2, currentStreak: 0 } }));
    expect(figures(cards()[0])).toMatchObject({ Played: '8', Lost: '2', Streak: '0' });
  });

  it.each([
    ['an unknown message', { type: 'load', record: {} }],
    ['a snapshot with a negative count', snapshotMessage({ ...sampleSnapshot(), total: { ...sampleSnapshot().total, played: -1 } })],
    [
      'a snapshot with markup as a score',
      snapshotMessage({ ...sampleSnapshot(), total: { ...sampleSnapshot().total, bestScore: '<b>' as never } }),
    ],
    ["a snapshot without today's daily deals", { type: 'snapshot', snapshot: sampleSnapshot() }],
    [
      'a daily deal of an unknown game',
      snapshotMessage(sampleSnapshot(), { ...sampleDaily(), games: [{ ...sampleDaily().games[0], game: NO_SUCH_GAME.id as never }] }),
    ],
    [
      'a recent result with an unknown outcome',
      snapshotMessage({
        ...sampleSnapshot(),
        total: { ...sampleSnapshot().total, recent: [{ ...sampleSnapshot().total.recent[0], outcome: 'draw' as never }] },
      }),
    ],
  ])('%s is reported to the host and not drawn', async (_, message) => {
    await fromHost(snapshotMessage(sampleSnapshot()));
    await fromHost(message);
    expect(vscode.posted.at(-1)).toMatchObject({ type: 'error', message: expect.stringContaining('ignored a host message') });
    expect(figures(cards()[0]).Played).toBe('7');
  });
});
