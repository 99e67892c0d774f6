// The game tab: draws the table's state and dispatches what the player, the host and the clock say to
// its reducer (./table-reducer.ts); the effects (./table-effects.ts) do the rest. The
// live game is on the page for instant response; new games, restarts included, are the host's to start.
import { LitElement, css, html, nothing } from 'lit';
import { rulesOf } from '../../src/engine';
import type { CardStyle } from '../../src/protocol/protocol';
import { CardLookController } from '../board/card-look-controller';
import '../board/patience-table';
import type { AnnounceDetail, MoveDetail } from '../board/patience-table';
import { EndingController } from '../ending/ending-controller';
import { strings } from '../l10n/strings';
import { MotionController } from '../motion/motion-controller';
import { FIELD, STATE } from '../page/element-properties';
import { HostController } from '../page/host-controller';
import type { SolverUi } from '../solver/solver-ui';
import type { CommandDetail } from '../page/ui-command';
import { ClockController } from './clock-controller';
import './patience-header';
import { type PagePanels, TableEffects } from './table-effects';
import { initialTable, reduceTable } from './table-reducer';
import type { Overlay, TableAction, TableState } from './table-state';

export class PatienceApp extends LitElement {
  // The solver's line (.status) has its room from the start: the hint's words and the light never move the table.
  static override styles = css`
    :host { display: flex; flex-direction: column; height: 100%; min-height: 0; }
    patience-header { flex: none; }
    .status { flex: none; height: 26px; }
    @media (max-width: 560px) { .status { height: 46px; } }
    main { position: relative; flex: 1; min-height: 0; }
    patience-table { position: absolute; inset: 0; }
    .loading { display: grid; place-items: center; height: 100%; background: var(--patience-felt); color: var(--patience-hint); }
    .live { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  `;

  static override properties = { cardsUri: FIELD, cardStyle: FIELD, table: STATE };

  /** Base URL of the folders of card sheets, one per style (from `<body data-cards-uri>`), ending in "/". */
  cardsUri = '';
  /** The card style the page starts with (from `<body data-deck>`). */
  cardStyle: CardStyle = 'classic';

  /** Everything the tab shows, changed only by dispatch. */
  private table: TableState<PagePanels> = initialTable();

  private readonly host = new HostController(this, {
    restore: (saved) => this.dispatch({ type: 'restore', saved }),
    message: (message) => this.dispatch({ type: 'host', message }),
  });
  // A clock that stops (the tab hidden) tells the host, so the host's time is the one the header showed.
  private readonly clock = new ClockController(this, () => this.dispatch({ type: 'clockStopped' }));
  private readonly look = new CardLookController(this, this);
  private readonly motion = new MotionController(
    this,
    () => this.tableElement(),
    () => this.table.settings.animations,
  );
  private readonly ending = new EndingController(this, {
    table: () => this.tableElement(),
    speed: this.motion.speed,
    landed: () => this.motion.landed(),
    announce: (text: string) => this.dispatch({ type: 'announce', text }),
  });
  private readonly effects = new TableEffects({
    state: () => this.table,
    dispatch: (action) => this.dispatch(action),
    host: this.host,
    clock: this.clock,
    look: this.look,
    motion: this.motion,
    ending: this.ending,
    focusTable: () => this.focusTable(),
    requestUpdate: () => this.requestUpdate(),
  });

  constructor() {
    super();
    this.addEventListener('patience-move', (e: CustomEvent<MoveDetail>) =>
      this.dispatch({ type: 'move', move: e.detail.move, held: e.detail.held, follow: true, then: e.detail.then }),
    );
    this.addEventListener('patience-announce', (e: CustomEvent<AnnounceDetail>) =>
      this.dispatch({ type: 'announce', text: e.detail.text, refused: e.detail.refused }),
    );
    this.addEventListener('patience-command', (e: CustomEvent<CommandDetail>) =>
      this.dispatch({ type: 'command', command: e.detail.command }),
    );
  }

  override connectedCallback(): void {
    super.connectedCallback();
    addEventListener('focus', this.onWindowFocus);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.effects.dispose();
    removeEventListener('focus', this.onWindowFocus);
  }

  override render() {
    const game = this.table.game;
    if (game.kind === 'waiting') return html`<div class="loading">${strings.loading}</div><div class="live" aria-live="polite"></div>`;
    const { timeline, view, instance } = game;
    const { game: id, variant } = timeline.position;
    const rules = rulesOf(id);
    const seconds = Math.floor(this.clock.elapsedMs / 1000) * 1000;
    const solver = this.effects.solver.ui;
    return html`
      <patience-header
        .heading=${strings.gameTitle(id, variant)}
        .deal=${timeline.record.deal}
        .daily=${instance.daily}
        .score=${view.score}
        .maxScore=${rules.maxScore}
        .moves=${timeline.movesPlayed}
        .elapsedMs=${seconds}
        .canUndo=${timeline.canUndo}
        .canRedo=${timeline.canRedo}
        .stock=${view.stock}
        .canHint=${view.status !== 'won'}
        .showMeBlocked=${solver?.controller.winnability === 'lost' ? strings.header.showMeLost : ''}
      ></patience-header>
      <div class="status">${solver?.bar ?? nothing}</div>
      <main>
        <patience-table
          .position=${timeline.position}
          .playing=${view.status === 'playing'}
          .cardsUri=${this.look.folder}
          .smallCardsUri=${this.look.smallFolder}
          .cardBack=${this.look.back}
          .animations=${this.motion.speed()}
          .hint=${solver?.controller.spots ?? null}
          .hintMove=${solver?.controller.highlight ?? null}
          .smart=${this.table.settings.play === 'smart'}
          .sheetsDrawn=${this.host.post}
        ></patience-table>
        ${solver?.arrow ?? nothing}
        ${this.ending.view(view.status === 'playing' ? null : { status: view.status, elapsedMs: seconds, moves: timeline.movesPlayed, score: view.score, maxScore: rules.maxScore, assisted: instance.assisted === true, hintsUsed: instance.hintsUsed })}
        ${panel(this.table.rules)}
        ${panel(this.table.keys)}
      </main>
      <div class="live" aria-live="polite">${this.table.announcement}</div>
    `;
  }

  /** The solver, its chunk loaded on first use; null when it cannot load (reported). */
  solverReady(): Promise<SolverUi | null> {
    return this.effects.solver.ready();
  }

  /**
   * Marks this game assisted: the solver's line is being played for the player. Saved at once; the
   * host hears it with the next progress, before the move that could win the game.
   */
  markAssisted(): void {
    this.dispatch({ type: 'assisted' });
  }

  /** The one way the tab's state changes: the reducer's new state, then its effects in order. */
  private dispatch(action: TableAction<PagePanels>): void {
    const { state: next, effects } = reduceTable(this.table, action, { elapsedMs: this.clock.elapsedMs });
    this.table = next;
    this.effects.run(effects);
  }

  private tableElement() {
    return this.renderRoot.querySelector('patience-table');
  }

  /**
   * The table takes the keyboard focus, if the page has it: a page loading behind the palette, a quick pick or another
   * editor must not take the focus from them (a focus() in the webview's frame moves the window's focus into it, and
   * closed Open Deal Link's box under the player's typing). The page's own focus event gives it to the table later.
   */
  private focusTable(): void {
    if (!document.hasFocus()) return;
    void this.updateComplete.then(() => this.tableElement()?.takeFocus());
  }

  /** VS Code focused the page (a tab shown or revealed) with nothing in it focused: the table takes it. */
  private readonly onWindowFocus = (): void => {
    if (document.activeElement === document.body) this.focusTable();
  };
}

const panel = (overlay: Overlay<HTMLElement>) => (overlay.kind === 'open' ? overlay.panel : nothing);

customElements.define('patience-app', PatienceApp);

declare global {
  interface HTMLElementTagNameMap {
    'patience-app': PatienceApp;
  }
}
