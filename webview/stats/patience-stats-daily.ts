// <patience-stats-daily>: today's daily deals, a row a game: its name and today's number, how the
// player stands with it today and the game's daily streak, and a Play button that deals it
// (`stats-play-daily`, with the game id). A number still being found takes the same room as the
// number will, so nothing moves when it arrives.
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { GameId } from '../../src/engine/types';
import type { DailyBoard, DailyGame } from '../../src/protocol/stats-protocol';
import { strings } from './strings';
import { cardStyles, outcomeTextStyles, sharedStyles } from './styles';

export interface StatsPlayDailyDetail {
  readonly game: GameId;
}

@customElement('patience-stats-daily')
export class PatienceStatsDaily extends LitElement {
  static override styles = [
    sharedStyles,
    cardStyles,
    outcomeTextStyles,
    css`
      section {
        padding-bottom: 6px;
      }
      /* The day goes under the heading when both do not fit. */
      header {
        flex-wrap: wrap;
      }
      .date,
      .about {
        font-size: 0.85em;
        color: var(--vscode-descriptionForeground);
      }
      .about {
        margin: 2px 0 4px;
        line-height: 1.3;
      }
      ul {
        list-style: none;
        margin: 0;
        padding: 0;
      }
      /* Name and number on the first line, the day's state and the streak under them, Play under the number. */
      li {
        display: grid;
        grid-template-columns: minmax(0, 1fr) auto;
        align-items: baseline;
        gap: 0 8px;
        padding: 5px 0;
        font-variant-numeric: tabular-nums;
      }
      li + li {
        border-top: 1px solid var(--vscode-widget-border, rgb(128 128 128 / 0.2));
      }
      .name {
        font-weight: 600;
        overflow-wrap: anywhere;
      }
      /* Room for the longest number (#2147483647, №2147483647: the sign is wider than a digit) whether it is known yet or not. */
      .deal {
        min-width: 12ch;
        text-align: end;
        white-space: nowrap;
      }
      .finding,
      .failed,
      .streak,
      .none {
        color: var(--vscode-descriptionForeground);
      }
      .standing {
        font-size: 0.92em;
      }
      .won {
        font-weight: 600;
      }
      .assisted,
      .playing {
        color: var(--vscode-foreground);
      }
      li button {
        justify-self: end;
      }
    `,
  ];

  @property({ attribute: false }) board?: DailyBoard;

  override render() {
    const board = this.board;
    if (!board) return nothing;
    const d = strings.daily;
    return html`<section aria-labelledby="daily">
      <header>
        <h2 id="daily">${d.heading}</h2>
        <span class="date">${d.date(board.date)}</span>
      </header>
      <p class="about">${d.about}</p>
      <ul>
        ${board.games.map((g) => this.row(g))}
      </ul>
    </section>`;
  }

  private row(g: DailyGame) {
    const d = strings.daily;
    const name = strings.gameName(g.game);
    const done = g.state === 'won';
    return html`<li>
      <span class="name">${name}</span>
      ${this.deal(g)}
      <span class="standing">
        <span class=${g.state ?? 'none'}>${done ? html`<span aria-hidden="true">✓ </span>` : nothing}${d.state(g.state)}</span>
        <span class="streak"> · ${d.streak(g.streak, g.bestStreak)}</span>
      </span>
      <button class="link" aria-label=${d.playLabel(name)} title=${d.playTitle(name)} @click=${() => this.play(g.game)}>${d.play}</button>
    </li>`;
  }

  /** One element whatever is known, so the number replaces "finding…" in place. */
  private deal(g: DailyGame) {
    const d = strings.daily;
    const [shown, spoken, kind] =
      g.deal === 'finding'
        ? [d.finding, d.findingSpoken, 'finding']
        : g.deal === 'failed'
          ? [d.failed, d.failed, 'failed']
          : [d.deal(g.deal), d.dealSpoken(g.deal), 'found'];
    return html`<span class="deal ${kind}"><span aria-hidden="true">${shown}</span><span class="sr-only">${spoken}</span></span>`;
  }

  private play(game: GameId): void {
    const detail: StatsPlayDailyDetail = { game };
    this.dispatchEvent(new CustomEvent<StatsPlayDailyDetail>('stats-play-daily', { detail, bubbles: true, composed: true }));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'patience-stats-daily': PatienceStatsDaily;
  }
}
