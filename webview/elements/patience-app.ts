// The game tab: owns the live game (a GameHistory) for instant response, draws it, and keeps the
// host told. Host messages arrive through the HostController; every change is saved with
// setState and posted as `progress`. New games, restarts included, are the host's to start.
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import {
  type DailyDate, type GameRecord, type Move, type Position, type Status, GameHistory, clickMove, dailyField, isAction, pileIndex, rulesOf, score, status,
} from '../../src/engine';
import type { CardStyle, GameInstanceId, HostMessage, TableCommand, TableSettings } from '../../src/protocol';
import { CardLookController } from '../controllers/card-look-controller';
import { liftedName, pileName } from '../card-labels';
import { ClockController } from '../controllers/clock-controller';
import { HostController } from '../controllers/host-controller';
import type { SolverApp, SolverUi } from '../solver-ui';
import { formatTime, strings } from '../strings';
import './patience-header';
import type { CommandDetail, UiCommand } from './patience-header';
import './patience-result-panel';
import './patience-rules-panel';
import './patience-table';
import type { AnnounceDetail, MoveDetail } from './patience-table';

/** What the header and panels show, computed once per change (Cruel's lost test is not free). */
interface View {
  readonly position: Position;
  readonly status: Status;
  readonly score: number;
  readonly canDeal: boolean;
  readonly deal: number | undefined;
}

const DEFAULT_SETTINGS: TableSettings = { animations: true, bakersGameRules: 'kings', showWinnability: false, cardStyle: 'classic', cardBack: 'red' };

@customElement('patience-app')
export class PatienceApp extends LitElement {
  static override styles = css`
    :host { display: flex; flex-direction: column; height: 100%; min-height: 0; }
    patience-header { flex: none; }
    main { position: relative; flex: 1; min-height: 0; }
    patience-table { position: absolute; inset: 0; }
    patience-result-panel { position: absolute; left: 50%; bottom: 24px; transform: translateX(-50%); z-index: 20; }
    patience-rules-panel { position: absolute; top: 0; right: 0; bottom: 0; width: min(440px, 92%); z-index: 30; }
    patience-rules-panel:not([open]) { display: none; }
    .loading { display: grid; place-items: center; height: 100%; background: var(--patience-felt); color: var(--patience-hint); }
    .live { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  `;

  /** Base URL of the folders of card sheets, one per style (from `<body data-cards-uri>`), ending in "/". */
  @property() cardsUri = '';
  /** The card style the page starts with, whose sheets it preloads (from `<body data-deck>`). */
  @property() cardStyle: CardStyle = 'classic';

  @state() private view: View | null = null;
  @state() private settings: TableSettings = DEFAULT_SETTINGS;
  @state() private rulesOpen = false;
  @state() private announcement = '';
  @state() private reducedMotion = false;

  private history: GameHistory | null = null;
  /** The game instance the host loaded (kept in the state, sent with progress), if it said. */
  private gameId: GameInstanceId | undefined;
  /** The day whose daily deal this game is, as the host said. */
  private daily: DailyDate | undefined;
  private readonly host = new HostController(this, { restore: (s) => this.show(s.record, s.elapsedMs, s.id, s.hintsUsed, s.daily), message: (m) => this.onHostMessage(m) });
  private readonly clock = new ClockController(this, () => this.save());
  private readonly look = new CardLookController(this, this);
  /** Hints, the winnability light and Finish: a chunk loaded on first use (the search runs in a worker). */
  private solver: SolverUi | null = null;
  private solverLoad: Promise<SolverUi | null> | null = null;
  /** Hints asked for in this game, sent with progress for the statistics. */
  private hintsUsed = 0;
  private readonly motion = typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : null;

  constructor() {
    super();
    this.addEventListener('patience-move', (e: CustomEvent<MoveDetail>) => this.play(e.detail.move));
    this.addEventListener('patience-announce', (e: CustomEvent<AnnounceDetail>) => this.announce(e.detail.text));
    this.addEventListener('patience-command', (e: CustomEvent<CommandDetail>) => this.command(e.detail.command));
    this.addEventListener('patience-close', () => this.closeRules());
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.reducedMotion = this.motion?.matches ?? false;
    this.motion?.addEventListener('change', this.onMotion);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.solver?.controller.dispose();
    this.motion?.removeEventListener('change', this.onMotion);
  }

  override render() {
    const view = this.view;
    const history = this.history;
    if (!view || !history) return html`<div class="loading">${strings.loading}</div><div class="live" aria-live="polite"></div>`;
    const { game, variant } = view.position;
    const rules = rulesOf(game);
    const seconds = Math.floor(this.clock.elapsedMs / 1000) * 1000;
    return html`
      <patience-header
        .heading=${strings.titleWithVariant(strings.games[game], rules.variants.length > 1 ? strings.variants[variant] : undefined)}
        .deal=${view.deal}
        .daily=${this.daily}
        .score=${view.score}
        .maxScore=${rules.maxScore}
        .moves=${history.movesPlayed}
        .elapsedMs=${seconds}
        .canUndo=${history.canUndo}
        .canRedo=${history.canRedo}
        .stockAction=${rules.action ?? ''}
        .canDeal=${view.canDeal}
        .canHint=${view.status !== 'won'}
      ></patience-header>
      ${this.solver?.bar ?? nothing}
      <main>
        <patience-table
          .position=${view.position}
          .playing=${view.status === 'playing'}
          .cardsUri=${this.look.folder}
          .cardBack=${this.look.back}
          .animations=${this.settings.animations && !this.reducedMotion}
          .hint=${this.solver?.controller.spots ?? null}
        ></patience-table>
        ${view.status === 'playing' ? nothing : html`<patience-result-panel
          .status=${view.status}
          .elapsedMs=${seconds}
          .moves=${history.movesPlayed}
          .score=${view.score}
          .maxScore=${rules.maxScore}
        ></patience-result-panel>`}
        <patience-rules-panel .game=${game} ?open=${this.rulesOpen}></patience-rules-panel>
      </main>
      <div class="live" aria-live="polite">${this.announcement}</div>
    `;
  }

  private onHostMessage(message: HostMessage): void {
    switch (message.type) {
      case 'load':
        this.settings = message.settings;
        void this.look.apply(message.settings);
        this.show(message.record, message.elapsedMs, message.id, undefined, message.daily);
        break;
      case 'settings': {
        const checking = this.settings.showWinnability;
        this.settings = message.settings;
        void this.look.apply(message.settings);
        if (checking !== message.settings.showWinnability) this.solverLook();
        break;
      }
      case 'command':
        this.command(message.command);
        break;
    }
  }

  /** Puts a game on the table (from the host's `load` or the saved state). */
  private show(record: GameRecord, elapsedMs: number, id: GameInstanceId | undefined, hintsUsed?: number, daily?: DailyDate): void {
    const before = this.history?.record;
    this.daily = daily;
    // The host's load usually repeats the game just restored from the state: keep what is drawn
    // (and the redo moves) rather than redraw the whole table before the first paint.
    if (this.history && JSON.stringify(before) === JSON.stringify(record)) {
      this.gameId = id;
      this.clock.reset(elapsedMs);
      this.refresh();
      this.save();
      return;
    }
    const history = GameHistory.fromRecord(record);
    if (!history.ok) {
      this.host.report(`could not show the game: ${history.error}`);
      return;
    }
    this.history = history.value;
    // A new game starts with no hints used; the same game (a reload) keeps its count.
    this.hintsUsed = hintsUsed ?? (id !== undefined && id === this.gameId ? this.hintsUsed : 0);
    this.gameId = id;
    this.clock.reset(elapsedMs);
    this.refresh();
    this.solverLook();
    this.save();
    const restarted = before !== undefined && record.moves.length === 0 && sameStart(before, record);
    this.announce(restarted ? strings.announce.restarted : strings.announce.loaded(strings.games[record.game], record.deal));
  }

  private command(command: UiCommand | TableCommand): void {
    const history = this.history;
    // One way to start again: the host deals it (the game left behind is counted, the new one gets its own id).
    if (command === 'new') {
      this.host.post({ type: 'newGame' });
      return;
    }
    if (command === 'sameDeal' || command === 'restart') {
      this.host.post({ type: 'newGame', sameDeal: true });
      return;
    }
    if (command === 'rules' || command === 'showRules') {
      if (this.rulesOpen && command === 'rules') this.closeRules();
      else this.rulesOpen = true;
      return;
    }
    if (!history) return;
    if (command === 'hint') {
      if (this.view?.status === 'won') return;
      this.hintsUsed++;
      this.save();
      void this.solverReady().then((solver) => solver?.controller.hint());
    } else if (command === 'undo') {
      this.changed(history.undo().ok ? strings.announce.undone : strings.announce.nothingToUndo);
    } else if (command === 'redo') {
      this.changed(history.redo().ok ? strings.announce.redone : strings.announce.nothingToRedo);
    } else if (command === 'deal') {
      const move = clickMove(history.position, 'stock');
      if (move) this.play(move);
      else this.announce(strings.announce.cannotDeal);
    }
  }

  private play(move: Move): void {
    const history = this.history;
    if (!history) return;
    const before = history.position;
    const played = history.play(move);
    if (!played.ok) {
      this.host.report(`the table sent an illegal move ${JSON.stringify(move)}: ${played.error}`);
      return;
    }
    this.changed(this.describe(before, move));
  }

  private describe(before: Position, move: Move): string {
    if (isAction(move)) return move.action === 'deal' ? strings.announce.dealt : strings.announce.redealt;
    const rules = rulesOf(before.game);
    const from = pileIndex(rules, move.from);
    const count = move.count ?? 1;
    return strings.announce.moved(liftedName(before.piles[from], count), count, pileName(rules.piles[from]), pileName(rules.piles[pileIndex(rules, move.to)]));
  }

  /** After every change of the game: redraw, save, tell the host, announce. */
  private changed(what: string): void {
    const wasOver = this.view?.status !== 'playing';
    this.refresh();
    this.save();
    const view = this.view!;
    const history = this.history!;
    this.host.post({ type: 'progress', record: history.record, status: view.status, score: view.score, elapsedMs: this.clock.elapsedMs, hintsUsed: this.hintsUsed, ...this.idField() });
    this.solverLook();
    const max = rulesOf(view.position.game).maxScore;
    let text = `${what} ${strings.announce.score(view.score, max)}`;
    if (view.status === 'won' && !wasOver) text = `${what} ${strings.announce.won(view.score, history.movesPlayed, formatTime(this.clock.elapsedMs))}`;
    if (view.status === 'lost' && !wasOver) text = `${what} ${strings.announce.lost}`;
    this.announce(text);
  }

  /** The solver, its chunk loaded on first use; null when it cannot load (reported). */
  solverReady(): Promise<SolverUi | null> {
    return (this.solverLoad ??= import('../solver-ui').then(
      (chunk) => (this.solver = chunk.createSolverUi(this.solverApp)),
      (error: unknown) => {
        this.host.report(`could not load the solver: ${String(error)}`);
        this.solverLoad = null;
        return null;
      },
    ));
  }

  /** After a change: the old hint goes; the light is re-checked when on (cancelling an older check). */
  private solverLook(): void {
    if (this.solver) this.solver.controller.positionChanged();
    else if (this.settings.showWinnability) void this.solverReady().then((solver) => solver?.controller.positionChanged());
  }

  private readonly solverApp: SolverApp = {
    game: () => (this.history && this.view ? { history: this.history, status: this.view.status } : null),
    play: (move) => this.play(move),
    undone: (text) => this.changed(text),
    announce: (text) => this.announce(text),
    report: (text) => this.host.report(text),
    animated: () => this.settings.animations && !this.reducedMotion,
    checking: () => this.settings.showWinnability,
    requestUpdate: () => this.requestUpdate(),
  };

  private refresh(): void {
    const history = this.history!;
    const position = history.position;
    const now: Status = status(position);
    this.view = { position, status: now, score: score(position), canDeal: clickMove(position, 'stock') !== null, deal: history.record.deal };
    // The clock starts with the first move and stops when the game ends.
    this.clock.run(now === 'playing' && (history.movesPlayed > 0 || this.clock.elapsedMs > 0));
  }

  private save(): void {
    if (this.history) this.host.save({ version: 1, record: this.history.record, elapsedMs: this.clock.elapsedMs, hintsUsed: this.hintsUsed, ...this.idField(), ...dailyField(this.daily) });
  }

  private idField(): { id?: GameInstanceId } {
    return this.gameId === undefined ? {} : { id: this.gameId };
  }

  private announce(text: string): void {
    // A repeated message must still change the live region to be spoken again.
    this.announcement = this.announcement === text ? `${text}\u00a0` : text;
  }

  private closeRules(): void {
    if (!this.rulesOpen) return;
    this.rulesOpen = false;
    const table = this.renderRoot.querySelector('patience-table');
    table?.moveFocus(table.spot);
  }

  private readonly onMotion = (event: MediaQueryListEvent): void => {
    this.reducedMotion = event.matches;
  };
}

/** Both records start from the same deal (or start position) of the same game and rule set. */
function sameStart(a: GameRecord, b: GameRecord): boolean {
  return a.game === b.game && a.variant === b.variant && a.deal === b.deal && JSON.stringify(a.start) === JSON.stringify(b.start);
}

declare global {
  interface HTMLElementTagNameMap {
    'patience-app': PatienceApp;
  }
}
