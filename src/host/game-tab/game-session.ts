// Runs this window's games: which game is in play, where it is saved, which tab shows it, and what
// the statistics hear of it (a win when it happens; a game left for another when the player starts
// the next one; a lost game when its tab closes: an unfinished one resumes instead). A window only
// asks about, counts or resumes the games it owns (the one in its tab, the one whose tab it closed)
// or the player picks. Commands, the table's own buttons and the panel serializer all start, resume
// and revive games through here.
import * as vscode from 'vscode';
import { GAME_IDS, type GameId, MAX_RECORD_MOVES } from '../../engine';
import type { GameInstanceId, TableCommand, TableSettings } from '../../protocol/protocol';
import { instanceOf, progressed } from '../../protocol/game-instance';
import { plainVerdict } from '../../protocol/game-result';
import { newDealNumber } from '../deals/winnable-deal';
import { type DealOptions, type GameInPlay, freshGame, isUnfinished, isUntouched, startAgain } from '../game/game-in-play';
import type { GamePanel, GamePanelDeps, ProgressClaim } from './game-panel';
import type { RecentGames } from '../game/recent-games';
import type { SavedGames } from '../saved/saved-game';
import type { SavedEntry } from '../saved/saved-game-kinds';
import { confirmAbandon, tableSettings } from '../settings';
import type { Statistics } from '../stats/statistics';
import type { WindowPresence } from '../windows/window-presence';

// What runs only on request, each a file of its own on the Node host (esbuild.mjs, APART): one import site each.
const upkeep = () => import('../saved/saved-game-upkeep');
const questions = () => import('./questions');
const statsMessages = () => import('../stats/stats-messages');

/** What the games tell the statistics. */
export type GameStatistics = Pick<Statistics, 'record' | 'leave' | 'snapshot' | 'isCounted'>;

export class GameSession {
  private readonly panelBase: Omit<GamePanelDeps, 'html' | 'sheets'>;
  /** The game tab's code (game-tab.ts) and what a tab needs, loaded with the first tab this window shows. */
  private tabCode: Promise<{ readonly kind: typeof GamePanel; readonly deps: GamePanelDeps }> | undefined;
  /** The game tab's panel class, once loaded. */
  private tabKind: typeof GamePanel | undefined;
  /** The game whose tab this window closed unfinished: still its own, to ask about and to resume first. */
  private closedHere: GameInstanceId | undefined;
  /** Games whose record reached MAX_RECORD_MOVES: the player has been told. */
  private readonly toldCapped = new Set<GameInstanceId>();
  /** The last closed tab's game being noted: what this window owns is known once it is done. */
  private closing: Promise<void> = Promise.resolve();
  private readonly shown = new vscode.EventEmitter<GameInPlay>();
  /** Fires when a game is put on the table (new, restarted, resumed or restored): the sidebar's daily deals show it. */
  readonly onDidShowGame = this.shown.event;

  constructor(
    extensionUri: vscode.Uri,
    private readonly saved: SavedGames,
    private readonly recent: RecentGames,
    private readonly statistics: GameStatistics,
    private readonly log: vscode.LogOutputChannel,
    private readonly presence: Pick<WindowPresence, 'active' | 'idle' | 'folder' | 'window' | 'now'>,
    /** Where the game tab keeps which card sheets its tables drew from (not synced). */
    private readonly globalState: vscode.Memento,
  ) {
    this.panelBase = {
      extensionUri,
      log,
      settings: tableSettings,
      now: presence.now,
      events: {
        progress: (game, claimed) => {
          this.inBackground(this.saved.save(game), 'save the game');
          if (claimed.status === 'won') this.inBackground(this.countWin(game, claimed), 'count the win');
        },
        newGame: (request) => this.inBackground(this.newGameFromTable(request), 'start a new game'),
        closed: (game) => {
          this.closing = game.then((closed) => this.tabClosed(closed));
          this.inBackground(this.closing, 'note the closed game');
        },
        capped: (game, sentMoves) => this.toldOfCap(game, sentMoves),
      },
    };
  }

  /** The game on the table, if a game tab is open. */
  get openGame(): GameInPlay | undefined {
    return this.tab?.game;
  }

  /** The games a player could continue: the one on the table if unfinished, else the unfinished games no window has open. */
  async unfinished(): Promise<Pick<GameInPlay, 'record' | 'elapsedMs'>[]> {
    const open = this.openGame;
    if (open) return isUnfinished(open) ? [open] : [];
    return (await this.resumable()).filter((entry) => !entry.openElsewhere && entry.record.moves.length > 0);
  }

  /**
   * Deals `game` (a random deal unless one is given; with patience.winnableDealsOnly one the solver
   * proves winnable), asking first if that abandons this window's unfinished game. `options`: a rule
   * set other than the settings' (a deal link's), the daily deal's day; `from`, a game of that deal to
   * put on the table instead of a fresh one (a replay's "Play from here": its moves so far, a new
   * attempt with its own id, this window's from now on).
   */
  async startNew(game: GameId, deal?: number, options?: DealOptions & { readonly from?: GameInPlay }): Promise<void> {
    const leaving = await this.ownGame();
    if (!(await this.mayAbandon(leaving, 'new'))) return;
    const drawn = deal === undefined ? await newDealNumber(game) : { deal, proved: false };
    await this.leave(leaving);
    await this.show(options?.from ?? freshGame(game, drawn.deal, { ...options, dealtWinnable: drawn.proved }));
  }

  /** The deal on the table again from the start: a new game of the same deal (the old one is left, as the player chose). */
  async restart(): Promise<void> {
    const panel = this.tab;
    if (!panel) return offerNewGame('no game');
    const leaving = await panel.latest();
    if (!(await this.mayAbandon(leaving, 'restart'))) return;
    await this.leave(leaving);
    // Still the same deal (the same day's daily deal, the same winnable deal): another attempt at it.
    await this.show(startAgain(leaving.record, leaving));
  }

  /** Brings back a game in progress: the open tab; else this window's, or the player's pick when there are several. */
  async resume(): Promise<void> {
    const open = this.tab;
    if (open) return open.reveal();
    const games = await this.resumable();
    if (games.length === 0) return offerNewGame('nothing to resume');
    const entry = await (await upkeep()).whichSavedGame(games);
    if (!entry) return;
    const saved = await this.saved.read(entry.id);
    if (saved.kind === 'unreadable') return this.show(await this.freshOf(saved.game)); // reported by read()
    if (saved.kind === 'saved') return this.show(saved.game);
    await offerNewGame('nothing to resume');
  }

  /** Sends a palette or keybinding command to the open table. */
  async command(command: TableCommand): Promise<void> {
    const panel = this.tab;
    if (panel) return panel.command(command);
    await offerNewGame('no game');
  }

  /**
   * A game tab VS Code restored: back at the exact move its page saved, this window's from now on (a
   * window that reloads is a new extension host: the tab is all that tells it which game was its own).
   */
  async revive(panel: vscode.WebviewPanel, state: unknown): Promise<void> {
    const { restoredGame } = await upkeep();
    const game = await restoredGame(state, {
      log: this.log,
      saved: this.saved,
      presence: this.presence,
      isCounted: (id) => this.statistics.isCounted(id),
      resumable: () => this.resumable(),
      fresh: (kind) => this.freshOf(kind),
    });
    // A win the page showed but the host never heard of (the window closed at that moment) counts now; once per game.
    if (game.status === 'won') this.inBackground(this.countWin(game), 'count the win');
    const { kind, deps } = await this.loadTab();
    kind.revive(panel, deps, game);
    this.shown.fire(game);
    this.presence.active();
    if (this.closedHere === game.id) this.closedHere = undefined;
    this.inBackground(this.saved.save(game), 'save the game');
  }

  settingsChanged(settings: TableSettings): void {
    this.tab?.updateSettings(settings);
  }

  /** The window closes or reloads: its tab comes back through the serializer, so its game is not closed here. */
  release(): Promise<void> {
    this.tab?.release();
    return this.presence.idle();
  }

  /**
   * The extension deactivates: as `release`, and the game on the table is saved as it stands (its
   * clock too; an untouched deal is not kept), what the disk has not taken yet is tried once more within
   * the time limit, and no retry is left waiting.
   */
  async dispose(): Promise<void> {
    const game = this.tab?.release();
    if (game) await (isUntouched(game) ? this.saved.remove(game.id) : this.saved.save(game));
    await Promise.all([this.saved.dispose(), this.presence.idle()]);
  }

  /** The game tab, if one is open. */
  get tab(): GamePanel | undefined {
    return this.tabKind?.open;
  }

  private loadTab(): Promise<{ readonly kind: typeof GamePanel; readonly deps: GamePanelDeps }> {
    // With the first tab, what earlier windows left lying in the storage folders goes.
    return (this.tabCode ??= import('./game-tab').then(async ({ GamePanel, SheetsKept, gamePageHtml }) => {
      void upkeep()
        .then(({ sweepStorage }) => sweepStorage(this.saved.folder, this.presence))
        .catch(() => undefined);
      this.tabKind = GamePanel;
      const html = await gamePageHtml(this.panelBase.extensionUri, this.panelBase.log);
      return { kind: GamePanel, deps: { ...this.panelBase, html, sheets: new SheetsKept(this.globalState, 'game') } };
    }));
  }

  /**
   * Saved games still in play that no tab of this window shows, newest first. A game the statistics
   * hold as over (a crash cut its last save short) is not, nor an untouched deal (nothing to resume),
   * and their files go unless a live window shows them (in the background: the list waits on no disk).
   */
  private async resumable(): Promise<SavedEntry[]> {
    await this.closing.catch(() => undefined);
    const open = this.openGame?.id;
    const games: SavedEntry[] = [];
    for (const entry of await this.saved.list()) {
      if (entry.id === open) continue;
      // This window's own closed deal resumes here even untouched; another window's has nothing to resume.
      const over = (isUntouched(entry) && entry.id !== this.closedHere) || (await this.statistics.isCounted(entry.id));
      if (over && !entry.openElsewhere) this.inBackground(this.saved.remove(entry.id), 'remove a saved game that is over');
      if (!over && entry.status === 'playing') games.push(entry);
    }
    return games;
  }

  /** The game this window would leave for another: the one on its table (with the page's clock), or the one whose tab it closed. */
  private async ownGame(): Promise<GameInPlay | undefined> {
    await this.closing.catch(() => undefined);
    const panel = this.tab;
    if (panel) return panel.latest();
    if (this.closedHere === undefined) return undefined;
    const saved = await this.saved.read(this.closedHere);
    // Another window may have resumed it meanwhile, at the player's pick: then it is that window's.
    if (saved.kind === 'saved' && !saved.openElsewhere) return saved.game;
    this.closedHere = undefined;
    return undefined;
  }

  private async newGameFromTable(request: { readonly game?: GameId; readonly sameDeal?: boolean }): Promise<void> {
    const open = this.openGame;
    if (request.sameDeal && open) await this.restart();
    else await this.startNew(request.game ?? open?.record.game ?? this.lastPlayed());
  }

  /** The page says the game is won (`claimed`; a restored tab's page said so before): counted once the engine's replay agrees; the page hears what it means. */
  private async countWin(
    game: GameInPlay,
    claimed: Pick<ProgressClaim, 'status' | 'record' | 'score' | 'elapsedMs' | 'hintsUsed' | 'assisted'> = game,
  ): Promise<void> {
    const before = this.statistics.snapshot();
    const instance = progressed(instanceOf(game), claimed);
    const counted = await this.statistics.record({
      outcome: claimed.status,
      record: claimed.record,
      score: claimed.score,
      moves: claimed.record.moves.length,
      elapsedMs: claimed.elapsedMs,
      // What the page claims of hints and help adds up to what the panel has noted for this game already.
      ...instance,
    });
    const assisted = instance.assisted === true;
    // The engine's replay refused the win: the page must not call it one.
    if (counted === 'rejected') this.tab?.winCounted(game.id, plainVerdict('refused', assisted));
    if (counted !== 'counted') return;
    // What the win means, worked out in the code loaded on first use (stats/stats-messages.ts).
    const after = this.statistics.snapshot();
    this.tab?.winCounted(
      game.id,
      (await statsMessages()).countedVerdict(before, after, { record: game.record, daily: game.daily, assisted }),
    );
  }

  /**
   * The player leaves `game` for another: the statistics count it as lost if the rules declared it
   * lost, abandoned if it is still open with a move made (a win was counted when it happened; an
   * untouched deal is nothing), and its saved file goes. A failure is logged: the new game still starts.
   */
  private async leave(game: GameInPlay | undefined): Promise<void> {
    if (!game) return;
    try {
      await this.statistics.leave({ ...instanceOf(game), record: game.record, elapsedMs: game.elapsedMs });
      // Gone for this window at once; the disk's delete is not waited on (it has its time limit and retries).
      this.inBackground(this.saved.remove(game.id), 'remove the saved game');
    } catch (error) {
      this.log.error(
        `Could not count the game left behind in the statistics: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
    }
    if (this.closedHere === game.id) this.closedHere = undefined;
  }

  /**
   * Its tab closed: a game in play stays saved to resume (this window's still; an untouched deal in
   * this window's memory only); a lost one is over, counted as lost; a won one was counted when won. A
   * tab replaced by one of the same game is nothing. Nothing here waits on the disk.
   */
  private async tabClosed(game: GameInPlay): Promise<void> {
    if (this.openGame?.id === game.id) return;
    if (game.status === 'playing') {
      this.closedHere = game.id;
      this.inBackground(this.saved.save(game, false), 'save the closed game');
    } else await this.leave(game);
    if (!this.openGame) this.inBackground(this.presence.idle(), 'say this window shows no game');
  }

  private toldOfCap(game: GameInPlay, sentMoves: number): void {
    this.log.warn(`The game tab sent ${sentMoves} moves of game ${game.id}; it is saved up to move ${MAX_RECORD_MOVES}`);
    if (this.toldCapped.has(game.id)) return;
    this.toldCapped.add(game.id);
    this.inBackground(
      questions().then((asked) => asked.tellRecordFull(game)),
      'tell the record is full',
    );
  }

  private async show(game: GameInPlay): Promise<void> {
    const { kind, deps } = await this.loadTab();
    kind.createOrShow(deps, game);
    this.shown.fire(game);
    this.presence.active();
    if (this.closedHere === game.id) this.closedHere = undefined;
    this.inBackground(this.saved.save(game), 'save the game');
    this.inBackground(this.recent.touch(game.record.game), 'note the game played');
  }

  /** With patience.confirmAbandon on, asks before an unfinished game is replaced by a new deal or restarted. */
  private async mayAbandon(game: GameInPlay | undefined, by: 'new' | 'restart'): Promise<boolean> {
    if (!game || !isUnfinished(game) || !confirmAbandon()) return true;
    return (await questions()).askToAbandon(game, by);
  }

  /** A new deal of `game` (the last played if none), winnable only if the settings ask, as `startNew` deals. */
  private async freshOf(game: GameId | undefined): Promise<GameInPlay> {
    const id = game ?? this.lastPlayed();
    const drawn = await newDealNumber(id);
    return freshGame(id, drawn.deal, { dealtWinnable: drawn.proved });
  }

  private lastPlayed(): GameId {
    return this.recent.played()[0] ?? GAME_IDS[0];
  }

  /** Work started by a page message, which nobody awaits: a failure goes to the log. */
  private inBackground(work: Promise<void>, what: string): void {
    work.catch((error: unknown) =>
      this.log.error(`Could not ${what}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`),
    );
  }
}

/** Says why nothing happened, with a button that opens the game picker (questions.ts). */
async function offerNewGame(why: 'no game' | 'nothing to resume'): Promise<void> {
  await (await questions()).offerNewGame(why);
}
