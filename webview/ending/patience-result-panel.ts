// The end of a game, shown over the table without blocking it: a win in the middle of the table, said
// as the host's verdict has it (won, or won with help), with its time, moves and score and what it
// means in the statistics (first win, best time, fewest moves, streak, the day's daily deal), or (Cruel
// and Pileon) "no more moves" at the table's foot with the ways on. Plain DOM, no Lit: it is in the ending
// chunk, loaded when a game ends, which imports nothing from the page's first bundle at run time;
// its words, shared styles and the way to send a command come from the page.
import type { Status } from '../../src/engine';
import type { WinNews, WinVerdict } from '../../src/protocol/game-result';
import type { TableStrings } from '../l10n/strings';
import type { UiCommand } from '../page/ui-command';
import { helpWords, outcomeWords } from '../l10n/outcome-words';
import { type ResultWords, resultWords } from './result-words';

/** What the panel shows. */
export interface Result {
  readonly status: Exclude<Status, 'playing'>;
  readonly elapsedMs: number;
  readonly moves: number;
  readonly score: number;
  readonly maxScore: number;
  /** The page's own word: the solver's line was played for the player. */
  readonly assisted?: boolean;
  /** Hints the player asked for in this game. */
  readonly hintsUsed?: number;
  /** The host's verdict on a win (absent: a loss, or a game the page opened already won). */
  readonly verdict?: WinVerdict | null;
}

/** What the panel takes from the page. */
export interface PanelWords {
  readonly strings: TableStrings;
  formatTime(ms: number): string;
  /** The page's shared button and figure styles. */
  readonly sheets: readonly CSSStyleSheet[];
  send(from: HTMLElement, command: UiCommand): void;
}

// In the colours of VS Code's own widgets.
const STYLES = `
:host { display: block; position: absolute; left: 50%; bottom: 24px; transform: translateX(-50%); z-index: 20; }
/* A win is the news of the table: its card stands in the middle (a loss keeps to the foot, off the cards). */
:host([place=middle]) { bottom: auto; top: 50%; transform: translate(-50%, -50%); max-width: calc(100% - 48px); }
section p { max-width: 36em; text-align: center; }
.widget { color: var(--vscode-editorWidget-foreground, var(--vscode-foreground)); background: var(--vscode-editorWidget-background, var(--vscode-editor-background));
  border: 1px solid var(--vscode-editorWidget-border, var(--vscode-contrastBorder, transparent)); box-shadow: 0 4px 16px var(--vscode-widget-shadow, rgb(0 0 0 / 0.4)); }
section { display: flex; flex-direction: column; align-items: center; gap: 10px; padding: 14px 22px; border-radius: 6px; }
h2 { margin: 0; font-size: 1.4em; }
p { margin: 0; }
.news { font-weight: 600; }
.buttons { display: flex; gap: 8px; }
`;

/** The panel keeps this far from the table's sides (as from its foot), in pixels. */
const EDGE = 24;
/** Places tried along the table's foot, besides the middle. */
const SLIDES = 16;

/** The sentence of what a win means ("New best time! 3 wins in a row"), empty when it means nothing new. */
export function newsText(news: WinNews, r: ResultWords): string {
  const parts = [
    news.firstWin ? r.firstWin : '',
    news.fastest ? r.fastest : '',
    news.fewestMoves ? r.fewestMoves : '',
    news.streak > 1 ? r.streak(news.streak) : '',
    news.daily ? r.dailyWon(news.daily) : '',
  ];
  return parts.filter(Boolean).join(' ');
}

export class PatienceResultPanel extends HTMLElement {
  private words: PanelWords | null = null;
  private shown = '';

  /** Sets the page's words and styles (once, before the first `show`). */
  init(words: PanelWords): this {
    this.words = words;
    const root = this.attachShadow({ mode: 'open' });
    // A constructed sheet, not a <style>: the page's CSP forbids inline styles.
    const own = new CSSStyleSheet();
    own.replaceSync(STYLES);
    root.adoptedStyleSheets = [...words.sheets, own];
    return this;
  }

  /** Draws `result` (again only when something in it changed). */
  show(result: Result): void {
    const key = JSON.stringify(result);
    if (!this.words || key === this.shown) return;
    this.shown = key;
    const { strings, formatTime } = this.words;
    const r = resultWords(strings.format);
    const won = result.status === 'won';
    const verdict = won ? result.verdict : undefined;
    const facts = { outcome: result.status, assisted: verdict ? verdict.assisted : result.assisted, hintsUsed: result.hintsUsed };
    const said = outcomeWords({ ...facts, counted: verdict?.counted }, strings.format.language);
    if (won) this.setAttribute('place', 'middle');
    else this.removeAttribute('place');
    const section = el('section', 'widget');
    section.setAttribute('aria-labelledby', 'title');
    section.dataset.kind = said.kind;
    const title = el('h2', '', said.headline);
    title.id = 'title';
    section.append(title);
    if (won) {
      const figures = el('dl');
      for (const [term, value] of [
        [r.time, formatTime(result.elapsedMs)],
        [r.moves, strings.format.number(result.moves)],
        [r.score, `${result.score}/${result.maxScore}`],
      ]) {
        const row = el('div');
        row.append(el('dt', '', term), el('dd', '', value));
        figures.append(row);
      }
      section.append(figures);
      // Why the win is told so (the solution shown, or N hints), then what it means; a refused win has neither.
      const help = verdict?.counted === 'refused' ? '' : helpWords(facts, strings.format.language);
      const news = verdict && verdict.counted !== 'refused' ? newsText(verdict, r) : '';
      if (help) section.append(el('p', 'help', help));
      if (news) section.append(el('p', 'news', news));
      section.append(
        this.buttons([
          ['new', r.newGame, true],
          ['sameDeal', r.sameDeal],
        ]),
      );
    } else {
      section.append(
        el('p', '', r.lostDetail),
        this.buttons([
          ['undo', r.undo],
          ['restart', r.restart],
          ['new', r.newGame, true],
        ]),
      );
    }
    this.shadowRoot!.replaceChildren(section);
  }

  /**
   * Slides the panel along the foot of the table to where it covers the least of `cards` (their boxes on
   * the screen); of equal places, the one nearest the middle (where it is drawn first).
   */
  avoid(cards: readonly { x: number; y: number; w: number; h: number }[]): void {
    this.style.left = '';
    this.style.transform = '';
    if (this.getAttribute('place') === 'middle') return;
    const parent = this.offsetParent?.getBoundingClientRect();
    if (!parent) return;
    const box = this.getBoundingClientRect();
    const room = parent.width - 2 * EDGE - box.width;
    if (room <= 0) return;
    const covered = (left: number): number =>
      cards.reduce((sum, c) => {
        const w = Math.min(left + box.width, c.x + c.w) - Math.max(left, c.x);
        const h = Math.min(box.bottom, c.y + c.h) - Math.max(box.top, c.y);
        return w > 0 && h > 0 ? sum + w * h : sum;
      }, 0);
    let best = box.left;
    let least = covered(best);
    for (let step = 0; step <= SLIDES; step++) {
      const left = parent.left + EDGE + (room * step) / SLIDES;
      const area = covered(left);
      if (area < least || (area === least && Math.abs(left - box.left) < Math.abs(best - box.left))) [best, least] = [left, area];
    }
    if (best === box.left) return;
    this.style.left = `${best - parent.left}px`;
    this.style.transform = 'none';
  }

  private buttons(list: readonly (readonly [UiCommand, string, boolean?])[]): HTMLElement {
    const row = el('div', 'buttons');
    for (const [command, label, primary] of list) {
      const button = el('button', primary ? 'primary' : '', label) as HTMLButtonElement;
      button.type = 'button';
      button.addEventListener('click', () => this.words!.send(this, command));
      row.append(button);
    }
    return row;
  }
}

function el(tag: string, className = '', text?: string): HTMLElement {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

if (!customElements.get('patience-result-panel')) customElements.define('patience-result-panel', PatienceResultPanel);

declare global {
  interface HTMLElementTagNameMap {
    'patience-result-panel': PatienceResultPanel;
  }
}
