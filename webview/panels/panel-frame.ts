// The frame the page's side panels share (the rules page, the list of keys): a non-modal dialog in the
// colours of VS Code's own widgets, with a title, a Close button, and Esc to close. Plain DOM, no Lit:
// the panels are in chunks loaded when first opened, which share nothing with the page's first bundle.
const FRAME = `
:host { box-sizing: border-box; overflow: auto; color: var(--vscode-editorWidget-foreground, var(--vscode-foreground));
  background: var(--vscode-editorWidget-background, var(--vscode-editor-background));
  border: 1px solid var(--vscode-editorWidget-border, var(--vscode-contrastBorder, transparent));
  box-shadow: 0 4px 16px var(--vscode-widget-shadow, rgb(0 0 0 / 0.4)); }
header { display: flex; align-items: center; gap: 8px; }
h2 { flex: 1; margin: 0; }
button { font: inherit; padding: 2px 10px; min-height: 24px; border: 1px solid var(--vscode-button-border, transparent); border-radius: 2px; cursor: pointer;
  color: var(--vscode-button-secondaryForeground, var(--vscode-button-foreground)); background: var(--vscode-button-secondaryBackground, var(--vscode-button-background)); }
button:hover { background: var(--vscode-button-secondaryHoverBackground, var(--vscode-button-hoverBackground)); }
button:focus-visible { outline: 1px solid var(--vscode-focusBorder); outline-offset: 2px; }
`;

export class PatiencePanel extends HTMLElement {
  protected readonly root = this.attachShadow({ mode: 'open' });
  private readonly heading = document.createElement('h2');
  private readonly closer = document.createElement('button');
  private readonly body = document.createElement('div');

  /** `styles`: the panel's own, after the frame's; `close`: called by the button and by Esc. */
  constructor(styles: string, closeLabel: string, closeTitle: string, close: () => void) {
    super();
    // A constructed sheet, not a <style>: the page's CSP forbids inline styles.
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(FRAME + styles);
    this.root.adoptedStyleSheets = [sheet];
    this.setAttribute('role', 'dialog');
    this.closer.type = 'button';
    this.closer.textContent = closeLabel;
    this.closer.title = closeTitle;
    this.closer.addEventListener('click', close);
    const header = document.createElement('header');
    header.append(this.heading, this.closer);
    this.root.append(header, this.body);
    this.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      close();
    });
  }

  connectedCallback(): void {
    // Opening moves the focus into the panel, so Esc and a screen reader start there.
    this.closer.focus();
  }

  /** Shows `title` (also the dialog's name) and the panel's content below it. */
  protected fill(title: string, content: readonly Node[]): void {
    this.heading.textContent = title;
    this.setAttribute('aria-label', title);
    this.body.replaceChildren(...content);
  }
}

/** A new element named `tag`, with `text`. */
export function element(tag: string, text = ''): HTMLElement {
  const el = document.createElement(tag);
  el.textContent = text;
  return el;
}
