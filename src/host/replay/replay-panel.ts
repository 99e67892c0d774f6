// The replay tab: one webview panel showing a finished game, read-only. It sends the game once the
// page says it is listening, and hands a validated "Play from here" to whoever runs the games, with
// the game's record and instance as the host knows them (the page says only which game and where).
import * as vscode from 'vscode';
import type { GameRecord } from '../../engine';
import type { CountedInstance } from '../../protocol/game-instance';
import type { TableSettings } from '../../protocol/protocol';
import { type ReplayHostMessage, parseReplayPageMessage, parseReplayState } from '../../protocol/replay-protocol';
import { gameTitle } from '../game/game-in-play';
import { REPLAY_VIEW } from '../command-ids';
import { SinglePanel } from '../panel/single-panel';
import { cardSheets, webviewPage } from '../panel/webview-html';
import type { SheetsKept } from '../panel/sheets-kept';
import type { FinishedGame, FinishedGames, ReplayGame } from './finished-games';

export interface ReplayPanelDeps {
  readonly extensionUri: vscode.Uri;
  readonly log: vscode.LogOutputChannel;
  readonly settings: () => TableSettings;
  readonly games: FinishedGames;
  /** Which sheets each game's replay table was last drawn from, as the pages said: the page written preloads them. */
  readonly sheets: Pick<SheetsKept, 'small' | 'note'>;
  /** Starts a new attempt with its own id from `record`, its moves so far, of the finished game whose instance was `from`. */
  playFrom(record: GameRecord, from: CountedInstance): Promise<void>;
}

export class ReplayPanel extends SinglePanel<ReplayHostMessage> {
  static readonly viewType = REPLAY_VIEW;

  /** The replay tab, if one is open. */
  static get open(): ReplayPanel | undefined {
    return SinglePanel.openOf(ReplayPanel.viewType);
  }

  /** Shows `game` in the replay tab, revealing it if open and making it if not. */
  static show(deps: ReplayPanelDeps, game: FinishedGame): ReplayPanel {
    return SinglePanel.showOne<ReplayPanel>(
      ReplayPanel.viewType,
      deps.extensionUri,
      replayTitle(game.shown),
      (open) => open.load(game),
      (panel) => new ReplayPanel(panel, deps, game),
    );
  }

  /** Takes over a replay tab VS Code restored after a reload: the same game at the same step, or closes it if that game is gone. */
  static async revive(panel: vscode.WebviewPanel, deps: ReplayPanelDeps, state: unknown): Promise<void> {
    const saved = parseReplayState(state);
    const game = saved.ok ? await deps.games.byId(saved.value.id) : undefined;
    if (!game) {
      deps.log.info(
        `A replay tab restored after a reload was closed: ${saved.ok ? `game ${saved.value.id} is no longer counted` : saved.error}`,
      );
      panel.dispose();
      return;
    }
    SinglePanel.adopt(ReplayPanel.viewType, panel, deps.extensionUri);
    new ReplayPanel(panel, deps, game, saved.ok ? saved.value.at : undefined);
  }

  /** The step the page last said it stands on (undefined until it has). */
  private stepShown: number | undefined;
  /** The card style and the sheets the page's HTML preloads, as `sheetsWanted` says them. */
  private pageSheets = '';

  private constructor(
    panel: vscode.WebviewPanel,
    private readonly deps: ReplayPanelDeps,
    private game: FinishedGame,
    /** The step a restored tab stood on, sent with the first `show`. */
    private at: number | undefined = undefined,
  ) {
    super(panel, ReplayPanel.viewType, deps.extensionUri, deps.log, 'replay tab');
    panel.title = replayTitle(game.shown);
    this.writePage();
  }

  /** The page's HTML, starting with the card style set now and preloading the sheets the game's replay table last drew from. */
  private writePage(): void {
    const style = this.deps.settings().cardStyle;
    this.pageSheets = this.sheetsWanted();
    this.panel.webview.html = webviewPage(this.panel.webview, this.deps.extensionUri, {
      title: replayTitle(this.game.shown),
      element: 'patience-replay',
      script: ['dist', 'webview', 'replay.js'],
      folders: { 'cards-uri': ['media', 'cards'] },
      words: { deck: style },
      styles: [['dist', 'webview', 'page.css']],
      preload: cardSheets(style, this.deps.sheets.small(this.game.shown.game)),
    });
  }

  /** The card style set now and whether the game shown was last drawn small. */
  private sheetsWanted(): string {
    return `${this.deps.settings().cardStyle} ${this.deps.sheets.small(this.game.shown.game)}`;
  }

  protected override viewStateChanged(): void {
    super.viewStateChanged();
    // The page that is rebuilt when shown again preloads what its table will draw now (another game loaded, the tab resized).
    if (!this.panel.visible && this.pageSheets !== this.sheetsWanted()) this.writePage();
  }

  /** The game shown, and the step the page last said it stands on. */
  get shown(): { readonly game: ReplayGame; readonly at: number | undefined } {
    return { game: this.game.shown, at: this.stepShown };
  }

  /** Moves the page to step `to`; false if the page is not listening now. */
  step(to: number): boolean {
    if (this.ready) this.post({ type: 'step', to });
    return this.ready;
  }

  load(game: FinishedGame): void {
    this.game = game;
    this.at = undefined;
    this.stepShown = undefined;
    this.panel.title = replayTitle(game.shown);
    if (this.ready) this.sendGame();
  }

  updateSettings(settings: TableSettings): void {
    if (this.ready) this.post({ type: 'settings', settings });
  }

  override receive(raw: unknown): void {
    const parsed = parseReplayPageMessage(raw);
    if (!parsed.ok) {
      this.deps.log.warn(`Ignored a message from the replay tab: ${parsed.error}`);
      return;
    }
    const message = parsed.value;
    switch (message.type) {
      case 'ready':
        this.ready = true;
        this.sendGame();
        break;
      case 'stepped':
        if (message.id === this.game.shown.id) this.stepShown = message.at;
        break;
      case 'playFrom': {
        const { record, id } = this.game.shown;
        if (message.id !== id || !record || message.moves > record.moves.length) {
          this.deps.log.warn(`Ignored "Play from here" at move ${message.moves} of game ${message.id}: the tab shows game ${id}`);
          return;
        }
        this.deps
          .playFrom({ ...record, moves: record.moves.slice(0, message.moves) }, this.game.instance)
          .catch((error: unknown) =>
            this.deps.log.error(
              `Could not play from the replay: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
            ),
          );
        break;
      }
      case 'sheets':
        this.deps.sheets
          .note(message.game, message.small)
          .catch((error: unknown) => this.deps.log.warn(`Could not keep which card sheets the replay tab draws: ${String(error)}`));
        break;
      case 'error':
        this.deps.log.error(`Replay tab: ${message.message}`);
        break;
    }
  }

  private sendGame(): void {
    this.post({ type: 'show', game: this.game.shown, settings: this.deps.settings(), ...(this.at === undefined ? {} : { at: this.at }) });
    this.at = undefined;
  }
}

/** "Replay: Cruel #8315", in the display language. */
const replayTitle = (game: ReplayGame): string => vscode.l10n.t('Replay: {0}', gameTitle(game));
