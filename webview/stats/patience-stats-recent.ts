// <patience-stats-recent>: the last results as a list, newest first, folded away under a summary so
// a card stays compact. Each result is two short lines (deal and outcome; date, score, time,
// moves, the hints asked for if any, and whether it was imported without a record; a win with help is
// said so in place of "Won", in its own colour), which fit a narrow sidebar where a six-column table
// cannot. It is the chart's numbers in words, for screen readers and for anyone who wants a game's
// exact details.
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { resultKind } from '../../src/protocol/game-result';
import type { RecentResult } from '../../src/protocol/stats-protocol';
import { strings } from './strings';
import { outcomeTextStyles, sharedStyles } from './styles';

@customElement('patience-stats-recent')
export class PatienceStatsRecent extends LitElement {
  static override styles = [
    sharedStyles,
    outcomeTextStyles,
    css`
      summary {
        cursor: pointer;
        color: var(--vscode-descriptionForeground);
        font-size: 0.92em;
      }
      summary:hover {
        color: var(--vscode-foreground);
      }
      /* Focusable, so a keyboard can scroll a long list. */
      .scroll {
        max-height: 260px;
        overflow-y: auto;
        margin-top: 4px;
        padding: 0 2px;
      }
      ol {
        list-style: none;
        margin: 0;
        padding: 0;
        font-size: 0.92em;
        font-variant-numeric: tabular-nums;
      }
      li {
        padding: 3px 0;
      }
      li + li {
        border-top: 1px solid var(--vscode-widget-border, rgb(128 128 128 / 0.2));
      }
      .line {
        display: flex;
        justify-content: space-between;
        gap: 8px;
      }
      .deal {
        overflow-wrap: anywhere;
      }
      .replay {
        float: right;
        margin-left: 8px;
      }
      .details {
        color: var(--vscode-descriptionForeground);
        font-size: 0.95em;
      }
    `,
  ];

  /** Oldest first, as the host sends them. */
  @property({ attribute: false }) results: readonly RecentResult[] = [];
  /** The card's title, naming the list for screen readers. */
  @property() heading = '';
  /** On the total card, each deal is named with its game. */
  @property({ type: Boolean, attribute: 'with-game' }) withGame = false;

  override render() {
    const s = strings.recent;
    const rows = [...this.results].reverse();
    return html`
      <details>
        <summary>${s.summary(rows.length)}</summary>
        <div class="scroll" tabindex="0" role="region" aria-label=${s.caption(this.heading)}>
          <ol>
            ${rows.map(
              (r) => html`<li>
                <div class="line">
                  <span class="deal">${this.withGame ? s.gameDeal(strings.gameName(r.scope), r.deal) : s.dealOf(r.deal)}</span>
                  <span class=${resultKind(r)}>${s.outcome(r)}</span>
                </div>
                ${r.id && !r.unverified ? html`<button class="link replay" aria-label=${s.replayLabel(this.withGame ? s.gameDeal(strings.gameName(r.scope), r.deal) : s.dealOf(r.deal))} @click=${() => this.replay(r.id!)}>${s.replay}</button>` : nothing}
                <div class="details">
                  ${s.details(r)}${r.hintsUsed ? html` · <span class="hints">${s.hints(r.hintsUsed)}</span>` : nothing}${
                    r.unverified ? html` · <span class="unverified">${s.unverified}</span>` : nothing
                  }
                </div>
              </li>`,
            )}
          </ol>
        </div>
      </details>
    `;
  }

  private replay(id: string): void {
    this.dispatchEvent(new CustomEvent<StatsReplayDetail>('stats-replay', { detail: { id }, bubbles: true, composed: true }));
  }
}

export interface StatsReplayDetail {
  readonly id: string;
}

declare global {
  interface HTMLElementTagNameMap {
    'patience-stats-recent': PatienceStatsRecent;
  }
}
