// Pure geometry: where each pile sits on the table and how far apart the cards of a fan lie.
// Kept free of the DOM so the table, the drag hit-test and the tests share one set of numbers.
import { type Card, type PileSpec, isFaceDown } from '../../src/engine';
import { type GridPlace, gridBands, gridColumns, wrapGrid } from './table-grid';

/** Card artwork is 250 × 350. */
export const CARD_RATIO = 1.4;

// Fan steps as fractions of the card height (down) or width (right). The artist's minimum for a
// readable corner index is 18% of the height; sideways the rank and its pip fill 36% of the width.
const DOWN_UP = 0.27;
const DOWN_UP_MIN = 0.18;
/** Small cards show the large corner index (scripts/make-cards.mjs: its rank reaches 80 units of 350 down): never hidden in part. */
const DOWN_UP_MIN_SMALL = 0.25;
const DOWN_HIDDEN = 0.1;
const DOWN_HIDDEN_MIN = 0.06;
const RIGHT = 0.36;
/** Last resort when a fan is longer than its room even at the minimum (cards overlap the index). */
const SQUEEZE_FLOOR = 0.05;
/** Room a downward fan gets below its first card, in card heights, before cards must shrink. */
const DOWN_ROOM = 1.8;
/** Cards a sideways fan shows at the comfortable step. */
const RIGHT_CARDS = 4;
/** Most cards a waste fans out (Klondike's three-card deals). */
const TOP_FANNED = 3;
const GAP_X = 0.12;
const GAP_Y = 0.14;
const MARGIN = 10;
const MAX_CARD_WIDTH = 170;

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export interface TableLayout {
  readonly cardW: number;
  readonly cardH: number;
  /** Each pile's area in table pixels: a fan's area runs to where its cards may reach. */
  readonly slots: readonly Rect[];
  /** Each pile's row and column as drawn: the game's own, or wrapped to a narrow tab (tableGrid). */
  readonly places: readonly GridPlace[];
}

/** Height a downward fan needs beyond its first card at the minimum steps (`up` between face-up cards), in card heights. */
function minDownExtent(cards: readonly Card[], up: number): number {
  let need = 0;
  for (let i = 0; i < cards.length - 1; i++) need += isFaceDown(cards[i]) ? DOWN_HIDDEN_MIN : up;
  return need;
}

/** A wrapped grid must make the cards this much larger than the game's own grid does, or the game's own is kept. */
const REFLOW_GAIN = 1.25;
/** Lines a wrapped tableau may take. */
const MOST_TABLEAU_LINES = 2;
/** Below this width (px) cards are drawn from the sheets with the large corner index. */
export const SMALL_CARD_W = 60;

/** The card width a grid allows in `width` × `height`, given the downward fans' `room` below their first card. */
function cardWidthFor(specs: readonly PileSpec[], places: readonly GridPlace[], room: number, width: number, height: number): number {
  const cols = Math.max(...places.map((p) => p.col)) + 1;
  const rows = Math.max(...places.map((p) => p.row)) + 1;
  const slotFactor = specs.some((s) => s.fan === 'right') ? 1 + (RIGHT_CARDS - 1) * RIGHT : 1;
  const downRows = new Set(places.filter((_, i) => specs[i].fan === 'down').map((p) => p.row)).size;
  const availW = Math.max(width - 2 * MARGIN, 40);
  const availH = Math.max(height - 2 * MARGIN, 40);
  const fromWidth = availW / (cols * slotFactor + (cols - 1) * GAP_X);
  // Rows holding a downward fan are `1 + room` cards tall; the others one card.
  const fromHeight = availH / (rows + downRows * room + (rows - 1) * GAP_Y) / CARD_RATIO;
  return Math.floor(Math.min(fromWidth, fromHeight, MAX_CARD_WIDTH));
}

/** The last grid chosen for each game's piles (a game's specs are one array), so a redraw at the same size does not choose again. */
const grids = new WeakMap<readonly PileSpec[], { width: number; height: number; places: readonly GridPlace[] }>();

/**
 * The grid the piles take in `width` × `height`: the game's own, or its rows wrapped into fewer
 * columns when that makes the cards clearly larger (a narrow, tall tab). Chosen for the deal's
 * room, not the cards on the table, so the piles do not jump about as a column grows.
 */
export function tableGrid(specs: readonly PileSpec[], width: number, height: number): readonly GridPlace[] {
  const known = grids.get(specs);
  if (known?.width === width && known.height === height) return known.places;
  const bands = gridBands(specs);
  const own = wrapGrid(specs, gridColumns(specs), bands);
  let best = own;
  let bestW = cardWidthFor(specs, own, DOWN_ROOM, width, height) * REFLOW_GAIN;
  // A tableau (a band of downward fans) wraps into two lines at most: a third reads as another game's piles.
  const tableaux = bands.filter((band) => band.every((i) => specs[i].fan === 'down')).map((band) => band.length);
  const fewest = Math.ceil(Math.max(0, ...tableaux) / MOST_TABLEAU_LINES);
  for (let columns = gridColumns(specs) - 1; columns >= Math.max(1, fewest); columns--) {
    const places = wrapGrid(specs, columns, bands);
    const w = cardWidthFor(specs, places, DOWN_ROOM, width, height);
    if (w > bestW) [best, bestW] = [places, w];
  }
  grids.set(specs, { width, height, places: best });
  return best;
}

/**
 * Lays the piles out on their grid (./table-grid.ts) to fill `width` × `height`. Cards are as large as
 * the width allows, and as the tallest downward fan allows at its minimum steps (so a very long
 * column shrinks the cards instead of running off the table). Height to spare goes to the rows of
 * downward fans.
 */
export function layoutTable(specs: readonly PileSpec[], piles: readonly (readonly Card[])[], width: number, height: number): TableLayout {
  const places = tableGrid(specs, width, height);
  const cols = Math.max(...places.map((p) => p.col)) + 1;
  const rows = Math.max(...places.map((p) => p.row)) + 1;
  const sideways = specs.some((s) => s.fan === 'right');
  const slotFactor = sideways ? 1 + (RIGHT_CARDS - 1) * RIGHT : 1;
  const downRows = new Set(places.filter((_, i) => specs[i].fan === 'down').map((p) => p.row));
  const roomFor = (up: number): number =>
    specs.reduce((room, s, i) => (s.fan === 'down' ? Math.max(room, minDownExtent(piles[i], up)) : room), DOWN_ROOM);
  let room = roomFor(DOWN_UP_MIN);
  let cardW = cardWidthFor(specs, places, room, width, height);
  // Cards small enough for the large index need longer steps to show it whole: the fans' room again at those.
  if (cardW < SMALL_CARD_W) {
    room = roomFor(DOWN_UP_MIN_SMALL);
    cardW = Math.min(cardW, cardWidthFor(specs, places, room, width, height));
  }
  const cardH = Math.floor(cardW * CARD_RATIO);
  const slotW = cardW * slotFactor;
  const usedW = cols * slotW + (cols - 1) * GAP_X * cardW;
  const left = Math.round((width - usedW) / 2);
  const rowHeight = (r: number): number => cardH * (downRows.has(r) ? 1 + room : 1);
  let usedH = (rows - 1) * GAP_Y * cardH;
  for (let r = 0; r < rows; r++) usedH += rowHeight(r);
  const spare = downRows.size ? Math.max(0, height - 2 * MARGIN - usedH) / downRows.size : 0;
  const rowTop: number[] = [];
  const rowH: number[] = [];
  let y = MARGIN;
  for (let r = 0; r < rows; r++) {
    rowTop.push(y);
    rowH.push(rowHeight(r) + (downRows.has(r) ? spare : 0));
    y += rowH[r] + GAP_Y * cardH;
  }
  const slots = specs.map((s, i): Rect => {
    const { row, col } = places[i];
    const x = Math.round(left + col * (slotW + GAP_X * cardW));
    const top = Math.round(rowTop[row]);
    if (s.fan === 'down') return { x, y: top, w: cardW, h: Math.max(cardH, Math.floor(rowTop[row] + rowH[row]) - top) };
    if (s.fan === 'right') return { x, y: top, w: Math.round(slotW), h: cardH };
    // A waste's top cards fan out into the room up to the next pile of its row (Klondike's empty column 2), as far as three reach.
    if (s.fan === 'top-right') {
      const next = Math.min(cols, ...places.filter((p, j) => j !== i && p.row === row && p.col > col).map((p) => p.col));
      const room = (next - col) * (slotW + GAP_X * cardW) - GAP_X * cardW;
      return { x, y: top, w: Math.round(Math.min(room, cardW * (1 + (TOP_FANNED - 1) * RIGHT))), h: cardH };
    }
    // A single card in a column sized for sideways fans sits in its middle.
    return { x: Math.round(x + (slotW - cardW) / 2), y: top, w: cardW, h: cardH };
  });
  return { cardW, cardH, slots, places };
}

/**
 * Offset of each card from the pile's corner along its fan. Face-down steps shrink first, then
 * face-up steps down to the readable minimum, and only past that do cards squeeze further. A waste
 * ('top-right') fans its top `fanned` cards (as many as a click on the stock draws) and squares the rest.
 */
export function fanOffsets(cards: readonly Card[], fan: PileSpec['fan'], cardW: number, cardH: number, slot: Rect, fanned = 1): number[] {
  const n = cards.length;
  if (fan === 'none' || n < 2) return new Array<number>(n).fill(0);
  if (fan === 'right') {
    const step = Math.min(RIGHT * cardW, Math.max((slot.w - cardW) / (n - 1), SQUEEZE_FLOOR * cardW));
    return cards.map((_, i) => Math.round(i * step));
  }
  if (fan === 'top-right') {
    const spread = Math.min(fanned, n) - 1;
    const step = spread > 0 ? Math.min(RIGHT * cardW, Math.max(0, slot.w - cardW) / spread) : 0;
    return cards.map((_, i) => Math.round(Math.max(0, i - (n - 1 - spread)) * step));
  }
  let hidden = 0;
  for (let i = 0; i < n - 1; i++) if (isFaceDown(cards[i])) hidden++;
  const shown = n - 1 - hidden;
  const room = slot.h - cardH;
  let up = DOWN_UP * cardH;
  let down = DOWN_HIDDEN * cardH;
  if (hidden * down + shown * up > room) {
    down = Math.max(DOWN_HIDDEN_MIN * cardH, hidden ? (room - shown * up) / hidden : down);
    if (shown > 0 && hidden * down + shown * up > room) up = Math.max(SQUEEZE_FLOOR * cardH, (room - hidden * down) / shown);
  }
  const out: number[] = [];
  let at = 0;
  for (let i = 0; i < n; i++) {
    out.push(Math.round(at));
    at += isFaceDown(cards[i]) ? down : up;
  }
  return out;
}

/**
 * The first card a pile draws: a stock only its top card, an unfanned pile the top two (the second is what a lifted top
 * card uncovers), a waste its `fanned` top cards and the one under them.
 */
export function firstDrawn(spec: PileSpec, count: number, fanned = 1): number {
  if (spec.kind === 'stock') return Math.max(0, count - 1);
  if (spec.fan === 'none') return Math.max(0, count - 2);
  return spec.fan === 'top-right' ? Math.max(0, count - fanned - 1) : 0;
}

/** Whether a pile's cards spread to the right (a sideways fan, a waste's top cards). */
export const fansRight = (fan: PileSpec['fan']): boolean => fan === 'right' || fan === 'top-right';

/** The top-left corner of a card `offset` along its pile's fan, in table pixels. */
export function cardPoint(slot: Rect, fan: PileSpec['fan'], offset: number): { x: number; y: number } {
  return fansRight(fan) ? { x: slot.x + offset, y: slot.y } : { x: slot.x, y: slot.y + offset };
}
