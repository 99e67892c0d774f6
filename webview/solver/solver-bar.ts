// The solver's line under the header: where the deal came from (winnable, any, the daily deal of a
// date) and, apart, where the position stands (the light: still winnable, lost since move N with the
// undo to the move before, this deal cannot be won, can't tell yet), both worded by solver-line-words.ts;
// the hint's words and the buttons that act on the answers (Undo to the last winnable position, Finish); while Show Me How plays, its progress and its Pause / Go on, Step, speed and Stop instead. It fills the room the page keeps for it, so nothing here moves the table: a long hint is cut
// short on screen (whole in its tooltip, and said in full to a screen reader). Plain DOM, no Lit: it is
// in the lazily loaded solver chunk, which shares nothing with the page's first bundle.
import type { PlaySpeed } from '../../src/protocol/protocol';
import type { ShowMeController } from './show-me-controller';
import type { SolverController } from './solver-controller';
import { type DealOrigin, solverLine } from './solver-line-words';

const STYLES = `
:host { display: flex; flex-wrap: wrap; align-items: center; align-content: center; gap: 2px 12px; box-sizing: border-box;
  height: 100%; overflow: hidden; padding: 0 10px; background: var(--vscode-editor-background); color: var(--vscode-descriptionForeground); }
.light::before { content: ''; display: inline-block; width: 0.6em; height: 0.6em; margin-right: 0.4em;
  border-radius: 50%; background: currentColor; }
.light.winnable::before { background: var(--vscode-testing-iconPassed, #388a34); }
.light.lost::before { background: var(--vscode-testing-iconFailed, #c72e0f); }
.kind, .light { white-space: nowrap; }
.message { flex: 1 1 0; min-width: 0; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; color: var(--vscode-foreground); }
@media (max-width: 560px) { .message { order: 9; flex-basis: 100%; } }
button { font: inherit; line-height: 18px; padding: 0 10px; border: 1px solid var(--vscode-button-border, transparent); border-radius: 2px;
  cursor: pointer; color: var(--vscode-button-secondaryForeground); background: var(--vscode-button-secondaryBackground); }
button.primary { color: var(--vscode-button-foreground); background: var(--vscode-button-background); }
button.toggle { min-width: 5.5em; }
/* The buttons keep the bar's right end whether or not words stand before them: a hint appearing moves nothing. */
button:first-of-type { margin-left: auto; }
button:focus-visible, select:focus-visible { outline: 1px solid var(--vscode-focusBorder); outline-offset: 2px; }
select { font: inherit; line-height: 18px; height: 20px; padding: 0 2px; border-radius: 2px; cursor: pointer;
  color: var(--vscode-dropdown-foreground, var(--vscode-foreground)); background: var(--vscode-dropdown-background, var(--vscode-editor-background));
  border: 1px solid var(--vscode-dropdown-border, var(--vscode-contrastBorder, var(--vscode-descriptionForeground))); }
`;

export class PatienceSolverBar extends HTMLElement {
  private readonly root = this.attachShadow({ mode: 'open' });
  /** Every span and button the bar has shown, by name: drawn again, they are updated, not replaced. */
  private readonly nodes = new Map<string, HTMLElement>();
  /** A focused button went away (Stop, Finish, the undo): the keyboard goes back to the table, not the page's body. */
  onFocusLost: () => void = () => undefined;

  constructor() {
    super();
    // A constructed sheet, not a <style>: the page's CSP forbids inline styles.
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(STYLES);
    this.root.adoptedStyleSheets = [sheet];
  }

  /** Redraws from the controller; `light`: the winnability light is on; `origin`: where the deal came from. */
  draw(ui: SolverController, show: ShowMeController, light: boolean, origin: DealOrigin): void {
    const w = ui.words;
    const showing = show.state === 'playing' || show.state === 'paused';
    const line = solverLine(origin, light ? ui.standing : null, w);
    // While the solution plays, its controls take the kind's room (the bar keeps its size).
    const parts: Node[] = showing ? [] : [this.span('kind', line.origin.text, line.origin.title)];
    if (line.standing) parts.push(this.span(`light ${line.standing.light}`, line.standing.text, line.standing.title, 'light'));
    if (showing) {
      const text = show.progress();
      const paused = show.state === 'paused';
      parts.push(
        this.span('message', text, text),
        this.button(
          'toggle',
          'primary toggle',
          paused ? show.words.resume : show.words.pause,
          paused ? show.words.resumeTitle : show.words.pauseTitle,
          () => void show.toggle(),
        ),
        this.button('step', '', show.words.step, show.words.stepTitle, () => show.step()),
        this.speeds(show),
        this.button('stop', '', show.words.stop, show.words.stopTitle, () => show.stop()),
      );
    } else {
      if (ui.message) parts.push(this.span('message', ui.message, ui.message));
      const undo = line.undo;
      // One undo at a time: the line's own (to the move it names) before the hint's search back.
      if (undo) parts.push(this.button('undoTo', '', undo.text, undo.title, () => ui.undoToMove(undo.toMove)));
      else if (ui.offerUndo) parts.push(this.button('undo', '', w.undoToWinnable, w.undoToWinnable, () => void ui.undoToWinnable()));
      if (ui.offerUndoToWin)
        parts.push(this.button('undoToWin', '', w.undoToWinnable, show.words.undoTitle, () => void ui.undoToWinnable(true)));
      // An end-game convenience, not the table's main action: the secondary style.
      if (ui.finishLine) parts.push(this.button('finish', '', w.finish, w.finishTitle, () => ui.finish()));
    }
    this.place(parts);
  }

  /**
   * Puts `parts` in the bar in order, keeping the nodes already there in place: a button that stays
   * (Pause becoming Go on, Step) keeps the keyboard focus, which removing it would lose.
   */
  private place(parts: readonly Node[]): void {
    const hadFocus = this.focused();
    parts.forEach((node, i) => {
      const here = this.root.childNodes[i] ?? null;
      if (here !== node) this.root.insertBefore(node, here);
    });
    while (this.root.childNodes.length > parts.length) this.root.lastChild!.remove();
    if (hadFocus && !this.focused()) this.onFocusLost();
  }

  /** Whether the keyboard focus is in the bar (its root's focused element is the bar). */
  private focused(): boolean {
    const root = this.getRootNode() as Document | ShadowRoot;
    return this.isConnected && root.activeElement === this;
  }

  /** The span named `key` (by default its class), made once and brought up to date. */
  private span(className: string, text: string, title?: string, key = className): HTMLElement {
    const span = this.node(key, 'span');
    span.className = className;
    span.textContent = text;
    span.title = title ?? '';
    return span;
  }

  /** The button named `key`, made once and brought up to date; `click` is what it does now. */
  private button(key: string, className: string, text: string, title: string, click: () => void): HTMLElement {
    const button = this.node(key, 'button');
    button.type = 'button';
    button.className = className;
    button.textContent = text;
    button.title = title;
    button.onclick = click;
    return button;
  }

  /** Show Me How's speeds, the replay's (½× to 8×), the one it plays at chosen. */
  private speeds(show: ShowMeController): HTMLElement {
    const select = this.node('speed', 'select');
    if (select.options.length === 0)
      for (const speed of show.speeds) {
        const option = document.createElement('option');
        option.value = String(speed);
        option.textContent = `${speed === 0.5 ? '½' : speed}×`;
        select.append(option);
      }
    select.value = String(show.speed);
    select.title = show.words.speedTitle;
    select.setAttribute('aria-label', show.words.speed);
    select.onchange = () => show.setSpeed(Number(select.value) as PlaySpeed);
    return select;
  }

  private node<K extends 'span' | 'button' | 'select'>(key: string, tag: K): HTMLElementTagNameMap[K] {
    const made = this.nodes.get(key) as HTMLElementTagNameMap[K] | undefined;
    if (made) return made;
    const node = document.createElement(tag);
    this.nodes.set(key, node);
    return node;
  }
}

if (!customElements.get('patience-solver-bar')) customElements.define('patience-solver-bar', PatienceSolverBar);
