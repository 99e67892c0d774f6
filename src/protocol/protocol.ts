// Every message between the extension host and the game webview, with validators. Both sides
// import this file; a message that fails its validator is logged and ignored, never applied.
import { type DailyDate, type GameId, type GameRecord, type Status, isDailyDate, isGameId, startOf } from '../engine';
import { checkBounded, describeValue } from './bounded-value';
import { type GameInstanceId, isGameInstanceId } from './game-instance-id';
import { type InstanceFacts, readInstance } from './game-instance';
import type { WinCount, WinVerdict } from './game-result';

export type BakersRules = 'kings' | 'any';

/** The card pictures (patience.cardStyle): a folder of sheets each under media/cards/. */
export const CARD_STYLES = ['classic', 'four-colour', 'large-index'] as const;
export type CardStyle = (typeof CARD_STYLES)[number];
/**
 * The folder under media/cards/ whose sheets (scripts/make-cards.mjs) draw the cards of `style` in the language
 * `lang` (vscode.env.language, <html lang>): Russian corners say В, Д, К, Т. `small`: cards too small for the
 * style's own corner index take the large one (four-colour keeps its colours).
 */
export function sheetFolder(style: CardStyle, lang: string, small = false): string {
  const set = !small ? style : style === 'four-colour' ? 'four-colour-large-index' : 'large-index';
  return /^ru(-|$)/i.test(lang) ? `${set}-ru` : set;
}
/** The pattern on the backs of the cards (patience.cardBack): a cell of every sheet. */
export const CARD_BACKS = ['red', 'blue', 'green'] as const;
export type CardBack = (typeof CARD_BACKS)[number];

/** How cards move: `patience.animations`. */
export const ANIMATION_SPEEDS = ['off', 'normal', 'fast'] as const;
export type AnimationSpeed = (typeof ANIMATION_SPEEDS)[number];

/** A speed, or the boolean the setting used to be (true: normal, false: off); null for anything else. */
export function animationSpeed(value: unknown): AnimationSpeed | null {
  if (typeof value === 'boolean') return value ? 'normal' : 'off';
  return (ANIMATION_SPEEDS as readonly unknown[]).includes(value) ? (value as AnimationSpeed) : null;
}

/** How fast a line of moves is played, as a multiple of one move a second or so: Show Me How's (patience.showMeSpeed) and the replay's. */
export const PLAY_SPEEDS = [0.5, 1, 2, 4, 8] as const;
export type PlaySpeed = (typeof PLAY_SPEEDS)[number];

/** Settings the webview needs, sent on load and whenever they change. */
export interface TableSettings {
  readonly animations: AnimationSpeed;
  readonly bakersGameRules: BakersRules;
  /** Show whether the game can still be won, re-checked by the solver after every move. */
  readonly showWinnability: boolean;
  readonly cardStyle: CardStyle;
  readonly cardBack: CardBack;
  readonly play: PlayStyle;
  /** Short, quiet sounds for a deal, a move, a refused drop and a win (patience.sounds). */
  readonly sounds: boolean;
  /** How fast Show Me How plays its line (patience.showMeSpeed): the speed the player chose last. */
  readonly showMeSpeed: PlaySpeed;
}

/** How double-clicks and automatic moves choose (patience.play): AisleRiot's rules (the default), or smart play. */
export const PLAY_STYLES = ['aisleriot', 'smart'] as const;
export type PlayStyle = (typeof PLAY_STYLES)[number];

/**
 * Commands the host forwards from the palette / keybindings to the open table. Restart is not one:
 * the host restarts a deal itself (a new game of the same deal: `newGame` with `sameDeal`), so the
 * game left behind is counted in the statistics.
 */
export const TABLE_COMMANDS = ['undo', 'redo', 'deal', 'showRules', 'hint', 'showMe'] as const;
export type TableCommand = (typeof TABLE_COMMANDS)[number];

// One game instance's id: its own file, which the sidebar's protocol shares without the engine.
export { type GameInstanceId, isGameInstanceId } from './game-instance-id';
// The facts of one game instance, which `load`, `progress` and the page's state carry whole.
export type { GameInstance, InstanceFacts } from './game-instance';

// What a win means and the host's verdict on it: their own file, which the webview's ending shares.
export type { WinNews, WinVerdict } from './game-result';

/** Host → webview. */
export type HostMessage =
  /**
   * Show this game (new, resumed or restored): its record, the clock to continue, and the game
   * instance whole (its id absent only from senders that do not know it, such as tests).
   */
  | ({ readonly type: 'load'; readonly record: GameRecord; readonly elapsedMs: number; readonly settings: TableSettings } & InstanceFacts)
  | { readonly type: 'command'; readonly command: TableCommand }
  | { readonly type: 'settings'; readonly settings: TableSettings }
  /** Post `progress` now, with the clock as the header shows it (the host is about to ask about or count the game). */
  | { readonly type: 'sendProgress' }
  /** The host's verdict on the win of game `id`: whether it was counted, as what, and what it means (sent once). */
  | ({ readonly type: 'winCounted'; readonly id?: GameInstanceId } & WinVerdict);

/** Webview → host. */
export type WebviewMessage =
  /** The webview script is running and listening. */
  | { readonly type: 'ready' }
  /**
   * After every change: the record so far, its status and the time played, and the game instance
   * the page was loaded with, its hints and assistance as the page has them now (the host's only add up).
   */
  | ({
      readonly type: 'progress';
      readonly record: GameRecord;
      readonly status: Status;
      readonly score: number;
      readonly elapsedMs: number;
    } & InstanceFacts)
  /** The player asked for a new deal (optionally of another game) or the same deal again. */
  | { readonly type: 'newGame'; readonly game?: GameId; readonly sameDeal?: boolean }
  /** The player chose how fast Show Me How plays: kept in the settings (patience.showMeSpeed) for every game after. */
  | { readonly type: 'showMeSpeed'; readonly speed: PlaySpeed }
  /** The table of `game` is drawn from the style's own sheets, or from its large-index ones (`small`): see SheetsDrawn. */
  | SheetsDrawn
  /** Something went wrong inside the webview that the host should log. */
  | { readonly type: 'error'; readonly message: string };

/**
 * Which sheets a page's table draws from (sheetFolder's `small`: its cards too small for the style's own index), said
 * when the page first draws `game` and whenever that changes (the tab resized): the host preloads those sheets in the
 * next page it writes for `game` (src/host/panel/sheets-drawn.ts). The game tab and the replay tab both say it.
 */
export interface SheetsDrawn {
  readonly type: 'sheets';
  readonly game: GameId;
  readonly small: boolean;
}

type Check<T> = { ok: true; value: T } | { ok: false; error: string };
const bad = <T>(error: string): Check<T> => ({ ok: false, error });
const good = <T>(value: T): Check<T> => ({ ok: true, value });

/** A `sheets` message's fields, or why they are refused. */
export function checkSheetsDrawn(value: Record<string, unknown>): Check<SheetsDrawn> {
  return isGameId(value.game) && typeof value.small === 'boolean'
    ? good({ type: 'sheets', game: value.game, small: value.small })
    : bad(`sheets needs a known game and small true or false, not ${describeValue(value.game)} and ${describeValue(value.small)}`);
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isElapsed = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;
const STATUSES: readonly Status[] = ['playing', 'won', 'lost'];

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** The game instance a load, a progress or the page's state carries, or why `what` is refused. */
function instanceIn(value: Record<string, unknown>, what: string): Check<InstanceFacts> {
  const read = readInstance(value);
  return read.ok ? read : bad(`${what}: ${read.error}`);
}

/** `{ daily }` when `value` holds a valid day, `{}` when it holds none, null when its day is bad. */
function dailyOf(value: Record<string, unknown>): { daily?: DailyDate } | null {
  if (value.daily === undefined) return {};
  return isDailyDate(value.daily) ? { daily: value.daily } : null;
}

/** `{ id }` when `value` holds a valid one, `{}` when it holds none, null when its id is bad. */
function idOf(value: Record<string, unknown>): { id?: GameInstanceId } | null {
  if (value.id === undefined) return {};
  return isGameInstanceId(value.id) ? { id: value.id } : null;
}

/** A record's shape (game, rule set, deal or start, move shapes); legality is checked by replaying. */
function checkRecord(value: unknown): Check<GameRecord> {
  const started = startOf(value);
  return started.ok ? good(started.value.record) : bad(`bad record: ${started.error}`);
}

/** How the host may have counted a win (src/protocol/game-result.ts); a list here, so the page's first bundle need not load that file. */
const WIN_COUNTS: readonly WinCount[] = ['now', 'before', 'refused'];

/** A field that may be missing (senders from before it existed: `fallback`), else one of `values`; null when neither. */
function oneOf<T extends string | number>(value: unknown, values: readonly T[], fallback: T): T | null {
  if (value === undefined) return fallback;
  return values.includes(value as T) ? (value as T) : null;
}

export function checkSettings(value: unknown): Check<TableSettings> {
  // showWinnability, play and sounds may be missing (senders from before they existed): off, aisleriot, off. So may a boolean animations.
  const animations = isObject(value) ? animationSpeed(value.animations) : null;
  if (
    !isObject(value) ||
    !animations ||
    (value.bakersGameRules !== 'kings' && value.bakersGameRules !== 'any') ||
    (value.showWinnability !== undefined && typeof value.showWinnability !== 'boolean') ||
    (value.sounds !== undefined && typeof value.sounds !== 'boolean')
  ) {
    return bad(
      'settings must be { animations: "off" | "normal" | "fast", bakersGameRules: "kings" | "any", showWinnability?: boolean, cardStyle?, cardBack?, play?, sounds?: boolean }',
    );
  }
  const cardStyle = oneOf(value.cardStyle, CARD_STYLES, 'classic');
  const cardBack = oneOf(value.cardBack, CARD_BACKS, 'red');
  const play = oneOf(value.play, PLAY_STYLES, 'aisleriot');
  // Missing from senders before it existed: 1×.
  const showMeSpeed = oneOf(value.showMeSpeed, PLAY_SPEEDS, 1);
  if (!cardStyle || !cardBack || !play || !showMeSpeed)
    return bad('unknown settings.cardStyle, settings.cardBack, settings.play or settings.showMeSpeed');
  return good({
    animations,
    bakersGameRules: value.bakersGameRules,
    showWinnability: value.showWinnability === true,
    cardStyle,
    cardBack,
    play,
    sounds: value.sounds === true,
    showMeSpeed,
  });
}

/** `value` if it is one of the speeds a line plays at, else null. */
export const playSpeed = (value: unknown): PlaySpeed | null =>
  (PLAY_SPEEDS as readonly unknown[]).includes(value) ? (value as PlaySpeed) : null;

export function parseHostMessage(value: unknown): Check<HostMessage> {
  const bounded = checkBounded(value);
  if (!bounded.ok) return bad(`a message is refused: ${bounded.error}`);
  if (!isObject(value)) return bad('a message must be an object');
  switch (value.type) {
    case 'load': {
      const record = checkRecord(value.record);
      if (!record.ok) return record;
      const settings = checkSettings(value.settings);
      if (!settings.ok) return settings;
      if (!isElapsed(value.elapsedMs)) return bad('load.elapsedMs must be a non-negative number');
      const instance = instanceIn(value, 'load');
      if (!instance.ok) return instance;
      return good({ type: 'load', record: record.value, elapsedMs: value.elapsedMs, settings: settings.value, ...instance.value });
    }
    case 'command':
      return (TABLE_COMMANDS as readonly unknown[]).includes(value.command)
        ? good({ type: 'command', command: value.command as TableCommand })
        : bad(`unknown table command ${describeValue(value.command)}`);
    case 'settings': {
      const settings = checkSettings(value.settings);
      return settings.ok ? good({ type: 'settings', settings: settings.value }) : settings;
    }
    case 'sendProgress':
      return good({ type: 'sendProgress' });
    case 'winCounted': {
      const id = idOf(value);
      const { firstWin, fastest, fewestMoves, streak } = value;
      // `counted` and `assisted` may be missing (senders from before the verdict): counted now, not assisted.
      const counted = oneOf(value.counted, WIN_COUNTS, 'now');
      const assisted = value.assisted === undefined ? false : value.assisted;
      const daily = dailyOf(value);
      return id &&
        counted &&
        daily &&
        typeof assisted === 'boolean' &&
        [firstWin, fastest, fewestMoves].every((flag) => typeof flag === 'boolean') &&
        isCount(streak)
        ? good({
            type: 'winCounted',
            ...id,
            counted: counted as WinCount,
            assisted,
            firstWin: firstWin as boolean,
            fastest: fastest as boolean,
            fewestMoves: fewestMoves as boolean,
            streak,
            ...daily,
          })
        : bad(
            'winCounted needs a game id or none, counted now, before or refused, assisted, firstWin, fastest and fewestMoves true or false, a streak count and a day or none',
          );
    }
    default:
      return bad(`unknown host message type ${describeValue(value.type)}`);
  }
}

export function parseWebviewMessage(value: unknown): Check<WebviewMessage> {
  const bounded = checkBounded(value);
  if (!bounded.ok) return bad(`a message is refused: ${bounded.error}`);
  if (!isObject(value)) return bad('a message must be an object');
  switch (value.type) {
    case 'ready':
      return good({ type: 'ready' });
    case 'progress': {
      const record = checkRecord(value.record);
      if (!record.ok) return record;
      if (!STATUSES.includes(value.status as Status)) return bad('progress.status must be playing, won or lost');
      if (typeof value.score !== 'number' || !Number.isInteger(value.score)) return bad('progress.score must be a whole number');
      if (!isElapsed(value.elapsedMs)) return bad('progress.elapsedMs must be a non-negative number');
      const instance = instanceIn(value, 'progress');
      if (!instance.ok) return instance;
      return good({
        type: 'progress',
        record: record.value,
        status: value.status as Status,
        score: value.score,
        elapsedMs: value.elapsedMs,
        ...instance.value,
      });
    }
    case 'newGame':
      if (value.game !== undefined && !isGameId(value.game)) return bad(`unknown game ${describeValue(value.game)}`);
      if (value.sameDeal !== undefined && typeof value.sameDeal !== 'boolean') return bad('newGame.sameDeal must be a boolean');
      return good({
        type: 'newGame',
        ...(value.game !== undefined ? { game: value.game as GameId } : {}),
        ...(value.sameDeal !== undefined ? { sameDeal: value.sameDeal } : {}),
      });
    case 'showMeSpeed': {
      const speed = playSpeed(value.speed);
      return speed === null
        ? bad(`showMeSpeed.speed ${describeValue(value.speed)} is not one of ${PLAY_SPEEDS.join(', ')}`)
        : good({ type: 'showMeSpeed', speed });
    }
    case 'sheets':
      return checkSheetsDrawn(value);
    case 'error':
      return typeof value.message === 'string'
        ? good({ type: 'error', message: value.message.slice(0, 2000) })
        : bad('error.message must be a string');
    default:
      return bad(`unknown webview message type ${describeValue(value.type)}`);
  }
}

/**
 * What the webview keeps with setState so a reload or a hidden tab comes back at the same move, the
 * same game instance to the statistics. Version 1 throughout: every fact of the instance came later as
 * an optional field, and a state without one reads as its default (readInstance).
 */
export type WebviewState = { readonly version: 1; readonly record: GameRecord; readonly elapsedMs: number } & InstanceFacts;

export function parseWebviewState(value: unknown): Check<WebviewState> {
  const bounded = checkBounded(value);
  if (!bounded.ok) return bad(`the state is refused: ${bounded.error}`);
  if (!isObject(value) || value.version !== 1) return bad('unknown webview state version');
  const record = checkRecord(value.record);
  if (!record.ok) return record;
  if (!isElapsed(value.elapsedMs)) return bad('state.elapsedMs must be a non-negative number');
  const instance = instanceIn(value, 'state');
  if (!instance.ok) return instance;
  return good({ version: 1, record: record.value, elapsedMs: value.elapsedMs, ...instance.value });
}
