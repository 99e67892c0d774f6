// <patience-stats-card>: one game's numbers (or the total's): a grid of figures as a definition
// list, so a screen reader reads each label with its value, then the charts (results by week; for a
// game, the time of its last wins) and the list of the last results. A game's card offers a new
// game of it (`stats-play`, with the game id).
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import './patience-stats-recent';
import './patience-stats-times';
import './patience-stats-weeks';
import type { GameId } from '../../src/engine/types';
import { type ScopeStats, gameOf } from '../../src/protocol/stats-protocol';
import { strings } from './strings';
import { cardStyles, sharedStyles } from './styles';

export interface StatsPlayDetail {
  readonly game?: GameId;
}

@customElement('patience-stats-card')
export class PatienceStatsCard extends LitElement {
  static override styles = [
    sharedStyles,
    cardStyles,
    css`
      header {
        margin-bottom: 6px;
      }
      dl {
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(72px, 1fr));
        gap: 4px 8px;
        margin: 0 0 8px;
        font-variant-numeric: tabular-nums;
      }
      /* The value above its label, read label first; every value at the top of its cell, so a row's numbers line up when a label wraps. */
      dl div {
        display: flex;
        flex-direction: column-reverse;
        justify-content: flex-end;
        min-width: 0;
      }
      /* A long label wraps rather than losing its end in a narrow sidebar. */
      dt {
        font-size: 0.85em;
        line-height: 1.2;
        color: var(--vscode-descriptionForeground);
      }
      /* A long value ("1404 / 1440") wraps at its space rather than running into the next column. */
      dd {
        margin: 0;
        font-size: 1.15em;
        font-weight: 600;
        line-height: 1.25;
      }
      dd.none {
        font-weight: normal;
        color: var(--vscode-descriptionForeground);
      }
      .note {
        margin: 0 0 8px;
        font-size: 0.85em;
        color: var(--vscode-descriptionForeground);
      }
    `,
  ];

  @property({ attribute: false }) stats?: ScopeStats;

  override render() {
    const stats = this.stats;
    if (!stats) return nothing;
    const name = strings.scopeName(stats.scope);
    const f = strings.figures;
    const total = stats.scope === 'all';
    const time = (ms: number | null) => (ms === null ? null : strings.time(ms));
    const score = stats.bestScore === null ? null : strings.score(stats.bestScore, stats.maxScore);
    return html`
      <section aria-labelledby="name">
        <header>
          <h2 id="name">${name}</h2>
          ${total ? nothing : this.playButton(strings.gameName(stats.scope))}
        </header>
        <dl aria-label=${f.group(name)}>
          ${figure(f.winRate, stats.played === 0 ? null : strings.percent(stats.won, stats.played))}
          ${figure(f.played, stats.played)} ${figure(f.won, stats.won)} ${figure(f.winsWithoutHints, stats.winsWithoutHints)}
          ${stats.assistedWins > 0 ? figure(f.assistedWins, stats.assistedWins) : nothing} ${figure(f.lost, stats.lost)}
          ${figure(f.abandoned, stats.abandoned)} ${figure(f.currentStreak, stats.currentStreak)}
          ${figure(f.bestStreak, stats.bestStreak)}
          ${
            total
              ? nothing
              : html`${figure(f.bestScore, score)} ${figure(f.fastestWin, time(stats.fastestWinMs))}
              ${figure(f.fewestMoves, stats.fewestMoves)} ${figure(f.averageWin, time(stats.averageWinMs))}`
          }
        </dl>
        ${stats.carried > 0 ? html`<p class="note">${strings.carried(stats.carried)}</p>` : nothing}
        ${stats.unverified > 0 ? html`<p class="note">${strings.unverified(stats.unverified)}</p>` : nothing}
        ${stats.assistedWins > 0 ? html`<p class="note">${strings.assisted(stats.assistedWins)}</p>` : nothing}
        ${this.weeksChart(stats, name, total)}
        ${stats.winTimes.length > 0 ? html`<patience-stats-times .wins=${stats.winTimes} heading=${name}></patience-stats-times>` : nothing}
        ${stats.recent.length > 0 ? html`<patience-stats-recent .results=${stats.recent} heading=${name} ?with-game=${total}></patience-stats-recent>` : nothing}
      </section>
    `;
  }

  /**
   * The results by week once they make a picture (two weeks or more with games); a new player's single
   * week would be a chart of dashes, so a line says what the chart will show instead.
   */
  private weeksChart(stats: ScopeStats, name: string, total: boolean) {
    const weeksPlayed = stats.weeks.filter((w) => w.won + w.assisted + w.lost + w.abandoned > 0).length;
    if (weeksPlayed === 0) return nothing;
    if (weeksPlayed === 1) return html`<p class="note weeks-soon">${strings.weeks.soon}</p>`;
    return html`<patience-stats-weeks .weeks=${stats.weeks} heading=${name} ?legend=${total}></patience-stats-weeks>`;
  }

  private playButton(game: string) {
    return html`<button class="link" aria-label=${strings.playLabel(game)} title=${strings.playTitle(game)} @click=${this.play}>${strings.play}</button>`;
  }

  private play(): void {
    const detail: StatsPlayDetail = { game: gameOf(this.stats?.scope ?? '') };
    this.dispatchEvent(new CustomEvent<StatsPlayDetail>('stats-play', { detail, bubbles: true, composed: true }));
  }
}

/** One label and value; a value not known yet shows a dash and is spoken as "none yet". */
function figure(label: string, value: string | number | null) {
  const none = value === null;
  return html`<div>
    <dt>${label}</dt>
    <dd class=${none ? 'none' : ''}>${none ? html`<span aria-hidden="true">${strings.none}</span><span class="sr-only">${strings.noneSpoken}</span>` : typeof value === 'number' ? strings.number(value) : value}</dd>
  </div>`;
}

declare global {
  interface HTMLElementTagNameMap {
    'patience-stats-card': PatienceStatsCard;
  }
}
