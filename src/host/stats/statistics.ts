// The statistics as the rest of the host uses them: count a finished or a left game (verified by
// replay first, written to the game journal, then stored), read the numbers, reset, the document an
// export writes and an import joins (import-file.ts, loaded on first use), and take back from the
// journal what globalState lost. A rejected claim goes to the log and never into the numbers.
import { rulesOf } from '../../engine';
import type { Journal, JournalEntry } from '../journal/journal';
import { replayInSlices } from '../../stats-core/replay-in-slices';
import { ALL, type StatsDocument, documentOf, emptyDocument, standing } from '../../stats-core/document';
import type { ImportPlan } from '../../stats-core/import-plan';
import { type GameResult, type ScopeKey, quote, scopeParts } from '../../stats-core/result';
import { type Slices, hostSlices } from '../../stats-core/slices';
import { type Timers, realTimers } from '../storage/write-limits';
import { type StatsMemento, StatsStore } from './store';
import { summarize } from '../../stats-core/summary';
import type { EngineReplay, ResultClaim } from '../../stats-core/verify';
import type { ClaimedInstance } from '../../protocol/game-instance';
import type { StatsSnapshot } from '../../protocol/stats-protocol';

/** The part of `vscode.LogOutputChannel` the statistics write to. */
export interface StatsLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

/** What the player is told, once per occurrence (the host words it). */
export interface StatsNotices {
  damaged(): void;
  newer(): void;
  /** A win is stored nowhere yet (the journal and globalState both failed); `retry` tries both again now. */
  unstored?(result: GameResult, error: unknown, retry: () => void): void;
  /** A win told as stored nowhere is stored now. */
  stored?(result: GameResult): void;
}

/** What became of a game the host reported. */
export type Counted = 'counted' | 'already counted' | 'nothing to count' | 'rejected';

/** A game the player leaves for another (new game, new deal, restart): its instance's facts beside its record and clock. */
export type LeftGame = ClaimedInstance & { readonly id: unknown; readonly record: unknown; readonly elapsedMs: unknown };

/**
 * Reading the journal back and checking a claim against its replay, loaded on first use (one import
 * site, one require in the bundle), so the extension's first bundle stays within its budget.
 */
const fromJournal = () => import('../journal/journal-reading');
type ClaimChecks = Awaited<ReturnType<typeof fromJournal>>;

export interface StatisticsOptions {
  /** Delays of the store's re-checks (store.ts RECHECK_MS). */
  readonly recheckMs?: readonly number[];
  /** Where every counted game is written first; without one, globalState alone holds the results. */
  readonly journal?: Pick<Journal, 'write' | 'retry' | 'list' | 'readListed' | 'folder' | 'window' | 'slices'>;
  /** How replays share the host's thread. */
  readonly slices?: Slices;
}

export class Statistics {
  private readonly store: StatsStore;
  private readonly listeners = new Set<() => void>();
  private readonly journal: StatisticsOptions['journal'];
  private readonly slices: Slices;
  /** Games being counted now, by id: a second report of one waits for the first. */
  private readonly counting = new Map<string, Promise<Counted>>();
  private catchingUp: Promise<number> | undefined;
  /** The claim checks (from-journal.ts), asked for as the statistics open so that counting seldom waits for them. */
  private checks: ClaimChecks | undefined;
  /** Settles once the claim checks are loaded. */
  readonly ready: Promise<void>;
  /** Wins the player was told are stored nowhere yet, by id. */
  private readonly unstored = new Map<string, GameResult>();

  constructor(
    memento: StatsMemento,
    private readonly log: StatsLog,
    private readonly notices: StatsNotices,
    private readonly timers: Timers = realTimers,
    { recheckMs, journal, slices = hostSlices }: StatisticsOptions = {},
  ) {
    this.journal = journal;
    this.slices = slices;
    this.ready = fromJournal().then((checks) => void (this.checks = checks));
    this.ready.catch((error: unknown) => this.log.error(`Statistics: could not load the code that checks results: ${String(error)}`));
    this.store = new StatsStore(
      memento,
      {
        damaged: (reports) => {
          for (const { key, problems } of reports) {
            this.log.error(
              `Statistics under "${key}" were partly unreadable; the raw value is backed up and the valid part kept: ${problems.join('; ')}`,
            );
          }
          notices.damaged();
        },
        migrated: (key, from) =>
          this.log.info(`Statistics under "${key}" were moved from schema ${from} to the current schema (the old value is backed up)`),
        writeFailed: (error) => this.log.error(`Statistics could not be written to globalState (${String(error)}); trying again shortly`),
        written: () => this.stored(),
        newer: (schema) => {
          this.log.warn(
            `The synced statistics were written by a newer version (schema ${schema}): left as they are; this machine's results are kept aside`,
          );
          notices.newer();
        },
      },
      timers,
      recheckMs,
    );
  }

  /** Calls `listener` after every change this window makes. */
  onDidChange(listener: () => void): { dispose(): void } {
    this.listeners.add(listener);
    return { dispose: () => this.listeners.delete(listener) };
  }

  snapshot(): StatsSnapshot {
    return summarize(this.store.current(), this.timers.now());
  }

  /** Games counted in `scope` (all games when none), for a reset's question. */
  played(scope?: ScopeKey): number {
    const snapshot = this.snapshot();
    return (scope === undefined ? snapshot.total : snapshot.scopes.find((s) => s.scope === scope))?.played ?? 0;
  }

  /**
   * Counts a game the host says is over, once the engine agrees (replayed in slices, so a long
   * record never holds the host up): written to the journal first, then stored. At most once per id.
   */
  async record(claim: ResultClaim): Promise<Counted> {
    const endedAt = this.timers.now();
    return this.count(claim, await replayInSlices(claim.record, this.slices), endedAt);
  }

  /**
   * The player leaves a game for another: lost if the rules declared it lost, abandoned if it is
   * still open with a move made, nothing if untouched (a win was counted when it happened). Closing
   * the tab or VS Code is not leaving: that game resumes.
   */
  async leave(game: LeftGame): Promise<Counted> {
    const endedAt = this.timers.now();
    const replayed = await replayInSlices(game.record, this.slices);
    // No await once loaded: counting keeps the timing it had with the checks in the first bundle.
    const forStats = (this.checks ?? (await fromJournal())).replayForStats(game.record, replayed);
    if (!forStats.ok) {
      this.log.warn(`Statistics: the game left behind (${quote(game.id)}) was not counted: ${forStats.error}`);
      return 'rejected';
    }
    const { outcome, score, moves } = forStats.value;
    if (outcome === null) return 'nothing to count';
    return this.count({ ...game, outcome, score, moves }, replayed, endedAt);
  }

  /** The move codes of the counted games whose records the game journal keeps, by game id (what an export carries). */
  async recordCodes(): Promise<ReadonlyMap<string, string>> {
    return this.journal ? (await fromJournal()).recordCodes(this.journal, this.store.current(), this.slices) : new Map();
  }

  /**
   * Takes back from the journal what this machine's windows counted and the statistics lack (a
   * window counted a game and closed before its write reached storage for good). Reads only the
   * entries it needs; one call at a time, a second call shares the first.
   */
  catchUp(): Promise<number> {
    return (this.catchingUp ??= this.takeFromJournal().finally(() => (this.catchingUp = undefined)));
  }

  /**
   * Whether game instance `id` is over: the statistics hold its result (won, lost or abandoned, counting
   * or reset since), once the journal catch-up under way has taken back what a crash left only there.
   */
  async isCounted(id: string): Promise<boolean> {
    await this.catchingUp?.catch(() => undefined);
    return this.store.current().results.has(id);
  }

  /** Resets one scope, or all of them: what ended until now stops counting, on every machine. */
  async reset(scope?: ScopeKey): Promise<void> {
    await this.store.add({ ...emptyDocument(), resets: { [scope ?? ALL]: this.timers.now() } });
    this.log.info(`Statistics: reset ${scope ?? 'all games'}`);
    this.changed();
  }

  /** The statistics as this window knows them: what an export writes, what an import is planned against. */
  document(): StatsDocument {
    return this.store.current();
  }

  /** Joins what an import adds (planned against `document()` just before), the records it came with kept in the journal first (from-journal.ts noteImport, which logs its report). */
  async addImport(plan: ImportPlan): Promise<void> {
    await (await fromJournal()).noteImport(this.journal, plan, this.timers.now(), this.log);
    if (plan.part.results.size > 0 || Object.keys(plan.part.carried).length > 0) await this.store.add(plan.part);
    this.changed();
  }

  dispose(): void {
    this.store.dispose();
    this.listeners.clear();
  }

  /** Counts `claim`, its record `replayed`, as a game that ended at `endedAt`. */
  private async count(claim: ResultClaim, replayed: EngineReplay, endedAt: number): Promise<Counted> {
    const verified = (this.checks ?? (await fromJournal())).verifyResult(claim, endedAt, replayed);
    if (!verified.ok) {
      this.log.warn(`Statistics: a ${String(claim.outcome)} result for game ${quote(claim.id)} was not counted: ${verified.error}`);
      return 'rejected';
    }
    const result = verified.value;
    const earlier = this.counting.get(result.id);
    if (earlier) return earlier.then(() => 'already counted');
    const had = this.store.current().results.get(result.id);
    // Counted already, unless this count stands over that one (a win over another window's abandon).
    if (had && standing(had, result) === had) return 'already counted';
    const counted = this.keep(result, replayed.ok ? replayed.value.record : undefined);
    this.counting.set(result.id, counted);
    return counted.finally(() => this.counting.delete(result.id));
  }

  /**
   * The journal first, then globalState, each within its time limit and tried again until written
   * (write-limits.ts); a win neither holds yet is told to the player, and told again once one does.
   */
  private async keep(result: GameResult, record: JournalEntry['record'] | undefined): Promise<Counted> {
    let unjournaled: unknown = 'no game journal';
    if (this.journal && record) {
      try {
        await this.journal.write(result, record, () => this.stored(result.id));
        unjournaled = undefined;
      } catch (error) {
        unjournaled = error;
        this.log.error(`Statistics: game ${result.id} could not be written to the game journal yet (${String(error)}); trying again`);
      }
    }
    await this.store.add(documentOf([result]));
    const where =
      [unjournaled === undefined && 'the game journal', !this.store.failed && 'globalState'].filter(Boolean).join(' and ') ||
      'nowhere yet (both are tried again)';
    this.log.info(`Statistics: counted ${describe(result)}; stored in ${where}`);
    if (this.store.failed && unjournaled !== undefined && result.outcome === 'won') {
      this.unstored.set(result.id, result);
      this.notices.unstored?.(result, this.journal ? unjournaled : this.store.failed.error, () => {
        this.journal?.retry();
        this.store.current();
      });
    }
    this.changed();
    return 'counted';
  }

  /** The wins told as stored nowhere that are stored now (`id`'s, or all once globalState took a write), told so. */
  private stored(id?: string): void {
    for (const result of [...this.unstored.values()]) {
      if (id !== undefined && result.id !== id) continue;
      this.unstored.delete(result.id);
      this.log.info(`Statistics: game ${result.id} is stored now`);
      this.notices.stored?.(result);
    }
  }

  private async takeFromJournal(): Promise<number> {
    if (!this.journal) return 0;
    const { takeBack } = await fromJournal();
    const taken = await takeBack(this.journal, {
      current: () => this.store.current(),
      add: (doc) => this.store.add(doc),
      log: this.log,
      slices: this.slices,
      now: () => this.timers.now(),
    });
    if (taken > 0) this.changed();
    return taken;
  }

  private changed(): void {
    for (const listener of [...this.listeners]) listener();
  }
}

const describe = (r: GameResult): string =>
  `${r.outcome} ${rulesOf(scopeParts(r.scope).game).title} #${r.deal} (${r.scope}, game ${r.id}): score ${r.score}, ${r.moves} moves, ${Math.round(r.timeMs / 1000)} s`;
