// The game tab: one webview panel showing the game in play. It sends the game to the page once the
// page says it is listening, forwards table commands, and hands validated progress and new-game
// requests to whoever runs the games (GamePanelEvents). Progress is replayed in order, in slices,
// from the last replay: a move costs one move's replay, a long record never holds the host up. The
// page's clock is heard with each change; the host keeps it running in between as the page does, so
// a tab closed (whose page can no longer say its time) keeps every second played.
import * as vscode from 'vscode';
import { type GameId, MAX_RECORD_MOVES, rulesOf } from '../../engine';
import {
  type HostMessage,
  type TableCommand,
  type TableSettings,
  type WebviewMessage,
  type WinVerdict,
  parseWebviewMessage,
} from '../../protocol/protocol';
import { instanceOf, progressed } from '../../protocol/game-instance';
import { sameStart } from '../../engine/record';
import { GAME_VIEW } from '../command-ids';
import { type GameInPlay, gameTitle, verifyGameInSlices } from '../game/game-in-play';
import { rememberShowMeSpeed } from '../settings';
import type { ReplayedRecord } from '../../stats-core/replay-in-slices';
import { SinglePanel } from '../panel/single-panel';
import type { GamePageHtml } from '../panel/webview-html';
import type { SheetsKept } from '../panel/sheets-kept';

/** A progress message from the page, as it claims (checked against the game on the table only for its deal and id). */
export type ProgressClaim = Extract<WebviewMessage, { type: 'progress' }>;

export interface GamePanelEvents {
  /** The player changed the game; `game` is replayed and confirmed by the engine, `claimed` is what the page said. */
  progress(game: GameInPlay, claimed: ProgressClaim): void;
  /** The page's New / Same deal again buttons. */
  newGame(request: { readonly game?: GameId; readonly sameDeal?: boolean }): void;
  /** The tab closed (the player closed it, or another tab replaced it): `game` as it was last (its clock as it stood then), once the progress on its way is in. */
  closed(game: Promise<GameInPlay>): void;
  /** The page sent a record longer than a record may be: `game` holds its first MAX_RECORD_MOVES moves. */
  capped(game: GameInPlay, sentMoves: number): void;
}

export interface GamePanelDeps {
  readonly extensionUri: vscode.Uri;
  /** Writes the page's HTML (webview-html.ts, which the session loads with the first game tab). */
  readonly html: GamePageHtml;
  /** Which sheets each game's table was last drawn from, as the pages said: the page written preloads them. */
  readonly sheets: Pick<SheetsKept, 'small' | 'note'>;
  readonly log: vscode.LogOutputChannel;
  readonly settings: () => TableSettings;
  readonly events: GamePanelEvents;
  /** This machine's clock (ms): how long the page's clock has run since it was last heard. */
  readonly now: () => number;
}

/** Context key: the open game has a stock action (Spider's deal, Cruel's redeal), for the palette. */
const HAS_ACTION_CONTEXT = 'patience.gameHasAction';
/** How long the host waits for the page's clock before it goes by the last one it heard. */
const CLOCK_WAIT_MS = 1000;

export class GamePanel extends SinglePanel<HostMessage> {
  static readonly viewType = GAME_VIEW;

  /** The game tab, if one is open. */
  static get open(): GamePanel | undefined {
    return SinglePanel.openOf(GamePanel.viewType);
  }

  /** Shows `game` in the game tab, revealing the tab if it is open and making it if not. */
  static createOrShow(deps: GamePanelDeps, game: GameInPlay): GamePanel {
    return SinglePanel.showOne<GamePanel>(
      GamePanel.viewType,
      deps.extensionUri,
      gameTitle(game.record),
      (open) => open.load(game),
      (panel) => new GamePanel(panel, deps, game),
    );
  }

  /** Takes over a tab VS Code restored after a reload (from the panel serializer). */
  static revive(panel: vscode.WebviewPanel, deps: GamePanelDeps, game: GameInPlay): GamePanel {
    SinglePanel.adopt(GamePanel.viewType, panel, deps.extensionUri); // one game tab: the game in play is one record
    return new GamePanel(panel, deps, game);
  }

  /** The card style the page's HTML says it starts with. */
  private pageStyle: TableSettings['cardStyle'] | undefined;
  /** The game whose modules the page's HTML preloads. */
  private pageGame: GameId | undefined;
  /** The page's HTML preloads the small cards' sheets (the style's large index), not the style's own. */
  private pageSmall = false;
  private queued: TableCommand[] = [];
  /** The current game's record as last replayed: the next progress replays only its new moves. */
  private replayed: ReplayedRecord | undefined;
  /** Progress messages are handled one after another, in the order they came. */
  private work: Promise<void> = Promise.resolve();
  /** Waiting for the page's answer to `sendProgress`. */
  private clockWaiters: (() => void)[] = [];
  /**
   * When (this machine's clock) the page's clock last stood at `current.elapsedMs`, while it runs on
   * from there (the tab shows a game in play); undefined while it stands.
   */
  private clockSince: number | undefined;
  private closed = false;

  private constructor(
    panel: vscode.WebviewPanel,
    private readonly deps: GamePanelDeps,
    private current: GameInPlay,
  ) {
    super(panel, GamePanel.viewType, deps.extensionUri, deps.log, 'game tab');
    this.writePage();
    this.showTitle();
  }

  get game(): GameInPlay {
    return this.current;
  }

  /**
   * The game as the page has it this moment: the page is asked for its clock (the header's), so a
   * question about the game and its count say the time the player sees. A page that cannot answer
   * (hidden, or gone) stopped its clock when it last told the host.
   */
  async latest(): Promise<GameInPlay> {
    await this.work;
    if (!this.ready || !this.panel.visible) return this.current;
    const answered = new Promise<void>((resolve) => {
      this.clockWaiters.push(resolve);
      setTimeout(resolve, CLOCK_WAIT_MS);
    });
    this.post({ type: 'sendProgress' });
    await answered;
    await this.work;
    return this.clocked();
  }

  /** Replaces the game on the table (a new deal, a resumed game). */
  load(game: GameInPlay): void {
    this.current = game;
    this.clockSince = undefined;
    this.replayed = undefined;
    this.queued = [];
    this.showTitle();
    if (this.ready) this.sendGame();
  }

  /** Forwards a palette / keybinding command to the table, bringing the tab forward if needed. */
  command(command: TableCommand): void {
    if (!this.panel.visible) this.panel.reveal();
    if (this.ready) this.post({ type: 'command', command });
    else this.queued.push(command); // sent once the rebuilt page is ready
  }

  updateSettings(settings: TableSettings): void {
    if (this.ready) this.post({ type: 'settings', settings }); // otherwise the next load carries them
  }

  /** Tells the page the host's verdict on the win of game `id` (the page takes it only while it shows that game). */
  winCounted(id: string, verdict: WinVerdict): void {
    if (this.ready) this.post({ type: 'winCounted', id, ...verdict });
  }

  override dispose(): void {
    const closing = !this.closed;
    const at = this.deps.now();
    this.closed = true;
    super.dispose();
    // After the progress already on its way: the game is noted closed as it was last, its clock as it stood now.
    if (closing) this.deps.events.closed(this.work.then(() => this.clocked(at)));
  }

  /**
   * The window is going (the extension deactivates): the tab is left to VS Code's serializer, its game
   * is not closed. Returns the game as it is now, its clock too.
   */
  release(): GameInPlay {
    const game = this.clocked();
    this.closed = true;
    this.letGo();
    return game;
  }

  /** A message from the page (or the test API's stand-in for one): validated, then acted on. */
  override receive(raw: unknown): void {
    const { message: capped, sentMoves } = withinCap(raw);
    const parsed = parseWebviewMessage(capped);
    if (!parsed.ok) {
      this.deps.log.warn(`Ignored a message from the game tab: ${parsed.error}`);
      return;
    }
    const message = parsed.value;
    switch (message.type) {
      case 'ready':
        this.ready = true;
        this.sendGame();
        for (const command of this.queued.splice(0)) this.post({ type: 'command', command });
        break;
      case 'progress':
        this.work = this.work
          .then(() => this.progress(message, sentMoves))
          .catch((error: unknown) => this.deps.log.error(`Could not take progress from the game tab: ${String(error)}`));
        break;
      case 'newGame':
        this.deps.events.newGame(message);
        break;
      case 'sheets':
        this.deps.sheets
          .note(message.game, message.small)
          .catch((error: unknown) => this.deps.log.warn(`Could not keep which card sheets the game tab draws: ${String(error)}`));
        break;
      case 'showMeSpeed':
        void Promise.resolve(rememberShowMeSpeed(message.speed)).catch((error: unknown) =>
          this.deps.log.warn(`Could not keep Show Me How's speed in the settings: ${String(error)}`),
        );
        break;
      case 'error':
        this.deps.log.error(`Game tab: ${message.message}`);
        break;
    }
  }

  private async progress(message: ProgressClaim, sentMoves: number | undefined): Promise<void> {
    if (message.id !== undefined && message.id !== this.current.id) {
      // sent before the page got the last `load` (a restart of the same deal is another game)
      this.deps.log.debug(`Ignored progress for game ${message.id}, the table shows game ${this.current.id}`);
      return;
    }
    if (!sameStart(message.record, this.current.record)) {
      // sent before the page got the last `load`: it no longer describes the table
      this.deps.log.debug(`Ignored progress for ${gameTitle(message.record)}, the table shows ${gameTitle(this.current.record)}`);
      return;
    }
    // The page's word on hints and help only adds up (progressed); the instance's day and winnable deal stay its own.
    const verified = await verifyGameInSlices(progressed(this.current, message), message.record, message.elapsedMs, this.replayed);
    if (!verified.ok) {
      this.deps.log.warn(`Ignored progress from the game tab: the engine does not accept its record (${verified.error})`);
      return;
    }
    const { game, replayed } = verified.value;
    if (game.id !== this.current.id || !sameStart(game.record, this.current.record)) return; // another game was loaded meanwhile
    // A capped record ends where the page's claim does not: the engine's status and score stand.
    const claimed = sentMoves === undefined ? message : { ...message, status: game.status, score: game.score };
    if (game.status !== claimed.status || game.score !== claimed.score) {
      this.deps.log.warn(
        `The game tab reported ${claimed.status} / score ${claimed.score}, the engine says ${game.status} / ${game.score}`,
      );
    }
    // A report that changes nothing, unasked, is the page saying its clock stopped (its tab or window hidden).
    const stopped = this.clockWaiters.length === 0 && JSON.stringify(game.record) === JSON.stringify(this.current.record);
    this.current = game;
    this.replayed = replayed;
    this.clockHeard(!stopped);
    this.deps.events.progress(this.current, claimed);
    if (sentMoves !== undefined) this.deps.events.capped(this.current, sentMoves);
    for (const answered of this.clockWaiters.splice(0)) answered();
  }

  private sendGame(): void {
    const { record, elapsedMs } = this.current;
    this.post({ type: 'load', record, elapsedMs, settings: this.deps.settings(), ...instanceOf(this.current) });
    this.clockHeard(true);
    this.setContext();
  }

  /** The page's clock stands at `current.elapsedMs` now; it runs on from here, as the page's does, if `runs` and the tab shows a game in play. */
  private clockHeard(runs: boolean): void {
    const { status, record, elapsedMs } = this.current;
    const playing = status === 'playing' && (record.moves.length > 0 || elapsedMs > 0);
    this.clockSince = runs && playing && this.ready && this.panel.visible ? this.deps.now() : undefined;
  }

  /** The game on the table, its clock where the page's stands at `at`: as last heard, and the time it has run since. */
  private clocked(at = this.deps.now()): GameInPlay {
    if (this.clockSince === undefined) return this.current;
    return { ...this.current, elapsedMs: this.current.elapsedMs + Math.max(0, at - this.clockSince) };
  }

  /**
   * The page's HTML, starting with the card style set now and preloading the modules of the game in play and the
   * sheets its table was last drawn from.
   */
  private writePage(): void {
    this.pageStyle = this.deps.settings().cardStyle;
    this.pageGame = this.current.record.game;
    this.pageSmall = this.deps.sheets.small(this.pageGame);
    this.panel.webview.html = this.deps.html(this.panel.webview, this.deps.extensionUri, this.pageStyle, this.pageGame, this.pageSmall);
  }

  protected override viewStateChanged(): void {
    // A hidden page's clock stops (it says so too, but it may be gone before that reaches the host).
    if (!this.panel.visible) {
      this.current = this.clocked();
      this.clockSince = undefined;
    }
    super.viewStateChanged();
    // A hidden page cannot answer for its clock.
    if (!this.panel.visible) for (const answered of this.clockWaiters.splice(0)) answered();
    // The page that is rebuilt then starts with the card style chosen and preloads the game loaded since it was
    // written, and the sheets its table drew from since (the tab resized).
    const game = this.current.record.game;
    const stale =
      this.pageStyle !== this.deps.settings().cardStyle || this.pageGame !== game || this.pageSmall !== this.deps.sheets.small(game);
    if (!this.panel.visible && stale) this.writePage();
    if (this.panel.active) this.setContext();
  }

  private showTitle(): void {
    this.panel.title = gameTitle(this.current.record);
  }

  private setContext(): void {
    void vscode.commands.executeCommand('setContext', HAS_ACTION_CONTEXT, rulesOf(this.current.record.game).action !== undefined);
  }
}

/** A message whose record holds more moves than a record may: the same message with the first MAX_RECORD_MOVES. */
function withinCap(raw: unknown): { message: unknown; sentMoves?: number } {
  const record = (raw as { record?: { moves?: unknown } } | null)?.record;
  const moves = record?.moves;
  if (!Array.isArray(moves) || moves.length <= MAX_RECORD_MOVES) return { message: raw };
  return { message: { ...(raw as object), record: { ...record, moves: moves.slice(0, MAX_RECORD_MOVES) } }, sentMoves: moves.length };
}
