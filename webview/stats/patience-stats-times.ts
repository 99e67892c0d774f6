// <patience-stats-times>: how long the last wins took, a bar a win, the newest at the right, with
// the average as a line across them. The round time at the left is the chart's top, so a bar reads
// as minutes at a glance; each bar's tooltip and the screen reader's table give the exact time.
import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { WinTime } from '../../src/protocol/stats-protocol';
import { styleProps } from '../page/style-props';
import { share, timeTop } from './chart-scale';
import { strings } from './strings';
import { chartStyles, sharedStyles } from './styles';

@customElement('patience-stats-times')
export class PatienceStatsTimes extends LitElement {
  static override styles = [
    sharedStyles,
    chartStyles,
    css`
      .bars {
        height: 56px;
        align-items: end;
        border-bottom: 1px solid var(--vscode-descriptionForeground);
      }
      .win {
        background: var(--patience-won);
        min-height: 2px;
      }
      .average {
        position: absolute;
        inset-inline: 0;
        border-top: 1.5px dashed var(--vscode-foreground);
        pointer-events: none;
      }
      .dates {
        display: flex;
        justify-content: space-between;
      }
    `,
  ];

  /** Oldest first, as the host sends them. */
  @property({ attribute: false }) wins: readonly WinTime[] = [];
  /** The card's title, naming the table for screen readers. */
  @property() heading = '';

  override render() {
    const t = strings.times;
    const wins = this.wins;
    if (wins.length === 0) return html``;
    const average = wins.reduce((sum, w) => sum + w.timeMs, 0) / wins.length;
    const top = timeTop(Math.max(...wins.map((w) => w.timeMs)));
    const height = (ms: number) => `${(share(ms, top) * 100).toFixed(1)}%`;
    return html`<figure>
      <figcaption>${t.heading(wins.length, strings.time(average))}</figcaption>
      <div class="plot" aria-hidden="true">
        <div class="scale"><span>${strings.time(top)}</span><span>0:00</span></div>
        <div class="bars">
          ${wins.map((w) => html`<div class="win" title=${t.bar(w)} style=${styleProps({ height: height(w.timeMs) })}></div>`)}
          <div class="average" style=${styleProps({ bottom: height(average) })}></div>
        </div>
        <div class="dates"><span>${strings.weeks.date(wins[0].endedAt)}</span>${wins.length > 1 ? html`<span>${strings.weeks.date(wins[wins.length - 1].endedAt)}</span>` : ''}</div>
      </div>
      <div class="sr-only"><table>
        <caption>${t.caption(this.heading)}</caption>
        <thead><tr><th scope="col">${t.date}</th><th scope="col">${t.deal}</th><th scope="col">${t.time}</th><th scope="col">${t.moves}</th></tr></thead>
        <tbody>
          ${[...wins].reverse().map((w) => html`<tr><th scope="row">${strings.weeks.date(w.endedAt)}</th><td>${w.deal}</td><td>${strings.time(w.timeMs)}</td><td>${strings.number(w.moves)}</td></tr>`)}
        </tbody>
      </table></div>
    </figure>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'patience-stats-times': PatienceStatsTimes;
  }
}
