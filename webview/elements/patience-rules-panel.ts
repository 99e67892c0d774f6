// The game's rules page beside the table: a non-modal side panel, closed with its button or Esc.
// The pages (all games, all languages) are the largest part of the webview's script, so they are
// imported when first opened: a bundler that splits chunks keeps them out of the first load.
import { LitElement, type PropertyValues, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { GameId } from '../../src/engine';
import type { RulesDoc, RulesSection } from '../rules/index';
import { language } from '../l10n/format';
import { strings } from '../strings';
import { buttonStyles, widgetStyles } from './shared-styles';

@customElement('patience-rules-panel')
export class PatienceRulesPanel extends LitElement {
  static override styles = [buttonStyles, widgetStyles, css`
    :host { display: block; }
    aside { box-sizing: border-box; height: 100%; overflow-y: auto; padding: 12px 18px 24px; line-height: 1.5; }
    header { display: flex; align-items: center; gap: 8px; }
    h2 { flex: 1; margin: 0; font-size: 1.4em; }
    h3 { margin: 1.2em 0 0.3em; font-size: 1.05em; }
    p, ul { margin: 0.4em 0; }
    ul { padding-left: 1.3em; }
    .summary { color: var(--vscode-descriptionForeground); }
  `];

  @property() game: GameId = 'spider-three-decks';
  @property({ type: Boolean, reflect: true }) open = false;
  @state() private doc: RulesDoc | null = null;
  private docGame: GameId | null = null;

  constructor() {
    super();
    this.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      this.close();
    });
  }

  protected override willUpdate(changed: PropertyValues): void {
    if ((changed.has('open') || changed.has('game')) && this.open && this.docGame !== this.game) void this.fetchDoc();
  }

  override render() {
    const doc = this.doc;
    if (!this.open || !doc || this.docGame !== this.game) return nothing;
    return html`<aside class="widget" role="dialog" aria-modal="false" aria-labelledby="title">
      <header>
        <h2 id="title">${doc.title}</h2>
        <button type="button" title=${strings.rules.closeTitle} @click=${this.close}>${strings.rules.close}</button>
      </header>
      <p class="summary">${doc.summary}</p>
      ${doc.sections.map((section) => this.section(section))}
    </aside>`;
  }

  protected override updated(changed: PropertyValues): void {
    // Opening moves the focus into the page so Esc and the screen reader start there.
    if ((changed.has('open') || changed.has('doc')) && this.open) this.renderRoot.querySelector('button')?.focus();
  }

  private async fetchDoc(): Promise<void> {
    const game = this.game;
    const { rulesFor } = await import('../rules/index');
    if (game !== this.game) return;
    this.docGame = game;
    this.doc = rulesFor(game, language);
  }

  private section(section: RulesSection) {
    return html`<section>
      <h3>${section.heading}</h3>
      ${section.paragraphs.map((p) => html`<p>${p}</p>`)}
      ${section.bullets?.length ? html`<ul>${section.bullets.map((b) => html`<li>${b}</li>`)}</ul>` : nothing}
    </section>`;
  }

  private close(): void {
    this.dispatchEvent(new CustomEvent('patience-close', { bubbles: true, composed: true }));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'patience-rules-panel': PatienceRulesPanel;
  }
}
