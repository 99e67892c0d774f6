// The game tab's reducer without a page: what each action does to the state and which effects it
// asks for, in order (the element renders the state; table-effects.ts does the effects).
import { describe, expect, it } from 'vitest';
import { type GameRecord, type Move, legalMoves, rulesOf } from '../../../src/engine';
import type { HostMessage, TableSettings } from '../../../src/protocol/protocol';
import { en } from '../../../webview/l10n/strings';
import { initialTable, reduceTable, DEFAULT_SETTINGS } from '../../../webview/table/table-reducer';
import { type Reduced, type TableAction, type TableState, progressOf, savedState } from '../../../webview/table/table-state';

type TestPanels = { rules: string; keys: string };
type State = TableState<TestPanels>;

const PILEON: GameRecord = { game: 'pileon', variant: 'standard', deal: 1, moves: [] } as unknown as GameRecord;
/** Baker's Game with everything on the foundations but the king of spades: one move wins. */
const NEARLY_WON = {
  game: 'bakers-game',
  start: {
    'foundation-1': 'AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC',
    'foundation-2': 'AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD',
    'foundation-3': 'AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH',
    'foundation-4': 'AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS',
    'tableau-1': 'KS',
  },
  moves: [],
} as unknown as GameRecord;
const WINNING: Move = { from: 'tableau-1', to: 'foundation-4' };
const SOUNDS: TableSettings = { ...DEFAULT_SETTINGS, sounds: true };

const reduce = (state: State, action: TableAction<TestPanels>, elapsedMs = 0): Reduced<TestPanels> =>
  reduceTable(state, action, { elapsedMs });
const load = (record: object, more: Partial<Extract<HostMessage, { type: 'load' }>> = {}): TableAction<TestPanels> => ({
  type: 'host',
  message: { type: 'load', record, elapsedMs: 0, settings: DEFAULT_SETTINGS, ...more } as HostMessage,
});
const kinds = (reduced: Reduced<TestPanels>): string[] =>
  reduced.effects.map((e) => ('change' in e ? `${e.type}:${e.change}` : 'ask' in e ? `solver:${e.ask}` : e.type));

function loaded(record: object = PILEON, more: Partial<Extract<HostMessage, { type: 'load' }>> = {}): State {
  return reduce(initialTable(), load(record, more)).state;
}

function shown(state: State) {
  if (state.game.kind !== 'shown') throw new Error('no game on the table');
  return state.game;
}

/** The first legal move of the game on the table. */
const firstMove = (state: State): Move => legalMoves(shown(state).timeline.position)[0];

describe('the table reducer', () => {
  it('waits for a game: only new games and the keys do anything before one is shown', () => {
    const state = initialTable<TestPanels>();
    expect(state.game.kind).toBe('waiting');
    for (const command of ['undo', 'redo', 'deal', 'hint', 'showMe', 'rules'] as const)
      expect(reduce(state, { type: 'command', command })).toEqual({ state, effects: [] });
    expect(reduce(state, { type: 'move', move: WINNING, follow: true })).toEqual({ state, effects: [] });
    expect(reduce(state, { type: 'command', command: 'new' }).effects).toEqual([{ type: 'post', message: { type: 'newGame' } }]);
    expect(reduce(state, { type: 'command', command: 'restart' }).effects).toEqual([
      { type: 'post', message: { type: 'newGame', sameDeal: true } },
    ]);
    expect(kinds(reduce(state, { type: 'command', command: 'keys' }))).toEqual(['openPanel']);
    expect(kinds(reduce(state, { type: 'host', message: { type: 'sendProgress' } }))).toEqual([]);
  });

  it('shows the host’s game: dealt, checked, kept, focused and announced', () => {
    const result = reduce(initialTable(), load(PILEON, { id: 'g-1' as never, daily: '2026-01-02' as never, dealtWinnable: true }));
    const game = shown(result.state);
    expect(game.timeline.movesPlayed).toBe(0);
    expect(game.view.status).toBe('playing');
    expect(game.instance).toEqual({ id: 'g-1', hintsUsed: 0, daily: '2026-01-02', dealtWinnable: true });
    expect(kinds(result)).toEqual(['look', 'ending:reset', 'motion:dealt', 'clock', 'solver:look', 'save', 'focusTable']);
    expect(result.effects.find((e) => e.type === 'clock')).toEqual({ type: 'clock', reset: 0, running: false });
    expect(result.state.announcement).toBe(en.announce.loaded(en.games.pileon, 1));
  });

  it('brings a saved game back as it was: no deal flies and none is heard, even before its first move', () => {
    const quiet = reduce(initialTable(SOUNDS), { type: 'restore', saved: { record: PILEON as never, elapsedMs: 0, hintsUsed: 0 } });
    expect(shown(quiet.state).timeline.movesPlayed).toBe(0);
    expect(kinds(quiet)).toEqual(['ending:reset', 'clock', 'solver:look', 'save', 'focusTable']);
    // The same deal from the host is a new deal: dealt out, with its sound.
    const dealt = reduce(initialTable(), load(PILEON, { settings: SOUNDS }));
    expect(kinds(dealt)).toEqual(['look', 'ending:reset', 'motion:dealt', 'sound', 'clock', 'solver:look', 'save', 'focusTable']);
  });

  it('keeps the drawn game (and its redo moves) when the host loads the record already on the table', () => {
    let state = loaded(PILEON, { id: 'g-1' as never });
    state = reduce(state, { type: 'move', move: firstMove(state), follow: false }).state;
    state = reduce(state, { type: 'command', command: 'hint' }).state;
    state = reduce(state, { type: 'command', command: 'undo' }).state;
    const timeline = shown(state).timeline;
    const again = reduce(state, load(PILEON, { id: 'g-1' as never, elapsedMs: 5000 }));
    expect(shown(again.state).timeline).toBe(timeline);
    expect(kinds(again)).toEqual(['look', 'clock', 'save']);
    expect(again.effects[1]).toEqual({ type: 'clock', reset: 5000, running: true });
    // The same game keeps its hints; the same cards under another id are another game, with none.
    expect(shown(again.state).instance.hintsUsed).toBe(1);
    expect(shown(reduce(state, load(PILEON, { id: 'g-2' as never })).state).instance.hintsUsed).toBe(0);
  });

  it('says a restart when the same deal comes back from its start', () => {
    let state = loaded();
    state = reduce(state, { type: 'move', move: firstMove(state), follow: false }).state;
    expect(reduce(state, load(PILEON)).state.announcement).toBe(en.announce.restarted);
  });

  it('refuses a record that does not replay, says why, and keeps the game on the table', () => {
    const state = loaded();
    const result = reduce(state, load({ ...PILEON, moves: [{ from: 'foundation-1', to: 'tableau-1' }] }));
    expect(result.state.game).toBe(state.game);
    expect(result.effects.at(-1)).toMatchObject({ type: 'error', message: expect.stringContaining('could not show the game') });
  });

  it('plays a move: drawn with motion, kept and told, checked, said; smart play follows only the player’s', () => {
    const state = loaded();
    const move = firstMove(state);
    const result = reduce(state, { type: 'move', move, follow: true });
    const game = shown(result.state);
    expect(game.timeline.record.moves).toEqual([move]);
    expect(kinds(result)).toEqual(['motion:played', 'clock', 'report', 'solver:look', 'autoplay']);
    expect(result.effects.at(-1)).toEqual({ type: 'autoplay', smart: false });
    expect(result.state.announcement).toContain(en.announce.score(game.view.score, rulesOf('pileon').maxScore));
    expect(kinds(reduce(state, { type: 'move', move, follow: false }))).not.toContain('autoplay');
    // The old state is untouched.
    expect(shown(state).timeline.movesPlayed).toBe(0);
  });

  it('refuses an illegal move with a report and no change', () => {
    const state = loaded();
    const result = reduce(state, { type: 'move', move: { from: 'foundation-1', to: 'tableau-1' }, follow: true });
    expect(result.state).toBe(state);
    expect(result.effects).toEqual([{ type: 'error', message: expect.stringContaining('the table sent an illegal move') }]);
  });

  it('undoes and redoes with motion, and says when there is nothing to take back', () => {
    const start = loaded();
    const played = reduce(start, { type: 'move', move: firstMove(start), follow: false }).state;
    const undone = reduce(played, { type: 'command', command: 'undo' });
    expect(shown(undone.state).timeline.movesPlayed).toBe(0);
    expect(undone.effects[0]).toMatchObject({
      type: 'motion',
      change: 'undone',
      before: shown(start).timeline.position,
      after: shown(played).timeline.position,
    });
    const redone = reduce(undone.state, { type: 'command', command: 'redo' });
    expect(redone.effects[0]).toMatchObject({ type: 'motion', change: 'played', after: shown(played).timeline.position });
    const nothing = reduce(start, { type: 'command', command: 'undo' });
    expect(kinds(nothing)).toEqual(['clock', 'report', 'solver:look']);
    expect(nothing.state.announcement).toContain(en.announce.nothingToUndo);
  });

  it('takes back the solver’s moves at once, without motion', () => {
    let state = loaded();
    for (let i = 0; i < 3; i++) state = reduce(state, { type: 'move', move: firstMove(state), follow: false }).state;
    const result = reduce(state, { type: 'undoMoves', count: 2, text: 'Back two.' });
    expect(shown(result.state).timeline.movesPlayed).toBe(1);
    expect(kinds(result)).toEqual(['clock', 'report', 'solver:look']);
    expect(result.state.announcement).toMatch(/^Back two\. /);
  });

  it('celebrates a win once, with the sound when sounds are on and the time of the clock', () => {
    const state = reduce(initialTable(), {
      type: 'host',
      message: { type: 'load', record: NEARLY_WON, elapsedMs: 61_000, settings: SOUNDS, hintsUsed: 0 },
    }).state;
    const won = reduce(state, { type: 'move', move: WINNING, follow: true }, 65_000);
    expect(shown(won.state).view.status).toBe('won');
    expect(kinds(won)).toEqual(['motion:played', 'sound', 'clock', 'report', 'solver:look', 'ending:celebrate', 'sound', 'autoplay']);
    expect(won.effects.find((e) => e.type === 'clock')).toEqual({ type: 'clock', running: false });
    expect(won.effects.filter((e) => e.type === 'sound')).toEqual([
      { type: 'sound', name: 'move' },
      { type: 'sound', name: 'win' },
    ]);
    expect(won.state.announcement).toContain(en.announce.won(52, 1, '1:05'));
    // A won game: no hint, nothing to show.
    expect(reduce(won.state, { type: 'command', command: 'hint' })).toEqual({ state: won.state, effects: [] });
    expect(reduce(won.state, { type: 'command', command: 'showMe' }).state.announcement).toBe(en.announce.nothingToShow);
  });

  it('counts a hint with the game, saves it and asks the solver', () => {
    const result = reduce(loaded(), { type: 'command', command: 'hint' });
    expect(shown(result.state).instance.hintsUsed).toBe(1);
    expect(kinds(result)).toEqual(['save', 'solver:hint']);
    expect(kinds(reduce(loaded(), { type: 'command', command: 'showMe' }))).toEqual(['solver:showMe']);
  });

  it('deals from the stock when it can, and says so when it cannot', () => {
    expect(reduce(loaded(NEARLY_WON), { type: 'command', command: 'deal' }).state.announcement).toBe(en.announce.cannotDeal);
    const spider = loaded({ game: 'spider-three-decks', deal: 1, moves: [] });
    const dealt = reduce(spider, { type: 'command', command: 'deal' });
    expect(shown(dealt.state).timeline.movesPlayed).toBe(1);
    // In the game's own words (its descriptor's stock).
    expect(dealt.state.announcement).toContain('Dealt a row from the stock.');
  });

  it('marks the game assisted once', () => {
    const state = loaded(NEARLY_WON);
    const assisted = reduce(state, { type: 'assisted' });
    expect(shown(assisted.state).instance.assisted).toBe(true);
    expect(assisted.effects).toEqual([{ type: 'save' }]);
    expect(reduce(assisted.state, { type: 'assisted' }).effects).toEqual([]);
    expect(reduce(initialTable<TestPanels>(), { type: 'assisted' }).effects).toEqual([]);
  });

  it("notes who played a line's moves in the record: undone with them, redone with them, none for the player's", () => {
    const state = loaded(PILEON);
    const shownMove = reduce(state, { type: 'move', move: firstMove(state), follow: false, by: 'showMe' }).state;
    const own = reduce(shownMove, { type: 'move', move: firstMove(shownMove), follow: true }).state;
    expect(shown(own).timeline.record.helped).toEqual([{ by: 'showMe', from: 0, count: 1 }]);
    expect(progressOf(shown(own), 0)).toMatchObject({ record: { helped: [{ by: 'showMe', from: 0, count: 1 }] } });
    const undone = reduce(own, { type: 'command', command: 'undo' }).state;
    const back = reduce(undone, { type: 'command', command: 'undo' }).state;
    expect(shown(back).timeline.record).not.toHaveProperty('helped');
    const redone = reduce(back, { type: 'command', command: 'redo' }).state;
    expect(shown(redone).timeline.record.helped).toEqual([{ by: 'showMe', from: 0, count: 1 }]);
    // A finish of the player's own: a move home, noted as Finish's; Finish never marks the game assisted.
    const finished = reduce(loaded(NEARLY_WON), { type: 'move', move: WINNING, follow: false, by: 'finish' }).state;
    expect(shown(finished).timeline.record.helped).toEqual([{ by: 'finish', from: 0, count: 1 }]);
    expect(shown(finished).instance.assisted).toBeUndefined();
    expect(shown(finished).view.status).toBe('won');
  });

  it('opens a panel once its chunk has loaded, never twice, and closes it back to the table', () => {
    const state = loaded();
    const opening = reduce(state, { type: 'command', command: 'keys' });
    expect(opening.state.keys).toEqual({ kind: 'opening' });
    expect(reduce(opening.state, { type: 'command', command: 'keys' })).toEqual({ state: opening.state, effects: [] });
    const open = reduce(opening.state, { type: 'panelLoaded', which: 'keys', panel: 'keys panel' }).state;
    expect(open.keys).toEqual({ kind: 'open', panel: 'keys panel' });
    expect(reduce(open, { type: 'panelLoaded', which: 'keys', panel: 'another' }).state).toBe(open);
    const closed = reduce(open, { type: 'command', command: 'keys' });
    expect(closed.state.keys).toEqual({ kind: 'closed' });
    expect(closed.effects).toEqual([{ type: 'focusTable' }]);
  });

  it('opens the rules with I or the palette; I closes them, the palette leaves them open; a new game turns their page', () => {
    let state = reduce(loaded(), { type: 'command', command: 'rules' }).state;
    state = reduce(state, { type: 'panelLoaded', which: 'rules', panel: 'rules panel' }).state;
    expect(reduce(state, { type: 'command', command: 'showRules' }).state.rules.kind).toBe('open');
    expect(reduce(state, { type: 'command', command: 'rules' }).state.rules.kind).toBe('closed');
    expect(reduce(state, load(NEARLY_WON)).effects).toContainEqual({ type: 'rulesGame', game: 'bakers-game' });
  });

  it('says a repeated sentence again, and makes the refused sound only when sounds are on', () => {
    const once = reduce(initialTable(), { type: 'announce', text: 'Hello.', refused: true });
    expect(once.effects).toEqual([]);
    expect(reduce(once.state, { type: 'announce', text: 'Hello.' }).state.announcement).toBe('Hello.\u00a0');
    const loud = { ...initialTable<TestPanels>(), settings: SOUNDS };
    expect(reduce(loud, { type: 'announce', text: 'No.', refused: true }).effects).toEqual([{ type: 'sound', name: 'refused' }]);
  });

  it('hears the host: settings (checked anew when the light changes), progress asked for, a win counted for this game only', () => {
    const state = loaded(PILEON, { id: 'g-1' as never });
    expect(kinds(reduce(state, { type: 'host', message: { type: 'settings', settings: DEFAULT_SETTINGS } }))).toEqual(['look']);
    expect(
      kinds(reduce(state, { type: 'host', message: { type: 'settings', settings: { ...DEFAULT_SETTINGS, showWinnability: true } } })),
    ).toEqual(['look', 'solver:look']);
    expect(kinds(reduce(state, { type: 'host', message: { type: 'sendProgress' } }))).toEqual(['report']);
    expect(kinds(reduce(state, { type: 'clockStopped' }))).toEqual(['report']);
    const verdict = { type: 'winCounted', counted: true } as unknown as HostMessage;
    expect(kinds(reduce(state, { type: 'host', message: { ...verdict, id: 'g-1' } as HostMessage }))).toEqual(['ending:told']);
    expect(kinds(reduce(state, { type: 'host', message: { ...verdict, id: 'g-2' } as HostMessage }))).toEqual([]);
    expect(kinds(reduce(state, { type: 'host', message: verdict }))).toEqual(['ending:told']);
  });

  it('keeps and reports the game with its instance whole', () => {
    const state = reduce(loaded(PILEON, { id: 'g-1' as never, daily: '2026-01-02' as never }), { type: 'command', command: 'hint' }).state;
    const game = shown(reduce(state, { type: 'assisted' }).state);
    expect(savedState(game, 1234)).toEqual({
      version: 1,
      record: game.timeline.record,
      elapsedMs: 1234,
      id: 'g-1',
      hintsUsed: 1,
      daily: '2026-01-02',
      assisted: true,
    });
    expect(progressOf(game, 1234)).toMatchObject({
      type: 'progress',
      record: game.timeline.record,
      status: 'playing',
      elapsedMs: 1234,
      id: 'g-1',
      hintsUsed: 1,
      assisted: true,
    });
  });
});
