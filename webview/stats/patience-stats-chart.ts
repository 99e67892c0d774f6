// <patience-stats-chart>: the last results as a row of bars, newest at the right. A win rises
// above the line, a loss hangs below it, an abandoned game hangs below as an outline; the height is
// the score as a share of the game's best. Shape and position carry the outcome, not only colour.
// Screen readers hear one sentence with the counts (the card's numbers and list say the rest).
import { LitElement, css, html, nothing, svg } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { RecentResult } from '../../src/stats-protocol';
import { strings } from './strings';
import { sharedStyles } from './styles';

/** Slots in the row: a full card's last results, so bars keep one width whatever the count. */
const SLOTS = 50;
const HEIGHT = 40;
const MID = HEIGHT / 2;
/** Tallest bar (a full score) and shortest (a zero score stays visible). */
const REACH = MID - 1;
const LEAST = 2.5;
const BAR = 0.72;

@customElement('patience-stats-chart')
export class PatienceStatsChart extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      svg {
        display: block;
        width: 100%;
        height: ${HEIGHT}px;
        overflow: visible;
      }
      .axis {
        stroke: var(--vscode-descriptionForeground);
        stroke-opacity: 0.6;
        stroke-width: 1;
        vector-effect: non-scaling-stroke;
      }
      .won {
        fill: var(--patience-won);
      }
      .lost {
        fill: var(--patience-lost);
      }
      .abandoned {
        fill: none;
        stroke: var(--patience-abandoned);
        stroke-width: 1.5;
        vector-effect: non-scaling-stroke;
      }
      .legend {
        display: flex;
        flex-wrap: wrap;
        gap: 2px 12px;
        margin-top: 4px;
        font-size: 0.85em;
        color: var(--vscode-descriptionForeground);
      }
      .legend span::before {
        content: '';
        display: inline-block;
        width: 8px;
        height: 8px;
        margin-inline-end: 4px;
        vertical-align: -1px;
        box-sizing: border-box;
      }
      .legend .won::before {
        background: var(--patience-won);
      }
      .legend .lost::before {
        background: var(--patience-lost);
      }
      .legend .abandoned::before {
        border: 1.5px solid var(--patience-abandoned);
      }
    `,
  ];

  /** Oldest first, at most `SLOTS`; each drawn with its game's best score as the full height. */
  @property({ attribute: false }) results: readonly RecentResult[] = [];
  /** Explain the colours and shapes under the bars (the first chart of the page is enough). */
  @property({ type: Boolean }) legend = false;
  /** The game name for each bar's tooltip ("Cruel"), given the bar's scope. */
  @property({ attribute: false }) nameOf: (scope: string) => string = strings.scopeName;

  override render() {
    const shown = this.results.slice(-SLOTS);
    const first = SLOTS - shown.length;
    return html`
      <svg viewBox="0 0 ${SLOTS} ${HEIGHT}" preserveAspectRatio="none" role="img" aria-label=${strings.chart.label({ recent: shown })}>
        ${shown.map((r, i) => this.bar(r, first + i))}
        <line class="axis" x1="0" x2=${SLOTS} y1=${MID} y2=${MID}></line>
      </svg>
      ${this.legend
        ? html`<div class="legend" aria-hidden="true">
            <span class="won">${strings.chart.legendWon}</span><span class="lost">${strings.chart.legendLost}</span><span class="abandoned">${strings.chart.legendAbandoned}</span>
          </div>`
        : nothing}
    `;
  }

  private bar(r: RecentResult, slot: number) {
    const share = r.maxScore > 0 ? Math.min(1, Math.max(0, r.score / r.maxScore)) : 0;
    const height = Math.max(LEAST, share * REACH);
    const x = slot + (1 - BAR) / 2;
    const y = r.outcome === 'won' ? MID - height : MID + 0.5;
    // Outlines are drawn inside their box so an abandoned bar is as tall as a lost one of its score.
    const inset = r.outcome === 'abandoned' ? 0.5 : 0;
    return svg`<rect class=${r.outcome} x=${x} y=${y + inset} width=${BAR} height=${height - inset}><title>${strings.chart.bar(r, this.nameOf(r.scope))}</title></rect>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'patience-stats-chart': PatienceStatsChart;
  }
}
