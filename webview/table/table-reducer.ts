// The game tab's one reducer: state + action → state + effects, pure (no DOM, no clock, no host), as
// boardgame.io's core reduces a game. The element renders the state and dispatches; ./table-effects.ts
// does the effects in order (post, save, motion, sounds, the solver, the ending, focus).
import { type Helper, type Move, type Position, clickMove, isAction, pileIndex, rulesOf, score, status } from '../../src/engine';
import { sameStart } from '../../src/engine/record';
import { gameInstance } from '../../src/protocol/game-instance';
import type { TableSettings } from '../../src/protocol/protocol';
import { liftedName, pileName } from '../board/card-labels';
import { stockButton, stockDone, stockRefusal } from '../board/stock-text';
import { formatTime, strings } from '../l10n/strings';
import type { SoundName } from '../sound/tones';
import type {
  OverlayName,
  Panels,
  PageCommand,
  Reduced,
  Shown,
  ShownGame,
  TableAction,
  TableContext,
  TableEffect,
  TableState,
  TableView,
} from './table-state';
import { Timeline } from './timeline';

export const DEFAULT_SETTINGS: TableSettings = {
  animations: 'normal',
  bakersGameRules: 'kings',
  showWinnability: false,
  cardStyle: 'classic',
  cardBack: 'red',
  play: 'aisleriot',
  sounds: false,
  showMeSpeed: 1,
};

/** The page before any game: nothing on the table, no panel open. */
export function initialTable<P extends Panels>(settings: TableSettings = DEFAULT_SETTINGS): TableState<P> {
  return { settings, game: { kind: 'waiting' }, rules: { kind: 'closed' }, keys: { kind: 'closed' }, announcement: '' };
}

export function reduceTable<P extends Panels>(state: TableState<P>, action: TableAction<P>, context: TableContext): Reduced<P> {
  switch (action.type) {
    case 'restore':
      return show(state, action.saved, 'restored');
    case 'host':
      return fromHost(state, action.message, context);
    case 'command':
      return command(state, action.command, context);
    case 'move':
      return play(state, action.move, context, action.follow, action.held, action.by, action.then);
    case 'undoMoves': {
      const game = state.game;
      return game.kind === 'shown' ? changed(state, game, game.timeline.undo(action.count), action.text, context) : same(state);
    }
    case 'announce':
      return { state: announce(state, action.text), effects: action.refused ? sound(state, 'refused') : [] };
    case 'assisted': {
      const game = state.game;
      if (game.kind !== 'shown' || game.instance.assisted) return same(state);
      return {
        state: { ...state, game: { ...game, instance: { ...game.instance, assisted: true as const } } },
        effects: [{ type: 'save' }],
      };
    }
    case 'clockStopped':
      return { state, effects: state.game.kind === 'shown' ? [{ type: 'report' }] : [] };
    case 'panelLoaded':
      return state[action.which].kind === 'opening'
        ? same({ ...state, [action.which]: { kind: 'open', panel: action.panel } })
        : same(state);
    case 'panelClosed':
      return close(state, action.which);
  }
}

function fromHost<P extends Panels>(
  state: TableState<P>,
  message: Extract<TableAction, { type: 'host' }>['message'],
  context: TableContext,
): Reduced<P> {
  switch (message.type) {
    case 'load': {
      const loaded = show({ ...state, settings: message.settings }, message, 'loaded');
      return { state: loaded.state, effects: [{ type: 'look', settings: message.settings }, ...loaded.effects] };
    }
    case 'settings': {
      const effects: TableEffect[] = [{ type: 'look', settings: message.settings }];
      if (state.settings.showWinnability !== message.settings.showWinnability) effects.push({ type: 'solver', ask: 'look' });
      return { state: { ...state, settings: message.settings }, effects };
    }
    case 'command':
      return command(state, message.command, context);
    case 'sendProgress':
      return { state, effects: state.game.kind === 'shown' ? [{ type: 'report' }] : [] };
    case 'winCounted': {
      const id = state.game.kind === 'shown' ? state.game.instance.id : undefined;
      return {
        state,
        effects: message.id === undefined || message.id === id ? [{ type: 'ending', change: 'told', verdict: message }] : [],
      };
    }
  }
}

/**
 * Puts a game on the table: `loaded` from the host, `restored` from the page's saved state (a tab shown again
 * or brought back after a reload), which is simply there: only a deal the host brings is dealt out from the stock.
 */
function show<P extends Panels>(state: TableState<P>, shown: Shown, from: 'loaded' | 'restored'): Reduced<P> {
  const before = state.game.kind === 'shown' ? state.game : null;
  // Hints and assistance belong to the game instance: another id (a restart of the same deal too) starts without.
  const sameInstance = shown.id !== undefined && shown.id === before?.instance.id;
  const instance = gameInstance(shown.id, {
    daily: shown.daily,
    dealtWinnable: shown.dealtWinnable,
    // Hints only add up within a game instance (a reload keeps its count); another starts with its own.
    hintsUsed: Math.max(shown.hintsUsed ?? 0, sameInstance ? before!.instance.hintsUsed : 0),
    assisted: shown.assisted ?? (sameInstance && before!.instance.assisted === true),
  });
  const clock = (view: TableView, timeline: Timeline): TableEffect => ({
    type: 'clock',
    reset: shown.elapsedMs,
    running: running(view, timeline, shown.elapsedMs),
  });
  // The host's load usually repeats the game just restored from the state: keep what is drawn (and
  // the redo moves) rather than redraw the whole table before the first paint.
  if (before && JSON.stringify(before.timeline.record) === JSON.stringify(shown.record)) {
    return { state: { ...state, game: { ...before, instance } }, effects: [clock(before.view, before.timeline), { type: 'save' }] };
  }
  const timeline = Timeline.fromRecord(shown.record);
  if (!timeline.ok) return { state, effects: [{ type: 'error', message: `could not show the game: ${timeline.error}` }] };
  const game: ShownGame = { kind: 'shown', timeline: timeline.value, view: viewOf(timeline.value), instance };
  const record = shown.record;
  const effects: TableEffect[] = [];
  if (state.rules.kind === 'open') effects.push({ type: 'rulesGame', game: record.game });
  effects.push({ type: 'ending', change: 'reset' });
  if (record.moves.length === 0 && from === 'loaded') effects.push({ type: 'motion', change: 'dealt' }, ...sound(state, 'deal'));
  // A new deal or a restored one: the keyboard starts on the table.
  effects.push(clock(game.view, game.timeline), { type: 'solver', ask: 'look' }, { type: 'save' }, { type: 'focusTable' });
  const restarted = before !== null && record.moves.length === 0 && sameStart(before.timeline.record, record);
  const text = restarted ? strings.announce.restarted : strings.announce.loaded(strings.games[record.game], record.deal);
  return { state: announce({ ...state, game }, text), effects };
}

function command<P extends Panels>(state: TableState<P>, command: PageCommand, context: TableContext): Reduced<P> {
  // One way to start again: the host deals it (the game left behind is counted, the new one gets its own id).
  if (command === 'new') return { state, effects: [{ type: 'post', message: { type: 'newGame' } }] };
  if (command === 'sameDeal' || command === 'restart')
    return { state, effects: [{ type: 'post', message: { type: 'newGame', sameDeal: true } }] };
  if (command === 'keys') return state.keys.kind === 'open' ? close(state, 'keys') : open(state, 'keys');
  const game = state.game;
  if (command === 'rules' || command === 'showRules') {
    if (state.rules.kind === 'open' && command === 'rules') return close(state, 'rules');
    return game.kind === 'shown' ? open(state, 'rules') : same(state);
  }
  if (game.kind !== 'shown') return same(state);
  const timeline = game.timeline;
  switch (command) {
    case 'showMe':
      // Starts the show, or pauses it and goes on (the button, S and the palette alike).
      if (game.view.status === 'won') return same(announce(state, strings.announce.nothingToShow));
      return { state, effects: [{ type: 'solver', ask: 'showMe' }] };
    case 'hint': {
      if (game.view.status === 'won') return same(state);
      const instance = { ...game.instance, hintsUsed: game.instance.hintsUsed + 1 };
      return { state: { ...state, game: { ...game, instance } }, effects: [{ type: 'save' }, { type: 'solver', ask: 'hint' }] };
    }
    case 'undo': {
      const next = timeline.undo();
      const move = timeline.lastMove;
      const motion: TableEffect[] =
        move && next !== timeline ? [{ type: 'motion', change: 'undone', before: next.position, move, after: timeline.position }] : [];
      return withFirst(
        motion,
        changed(state, game, next, next !== timeline ? strings.announce.undone : strings.announce.nothingToUndo, context),
      );
    }
    case 'redo': {
      const next = timeline.redo();
      const move = next.lastMove;
      const motion: TableEffect[] =
        move && next !== timeline ? [{ type: 'motion', change: 'played', before: timeline.position, move, after: next.position }] : [];
      return withFirst(
        motion,
        changed(state, game, next, next !== timeline ? strings.announce.redone : strings.announce.nothingToRedo, context),
      );
    }
    case 'deal': {
      const move = clickMove(timeline.position, 'stock');
      return move ? play(state, move, context, true) : same(announce(state, stockRefusal(timeline.position)));
    }
  }
  return same(state);
}

/** Plays a legal move (`by` Finish or Show Me How, else the player's); `follow`: smart play may answer it with its own moves (not after a line's). */
function play<P extends Panels>(
  state: TableState<P>,
  move: Move,
  context: TableContext,
  follow: boolean,
  held?: Extract<TableAction, { type: 'move' }>['held'],
  by?: Helper,
  then: readonly Move[] = [],
): Reduced<P> {
  const game = state.game;
  if (game.kind !== 'shown') return same(state);
  const before = game.timeline.position;
  const played = game.timeline.play(move, by);
  if (!played.ok)
    return { state, effects: [{ type: 'error', message: `the table sent an illegal move ${JSON.stringify(move)}: ${played.error}` }] };
  const after = played.value;
  const effects: TableEffect[] = [
    { type: 'motion', change: 'played', before, move, after: after.position, ...(held ? { held } : {}) },
    ...sound(state, isAction(move) ? 'deal' : 'move'),
  ];
  const result = withFirst(effects, changed(state, game, after, describe(before, move), context));
  // The rest of a double-click, then smart play's own moves: finished runs and safe cards go home (an older run stops either way).
  const autoplay: TableEffect = { type: 'autoplay', smart: state.settings.play === 'smart', ...(then.length ? { then } : {}) };
  return follow ? { state: result.state, effects: [...result.effects, autoplay] } : result;
}

/** After every change of the game: redraw, keep and tell the host, check it anew, announce. */
function changed<P extends Panels>(
  state: TableState<P>,
  game: ShownGame,
  timeline: Timeline,
  what: string,
  context: TableContext,
): Reduced<P> {
  const wasOver = game.view.status !== 'playing';
  const view = viewOf(timeline);
  const effects: TableEffect[] = [
    { type: 'clock', running: running(view, timeline, context.elapsedMs) },
    { type: 'report' },
    { type: 'solver', ask: 'look' },
  ];
  const max = rulesOf(timeline.position.game).maxScore;
  let text = `${what} ${strings.announce.score(view.score, max)}`;
  if (view.status === 'won' && !wasOver) {
    text = `${what} ${strings.announce.won(view.score, timeline.movesPlayed, formatTime(context.elapsedMs))}`;
    effects.push({ type: 'ending', change: 'celebrate' }, ...sound(state, 'win'));
  }
  if (view.status === 'lost' && !wasOver) text = `${what} ${strings.announce.lost}`;
  return { state: announce({ ...state, game: { ...game, timeline, view } }, text), effects };
}

function viewOf(timeline: Timeline): TableView {
  const position = timeline.position;
  return { status: status(position), score: score(position), stock: stockButton(position) };
}

/** The clock runs from the first move (or a resumed game's time) until the game ends. */
const running = (view: TableView, timeline: Timeline, elapsedMs: number): boolean =>
  view.status === 'playing' && (timeline.movesPlayed > 0 || elapsedMs > 0);

function describe(before: Position, move: Move): string {
  if (isAction(move)) return stockDone(before);
  const rules = rulesOf(before.game);
  const from = pileIndex(rules, move.from);
  const count = move.count ?? 1;
  return strings.announce.moved(
    liftedName(before.piles[from], count),
    count,
    pileName(rules.piles[from]),
    pileName(rules.piles[pileIndex(rules, move.to)]),
  );
}

function open<P extends Panels>(state: TableState<P>, which: OverlayName): Reduced<P> {
  // A panel whose chunk is still loading opens once, however often it was asked for.
  if (state[which].kind !== 'closed') return same(state);
  return { state: { ...state, [which]: { kind: 'opening' } }, effects: [{ type: 'openPanel', which }] };
}

function close<P extends Panels>(state: TableState<P>, which: OverlayName): Reduced<P> {
  return { state: { ...state, [which]: { kind: 'closed' } }, effects: [{ type: 'focusTable' }] };
}

/** Says `text` in the live region: a repeated sentence must still change it to be spoken again. */
function announce<P extends Panels>(state: TableState<P>, text: string): TableState<P> {
  return { ...state, announcement: state.announcement === text ? `${text}\u00a0` : text };
}

const sound = (state: TableState, name: SoundName): TableEffect[] => (state.settings.sounds ? [{ type: 'sound', name }] : []);
const same = <P extends Panels>(state: TableState<P>): Reduced<P> => ({ state, effects: [] });
const withFirst = <P extends Panels>(first: readonly TableEffect[], then: Reduced<P>): Reduced<P> => ({
  state: then.state,
  effects: [...first, ...then.effects],
});
