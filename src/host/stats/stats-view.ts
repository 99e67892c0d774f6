// The "Statistics" sidebar view: sends the numbers once its page says it is listening, again after
// every change this window makes, whenever the view is shown or the window gains the focus (another
// window may have counted games meanwhile), when another game is put on the table, at midnight UTC
// (a new day's daily deals) and as today's daily deal numbers are found. Its links start games
// through the commands.
import * as vscode from 'vscode';
import { type DailyDate, type GameId, utcDate } from '../../engine';
import { dailyBoard } from '../../stats-core/daily-board';
import { onDidChangeRuleSets } from '../settings';
import { statsViewHtml } from './stats-html';
import type { Statistics } from './statistics';
import { type DailyGame, type StatsHostMessage, parseStatsViewMessage } from '../../protocol/stats-protocol';

/** What the sidebar's daily deals come from, outside the statistics. */
export interface DailySources {
  /** Today's daily deal of each game, each a promise of its number (searched in the host's solver thread). */
  deals(date: DailyDate): Promise<ReadonlyMap<GameId, Promise<number>>>;
  /** The game on this window's table, if any: which game, whose daily deal it is, whether it is still open. */
  inPlay(): { readonly game: GameId; readonly daily?: DailyDate; readonly open: boolean } | undefined;
  /** Fires when another game is put on the table. */
  readonly onDidChangeGame: vscode.Event<unknown>;
  /** Deals today's daily deal of `game`, as the Daily Deal command does. */
  playDaily(game: GameId): Thenable<unknown>;
  /** The clock (tests set it). */
  now?(): number;
}

/** A minute past midnight UTC, to be sure the new day has begun when the view looks. */
const PAST_MIDNIGHT_MS = 60_000;

/** The view registered as STATS_VIEW (index.ts), made when VS Code first shows it. */
export class StatsViewProvider implements vscode.WebviewViewProvider, vscode.Disposable {
  private view: vscode.WebviewView | undefined;
  /** The page has said `ready` since it was last built, so messages reach it. */
  private ready = false;
  private readonly disposables: vscode.Disposable[] = [];
  private viewDisposables: vscode.Disposable[] = [];
  /** The day whose daily deals are being found or known, and what is known of each. */
  private today: DailyDate | undefined;
  private readonly deals = new Map<GameId, DailyGame['deal']>();
  private midnight: ReturnType<typeof setTimeout> | undefined;
  /** The last message the page took (for the integration tests, through the extension's API). */
  delivered: StatsHostMessage | undefined;

  constructor(
    private readonly extensionUri: vscode.Uri,
    private readonly statistics: Statistics,
    private readonly log: vscode.LogOutputChannel,
    private readonly play: (game?: GameId) => Thenable<unknown>,
    private readonly daily: DailySources,
  ) {
    this.disposables.push(
      statistics.onDidChange(() => this.refresh()),
      daily.onDidChangeGame(() => this.refresh()),
      // Another rule set, another daily deal (Klondike's draw three has its own): today's numbers are looked for again.
      onDidChangeRuleSets(() => {
        this.today = undefined;
        this.refresh();
      }),
    );
  }

  resolveWebviewView(view: vscode.WebviewView): void {
    this.releaseView();
    this.view = view;
    this.ready = false;
    view.webview.options = { enableScripts: true, localResourceRoots: [vscode.Uri.joinPath(this.extensionUri, 'dist', 'webview')] };
    view.webview.html = statsViewHtml(view.webview, this.extensionUri);
    view.webview.onDidReceiveMessage((message: unknown) => this.receive(message), null, this.viewDisposables);
    // Without retainContextWhenHidden a hidden page is torn down; it says `ready` again when shown.
    view.onDidChangeVisibility(() => (view.visible ? this.refresh() : (this.ready = false)), null, this.viewDisposables);
    view.onDidDispose(() => this.view === view && this.releaseView(), null, this.viewDisposables);
  }

  /** Sends the numbers as they are now, if the page is there to take them. */
  refresh(): void {
    const view = this.view;
    if (!view || !this.ready) return;
    const now = this.daily.now?.() ?? Date.now();
    const today = utcDate(now);
    if (today !== this.today) this.findDeals(today, now);
    const inPlay = this.daily.inPlay();
    const playing = inPlay?.open && inPlay.daily === today ? inPlay.game : undefined;
    const board = dailyBoard(today, this.statistics.daily(today), (game) => this.deals.get(game) ?? 'finding', playing);
    const message: StatsHostMessage = { type: 'snapshot', snapshot: this.statistics.snapshot(), daily: board };
    void view.webview.postMessage(message).then(
      (delivered) => (delivered ? (this.delivered = message) : this.log.debug('Statistics not delivered to the hidden sidebar view')),
      (error: unknown) => this.log.error(`Could not post statistics to the sidebar view: ${String(error)}`),
    );
  }

  dispose(): void {
    this.releaseView();
    while (this.disposables.length) this.disposables.pop()?.dispose();
  }

  /** Asks for the numbers of `today`'s daily deals (the view shows each as it comes), and for a refresh when the day is over. */
  private findDeals(today: DailyDate, now: number): void {
    this.today = today;
    this.deals.clear();
    clearTimeout(this.midnight);
    this.midnight = setTimeout(() => this.refresh(), Date.parse(`${today}T00:00Z`) + 86_400_000 + PAST_MIDNIGHT_MS - now);
    const settle = (game: GameId, deal: DailyGame['deal']): void => {
      if (this.today !== today) return;
      this.deals.set(game, deal);
      this.refresh();
    };
    this.daily.deals(today).then(
      (deals) => {
        for (const [game, deal] of deals) {
          deal.then(
            (n) => settle(game, n),
            (error: unknown) => {
              this.log.warn(`No daily deal of ${game} was found for ${today}: ${String(error)}`);
              settle(game, 'failed');
            },
          );
        }
      },
      (error: unknown) => {
        this.log.error(`Could not look for today's daily deals: ${String(error)}`);
        this.today = undefined; // looked for again at the next refresh
      },
    );
  }

  private receive(raw: unknown): void {
    const parsed = parseStatsViewMessage(raw);
    if (!parsed.ok) {
      this.log.warn(`Ignored a message from the statistics view: ${parsed.error}`);
      return;
    }
    const message = parsed.value;
    switch (message.type) {
      case 'ready':
        this.ready = true;
        this.refresh();
        break;
      case 'play':
        void Promise.resolve(this.play(message.game)).catch((error: unknown) =>
          this.log.error(`Could not start a game from the statistics view: ${String(error)}`),
        );
        break;
      case 'playDaily':
        void Promise.resolve(this.daily.playDaily(message.game)).catch((error: unknown) =>
          this.log.error(`Could not start a daily deal from the statistics view: ${String(error)}`),
        );
        break;
      case 'replay':
        void Promise.resolve(vscode.commands.executeCommand('patience.replayLastGame', message.id)).catch((error: unknown) =>
          this.log.error(`Could not replay a game from the statistics view: ${String(error)}`),
        );
        break;
      case 'error':
        this.log.error(`Statistics view: ${message.message}`);
        break;
    }
  }

  private releaseView(): void {
    this.view = undefined;
    this.ready = false;
    clearTimeout(this.midnight);
    this.today = undefined;
    while (this.viewDisposables.length) this.viewDisposables.pop()?.dispose();
  }
}
