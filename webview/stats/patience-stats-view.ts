// <patience-stats-view>: the whole sidebar. Today's daily deals first, then the total, a card per
// game played and the games not played yet (one line a game, whatever its rule sets); with nothing played at all, a welcome with a "Play a
// game" link under the daily deals. The host sends a new snapshot whenever the numbers change, so
// the view only draws what it is given.
import { LitElement, css, html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import './patience-stats-card';
import type { StatsPlayDetail } from './patience-stats-card';
import './patience-stats-daily';
import type { StatsPlayDailyDetail } from './patience-stats-daily';
import type { StatsReplayDetail } from './patience-stats-recent';
import { StatsHostController } from './stats-host';
import type { GameId } from '../../src/engine/types';
import { type DailyBoard, type ScopeStats, type StatsSnapshot, gameOf } from '../../src/protocol/stats-protocol';
import { strings } from './strings';
import { sharedStyles } from './styles';

@customElement('patience-stats-view')
export class PatienceStatsView extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      :host {
        padding: 8px 14px 16px;
      }
      main {
        display: flex;
        flex-direction: column;
        gap: 10px;
      }
      .quiet {
        color: var(--vscode-descriptionForeground);
      }
      .welcome h2,
      .unplayed h2 {
        font-size: 1em;
        font-weight: 600;
        margin: 4px 0 6px;
      }
      .welcome p {
        margin: 0 0 10px;
        line-height: 1.45;
      }
      /* Like the buttons of VS Code's own welcome views. */
      .welcome button {
        display: block;
        width: 100%;
        max-width: 300px;
        margin: 0 auto;
        padding: 4px 8px;
        font: inherit;
        line-height: 18px;
        text-align: center;
        color: var(--vscode-button-foreground);
        background: var(--vscode-button-background);
        border: 1px solid var(--vscode-button-border, transparent);
        border-radius: 2px;
        cursor: pointer;
      }
      .welcome button:hover {
        background: var(--vscode-button-hoverBackground);
      }
      .unplayed ul {
        list-style: none;
        margin: 0;
        padding: 0;
      }
      .unplayed li {
        display: flex;
        justify-content: space-between;
        align-items: baseline;
        gap: 8px;
        padding: 2px 0;
      }
    `,
  ];

  @state() private snapshot?: StatsSnapshot;
  @state() private daily?: DailyBoard;
  private readonly host = new StatsHostController(this, (message) => {
    this.snapshot = message.snapshot;
    this.daily = message.daily;
  });

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener('stats-play', this.onPlay);
    this.addEventListener('stats-play-daily', this.onPlayDaily);
    this.addEventListener('stats-replay', this.onReplay);
  }

  override disconnectedCallback(): void {
    this.removeEventListener('stats-play', this.onPlay);
    this.removeEventListener('stats-play-daily', this.onPlayDaily);
    this.removeEventListener('stats-replay', this.onReplay);
    super.disconnectedCallback();
  }

  override render() {
    const snapshot = this.snapshot;
    if (!snapshot) return html`<p class="quiet" role="status">${strings.loading}</p>`;
    const daily = html`<patience-stats-daily .board=${this.daily}></patience-stats-daily>`;
    if (snapshot.total.played === 0) return this.welcome(daily);
    const played = snapshot.scopes.filter((s) => s.played > 0);
    // One line a game none of whose rule sets was played (a game played under one rule set is played).
    const unplayed = snapshot.scopes.filter(
      (s, i, all) =>
        all.findIndex((t) => gameOf(t.scope) === gameOf(s.scope)) === i &&
        all.every((t) => gameOf(t.scope) !== gameOf(s.scope) || t.played === 0),
    );
    return html`<main>
      ${daily}
      <patience-stats-card .stats=${snapshot.total}></patience-stats-card>
      ${played.map((s) => html`<patience-stats-card .stats=${s}></patience-stats-card>`)}
      ${unplayed.length > 0 ? this.unplayed(unplayed) : nothing}
    </main>`;
  }

  private welcome(daily: unknown) {
    const w = strings.welcome;
    return html`<main class="welcome">
      ${daily}
      <h2>${w.heading}</h2>
      <p class="quiet">${w.text}</p>
      <button @click=${() => this.play()}>${w.play}</button>
    </main>`;
  }

  private unplayed(scopes: readonly ScopeStats[]) {
    return html`<section class="unplayed" aria-labelledby="unplayed">
      <h2 id="unplayed">${strings.notPlayed}</h2>
      <ul>
        ${scopes.map((s) => {
          const game = strings.gameName(s.scope);
          return html`<li>
            <span class="quiet">${game}</span>
            <button class="link" aria-label=${strings.playLabel(game)} title=${strings.playTitle(game)} @click=${() => this.play(gameOf(s.scope))}>${strings.play}</button>
          </li>`;
        })}
      </ul>
    </section>`;
  }

  private readonly onPlay = (event: Event): void => {
    event.stopPropagation();
    this.play((event as CustomEvent<StatsPlayDetail>).detail.game);
  };

  private readonly onPlayDaily = (event: Event): void => {
    event.stopPropagation();
    this.host.post({ type: 'playDaily', game: (event as CustomEvent<StatsPlayDailyDetail>).detail.game });
  };

  private readonly onReplay = (event: Event): void => {
    event.stopPropagation();
    this.host.post({ type: 'replay', id: (event as CustomEvent<StatsReplayDetail>).detail.id });
  };

  /** No game: the host lets the player pick one. */
  private play(game?: GameId): void {
    this.host.post(game === undefined ? { type: 'play' } : { type: 'play', game });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'patience-stats-view': PatienceStatsView;
  }
}
