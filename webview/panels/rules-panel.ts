// The game's rules page beside the table: a non-modal side panel, closed with its button or Esc. The
// pages (all games, both languages) are the largest part of the webview's script: this chunk, pages
// and panel, is loaded when the rules are first opened.
import { languageOf } from '../l10n/format';
import { PatiencePanel, element } from './panel-frame';
import { panelWords } from '../l10n/panel-strings';
import type { GameId } from '../../src/engine';
import { type RulesSection, rulesFor } from '../../src/engine/games/rules-pages';

const STYLES = `
:host { position: absolute; top: 0; right: 0; bottom: 0; width: min(440px, 92%); z-index: 30; padding: 12px 18px 24px; line-height: 1.5; }
h2 { font-size: 1.4em; }
h3 { margin: 1.2em 0 0.3em; font-size: 1.05em; }
p, ul { margin: 0.4em 0; }
ul { padding-left: 1.3em; }
.summary { color: var(--vscode-descriptionForeground); }
`;

export class PatienceRulesPanel extends PatiencePanel {
  constructor(close: () => void) {
    const w = panelWords();
    super(STYLES, w.close, w.closeRulesTitle, close);
  }

  /** Shows the rules page of `game`, in the page's language. */
  show(game: GameId): void {
    const doc = rulesFor(game, languageOf(document.documentElement.lang));
    const summary = element('p', doc.summary);
    summary.className = 'summary';
    this.fill(doc.title, [summary, ...doc.sections.map(section)]);
  }
}

function section({ heading, paragraphs, bullets }: RulesSection): HTMLElement {
  const el = element('section');
  el.append(element('h3', heading), ...paragraphs.map((p) => element('p', p)));
  if (bullets?.length) {
    const list = element('ul');
    list.append(...bullets.map((b) => element('li', b)));
    el.append(list);
  }
  return el;
}

if (!customElements.get('patience-rules-panel')) customElements.define('patience-rules-panel', PatienceRulesPanel);

/** A rules panel showing `game`; `close` is called by its button and by Esc. */
export function createRulesPanel(game: GameId, close: () => void): PatienceRulesPanel {
  const panel = new PatienceRulesPanel(close);
  panel.show(game);
  return panel;
}
