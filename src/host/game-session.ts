// Runs the games: which game is in play, where it is saved, which tab shows it, and what the
// statistics hear of it (a win when it happens; a game left for another when the player starts the
// next one: never when a tab or the window closes, that game resumes). Commands, the table's own
// buttons and the panel serializer all start, resume and revive games through here.
import * as vscode from 'vscode';
import { GAME_IDS, type GameId, dailyField } from '../engine';
import { type TableCommand, type TableSettings, assistedField, dealtWinnableField, parseWebviewState } from '../protocol';
import { newDealNumber } from './winnable-deal';
import { type DealOptions, type GameInPlay, freshGame, gameTitle, isUnfinished, playedSoFar, sameDeal, startAgain, verifyGame } from './game-in-play';
import { GamePanel, type GamePanelDeps, type ProgressClaim } from './game-panel';
import type { RecentGames } from './recent-games';
import type { SavedGame } from './saved-game';
import { confirmAbandon, tableSettings } from './settings';
import type { Statistics } from './stats';
import { newGameId } from './stats/result';

/** What the games tell the statistics. */
export type GameStatistics = Pick<Statistics, 'record' | 'leave'>;

export class GameSession {
  private readonly panelDeps: GamePanelDeps;
  private readonly shown = new vscode.EventEmitter<GameInPlay>();
  /** Fires when a game is put on the table (new, restarted, resumed or restored): the sidebar's daily deals show it. */
  readonly onDidShowGame = this.shown.event;

  constructor(
    extensionUri: vscode.Uri,
    private readonly saved: SavedGame,
    private readonly recent: RecentGames,
    private readonly statistics: GameStatistics,
    private readonly log: vscode.LogOutputChannel,
  ) {
    this.panelDeps = {
      extensionUri,
      log,
      settings: tableSettings,
      events: {
        progress: (game, claimed) => {
          this.inBackground(this.saved.save(game), 'save the game');
          if (claimed.status === 'won') this.inBackground(this.countWin(game, claimed), 'count the win');
        },
        newGame: (request) => this.inBackground(this.newGameFromTable(request), 'start a new game'),
      },
    };
  }

  /** The game on the table, if a game tab is open. */
  get openGame(): GameInPlay | undefined {
    return GamePanel.open?.game;
  }

  /** The game a player could continue: on the table or saved, still open, with a move made. */
  async unfinished(): Promise<GameInPlay | undefined> {
    const game = this.openGame ?? (await this.savedGame());
    return game && isUnfinished(game) ? game : undefined;
  }

  /**
   * Deals `game` (a random deal unless one is given; with patience.winnableDealsOnly one the solver
   * proves winnable), asking first if that abandons an unfinished game. `options`: a rule set other
   * than the settings' (a deal link's), the daily deal's day.
   */
  async startNew(game: GameId, deal?: number, options?: DealOptions): Promise<void> {
    if (!(await this.mayAbandon())) return;
    const drawn = deal === undefined ? await newDealNumber(game) : { deal, proved: false };
    await this.leaveCurrent();
    await this.show(freshGame(game, drawn.deal, tableSettings(), { ...options, dealtWinnable: drawn.proved }));
  }

  /** The deal on the table again from the start: a new game of the same deal (the old one is left). */
  async restart(): Promise<void> {
    const open = this.openGame;
    if (!open) return offerNewGame(vscode.l10n.t('No game is open. Start one with Patience: New Game…'));
    if (!(await this.mayAbandon())) return;
    await this.leaveCurrent();
    // Still the same deal (the same day's daily deal, the same winnable deal): another attempt at it.
    const again = this.openGame ?? open;
    await this.show({ ...startAgain(again.record, again.daily), ...dealtWinnableField(again.dealtWinnable) });
  }

  /** Brings back the game in progress: the open tab, or the saved game in a new tab. */
  async resume(): Promise<void> {
    const open = GamePanel.open;
    if (open) return open.reveal();
    const saved = await this.saved.read();
    if (saved.kind === 'unreadable') return this.show(await this.freshOf(saved.game)); // reported by read()
    if (saved.kind === 'saved' && saved.game.status === 'playing') return this.show(saved.game);
    await offerNewGame(vscode.l10n.t('There is no unfinished game to resume.'));
  }

  /** Sends a palette or keybinding command to the open table. */
  async command(command: TableCommand): Promise<void> {
    const panel = GamePanel.open;
    if (panel) return panel.command(command);
    await offerNewGame(vscode.l10n.t('No game is open. Start one with Patience: New Game…'));
  }

  /** A game tab VS Code restored after a reload: back at the exact move its page saved. */
  async revive(panel: vscode.WebviewPanel, state: unknown): Promise<void> {
    const game = (await this.fromState(state)) ?? (await this.savedOrFresh());
    GamePanel.revive(panel, this.panelDeps, game);
    this.shown.fire(game);
    await this.saved.save(game);
  }

  settingsChanged(settings: TableSettings): void {
    GamePanel.open?.updateSettings(settings);
  }

  private async newGameFromTable(request: { readonly game?: GameId; readonly sameDeal?: boolean }): Promise<void> {
    const open = this.openGame;
    if (request.sameDeal && open) await this.restart();
    else await this.startNew(request.game ?? open?.record.game ?? this.lastPlayed());
  }

  /** The page says the game is won: the statistics count it once the engine's replay agrees. */
  private async countWin(game: GameInPlay, claimed: ProgressClaim): Promise<void> {
    await this.statistics.record({
      id: game.id,
      outcome: claimed.status,
      record: claimed.record,
      score: claimed.score,
      moves: claimed.record.moves.length,
      elapsedMs: claimed.elapsedMs,
      // What the page claims, never fewer than the panel has noted for this game already.
      hintsUsed: Math.max(claimed.hintsUsed ?? 0, game.hintsUsed ?? 0),
      ...dailyField(game.daily),
      ...assistedField(claimed.assisted || game.assisted),
    });
  }

  /**
   * The player starts another game over the one open or saved: the statistics count it as lost if
   * the rules declared it lost, abandoned if it is still open with a move made (a win was counted
   * when it happened; an untouched deal is nothing). A failure is logged: the new game still starts.
   */
  private async leaveCurrent(): Promise<void> {
    const left = this.openGame ?? (await this.savedGame());
    if (!left) return;
    try {
      await this.statistics.leave({ id: left.id, record: left.record, elapsedMs: left.elapsedMs, hintsUsed: left.hintsUsed ?? 0, ...dailyField(left.daily), ...assistedField(left.assisted) });
    } catch (error) {
      this.log.error(`Could not count the game left behind in the statistics: ${error instanceof Error ? error.stack ?? error.message : String(error)}`);
    }
  }

  private async show(game: GameInPlay): Promise<void> {
    GamePanel.createOrShow(this.panelDeps, game);
    this.shown.fire(game);
    await Promise.all([this.saved.save(game), this.recent.touch(game.record.game)]);
  }

  /** With patience.confirmAbandon on, asks before an unfinished game is replaced. */
  private async mayAbandon(): Promise<boolean> {
    if (!confirmAbandon()) return true;
    const game = await this.unfinished();
    if (!game) return true;
    const abandon = vscode.l10n.t('Abandon and Deal');
    const answer = await vscode.window.showWarningMessage(
      vscode.l10n.t('Abandon {0}?', gameTitle(game.record)),
      {
        modal: true,
        detail: vscode.l10n.t(
          'The game is not finished: {0}. A new deal replaces it for good. (The setting Patience: Confirm Abandon turns this question off.)',
          playedSoFar(game),
        ),
      },
      abandon,
    );
    return answer === abandon;
  }

  /** The game a restored tab's page saved, as the same game instance. */
  private async fromState(state: unknown): Promise<GameInPlay | undefined> {
    const parsed = parseWebviewState(state);
    const verified = parsed.ok ? verifyGame(parsed.value.id ?? newGameId(), parsed.value.record, parsed.value.elapsedMs, parsed.value.hintsUsed) : parsed;
    const game = verified.ok && parsed.ok
      ? { ok: true as const, value: { ...verified.value, ...dailyField(parsed.value.daily), ...dealtWinnableField(parsed.value.dealtWinnable), ...assistedField(parsed.value.assisted) } }
      : verified;
    if (!game.ok) {
      this.log.warn(`The restored game tab's saved state is unusable (${game.error}); showing the saved game instead`);
      return undefined;
    }
    // A page state from before game ids: the saved game's instance if it is that deal.
    if (parsed.ok && parsed.value.id === undefined) return { ...game.value, id: await this.savedIdOf(game.value) };
    return game.value;
  }

  private async savedIdOf(game: GameInPlay): Promise<string> {
    const saved = await this.savedGame();
    return saved && sameDeal(saved.record, game.record) ? saved.id : game.id;
  }

  private async savedGame(): Promise<GameInPlay | undefined> {
    const saved = await this.saved.read();
    return saved.kind === 'saved' ? saved.game : undefined;
  }

  private async savedOrFresh(): Promise<GameInPlay> {
    const saved = await this.saved.read();
    return saved.kind === 'saved' ? saved.game : this.freshOf(saved.kind === 'unreadable' ? saved.game : undefined);
  }

  /** A new deal of `game` (the last played if none), winnable only if the settings ask, as `startNew` deals. */
  private async freshOf(game: GameId | undefined): Promise<GameInPlay> {
    const id = game ?? this.lastPlayed();
    const drawn = await newDealNumber(id);
    return freshGame(id, drawn.deal, tableSettings(), { dealtWinnable: drawn.proved });
  }

  private lastPlayed(): GameId {
    return this.recent.played()[0] ?? GAME_IDS[0];
  }

  /** Work started by a page message, which nobody awaits: a failure goes to the log. */
  private inBackground(work: Promise<void>, what: string): void {
    work.catch((error: unknown) => this.log.error(`Could not ${what}: ${error instanceof Error ? error.stack ?? error.message : String(error)}`));
  }
}

/** Says why nothing happened, with a button that opens the game picker. */
async function offerNewGame(message: string): Promise<void> {
  const newGame = vscode.l10n.t('New Game…');
  if ((await vscode.window.showInformationMessage(message, newGame)) === newGame) await vscode.commands.executeCommand('patience.newGame');
}
