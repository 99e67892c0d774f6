// The game's rules page beside the table: a non-modal side panel, closed with its button or Esc. The panel is a
// chunk loaded when the rules are first opened, and each game's page (both languages) a chunk of its own, loaded
// when that game's rules are first opened.
import { languageOf } from '../l10n/format';
import { PatiencePanel, element } from './panel-frame';
import { panelWords } from '../l10n/panel-strings';
import type { GameId } from '../../src/engine';
import { type RulesPage, type RulesSection, inLanguage, rulesPageOf } from '../../src/engine/games/rules-pages';

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

  /** The game whose page was asked for last: a page loaded after a later one was asked for is not shown. */
  private asked: GameId | undefined;

  /** Shows the rules page of `game` (another game's, when the table deals it), once loaded. */
  async showGame(game: GameId): Promise<void> {
    this.asked = game;
    const page = await rulesPageOf(game);
    if (this.asked === game) this.show(page);
  }

  /** Shows a game's rules `page`, in the page's language. */
  private show(page: RulesPage): void {
    const doc = inLanguage(page, languageOf(document.documentElement.lang));
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

/** A rules panel showing `game`'s page, once loaded; `close` is called by its button and by Esc. */
export async function createRulesPanel(game: GameId, close: () => void): Promise<PatienceRulesPanel> {
  const panel = new PatienceRulesPanel(close);
  await panel.showGame(game);
  return panel;
}
