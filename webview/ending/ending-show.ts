// The end of a game on the table, in the ending chunk: a win is celebrated (the cascade, once the
// winning move has landed), then the result panel shows; a loss shows the panel at once. A win made
// here is worded only once the host's verdict has come (counted, or won with help, and what it means
// in the statistics), so the panel never calls a win with help "You won!"; the verdict is said once.
// A game opened already won is worded from the page's own facts. Any press or key skips the celebration. Nothing here imports the page's
// first bundle at run time: the page hands over what it needs (`EndingPage`).
import type { ReactiveControllerHost } from 'lit';
import type { AnimationSpeed, CardBack } from '../../src/protocol/protocol';
import type { WinVerdict } from '../../src/protocol/game-result';
import { outcomeWords } from '../l10n/outcome-words';
import type { MotionTable } from '../motion/motion';
import { type EndingKit, spritesOf } from './cascade-cards';
import { type Running, cascade } from './cascade';
import { type PanelWords, PatienceResultPanel, type Result, newsText } from './patience-result-panel';
import { resultWords } from './result-words';

export interface EndingPage {
  readonly host: ReactiveControllerHost & HTMLElement;
  readonly kit: EndingKit;
  readonly words: PanelWords;
  /** Lit's `nothing`: what the page renders when there is nothing to show. */
  readonly nothing: unknown;
  table(): (MotionTable & { readonly cardsUri: string; readonly cardBack: CardBack }) | null;
  speed(): AnimationSpeed;
  /** Settles when the cards of the last change have landed. */
  landed(): Promise<void>;
  announce(text: string): void;
}

/** How long a win made here waits for the host's verdict before the panel words it from the page's facts. */
export const VERDICT_WAIT_MS = 8000;

export class EndingShow {
  private panel: PatienceResultPanel | null = null;
  private canvas: HTMLCanvasElement | null = null;
  private running: Running | null = null;
  private celebrating = false;
  /** Watches the table's size while a panel is shown (see placePanel). */
  private resized: ResizeObserver | null = null;
  /** The host's verdict on the win on the table; `awaiting`: a win made here, worded once the verdict comes. */
  private verdict: WinVerdict | null = null;
  private awaiting = false;
  private verdictTimer: ReturnType<typeof setTimeout> | undefined;
  /** Bumped when a celebration starts or stops: a late step of an older one does nothing. */
  private run = 0;

  constructor(private readonly page: EndingPage) {
    page.host.addEventListener('pointerdown', this.skip, true);
    page.host.addEventListener('keydown', this.skip, true);
  }

  /** What goes over the table: the cascade while a win is celebrated, then (or for a loss) the panel. */
  view(result: Omit<Result, 'verdict'> | null): unknown {
    if (!result) return this.page.nothing;
    if (this.celebrating) return this.canvas ?? this.page.nothing;
    const won = result.status === 'won';
    if (won && this.awaiting && !this.verdict) return this.page.nothing;
    this.panel ??= new PatienceResultPanel().init(this.page.words);
    this.panel.show({ ...result, verdict: won ? this.verdict : null });
    void this.placePanel();
    return this.panel;
  }

  /**
   * Once the page and the table have drawn (before the screen is painted: these are microtasks), the
   * panel moves along the table's foot to where it hides the fewest cards: the player looks at the
   * final position, most of all at a lost one, to see what went wrong.
   */
  private async placePanel(): Promise<void> {
    await this.page.host.updateComplete;
    const table = this.page.table();
    if (!table) return;
    // A resized tab lays the table out again: the panel finds its place again after it.
    if (!this.resized && typeof ResizeObserver === 'function') {
      this.resized = new ResizeObserver(() => void (this.panel?.isConnected && this.placePanel()));
      this.resized.observe(table);
    }
    await table.updateComplete;
    const layout = table.layout;
    if (!layout || !this.panel?.isConnected) return;
    const origin = table.getBoundingClientRect();
    const cards = layout.slots.flatMap((slot, i) => {
      const pile = table.pileElement(i);
      const reach = pile?.offsets.at(-1);
      if (!pile || reach === undefined) return [];
      // A sideways fan or a waste's top cards reach to the right.
      const right = pile.spec.fan === 'right' || pile.spec.fan === 'top-right';
      return [
        { x: origin.left + slot.x, y: origin.top + slot.y, w: layout.cardW + (right ? reach : 0), h: layout.cardH + (right ? 0 : reach) },
      ];
    });
    this.panel.avoid(cards);
  }

  /** A new game is on the table: what the last win meant is forgotten. */
  reset(): void {
    this.verdict = null;
    this.awaiting = false;
    clearTimeout(this.verdictTimer);
    this.skip();
  }

  /** The game was just won: the cards cascade once the winning move has landed (not with motion off). */
  async celebrate(): Promise<void> {
    this.awaiting = true;
    // A host that never answers (its count failed, and said so in its log) must not hide the end of the game:
    // after a while the panel words the win from the page's own facts.
    clearTimeout(this.verdictTimer);
    this.verdictTimer = setTimeout(() => {
      this.awaiting = false;
      this.page.host.requestUpdate();
    }, VERDICT_WAIT_MS);
    const speed = this.page.speed();
    if (speed === 'off') return;
    const run = ++this.run;
    this.celebrating = true;
    this.page.host.requestUpdate();
    try {
      await this.page.landed();
      const table = this.page.table();
      if (run !== this.run || !table?.position || !table.layout || this.page.speed() === 'off') return;
      const sprites = await spritesOf({ position: table.position, layout: table.layout }, this.page.kit, table, speed);
      if (run !== this.run) return;
      this.canvas = cascadeCanvas();
      this.page.host.requestUpdate();
      await this.page.host.updateComplete;
      this.running = cascade(this.canvas, sprites, speed);
      await this.running.done;
    } finally {
      // Over, skipped or failed (a card picture that would not decode): the panel shows.
      this.end(run);
    }
  }

  /** The host's verdict on the win: the panel says it and what it means, and so does the screen reader, once. */
  told(verdict: WinVerdict): void {
    if (this.verdict) return;
    this.verdict = verdict;
    const format = this.page.words.strings.format;
    const said = outcomeWords({ outcome: 'won', ...verdict }, format.language);
    const r = resultWords(format);
    this.page.announce([said.headline, said.kind === 'assisted' ? '' : newsText(verdict, r)].filter(Boolean).join(' '));
    this.page.host.requestUpdate();
  }

  /** Any press or key: the celebration ends at once and the panel shows. */
  readonly skip = (): void => {
    if (this.celebrating) this.end(++this.run);
  };

  private end(run: number): void {
    if (run !== this.run) return;
    this.running?.stop();
    this.running = null;
    this.canvas = null;
    this.celebrating = false;
    this.page.host.requestUpdate();
  }
}

/** The canvas a cascade is drawn on, over the whole table; a click on it goes no further than skipping. */
function cascadeCanvas(): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  Object.assign(canvas.style, { position: 'absolute', inset: '0', width: '100%', height: '100%', zIndex: '25', cursor: 'pointer' });
  return canvas;
}
