// The hint drawn on the table: a curved arrow from the hinted cards to the pile they go to, over the
// table (the table itself marks the cards as picked up and the target with its dashed outline). It reads
// where they are from the drawn elements once they are laid out, and again when the table is resized.
// Plain DOM and SVG, no Lit: it is in the lazily loaded solver chunk. A deal or redeal has no arrow: the
// stock is marked already.
import type { HintSpots } from './solver-protocol';

const SVG = 'http://www.w3.org/2000/svg';
const STYLES = `
:host { position: absolute; inset: 0; z-index: 15; pointer-events: none; }
svg { position: absolute; inset: 0; width: 100%; height: 100%; overflow: visible; }
.edge { fill: none; stroke: rgb(0 0 0 / 0.6); stroke-width: 8; stroke-linecap: round; stroke-linejoin: round; }
.line { fill: none; stroke: var(--patience-select); stroke-width: 4; stroke-linecap: round; stroke-linejoin: round; }
.head.edge { fill: rgb(0 0 0 / 0.6); }
.head.line { fill: var(--patience-select); }
`;

interface Point {
  readonly x: number;
  readonly y: number;
}

/** The drawn card elements of a pile from `from` up (a card element carries its index in the pile). */
function cardsFrom(pile: Element, from: number): Element[] {
  return [...(pile.shadowRoot?.querySelectorAll('patience-card') ?? [])].filter(
    (card) => (card as Element & { index: number }).index >= from,
  );
}

function union(rects: readonly DOMRect[]): DOMRect {
  const left = Math.min(...rects.map((r) => r.left));
  const top = Math.min(...rects.map((r) => r.top));
  return new DOMRect(left, top, Math.max(...rects.map((r) => r.right)) - left, Math.max(...rects.map((r) => r.bottom)) - top);
}

/** How far from the centre of `rect` along the unit direction (dx, dy) its edge is. */
function toEdge(rect: DOMRect, dx: number, dy: number): number {
  return Math.min(dx ? rect.width / 2 / Math.abs(dx) : Infinity, dy ? rect.height / 2 / Math.abs(dy) : Infinity);
}

export class PatienceHintArrow extends HTMLElement {
  private readonly root = this.attachShadow({ mode: 'open' });
  private spots: HintSpots | null = null;
  private frame = 0;
  private readonly resize = typeof ResizeObserver === 'function' ? new ResizeObserver(() => this.schedule()) : null;

  constructor() {
    super();
    // A constructed sheet, not a <style>: the page's CSP forbids inline styles.
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(STYLES);
    this.root.adoptedStyleSheets = [sheet];
    this.setAttribute('aria-hidden', 'true');
  }

  connectedCallback(): void {
    this.resize?.observe(this);
    this.schedule();
  }

  disconnectedCallback(): void {
    this.resize?.disconnect();
  }

  /** Points at the hinted move (drawn once the table shows it), or at nothing. */
  show(spots: HintSpots | null): void {
    this.spots = spots;
    this.schedule();
  }

  private schedule(): void {
    cancelAnimationFrame(this.frame);
    this.frame = requestAnimationFrame(() => this.draw());
  }

  private draw(): void {
    const spots = this.spots;
    const piles = this.parentNode?.querySelector('patience-table')?.shadowRoot?.querySelectorAll('patience-pile');
    const source = spots && spots.pile >= 0 ? piles?.[spots.pile] : undefined;
    const target = spots ? piles?.[spots.to] : undefined;
    const cards = source ? cardsFrom(source, spots!.from) : [];
    const landing = target?.shadowRoot?.querySelector('.drop') ?? target;
    if (!cards.length || !landing) {
      this.removeAttribute('data-from');
      this.removeAttribute('data-to');
      this.root.replaceChildren();
      return;
    }
    this.dataset.from = (source as Element & { spec: { id: string } }).spec.id;
    this.dataset.to = (target as Element & { spec: { id: string } }).spec.id;
    const box = this.getBoundingClientRect();
    const from = union(cards.map((card) => card.getBoundingClientRect()));
    const to = landing.getBoundingClientRect();
    this.root.replaceChildren(this.picture(from, to, box));
  }

  /** The arrow from the edge of `from` to the edge of `to`, in the coordinates of `box`. */
  private picture(from: DOMRect, to: DOMRect, box: DOMRect): SVGSVGElement {
    const a = { x: from.left + from.width / 2 - box.left, y: from.top + from.height / 2 - box.top };
    const b = { x: to.left + to.width / 2 - box.left, y: to.top + to.height / 2 - box.top };
    const length = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    const [dx, dy] = [(b.x - a.x) / length, (b.y - a.y) / length];
    // Out of the cards and up to the target's edge, unless they touch (then centre to centre).
    const [out, into] = [toEdge(from, dx, dy), toEdge(to, dx, dy) + 4];
    const fits = out + into < length - 12;
    const start = fits ? { x: a.x + dx * out, y: a.y + dy * out } : a;
    const end = fits ? { x: b.x - dx * into, y: b.y - dy * into } : b;
    // A gentle bend, so an arrow along a row of piles does not run over their tops.
    const bend = Math.min(60, Math.hypot(end.x - start.x, end.y - start.y) * 0.2);
    const control = { x: (start.x + end.x) / 2 + dy * bend, y: (start.y + end.y) / 2 - dx * bend };
    const svg = document.createElementNS(SVG, 'svg');
    const curve = `M${start.x},${start.y} Q${control.x},${control.y} ${end.x},${end.y}`;
    const head = arrowHead(control, end);
    for (const layer of ['edge', 'line']) {
      svg.append(shape('path', { class: layer, d: curve }), shape('polygon', { class: `head ${layer}`, points: head }));
    }
    return svg;
  }
}

/** The arrowhead's corners at `tip`, pointing away from `from`. */
function arrowHead(from: Point, tip: Point): string {
  const angle = Math.atan2(tip.y - from.y, tip.x - from.x);
  const corner = (turn: number): string => `${tip.x - 16 * Math.cos(angle + turn)},${tip.y - 16 * Math.sin(angle + turn)}`;
  return `${tip.x},${tip.y} ${corner(0.45)} ${corner(-0.45)}`;
}

function shape(name: string, attributes: Record<string, string>): SVGElement {
  const el = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) el.setAttribute(key, value);
  return el;
}

if (!customElements.get('patience-hint-arrow')) customElements.define('patience-hint-arrow', PatienceHintArrow);
