// <patience-stats-weeks>: the results of the last twelve weeks, a bar a week, this week at the
// right. Wins rise above the line (the player's own solid, wins with help outlined on top of them),
// losses (solid) and abandoned games (outlined) hang below it, so position and shape carry the
// outcome, not only colour; the round number at the left is how many
// games the tallest bar may stand for. A screen reader gets the same numbers as a table.
import { LitElement, css, html, nothing, unsafeCSS } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { WeekResults } from '../../src/protocol/stats-protocol';
import { styleProps } from '../page/style-props';
import { countTop, share } from './chart-scale';
import { strings } from './strings';
import { chartStyles, sharedStyles } from './styles';

/** Weeks whose start is written under the bars (the first, then every fourth). */
const LABEL_EVERY = 4;

@customElement('patience-stats-weeks')
export class PatienceStatsWeeks extends LitElement {
  static override styles = [
    sharedStyles,
    chartStyles,
    css`
      .bars {
        height: 76px;
        border-bottom: 1px dashed var(--patience-grid);
      }
      .week {
        display: grid;
        grid-template-rows: 1fr 1fr;
        min-width: 0;
      }
      .up,
      .down {
        display: flex;
        flex-direction: column;
        min-height: 0;
      }
      .up {
        justify-content: flex-end;
        border-bottom: 1px solid var(--vscode-descriptionForeground);
      }
      .down .abandoned {
        box-sizing: border-box;
        border-top: 0;
      }
      .up .assisted {
        box-sizing: border-box;
        border-bottom: 0;
      }
      .dates span {
        grid-column: span ${unsafeCSS(LABEL_EVERY)};
      }
    `,
  ];

  /** Oldest first, as the host sends them. */
  @property({ attribute: false }) weeks: readonly WeekResults[] = [];
  /** The card's title, naming the table for screen readers. */
  @property() heading = '';
  /** Explain the colours and shapes under the bars (the first chart of the page is enough). */
  @property({ type: Boolean }) legend = false;

  override render() {
    const w = strings.weeks;
    const top = countTop(Math.max(1, ...this.weeks.flatMap((week) => [week.won + week.assisted, week.lost + week.abandoned])));
    const assisted = this.weeks.some((week) => week.assisted > 0);
    return html`<figure>
      <figcaption>${w.heading}</figcaption>
      <div class="plot" aria-hidden="true">
        <div class="scale"><span>${strings.number(top)}</span><span>0</span><span>${strings.number(top)}</span></div>
        <div class="bars">${this.weeks.map((week) => this.bar(week, top))}</div>
        <div class="dates columns">${this.weeks.filter((_, i) => i % LABEL_EVERY === 0).map((week) => html`<span>${w.date(week.start)}</span>`)}</div>
      </div>
      ${
        this.legend
          ? html`<div class="legend" aria-hidden="true">
            <span class="won">${w.legendWon}</span>${assisted ? html`<span class="assisted">${w.legendAssisted}</span>` : nothing}<span class="lost">${w.legendLost}</span><span class="abandoned">${w.legendAbandoned}</span>
          </div>`
          : nothing
      }
      <div class="sr-only"><table>
        <caption>${w.caption(this.heading)}</caption>
        <thead><tr><th scope="col">${w.week}</th><th scope="col">${strings.figures.won}</th>${assisted ? html`<th scope="col">${strings.figures.assistedWins}</th>` : nothing}<th scope="col">${strings.figures.lost}</th><th scope="col">${strings.figures.abandoned}</th></tr></thead>
        <tbody>
          ${this.weeks.map((week) => html`<tr><th scope="row">${w.weekOf(week.start)}</th><td>${week.won}</td>${assisted ? html`<td>${week.assisted}</td>` : nothing}<td>${week.lost}</td><td>${week.abandoned}</td></tr>`)}
        </tbody>
      </table></div>
    </figure>`;
  }

  private bar(week: WeekResults, top: number) {
    const height = (n: number) => ({ height: `${(share(n, top) * 100).toFixed(1)}%` });
    return html`<div class="week" title=${strings.weeks.bar(week)}>
      <div class="up">
        ${week.assisted > 0 ? html`<div class="assisted" style=${styleProps(height(week.assisted))}></div>` : nothing}
        ${week.won > 0 ? html`<div class="won" style=${styleProps(height(week.won))}></div>` : nothing}
      </div>
      <div class="down">
        ${week.lost > 0 ? html`<div class="lost" style=${styleProps(height(week.lost))}></div>` : nothing}
        ${week.abandoned > 0 ? html`<div class="abandoned" style=${styleProps(height(week.abandoned))}></div>` : nothing}
      </div>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'patience-stats-weeks': PatienceStatsWeeks;
  }
}
