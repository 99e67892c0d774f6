// Runs the games: which game is in play, where it is saved, which tab shows it. Commands, the
// table's own buttons and the panel serializer all start, resume and revive games through here.
import * as vscode from 'vscode';
import { GAME_IDS, type GameId } from '../engine';
import { type TableCommand, type TableSettings, parseWebviewState } from '../protocol';
import { randomDeal } from './deal-picker';
import { type GameInPlay, freshGame, gameTitle, isUnfinished, playedSoFar, startAgain, verifyGame } from './game-in-play';
import { GamePanel, type GamePanelDeps } from './game-panel';
import type { RecentGames } from './recent-games';
import type { SavedGame } from './saved-game';
import { confirmAbandon, tableSettings } from './settings';

export class GameSession {
  private readonly panelDeps: GamePanelDeps;

  constructor(
    extensionUri: vscode.Uri,
    private readonly saved: SavedGame,
    private readonly recent: RecentGames,
    private readonly log: vscode.LogOutputChannel,
  ) {
    this.panelDeps = {
      extensionUri,
      log,
      settings: tableSettings,
      events: {
        progress: (game) => this.inBackground(this.saved.save(game), 'save the game'),
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

  /** Deals `game` (a random deal unless one is given), asking first if that abandons an unfinished game. */
  async startNew(game: GameId, deal: number = randomDeal()): Promise<void> {
    if (await this.mayAbandon()) await this.show(freshGame(game, deal, tableSettings()));
  }

  /** Brings back the game in progress: the open tab, or the saved game in a new tab. */
  async resume(): Promise<void> {
    const open = GamePanel.open;
    if (open) return open.reveal();
    const saved = await this.saved.read();
    if (saved.kind === 'unreadable') return this.show(this.freshOf(saved.game)); // reported by read()
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
    const game = this.fromState(state) ?? (await this.savedOrFresh());
    GamePanel.revive(panel, this.panelDeps, game);
    await this.saved.save(game);
  }

  settingsChanged(settings: TableSettings): void {
    GamePanel.open?.updateSettings(settings);
  }

  private async newGameFromTable(request: { readonly game?: GameId; readonly sameDeal?: boolean }): Promise<void> {
    const open = this.openGame;
    if (request.sameDeal && open) {
      if (await this.mayAbandon()) await this.show(startAgain(open.record));
    } else {
      await this.startNew(request.game ?? open?.record.game ?? this.lastPlayed());
    }
  }

  private async show(game: GameInPlay): Promise<void> {
    GamePanel.createOrShow(this.panelDeps, game);
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

  private fromState(state: unknown): GameInPlay | undefined {
    const parsed = parseWebviewState(state);
    const game = parsed.ok ? verifyGame(parsed.value.record, parsed.value.elapsedMs) : parsed;
    if (game.ok) return game.value;
    this.log.warn(`The restored game tab's saved state is unusable (${game.error}); showing the saved game instead`);
    return undefined;
  }

  private async savedGame(): Promise<GameInPlay | undefined> {
    const saved = await this.saved.read();
    return saved.kind === 'saved' ? saved.game : undefined;
  }

  private async savedOrFresh(): Promise<GameInPlay> {
    const saved = await this.saved.read();
    return saved.kind === 'saved' ? saved.game : this.freshOf(saved.kind === 'unreadable' ? saved.game : undefined);
  }

  private freshOf(game: GameId | undefined): GameInPlay {
    return freshGame(game ?? this.lastPlayed(), randomDeal(), tableSettings());
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
