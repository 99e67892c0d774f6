// The facts of one game instance, declared and checked once: the host, the page, saved games, the
// journal, the statistics and exports pass them whole. Pure and engine-light (the sidebar's bundle).
//
// The game, rule set and deal are its record's own (GameRecord: game, variant, deal), so they are not
// repeated here. Wherever an instance is carried (a message, the page's state, a saved game, a journal
// entry, an exported result) its facts sit beside the record as fields of the same names: written by
// spreading the instance whole, read by readInstance below. Every format of the previous versions
// already reads this way, and older versions read what this one writes.
import { checkBounded, describeValue } from './bounded-value';
import { type DailyDate, isDailyDate } from '../engine/daily';
import { type Result, fail, ok } from '../engine/types';
import { type GameInstanceId, isGameInstanceId } from './game-instance-id';

export { type GameInstanceId, isGameInstanceId };

/** One game being played, or played: a new one for every new game, a restart of the same deal too. */
export interface GameInstance {
  /** Made by the host (stats/result.ts newGameId): the statistics count a game once per id. */
  readonly id: GameInstanceId;
  /** Hints the player asked for in this game. Only adds up (progressed). */
  readonly hintsUsed: number;
  /** The day whose daily deal this is (the Daily Deal command's games, and their restarts). Absent: an ordinary deal. */
  readonly daily?: DailyDate;
  /** The solver proved the deal winnable before it was dealt ("winnable deals only"). Absent: not known to be. */
  readonly dealtWinnable?: true;
  /**
   * The solver's line was played for the player (Show Me How, or a Finish that did more than send
   * cards home): a win is then "won with help", not the player's own. Once so, always so (progressed).
   */
  readonly assisted?: true;
}

/** An instance as a page may know it: a page loaded by a sender that does not know the id (a test) has none. */
export type InstanceFacts = Omit<GameInstance, 'id'> & { readonly id?: GameInstanceId };

/** What a counted result keeps of its instance (journal, statistics, exports): a deal dealt winnable matters only in play. */
export type CountedInstance = Omit<GameInstance, 'dealtWinnable'>;

/** An instance as a claim to the statistics holds it: every fact still to be checked (readInstance). */
export type ClaimedInstance = { readonly [K in keyof GameInstance]?: unknown };

/** What an instance may be made from: flags as booleans or absent, hints absent for none. */
export interface InstanceParts {
  readonly hintsUsed?: number;
  readonly daily?: DailyDate;
  readonly dealtWinnable?: boolean;
  readonly assisted?: boolean;
}

/** The one place that writes an instance: a flag that is false is absent, so no copy ever holds `assisted: false`. */
export function gameInstance(id: GameInstanceId, parts?: InstanceParts): GameInstance;
export function gameInstance(id: GameInstanceId | undefined, parts?: InstanceParts): InstanceFacts;
export function gameInstance(id: GameInstanceId | undefined, parts: InstanceParts = {}): InstanceFacts {
  return {
    ...(id === undefined ? {} : { id }),
    hintsUsed: parts.hintsUsed ?? 0,
    ...(parts.daily === undefined ? {} : { daily: parts.daily }),
    ...(parts.dealtWinnable ? { dealtWinnable: true as const } : {}),
    ...(parts.assisted ? { assisted: true as const } : {}),
  };
}

/** The instance alone, out of anything that carries one (a game in play, a saved game, a result). */
export function instanceOf(holder: GameInstance): GameInstance;
export function instanceOf(holder: InstanceFacts): InstanceFacts;
export function instanceOf(holder: InstanceFacts): InstanceFacts {
  return gameInstance(holder.id, holder);
}

/**
 * The instance after the page said how far it got: hints and assistance only add up, so a page that
 * lost count (a game resumed in a new tab starts at 0 hints) cannot take back what is noted already.
 * The day and the winnable deal belong to the instance, never to what a page says.
 */
export function progressed<T extends InstanceFacts>(instance: T, said: { readonly hintsUsed?: number; readonly assisted?: boolean }): T {
  return {
    ...instance,
    ...gameInstance(instance.id, {
      ...instance,
      hintsUsed: Math.max(instance.hintsUsed, said.hintsUsed ?? 0),
      assisted: instance.assisted === true || said.assisted === true,
    }),
  };
}

/** The instance of a new game of the same deal (a restart): a new id, no hints, not assisted; the day and the winnable deal go on. */
export const startedAgain = (instance: InstanceFacts, id: GameInstanceId): GameInstance =>
  gameInstance(id, { daily: instance.daily, dealtWinnable: instance.dealtWinnable === true });

/**
 * How readInstance treats a bad fact. `refuse`: the whole value is refused (a message, the page's
 * state, a stored or imported result). `mend`: a bad fact reads as its absence (0 hints, not a daily
 * deal, not assisted) and a bad id as none, so a saved game whose only fault is one of them loses nothing.
 */
export type ReadMode = 'refuse' | 'mend';

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
const isFlag = (value: unknown): value is boolean | undefined => value === undefined || typeof value === 'boolean';
const quote = (value: unknown): string => (value === undefined ? 'nothing' : describeValue(value, 40));

/**
 * The one validator of an instance's facts, read off `value` (a message, a page state, a saved game,
 * a journal entry, an imported result: any object holding them beside other fields) through the
 * bounded reader. Absent facts are the defaults (no id known, 0 hints, an ordinary deal, not known
 * winnable, not assisted), as every earlier version wrote them.
 */
export function readInstance(value: unknown, mode: ReadMode = 'refuse'): Result<InstanceFacts> {
  const bounded = checkBounded(value);
  if (!bounded.ok) return bounded;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail(`${quote(value)} is not an object`);
  const { id, hintsUsed, daily, dealtWinnable, assisted } = value as Partial<Record<keyof GameInstance, unknown>>;
  const faults = [
    id === undefined || isGameInstanceId(id) ? '' : `id ${quote(id)} is not a game id`,
    hintsUsed === undefined || isCount(hintsUsed) ? '' : `${quote(hintsUsed)} hints used is not a count`,
    daily === undefined || isDailyDate(daily) ? '' : `${quote(daily)} is not the day of a daily deal`,
    isFlag(dealtWinnable) ? '' : `dealtWinnable ${quote(dealtWinnable)} is not true or false`,
    isFlag(assisted) ? '' : `assisted ${quote(assisted)} is not true or false`,
  ].filter((fault) => fault !== '');
  if (mode === 'refuse' && faults.length > 0) return fail(faults.join('; '));
  return ok(
    gameInstance(isGameInstanceId(id) ? id : undefined, {
      ...(isCount(hintsUsed) ? { hintsUsed } : {}),
      ...(isDailyDate(daily) ? { daily } : {}),
      dealtWinnable: dealtWinnable === true,
      assisted: assisted === true,
    }),
  );
}

/** The facts a counted result keeps of `instance` (whether its deal was dealt winnable goes). */
export function countedInstance(instance: GameInstance): CountedInstance {
  const { dealtWinnable: _inPlayOnly, ...counted } = instanceOf(instance);
  return counted;
}
