// The statistics' work, loaded on first use (dist/host-stats.js, esbuild.mjs; statistics.ts is the
// face the host holds): count a finished or a left game (verified by replay first, written to the
// game journal, then folded into this machine's tally and stored), read the numbers, reset, export
// what the journal holds and import into it, and keep this machine's tally in line with its journal
// (what another window counted, what globalState lost, an earlier version's statistics to move). A
// rejected claim goes to the log and never into the numbers. The journal is the history; globalState
// holds each machine's tally, bounded (store.ts).
import { type DailyDate, type GameId, rulesOf } from '../../engine';
import type { DailyStanding } from '../../stats-core/daily-board';
import type { Journal, JournalEntry } from '../journal/journal';
import { finishEarlier, moveEarlier, earlierDocument } from '../journal/earlier';
import { historyOf, noteImport } from '../journal/from-journal';
import { OwnHistory } from '../journal/own-history';
import { rowKey } from '../journal/packed';
import { replayInSlices } from '../../stats-core/replay-in-slices';
import { ALL, type StatsDocument, compact, standing } from '../../stats-core/document';
import type { ImportPlan } from '../../stats-core/import-plan';
import { type OwnTally, emptiedTally, emptyOwn, foldIn, resetsInForce, sameResets, withSeen } from '../../stats-core/partition';
import { hashKey, xorDigest } from '../../stats-core/digest';
import { newMachineId } from '../journal/machine-file';
import { type GameResult, type ScopeKey, quote, scopeParts } from '../../stats-core/result';
import { type Slices, hostSlices } from '../../stats-core/slices';
import { summarize } from '../../stats-core/summary';
import { type SyncedStats, emptySynced, newestOf, tallyText } from '../../stats-core/synced';
import { type ViewSource, dailyStandingsOf, seenNow, snapshotOf } from '../../stats-core/view';
import { type EngineReplay, type ResultClaim, replayForStats, verifyResult } from '../../stats-core/verify';
import { type Timers, WRITE_LIMIT_MS, realTimers } from '../storage/write-limits';
import type { Backup } from '../journal/earlier';
import { MAX_PENDING, type PendingGame, type StatsMemento, StatsStore } from './store';
import type { StatsSnapshot } from '../../protocol/stats-protocol';

import type { Counted, ExportedHistory, LeftGame, StatisticsOptions, StatsLog, StatsNotices } from './stats-types';

/** Damaged and newer values kept on disk, newest last. */
const MAX_BACKUPS = 5;

export class Counting {
  private readonly store: StatsStore;
  private readonly slices: Slices;
  /** Games being counted now, by id: a second report of one waits for the first. */
  private readonly counting = new Map<string, Promise<Counted>>();
  private catchingUp: Promise<number> | undefined;
  private readonly history: OwnHistory;
  /** This machine's id (its journal's). */
  private machine: string | undefined;
  /** The one ask of this machine's id a window makes (machineId). */
  private machineAsked: Promise<string> | undefined;
  /** Wins the player was told are stored nowhere yet, by id. */
  private readonly unstored = new Map<string, GameResult>();
  /** An earlier version's values being moved to the journal (migration.ts); counting waits for it. */
  private migrating: Promise<void> | undefined;
  private earlier: readonly { readonly key: string; readonly raw: unknown }[] = [];
  /** The earlier values' statistics, read once while they are moved. */
  private earlierDoc: StatsDocument | undefined;
  /** The tally the listeners last heard of (its text), so a catch-up that changes nothing tells nobody. */
  private told: string | undefined;
  private toldEntries = 0;
  /** Their games being packed into the journal's segments (what an export waits for). */
  private packingEarlier: Promise<void> | undefined;

  constructor(
    memento: StatsMemento,
    private readonly log: StatsLog,
    private readonly notices: StatsNotices,
    private readonly journal: Pick<Journal, 'write' | 'retry' | 'folder' | 'window' | 'slices'>,
    private readonly timers: Timers = realTimers,
    { recheckMs, slices = hostSlices }: StatisticsOptions = {},
    private readonly changed: () => void = () => undefined,
  ) {
    this.slices = slices;
    this.history = new OwnHistory(journal, log, () => this.timers.now());
    // Asked at once, so a count seldom waits for the disk to say it.
    void this.machineIdLater();
    this.store = new StatsStore(
      memento,
      {
        damaged: (reports) => this.damaged(reports),
        writeFailed: (error) => this.log.error(`Statistics could not be written to globalState (${String(error)}); trying again shortly`),
        written: () => this.stored(),
        newer: (schema) => {
          this.log.warn(
            `The synced statistics were written by a newer version (schema ${schema}): left as they are; this machine's games are kept aside`,
          );
          notices.newer();
        },
        tooLarge: (size) => {
          this.log.error(
            `Statistics: the synced value would be ${size} characters, more than Settings Sync's ${32 * 1024}; it is kept on this machine only`,
          );
          notices.syncTooLarge?.(size);
        },
        earlier: (values) => {
          this.earlier = values;
          void this.catchUp().catch((error: unknown) =>
            this.log.error(`Statistics: could not move the earlier statistics: ${String(error)}`),
          );
        },
        backUp: (backup) => void this.backUp(backup),
      },
      timers,
      recheckMs,
    );
  }

  /** The numbers now (while an earlier version's statistics are being moved, theirs). */
  snapshot(): StatsSnapshot {
    const now = this.timers.now();
    if (this.migrating) return summarize(this.earlierDoc ?? earlierDocument(this.earlier), now);
    const doc = this.store.current();
    this.refoldIfReset(doc, now);
    return snapshotOf(this.source(doc), now);
  }

  /** Each game's daily standing on `today`. */
  daily(today: DailyDate): ReadonlyMap<GameId, DailyStanding> {
    return dailyStandingsOf(this.source(), today, this.timers.now());
  }

  /** The source the numbers are read from: the synced statistics, and this machine's own tally once folded. */
  source(doc: SyncedStats = this.store.current()): ViewSource {
    const own = this.history.current;
    return { doc, ...(own && this.machine ? { own: { id: this.machine, own } } : {}) };
  }

  /** The statistics as the synced value holds them (every machine's tally). */
  synced(): SyncedStats {
    return this.store.current();
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
  async record(claim: ResultClaim, endedAt = this.timers.now()): Promise<Counted> {
    return this.count(claim, await replayInSlices(claim.record, this.slices), endedAt);
  }

  /**
   * The player leaves a game for another: lost if the rules declared it lost, abandoned if it is
   * still open with a move made, nothing if untouched (a win was counted when it happened). Closing
   * the tab or VS Code is not leaving: that game resumes.
   */
  async leave(game: LeftGame, endedAt = this.timers.now()): Promise<Counted> {
    const replayed = await replayInSlices(game.record, this.slices);
    const forStats = replayForStats(game.record, replayed);
    if (!forStats.ok) {
      this.log.warn(`Statistics: the game left behind (${quote(game.id)}) was not counted: ${forStats.error}`);
      return 'rejected';
    }
    const { outcome, score, moves } = forStats.value;
    if (outcome === null) return 'nothing to count';
    return this.count({ ...game, outcome, score, moves }, replayed, endedAt);
  }

  /**
   * Brings this machine's tally in line with its journal (what another window counted, what
   * globalState lost) and an earlier version's statistics into the journal; packs the journal when
   * enough loose entries wait. One call at a time, a second call shares the first.
   */
  catchUp(): Promise<number> {
    return (this.catchingUp ??= this.followJournal().finally(() => (this.catchingUp = undefined)));
  }

  /**
   * Whether game instance `id` is over: the statistics hold its result (won, lost or abandoned, counting
   * or reset since): the journal does (what a crash left only there too), or globalState's newest games.
   */
  async isCounted(id: string): Promise<boolean> {
    if (this.store.current().newest.some((m) => m.result.id === id)) return true;
    if (this.store.pendingGames().some((p) => p.result.id === id)) return true;
    return (await this.history.find(id)) !== undefined;
  }

  /** Resets one scope, or all of them: what ended until now stops counting, on every machine. */
  async reset(scope?: ScopeKey): Promise<void> {
    await this.store.add({ ...emptySynced(), resets: { [scope ?? ALL]: this.timers.now() } });
    this.log.info(`Statistics: reset ${scope ?? 'all games'}`);
    await this.catchUp();
    this.changed();
  }

  /** The games this window knows one by one (the newest of every machine, this machine's last ones), with the resets: what a replay falls back on. */
  document(): StatsDocument {
    const doc = this.store.current();
    const own = this.history.current;
    const results = new Map<string, GameResult>();
    for (const { result } of doc.newest) results.set(result.id, result);
    for (const list of own?.recent.results.values() ?? []) for (const r of list) results.set(r.id, r);
    for (const { result } of this.store.pendingGames()) results.set(result.id, result);
    return { results, resets: { ...doc.resets }, carried: {} };
  }

  /** Every game this machine's journal holds, as an export writes them (with their records' codes). */
  async exportHistory(): Promise<ExportedHistory> {
    await this.catchUp();
    await this.packingEarlier;
    return historyOf(this.history, this.store.current());
  }

  /** What an import is planned against: this machine's every game that counts (those a reset hides are not: an import leaves them hidden). */
  async importBase(): Promise<StatsDocument> {
    return compact((await this.exportHistory()).doc, this.timers.now());
  }

  /** Whether `machine`, named by an import's row, is a machine these statistics hold the tally of (its games count there). */
  countsElsewhere(machine: string | undefined): boolean {
    return machine !== undefined && machine !== this.machine && this.store.current().machines.has(machine);
  }

  /** Joins what an import adds (planned against `importBase()` just before): written to the journal, then folded in; the report logged. */
  async addImport(plan: ImportPlan): Promise<void> {
    await this.catchUp();
    await noteImport(this.history, plan, this.log);
    await this.catchUp();
    // The segments' ids too are taken from the rows as written; then they are let go.
    await this.history.learnIds().catch(() => undefined);
    this.history.forgetWritten();
    this.changed();
  }

  dispose(): void {
    this.store.dispose();
  }

  /** Counts `claim`, its record `replayed`, as a game that ended at `endedAt`. */
  private async count(claim: ResultClaim, replayed: EngineReplay, endedAt: number): Promise<Counted> {
    const verified = verifyResult(claim, endedAt, replayed);
    if (!verified.ok) {
      this.log.warn(`Statistics: a ${String(claim.outcome)} result for game ${quote(claim.id)} was not counted: ${verified.error}`);
      return 'rejected';
    }
    const result = verified.value;
    const earlier = this.counting.get(result.id);
    if (earlier) return earlier.then(() => 'already counted');
    const counted = this.keep(result, replayed.ok ? replayed.value.record : undefined);
    this.counting.set(result.id, counted);
    return counted.finally(() => this.counting.delete(result.id));
  }

  /**
   * The journal first, then this machine's tally and globalState, each within its time limit and tried
   * again until written (write-limits.ts); a win neither holds yet is told to the player, and told again once one does.
   */
  private async keep(result: GameResult, record: JournalEntry['record'] | undefined): Promise<Counted> {
    await this.migrating?.catch(() => undefined);
    if (await this.alreadyCounted(result)) return 'already counted';
    const game: PendingGame = { window: this.journal.window, result };
    let unjournaled: unknown = record ? undefined : 'no record';
    if (record) {
      try {
        await this.journal.write(result, record, () => void this.landed(game));
      } catch (error) {
        unjournaled = error;
        this.log.error(`Statistics: game ${result.id} could not be written to the game journal yet (${String(error)}); trying again`);
      }
    }
    const full = unjournaled !== undefined && this.store.pendingGames().length >= MAX_PENDING;
    const own = full ? undefined : await this.storeOwn({ added: game, pending: unjournaled === undefined ? [] : [game] });
    // A catch-up that folded this game in meanwhile has told the listeners these very numbers already.
    const news = own === undefined || tallyText(own.tally) !== this.told;
    const where =
      [unjournaled === undefined && 'the game journal', !this.store.failed && !full && 'globalState'].filter(Boolean).join(' and ') ||
      'nowhere yet (both are tried again)';
    this.log.info(`Statistics: counted ${describe(result)}; stored in ${where}`);
    if (this.history.current) this.heard(this.history.current);
    if ((this.store.failed || full) && unjournaled !== undefined && result.outcome === 'won') {
      this.unstored.set(result.id, result);
      this.notices.unstored?.(result, unjournaled, () => {
        this.journal.retry();
        this.store.current();
      });
    }
    if (news) this.changed();
    return 'counted';
  }

  /**
   * Counted already: the game's count this one would not stand over (a win stands over another window's
   * abandon of it). The journal is asked within the time limit: a disk that does not answer holds no count up.
   */
  private async alreadyCounted(result: GameResult): Promise<boolean> {
    let known = this.document().results.get(result.id);
    if (!known) {
      try {
        known = (await this.limited(() => this.isCounted(result.id)))
          ? await this.limited(() => this.history.resultOf(result.id))
          : undefined;
      } catch (error) {
        this.log.warn(`Statistics: the game journal could not be asked whether game ${result.id} was counted (${String(error)})`);
      }
    }
    return known !== undefined && standing(known, result) === known;
  }

  /** `work` on the journal's disk, failing once the write limit (write-limits.ts) has passed without an answer. */
  private limited<T>(work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const timer = this.timers.setTimeout(() => reject(new Error(`no answer within ${WRITE_LIMIT_MS / 1000} s`)), WRITE_LIMIT_MS);
      work().then(
        (value) => (this.timers.clearTimeout(timer), resolve(value)),
        (error: unknown) => (this.timers.clearTimeout(timer), reject(error)),
      );
    });
  }

  /** `game` folded onto this machine's tally as this window has it (the journal could not be read): stored with its newest games. */
  private async storeAppended(game: PendingGame, pending: readonly PendingGame[]): Promise<OwnTally> {
    const machine = await this.machineId();
    const doc = this.store.current();
    const stored = doc.machines.get(machine);
    const base = this.history.current ?? { ...emptyOwn(), ...(stored ? { tally: stored } : {}) };
    const own = foldIn(base, [game.result], this.timers.now());
    own.tally.entries = base.tally.entries + 1;
    own.tally.digest = xorDigest(base.tally.digest, hashKey(rowKey(game.result, game.window)));
    await this.store.add(
      { machines: new Map([[machine, own.tally]]), resets: {}, newest: [{ machine, result: game.result }] },
      { add: pending },
    );
    return own;
  }

  /** A game whose entry failed to write is written now: it is a journal entry like any other. */
  private async landed(game: PendingGame): Promise<void> {
    await this.store.add(emptySynced(), { settle: [game] });
    this.stored(game.result.id);
  }

  /**
   * Folds this machine's tally again (with `added`, a game just counted) and stores it with its newest
   * games; the streaks it sees across machines are noted in it (partition.ts withSeen).
   */
  private async storeOwn({ added, pending = [] }: { added?: PendingGame; pending?: readonly PendingGame[] } = {}): Promise<OwnTally> {
    const machine = await this.machineId();
    const now = this.timers.now();
    const doc = this.store.current();
    const waiting = [...this.store.pendingGames(), ...pending];
    let own: OwnTally;
    try {
      own = await this.limited(() =>
        this.history.fold(resetsInForce(doc.resets, now), waiting, { added, stored: doc.machines.get(machine) }),
      );
    } catch (error) {
      if (!added) throw error;
      // The journal cannot be read (or not in time): the game goes onto the tally as this window has it; the next fold reads it all again.
      this.log.warn(
        `Statistics: the game journal could not be read (${String(error)}); game ${added.result.id} is added to this machine's tally as it is`,
      );
      return this.storeAppended(added, pending);
    }
    own = withSeen(own, seenNow({ doc, own: { id: machine, own } }, now));
    const newest = newestOf([...own.recent.results.values()].flat().map((result) => ({ machine, result })));
    const unwritten = this.history.unwritten;
    const isUnwritten = (p: PendingGame): boolean => unwritten.has(rowKey(p.result, p.window));
    await this.store.add(
      { machines: new Map([[machine, own.tally]]), resets: {}, newest },
      { add: pending.filter(isUnwritten), settle: waiting.filter((p) => !isUnwritten(p)) },
    );
    return own;
  }

  private async machineIdLater(): Promise<void> {
    await Promise.resolve(); // the store is made first
    await this.machineId().catch(() => undefined);
  }

  /**
   * This machine's id: its journal's (machine-file.ts). When the disk cannot say in time, the id this
   * machine's globalState kept (or a new one, kept there), which the journal's file is then made with
   * once the disk answers. Asked once per window: two asks that each fell back to a new id would be two
   * tallies of one journal, every game in both.
   */
  private machineId(): Promise<string> {
    return (this.machineAsked ??= this.askMachineId());
  }

  private async askMachineId(): Promise<string> {
    const known = this.store.deviceMachine() ?? newMachineId();
    const asked = this.history.machine(known);
    try {
      this.machine = (await this.limited(() => asked)).id;
    } catch (error) {
      this.machine = known;
      this.log.warn(
        `Statistics: the game journal's machine file could not be read or made (${String(error)}); this machine is ${this.machine} until it can`,
      );
      // Once the disk answers, the file may name another id (another window made it meanwhile).
      void asked.then(
        (file) => this.takeMachine(file.id, known),
        () => undefined,
      );
    }
    this.store.own(this.machine);
    return this.machine;
  }

  /**
   * The journal's machine file names `id`, where this window went by `fallback` while the disk was slow:
   * the window takes the file's id, and the tally it stored under its own is emptied (partition.ts
   * emptiedTally), since the tally under the file's id counts the same journal's games.
   */
  private async takeMachine(id: string, fallback: string): Promise<void> {
    if (id === fallback || this.machine !== fallback) return;
    this.machine = id;
    this.machineAsked = Promise.resolve(id);
    this.store.own(id);
    this.log.warn(`Statistics: the game journal's machine file names ${id}; this window went by ${fallback} until now and takes it`);
    const stored = this.store.current().machines.get(fallback);
    if (stored) await this.store.add({ machines: new Map([[fallback, emptiedTally(stored)]]), resets: {}, newest: [] });
    await this.catchUp();
    this.changed();
  }

  /** A reset this machine's tally has not applied yet (another machine's): folded again soon. */
  private refoldIfReset(doc: SyncedStats, now: number): void {
    const own = this.history.current;
    if (!own || this.catchingUp) return;
    if (!sameResets(resetsInForce(doc.resets, now), own.tally.applied))
      void this.catchUp().catch((error: unknown) => this.log.error(`Statistics: could not apply a reset: ${String(error)}`));
  }

  private async followJournal(): Promise<number> {
    await this.machineId();
    this.store.current(); // reads both keys: an earlier version's values are handed over (`earlier`)
    await this.store.moveOldBackups((backup) => this.backUp(backup));
    if (this.earlier.length > 0) {
      const values = this.earlier;
      this.earlier = [];
      this.earlierDoc = earlierDocument(values);
      const moving = moveEarlier(values, this.moveDeps());
      this.migrating = moving.then(() => undefined);
      try {
        this.packingEarlier = (await moving).packed;
      } finally {
        this.migrating = undefined;
        this.earlierDoc = undefined;
      }
    } else
      this.packingEarlier ??= finishEarlier(this.moveDeps()).catch((error: unknown) =>
        this.log.warn(`Statistics: could not finish moving the earlier statistics (${String(error)})`),
      );
    const own = await this.storeOwn();
    const resets = resetsInForce(this.store.current().resets, this.timers.now());
    void this.history
      .pack(resets)
      .catch((error: unknown) => this.log.warn(`Statistics: could not pack the game journal (${String(error)})`));
    // The segments' game ids, read now in the background rather than by the first count that asks.
    void this.history
      .learnIds()
      .catch((error: unknown) => this.log.warn(`Statistics: could not read the game ids of the journal's segments (${String(error)})`));
    // Told only when the numbers may have moved: another window's games, a reset applied.
    const before = this.toldEntries;
    if (tallyText(own.tally) !== this.told) this.tell(own);
    return Math.max(0, own.tally.entries - before);
  }

  private moveDeps(): Parameters<typeof moveEarlier>[1] {
    return {
      history: this.history,
      store: { current: () => this.store.current(), add: (part) => this.store.add(part), moved: () => this.store.moved() },
      now: () => this.timers.now(),
      log: this.log,
      backUp: (backup) => this.backUp(backup).then(() => undefined),
      damaged: (reports) => this.damaged(reports),
    };
  }

  /** Stored values that could not be read in full: the raw value is backed up (on disk) and the valid part kept; told once. */
  private damaged(reports: readonly { readonly key: string; readonly problems: readonly string[] }[]): void {
    for (const { key, problems } of reports) {
      this.log.error(
        `Statistics under "${key}" were partly unreadable; the raw value is backed up and the valid part kept: ${problems.join('; ')}`,
      );
    }
    this.notices.damaged();
  }

  /** Tells the listeners of `own`, unless, the first time, it holds nothing. */
  private tell(own: OwnTally): void {
    const empty = this.told === undefined && own.tally.entries === 0 && own.tally.scopes.size === 0;
    this.heard(own);
    if (!empty) this.changed();
  }

  /** The listeners have heard of `own` (the catch-up tells them of nothing older). */
  private heard(own: OwnTally): void {
    this.told = tallyText(own.tally);
    this.toldEntries = own.tally.entries;
  }

  /**
   * Keeps a raw value on disk before it is rewritten (journal/backups/): every earlier version's value,
   * and the newest MAX_BACKUPS of the damaged and newer ones (a value damaged again and again fills no disk).
   */
  private async backUp(backup: Backup): Promise<boolean> {
    const folder = this.journal.folder.sub('backups');
    try {
      // Named by when (so a listing sorts them), why and what; two in one millisecond stay two.
      await folder.write(
        `${backup.at.replace(/[:.]/g, '-')}.${backup.why}.${backup.key}.${Math.random().toString(36).slice(2, 8)}.json`,
        backup,
      );
      const rotating = (await folder.names()).filter((name) => !name.includes('.earlier.')).sort();
      for (const name of rotating.slice(0, Math.max(0, rotating.length - MAX_BACKUPS))) await folder.remove(name);
      return true;
    } catch (error) {
      this.log.error(`Statistics: could not back up the value under "${backup.key}" (${String(error)})`);
      return false;
    }
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
}

const describe = (r: GameResult): string =>
  `${r.outcome} ${rulesOf(scopeParts(r.scope).game).title} #${r.deal} (${r.scope}, game ${r.id}): score ${r.score}, ${r.moves} moves, ${Math.round(r.timeMs / 1000)} s`;
