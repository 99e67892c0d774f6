// The statistics as the rest of the host holds them: a face whose work (counting.ts: the store, the
// journal's fold, the numbers) loads on first use, as the statistics open, so the extension's first
// bundle stays within its budget. Until it is in (moments after activation), the numbers are empty and
// everything else waits for it.
import type { DailyDate, GameId } from '../../engine';
import type { DailyStanding } from '../../stats-core/daily-board';
import type { StatsDocument } from '../../stats-core/document';
import type { ImportPlan } from '../../stats-core/import-plan';
import type { ScopeKey } from '../../stats-core/result';
import type { SyncedStats } from '../../stats-core/synced';
import type { ResultClaim } from '../../stats-core/verify';
import type { StatsSnapshot } from '../../protocol/stats-protocol';
import type { Journal } from '../journal/journal';
import { type Timers, realTimers } from '../storage/write-limits';
import type { Counted, ExportedHistory, LeftGame, StatisticsOptions, StatsLog, StatsNotices } from './stats-types';
import type { StatsMemento } from './store';

export type { Counted, ExportedHistory, LeftGame, StatisticsOptions, StatsLog, StatsNotices };

type Counting = import('./counting').Counting;

export class Statistics {
  private core: Counting | undefined;
  private readonly listeners = new Set<() => void>();
  /** Settles once the statistics' work is loaded and opened (their stored values read). */
  readonly ready: Promise<void>;

  constructor(
    memento: StatsMemento,
    log: StatsLog,
    notices: StatsNotices,
    journal: Pick<Journal, 'write' | 'retry' | 'folder' | 'window' | 'slices'>,
    private readonly timers: Timers = realTimers,
    options: StatisticsOptions = {},
  ) {
    this.ready = import('./counting').then(({ Counting }) => {
      this.core = new Counting(memento, log, notices, journal, timers, options, () => this.changed());
    });
    this.ready.catch((error: unknown) => log.error(`Statistics: could not load the code that counts games: ${String(error)}`));
  }

  private async loaded(): Promise<Counting> {
    if (!this.core) await this.ready;
    return this.core!;
  }

  /** Calls `listener` after every change this window makes. */
  onDidChange(listener: () => void): { dispose(): void } {
    this.listeners.add(listener);
    return { dispose: () => this.listeners.delete(listener) };
  }

  /** The numbers now: every scope and all games (empty until the work is loaded). */
  snapshot(): StatsSnapshot {
    return this.core?.snapshot() ?? { total: noGames('all'), scopes: [] };
  }

  /** Each game's daily standing on `today` (none until the work is loaded). */
  daily(today: DailyDate): ReadonlyMap<GameId, DailyStanding> {
    return this.core?.daily(today) ?? new Map();
  }

  /** Games counted in `scope` (all games when none), for a reset's question. */
  played(scope?: ScopeKey): number {
    const snapshot = this.snapshot();
    return (scope === undefined ? snapshot.total : snapshot.scopes.find((s) => s.scope === scope))?.played ?? 0;
  }

  /** Counts a game the host says is over (it ended now), once the engine agrees: written to the journal first, then stored. At most once per id. */
  async record(claim: ResultClaim): Promise<Counted> {
    const endedAt = this.timers.now();
    return (await this.loaded()).record(claim, endedAt);
  }

  /** The player leaves a game for another (now): lost, abandoned, or nothing if untouched (counting.ts). */
  async leave(game: LeftGame): Promise<Counted> {
    const endedAt = this.timers.now();
    return (await this.loaded()).leave(game, endedAt);
  }

  /** Brings this machine's tally in line with its journal; moves an earlier version's statistics; packs the journal. */
  async catchUp(): Promise<number> {
    return (await this.loaded()).catchUp();
  }

  /** Whether game instance `id` is over: the statistics hold its result. */
  async isCounted(id: string): Promise<boolean> {
    return (await this.loaded()).isCounted(id);
  }

  /** Resets one scope, or all of them: what ended until now stops counting, on every machine. */
  async reset(scope?: ScopeKey): Promise<void> {
    return (await this.loaded()).reset(scope);
  }

  /** The games this window knows one by one (the newest of every machine, this machine's last ones), with the resets. */
  document(): StatsDocument {
    return this.core?.document() ?? { results: new Map(), resets: {}, carried: {} };
  }

  /** The synced statistics (every machine's tally). */
  async synced(): Promise<SyncedStats> {
    return (await this.loaded()).synced();
  }

  /** Every game this machine's journal holds, as an export writes them. */
  async exportHistory(): Promise<ExportedHistory> {
    return (await this.loaded()).exportHistory();
  }

  /** What an import is planned against: every game this machine's journal holds. */
  async importBase(): Promise<StatsDocument> {
    return (await this.loaded()).importBase();
  }

  /** Whether `machine`, named by an import's row, is another machine whose tally these statistics hold. */
  countsElsewhere(machine: string | undefined): boolean {
    return this.core?.countsElsewhere(machine) ?? false;
  }

  /** Joins what an import adds (planned against `importBase()` just before). */
  async addImport(plan: ImportPlan): Promise<void> {
    return (await this.loaded()).addImport(plan);
  }

  dispose(): void {
    this.core?.dispose();
    this.listeners.clear();
  }

  private changed(): void {
    for (const listener of [...this.listeners]) listener();
  }
}

/** A scope with no game: what the numbers are before the work is loaded. */
function noGames(scope: ScopeKey | 'all'): StatsSnapshot['total'] {
  return {
    scope,
    played: 0,
    won: 0,
    assistedWins: 0,
    winsWithoutHints: 0,
    lost: 0,
    abandoned: 0,
    carried: 0,
    unverified: 0,
    currentStreak: 0,
    bestStreak: 0,
    bestScore: null,
    maxScore: null,
    fastestWinMs: null,
    fewestMoves: null,
    averageWinMs: null,
    recent: [],
    weeks: [],
    winTimes: [],
  };
}
