// <patience-replay>: a finished game, read-only. It draws each step with the game table, steps
// forward and back, plays at a chosen speed, jumps to any move (slider or list), says every step to
// screen readers, and asks the host to "Play from here". The table's own input is ignored: nothing
// here changes the game.
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { type Helper, helpersOf } from '../../src/engine';
import type { ReplayGame, ReplayHostMessage } from '../../src/protocol/replay-protocol';
import { CardLookController } from '../board/card-look-controller';
import '../board/patience-table';
import type { AnimationSpeed, CardStyle, SheetsDrawn, TableSettings } from '../../src/protocol/protocol';
import { MotionController } from '../motion/motion-controller';
import { strings } from '../l10n/strings';
import { type MoveLabels, moveLabels } from './move-label';
import './patience-replay-bar';
import './patience-replay-moves';
import type { ReplayCommand } from './replay-events';
import { ReplayHost } from './replay-host';
import { ReplayPlayer } from './replay-player';
import { type ReplaySteps, atEnd, canPlayFrom, forward, jump, moveCount, positionOf, stepsOf } from './replay-steps';
import { replayStrings as s } from './strings';

@customElement('patience-replay')
export class PatienceReplay extends LitElement {
  static override styles = css`
    :host { display: flex; flex-direction: column; height: 100%; min-height: 0; color: var(--vscode-foreground); }
    header { flex: none; display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 14px; padding: 6px 10px; border-bottom: 1px solid var(--vscode-panel-border, transparent); }
    h1 { margin: 0; font-size: 1.1em; font-weight: 600; }
    .about { color: var(--vscode-descriptionForeground); }
    .refused { flex-basis: 100%; margin: 0; color: var(--vscode-editorWarning-foreground, var(--vscode-foreground)); }
    .body { flex: 1; min-height: 0; display: grid; grid-template-columns: 1fr 230px; }
    main { position: relative; min-width: 0; min-height: 0; }
    patience-table { position: absolute; inset: 0; }
    patience-replay-moves { border-left: 1px solid var(--vscode-panel-border, transparent); background: var(--vscode-sideBar-background, var(--vscode-editor-background)); }
    @media (max-width: 560px) { .body { grid-template-columns: 1fr; grid-template-rows: 1fr 120px; } patience-replay-moves { border-left: none; border-top: 1px solid var(--vscode-panel-border, transparent); } }
    .message { margin: 24px; max-width: 40em; line-height: 1.5; }
    .loading { display: grid; place-items: center; height: 100%; background: var(--patience-felt); color: var(--patience-hint); }
    .live { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  `;

  /** Base URL of the folders of card sheets, one per style, ending in "/". */
  @property() cardsUri = '';
  /** The card style the page starts with. */
  @property() cardStyle: CardStyle = 'classic';

  @state() private game: ReplayGame | null = null;
  @state() private steps: ReplaySteps | null = null;
  @state() private problem: string | null = null;
  @state() private announcement = '';
  @state() private animations: AnimationSpeed = 'normal';

  /** The moves' labels, made once per game: short for the list, in words for screen readers (who played a move not the player's said too). */
  private labels: MoveLabels = { short: [], spoken: [] };
  /** Who played each move, when not the player: Finish, Show Me How (the record's `helped`). */
  private helpers: readonly (Helper | undefined)[] = [];
  private readonly host = new ReplayHost(this, (m) => this.onHostMessage(m));
  private readonly player = new ReplayPlayer(this, () => this.stepForward());
  private readonly look = new CardLookController(this, this);
  /** The host hears which sheets the table draws, and preloads them in the next replay tab of that game. */
  private readonly tellSheets = (drawn: SheetsDrawn): void => this.host.post(drawn);
  /** The cards glide from step to step as in play (the motion layer, by card identity; off with the setting or reduced motion). */
  private readonly motion = new MotionController(
    this,
    () => this.renderRoot.querySelector('patience-table'),
    () => this.animations,
  );

  constructor() {
    super();
    this.addEventListener('replay-command', (e) => this.command(e.detail.command));
    this.addEventListener('replay-jump', (e) => this.goTo(e.detail.to));
    this.addEventListener('replay-speed', (e) => this.player.setSpeed(e.detail.speed));
    // Read-only: the table's moves and their announcements go nowhere.
    this.addEventListener('patience-move', (e) => e.stopPropagation());
    this.addEventListener('patience-announce', (e) => e.stopPropagation());
    this.addEventListener('keydown', this.onKey);
  }

  override render() {
    const game = this.game;
    if (!game) return html`<div class="loading">${s.loading}</div><div class="live" aria-live="polite"></div>`;
    const name = strings.gameTitle(game.game, game.record?.variant);
    const title = s.title(name, game.deal);
    const refused = game.refused;
    const facts = refused === undefined ? game : { ...game, counted: 'refused' as const };
    const header = html`<header><h1>${title}</h1><span class="about">${s.about(facts, game.endedAt)}</span>${refused === undefined ? nothing : html`<p class="refused" role="note">${s.notVerified(refused)}</p>`}</header>`;
    const steps = this.steps;
    if (!steps) return html`${header}<p class="message" role="status">${this.problem ?? s.noRecord}</p>`;
    return html`${header}
      <div class="body">
        <main>
          <patience-table
            .position=${positionOf(steps)}
            .playing=${false}
            .cardsUri=${this.look.folder}
            .smallCardsUri=${this.look.smallFolder}
            .cardBack=${this.look.back}
            .animations=${this.motion.speed()}
            .sheetsDrawn=${this.tellSheets}
          ></patience-table>
        </main>
        <patience-replay-moves .labels=${this.labels.short} .spoken=${this.labels.spoken} .helpers=${this.helpers} .at=${steps.at}></patience-replay-moves>
      </div>
      <patience-replay-bar .at=${steps.at} .total=${moveCount(steps)} .playing=${this.player.playing} .speed=${this.player.speed} .canPlayFrom=${canPlayFrom(steps)}></patience-replay-bar>
      <div class="live" aria-live="polite">${this.announcement}</div>
      ${nothing}`;
  }

  private onHostMessage(message: ReplayHostMessage): void {
    switch (message.type) {
      case 'show':
        this.applySettings(message.settings);
        this.show(message.game, message.at);
        break;
      case 'settings':
        this.applySettings(message.settings);
        break;
      case 'step':
        this.goTo(message.to);
        break;
    }
  }

  private applySettings(settings: TableSettings): void {
    this.animations = settings.animations;
    void this.look.apply(settings);
  }

  /** A new game to replay: at `at` (a reload's), at the step this page stood on if it is the same game, or at the deal. */
  private show(game: ReplayGame, at?: number): void {
    this.player.pause();
    this.game = game;
    this.problem = null;
    this.steps = null;
    if (!game.record) return this.host.post({ type: 'stepped', id: game.id, at: 0 });
    const saved = this.host.saved();
    const replayed = stepsOf(game.record, at ?? (saved?.id === game.id ? saved.at : 0));
    if (!replayed.ok) {
      this.problem = s.badRecord(replayed.error);
      this.host.post({ type: 'error', message: `the record of game ${game.id} does not replay: ${replayed.error}` });
      return;
    }
    const { positions, record } = replayed.value;
    const helpers = helpersOf(record.helped, record.moves.length);
    const labels = moveLabels(positions, record.moves, s.moveWords, strings.cards.name);
    this.helpers = helpers;
    this.labels = { short: labels.short, spoken: labels.spoken.map((move, i) => (helpers[i] ? s.playedBy(move, helpers[i]) : move)) };
    this.steps = replayed.value;
    this.stepped();
  }

  private command(command: ReplayCommand): void {
    const steps = this.steps;
    if (!steps) return;
    switch (command) {
      case 'first':
        return this.goTo(0);
      case 'back':
        return this.goTo(steps.at - 1);
      case 'forward':
        return this.goTo(steps.at + 1);
      case 'last':
        return this.goTo(moveCount(steps));
      case 'toggle':
        if (this.player.playing) return this.player.pause();
        // Play from the deal again once the end is reached.
        if (atEnd(steps)) this.goTo(0);
        return this.player.play();
      case 'playFrom':
        if (canPlayFrom(steps) && this.game) this.host.post({ type: 'playFrom', id: this.game.id, moves: steps.at });
        return;
    }
  }

  /** The player's own step: playing stops, so the step stays. */
  private goTo(to: number): void {
    this.player.pause();
    this.moveTo(to);
  }

  /** One step of playing; whether another is left. */
  private stepForward(): boolean {
    const steps = this.steps;
    if (!steps) return false;
    this.moveTo(forward(steps).at);
    return !atEnd(this.steps!);
  }

  private moveTo(to: number): void {
    const steps = this.steps;
    if (!steps) return;
    const next = jump(steps, to);
    if (next === steps) return;
    // One step glides through the move's own steps, forward or taken back; a jump goes straight there.
    const { positions, record } = steps;
    if (next.at === steps.at + 1) this.motion.played(positions[steps.at], record.moves[steps.at], positions[next.at]);
    else if (next.at === steps.at - 1) this.motion.undone(positions[next.at], record.moves[next.at], positions[steps.at]);
    this.steps = next;
    this.stepped();
  }

  /** Tells the screen reader, the saved state and the host where the replay stands now. */
  private stepped(): void {
    const steps = this.steps!;
    const id = this.game!.id;
    this.announcement = s.spoken(steps.at, moveCount(steps), steps.at > 0 ? this.labels.spoken[steps.at - 1] : undefined);
    this.host.save({ version: 1, id, at: steps.at });
    this.host.post({ type: 'stepped', id, at: steps.at });
  }

  /** ← → Home End step, Space plays or pauses, wherever the focus is but the table (its arrows move between piles) and the controls that use the key. */
  private readonly onKey = (event: KeyboardEvent): void => {
    const inner = event.composedPath()[0];
    if (event.altKey || event.ctrlKey || event.metaKey || !(inner instanceof HTMLElement)) return;
    if (inner.closest('patience-table') || event.composedPath().some((n) => n instanceof HTMLElement && n.localName === 'patience-table'))
      return;
    const tag = inner.localName;
    const keyed: Record<string, ReplayCommand> = { ArrowLeft: 'back', ArrowRight: 'forward', Home: 'first', End: 'last', ' ': 'toggle' };
    const command = keyed[event.key];
    if (!command || tag === 'input' || tag === 'select' || (command === 'toggle' && tag === 'button')) return;
    event.preventDefault();
    this.command(command);
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'patience-replay': PatienceReplay;
  }
}
