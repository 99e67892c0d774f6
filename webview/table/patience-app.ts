// The game tab: owns the live game (a GameHistory) for instant response, draws it, and keeps the
// host told. Host messages arrive through the HostController; every change is saved with
// setState and posted as `progress`. New games, restarts included, are the host's to start.
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import {
  type DailyDate, type GameRecord, type Move, type Position, type Status, GameHistory, clickMove, dailyField, isAction, pileIndex, rulesOf, score, sendsOnlyHome, smartFollowUp, status,
} from '../../src/engine';
import { type CardStyle, type GameInstanceId, type HostMessage, type TableCommand, type TableSettings, type WebviewState, assistedField, dealtWinnableField } from '../../src/protocol';
import { CardLookController } from '../board/card-look-controller';
import { liftedName, pileName } from '../board/card-labels';
import { ClockController } from './clock-controller';
import { HostController } from '../page/host-controller';
import { EndingController } from '../ending/ending-controller';
import type { LineRun, LineTable } from '../motion/line-player';
import { MotionController } from '../motion/motion-controller';
import type { PatienceRulesPanel } from '../panels/rules-panel';
import type { SolverApp, SolverUi } from '../solver/solver-ui';
import { formatTime, strings } from '../l10n/strings';
import './patience-header';
import type { CommandDetail, UiCommand } from '../page/ui-command';
import '../board/patience-table';
import type { AnnounceDetail, MoveDetail } from '../board/patience-table';
import { SoundPlayer } from '../sound/sound-player';
import type { SoundName } from '../sound/tones';

/** What the host's `load` or the saved state says of a game besides its record, time and id. */
type GameAbout = Pick<WebviewState, 'hintsUsed' | 'daily' | 'dealtWinnable' | 'assisted'>;

/** What the header and panels show, computed once per change (Cruel's lost test is not free). */
interface View {
  readonly position: Position;
  readonly status: Status;
  readonly score: number;
  readonly canDeal: boolean;
  readonly deal: number | undefined;
}

const DEFAULT_SETTINGS: TableSettings = { animations: 'normal', bakersGameRules: 'kings', showWinnability: false, cardStyle: 'classic', cardBack: 'red', play: 'aisleriot', sounds: false };

@customElement('patience-app')
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

  /** Base URL of the folders of card sheets, one per style (from `<body data-cards-uri>`), ending in "/". */
  @property() cardsUri = '';
  /** The card style the page starts with, whose sheets it preloads (from `<body data-deck>`). */
  @property() cardStyle: CardStyle = 'classic';

  @state() private view: View | null = null;
  @state() private settings: TableSettings = DEFAULT_SETTINGS;
  /** The rules page (its chunk loaded when first opened), while open. */
  @state() private rules: PatienceRulesPanel | null = null;
  @state() private announcement = '';
  /** The list of keys (its chunk loaded on the first `?`), while open. */
  @state() private keys: HTMLElement | null = null;

  private history: GameHistory | null = null;
  /** The game instance the host loaded (kept in the state, sent with progress), if it said. */
  private gameId: GameInstanceId | undefined;
  /** The day whose daily deal this game is, as the host said. */
  private daily: DailyDate | undefined;
  private readonly host = new HostController(this, { restore: (s) => this.show(s.record, s.elapsedMs, s.id, s), message: (m) => this.onHostMessage(m) });
  // A clock that stops (the tab hidden) tells the host, so the host's time is the one the header showed.
  private readonly clock = new ClockController(this, () => this.report());
  private readonly look = new CardLookController(this, this);
  /** The solver's line, hints, the light and Finish: a chunk loaded once a game is shown (the search runs in a worker). */
  private solver: SolverUi | null = null;
  private solverLoad: Promise<SolverUi | null> | null = null;
  /** Hints asked for in this game, sent with progress for the statistics. */
  private hintsUsed = 0;
  /** The host dealt this game as a deal the solver proved winnable. */
  private dealtWinnable = false;
  /** The solver's line was played for the player in this game (markAssisted): sent with progress. */
  private assisted = false;
  /** Smart play's own moves after the player's last one, while they are being played. */
  private autoplaying: LineRun | null = null;
  private readonly player = new SoundPlayer();
  private readonly motion = new MotionController(this, () => this.renderRoot.querySelector('patience-table'), () => this.settings.animations);
  private readonly ending = new EndingController(this, {
    table: () => this.renderRoot.querySelector('patience-table'), speed: this.motion.speed, landed: () => this.motion.landed(), announce: (text: string) => this.announce(text),
  });

  constructor() {
    super();
    this.addEventListener('patience-move', (e: CustomEvent<MoveDetail>) => this.play(e.detail.move, e.detail.held));
    this.addEventListener('patience-announce', (e: CustomEvent<AnnounceDetail>) => {
      if (e.detail.refused) this.sound('refused');
      this.announce(e.detail.text);
    });
    this.addEventListener('patience-command', (e: CustomEvent<CommandDetail>) => this.command(e.detail.command));
  }

  override connectedCallback(): void {
    super.connectedCallback();
    addEventListener('focus', this.onWindowFocus);
    addEventListener('keydown', this.onKey);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.solver?.dispose();
    removeEventListener('focus', this.onWindowFocus);
    removeEventListener('keydown', this.onKey);
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
        .showMeBlocked=${this.solver?.controller.winnability === 'lost' ? strings.header.showMeLost : ''}
      ></patience-header>
      <div class="status">${this.solver?.bar ?? nothing}</div>
      <main>
        <patience-table
          .position=${view.position}
          .playing=${view.status === 'playing'}
          .cardsUri=${this.look.folder}
          .smallCardsUri=${this.look.smallFolder}
          .cardBack=${this.look.back}
          .animations=${this.motion.speed()}
          .hint=${this.solver?.controller.spots ?? null}
          .smart=${this.settings.play === 'smart'}
        ></patience-table>
        ${this.solver?.arrow ?? nothing}
        ${this.ending.view(view.status === 'playing' ? null : { status: view.status, elapsedMs: seconds, moves: history.movesPlayed, score: view.score, maxScore: rules.maxScore, assisted: this.assisted })}
        ${this.rules ?? nothing}
        ${this.keys ?? nothing}
      </main>
      <div class="live" aria-live="polite">${this.announcement}</div>
    `;
  }

  private onHostMessage(message: HostMessage): void {
    switch (message.type) {
      case 'load':
        this.settings = message.settings;
        void this.look.apply(message.settings);
        this.show(message.record, message.elapsedMs, message.id, message);
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
      case 'sendProgress':
        this.report();
        break;
      case 'winCounted':
        if (message.id === undefined || message.id === this.gameId) this.ending.told(message);
        break;
    }
  }

  /** Puts a game on the table (from the host's `load` or the saved state). */
  private show(record: GameRecord, elapsedMs: number, id: GameInstanceId | undefined, about: GameAbout): void {
    const before = this.history?.record;
    this.daily = about.daily;
    this.dealtWinnable = about.dealtWinnable === true;
    // Assistance belongs to the game instance: another id (a restart of the same deal too) starts without.
    this.assisted = about.assisted ?? (id !== undefined && id === this.gameId && this.assisted);
    // The host's load usually repeats the game just restored from the state: keep what is drawn
    // (and the redo moves) rather than redraw the whole table before the first paint.
    if (this.history && JSON.stringify(before) === JSON.stringify(record)) {
      // The same cards may be another game (a restart of an untouched deal): it starts with no hints.
      this.hintsUsed = about.hintsUsed ?? (id !== undefined && id === this.gameId ? this.hintsUsed : 0);
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
    this.rules?.show(record.game);
    this.ending.reset();
    if (record.moves.length === 0) {
      this.motion.dealt();
      this.sound('deal');
    }
    // A new game starts with no hints used; the same game (a reload) keeps its count.
    this.hintsUsed = about.hintsUsed ?? (id !== undefined && id === this.gameId ? this.hintsUsed : 0);
    this.gameId = id;
    this.clock.reset(elapsedMs);
    this.refresh();
    this.solverLook();
    this.save();
    // A new deal or a restored one: the keyboard starts on the table.
    this.focusTable();
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
    if (command === 'keys') {
      void this.toggleKeys();
      return;
    }
    if (command === 'rules' || command === 'showRules') {
      if (this.rules && command === 'rules') this.closeRules();
      else void this.openRules();
      return;
    }
    if (!history) return;
    if (command === 'showMe') {
      // Starts the show, or pauses it and goes on (the button, S and the palette alike).
      if (this.view?.status !== 'won') void this.solverReady().then((solver) => solver?.show.toggle());
      else this.announce(strings.announce.nothingToShow);
    } else if (command === 'hint') {
      if (this.view?.status === 'won') return;
      this.hintsUsed++;
      this.save();
      void this.solverReady().then((solver) => solver?.controller.hint());
    } else if (command === 'undo') {
      const move = history.record.moves.at(-1);
      const after = history.position;
      const undone = history.undo().ok;
      if (move && undone) this.motion.undone(history.position, move, after);
      this.changed(undone ? strings.announce.undone : strings.announce.nothingToUndo);
    } else if (command === 'redo') {
      const before = history.position;
      const redone = history.redo().ok;
      if (redone) this.motion.played(before, history.record.moves.at(-1)!, history.position);
      this.changed(redone ? strings.announce.redone : strings.announce.nothingToRedo);
    } else if (command === 'deal') {
      const move = clickMove(history.position, 'stock');
      if (move) this.play(move);
      else this.announce(strings.announce.cannotDeal);
    }
  }

  /** Plays a legal move (false if it is not); `follow`: smart play may answer it with its own moves (not after the solver's). */
  private play(move: Move, held?: MoveDetail['held'], follow = true): boolean {
    const history = this.history;
    if (!history) return false;
    const before = history.position;
    const played = history.play(move);
    if (!played.ok) {
      this.host.report(`the table sent an illegal move ${JSON.stringify(move)}: ${played.error}`);
      return false;
    }
    this.motion.played(before, move, played.value, held);
    this.sound(isAction(move) ? 'deal' : 'move');
    this.changed(this.describe(before, move));
    if (follow) this.autoplay();
    return true;
  }

  /** Makes a sound when the player turned patience.sounds on. */
  private sound(name: SoundName): void {
    if (this.settings.sounds) this.player.play(name);
  }

  /** Smart play: after a move, finished runs and safe cards go home, one ordinary move at a time, each seen to go. */
  private autoplay(): void {
    this.autoplaying?.stop();
    this.autoplaying = this.settings.play === 'smart' ? this.playLine(() => (this.history && smartFollowUp(this.history.position)) || null) : null;
  }

  /** Plays the moves `next` gives one after another with the motion (../motion/line-player.ts), stoppable. */
  private playLine(next: () => Move | null): LineRun {
    return this.motion.playLine(this.lineTable, next);
  }

  private readonly lineTable: LineTable = {
    play: (move) => this.play(move, undefined, false),
    position: () => this.history?.position,
    animated: () => this.motion.speed() !== 'off',
    landed: () => this.motion.landed(),
  };

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
    this.report();
    const view = this.view!;
    const history = this.history!;
    this.solverLook();
    const max = rulesOf(view.position.game).maxScore;
    let text = `${what} ${strings.announce.score(view.score, max)}`;
    if (view.status === 'won' && !wasOver) {
      text = `${what} ${strings.announce.won(view.score, history.movesPlayed, formatTime(this.clock.elapsedMs))}`;
      this.ending.celebrate();
      this.sound('win');
    }
    if (view.status === 'lost' && !wasOver) text = `${what} ${strings.announce.lost}`;
    this.announce(text);
  }

  /**
   * Marks this game assisted: the solver's line is being played for the player (Show Me How, or a
   * Finish that does more than send cards home). Saved at once; the host hears it with the next
   * progress, before the move that could win the game. It stays for this game instance.
   */
  markAssisted(): void {
    if (this.assisted || !this.history) return;
    this.assisted = true;
    this.save();
  }

  /** The solver, its chunk loaded on first use; null when it cannot load (reported). */
  solverReady(): Promise<SolverUi | null> {
    return (this.solverLoad ??= import('../solver/solver-ui').then(
      (chunk) => (this.solver = chunk.createSolverUi(this.solverApp)),
      (error: unknown) => {
        this.host.report(`could not load the solver: ${String(error)}`);
        this.solverLoad = null;
        return null;
      },
    ));
  }

  /** After a change: the old hint goes, and the solver checks the new position (cancelling an older check). */
  private solverLook(): void {
    if (this.solver) this.solver.controller.positionChanged();
    else void this.solverReady().then((solver) => solver?.controller.positionChanged());
  }

  private readonly solverApp: SolverApp = {
    game: () => (this.history && this.view ? { history: this.history, status: this.view.status } : null),
    playLine: (next) => this.playLine(next),
    undone: (text) => this.changed(text),
    announce: (text) => this.announce(text),
    report: (text) => this.host.report(text),
    checking: () => this.settings.showWinnability,
    dealtWinnable: () => this.dealtWinnable,
    daily: () => this.daily,
    requestUpdate: () => this.requestUpdate(),
    // A Finish that only sends cards home plays what is already decided; any other line is the solver's play.
    finishing: (line) => {
      if (this.history && !sendsOnlyHome(this.history.position, line)) this.markAssisted();
    },
    showingSolution: () => this.markAssisted(),
    focusTable: () => this.focusTable(),
    landed: () => this.motion.landed(),
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
    if (!this.history) return;
    const about = { ...dailyField(this.daily), ...dealtWinnableField(this.dealtWinnable), ...assistedField(this.assisted) };
    this.host.save({ version: 1, record: this.history.record, elapsedMs: this.clock.elapsedMs, hintsUsed: this.hintsUsed, ...this.idField(), ...about });
  }

  /** Saves the state and tells the host the game as it is this moment, the clock as the header shows it. */
  private report(): void {
    this.save();
    const view = this.view;
    const history = this.history;
    if (!view || !history) return;
    this.host.post({ type: 'progress', record: history.record, status: view.status, score: view.score, elapsedMs: this.clock.elapsedMs, hintsUsed: this.hintsUsed, ...this.idField(), ...assistedField(this.assisted) });
  }

  private idField(): { id?: GameInstanceId } {
    return this.gameId === undefined ? {} : { id: this.gameId };
  }

  private announce(text: string): void {
    // A repeated message must still change the live region to be spoken again.
    this.announcement = this.announcement === text ? `${text}\u00a0` : text;
  }

  /** Opens the rules page of the game on the table (its chunk loaded on first use). */
  private async openRules(): Promise<void> {
    const { createRulesPanel } = await import('../panels/rules-panel');
    const game = this.view?.position.game;
    if (game && !this.rules) this.rules = createRulesPanel(game, () => this.closeRules());
  }

  private closeRules(): void {
    this.rules = null;
    this.focusTable();
  }

  private focusTable(): void {
    void this.updateComplete.then(() => this.renderRoot.querySelector('patience-table')?.takeFocus());
  }

  /** Opens the list of keys (its chunk loaded on first use), or closes it. */
  private async toggleKeys(): Promise<void> {
    if (this.keys) return this.closeKeys();
    const { createKeysPanel } = await import('../panels/keys-panel');
    this.keys ??= createKeysPanel(() => this.closeKeys());
  }

  private closeKeys(): void {
    this.keys = null;
    this.focusTable();
  }

  /** VS Code focused the page (a tab shown or revealed) with nothing in it focused: the table takes it. */
  private readonly onWindowFocus = (): void => {
    if (document.activeElement === document.body) this.focusTable();
  };

  /** The page's own keys: `?` lists the keys, I opens the rules (the others are VS Code keybindings). */
  private readonly onKey = (event: KeyboardEvent): void => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
    if (event.key === '?') this.command('keys');
    else if (event.code === 'KeyI') this.command('rules');
    else return;
    event.preventDefault();
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
