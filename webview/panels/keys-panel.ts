// The list of keys, opened with `?` or the toolbar's ? button: a small panel over the table, closed with
// its button or Esc (the page then gives the focus back to the table). Its chunk is loaded on the first `?`.
import { PatiencePanel, element } from './panel-frame';
import { panelWords } from '../l10n/panel-strings';

const STYLES = `
:host { position: absolute; top: 12px; left: 50%; transform: translateX(-50%); z-index: 40; width: max-content;
  max-width: calc(100% - 16px); max-height: calc(100% - 24px); padding: 10px 16px 14px; border-radius: 4px; }
h2 { font-size: 1.2em; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 4px 14px; margin: 10px 0 0; }
dt { white-space: nowrap; }
dd { margin: 0; }
kbd { font: inherit; padding: 0 5px; border: 1px solid var(--vscode-keybindingLabel-border, var(--vscode-contrastBorder, currentColor));
  border-radius: 3px; background: var(--vscode-keybindingLabel-background, transparent); color: var(--vscode-keybindingLabel-foreground, inherit); }
`;

export class PatienceKeysPanel extends PatiencePanel {
  constructor(close: () => void) {
    const w = panelWords();
    super(STYLES, w.close, w.closeKeysTitle, close);
    const list = element('dl');
    for (const [keys, what] of w.keys) {
      const dt = element('dt');
      dt.append(element('kbd', keys));
      list.append(dt, element('dd', what));
    }
    this.fill(w.keysTitle, [list]);
  }
}

if (!customElements.get('patience-keys-panel')) customElements.define('patience-keys-panel', PatienceKeysPanel);

/** A new list of keys; `close` is called by its button and by Esc. */
export const createKeysPanel = (close: () => void): PatienceKeysPanel => new PatienceKeysPanel(close);
