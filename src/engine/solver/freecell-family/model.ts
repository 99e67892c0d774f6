// The FreeCell family's search model (Baker's Game, FreeCell): the moves worth trying, play and undo, the line.
import { type Autoplay, safeLimits } from '../../games/freecell-family/autoplay';
import type { FamilyGame } from '../../games/freecell-family/rules';
import { FAMILY_PILES } from '../../games/freecell-family/layout';
import type { Move, Position } from '../../types';
import type { SearchModel } from '../types';
import { CELLS, COLS, columnOf, EMPTY, FamilyBoard, FIRST_COL, FIRST_HOME, heightOf, IN_CELLS, isRed, linkTest, rank, ROOM } from './board';
import { parkRun, PUT_BACK, putBack, topIsLinked } from './links-kept';
import { COLOUR_WEIGHTS, countOf, FREECELL_TRIES, MoveOrder, SUIT_WEIGHTS } from './move-order';

/**
 * A move packed as from | to << 4 | count << 8 (pile indices of the game). A run parked in free
 * cells (links kept, see links-kept.ts) also has the cells it fills, in order, as a mask from bit 16.
 */
export const pack = (from: number, to: number, count: number): number => from | (to << 4) | (count << 8);
const cellsOf = (move: number) => move >>> 16;
/** A move's block of the undo log at most: 52 cards home, 4 put-backs (one per free cell), the count and the move. */
const LOG_BLOCK_MOST = 52 + CELLS + 2;

/**
 * The FreeCell family as a compact mutable position, for speed (the solver's hottest loop). It plays
 * exactly the engine's rules, including the automatic play to the foundations in the engine's scan
 * order; test/engine/solver checks its moves and positions against `legalMoves`/`applyMove`.
 *
 * Undo log, per move: the cards played home (card | source << 8 | foundation << 12) and put-backs
 * (PUT_BACK | …), their count, then the move.
 */
export class FamilyModel extends FamilyBoard implements SearchModel {
  private readonly kings: boolean;
  /** Leaves out the moves README.md ("links kept") shows no win needs (Baker's kings rules only: its argument needs them). */
  readonly linksKept: boolean;
  /** What the model plays home by itself: AisleRiot's safe cards also when the game's autoplay is off (then written out as moves). */
  private readonly autoplayMode: Exclude<Autoplay, 'off'>;
  /** The game plays nothing home by itself: the line names the cards the model played home. */
  private readonly homeMovesInLine: boolean;
  /** Building down in suit: a column's top takes one card, not two. */
  private readonly isSameColourBuild: boolean;
  /** Small at first (a search often ends within a millisecond): it doubles as a line grows deeper. */
  log = new Int32Array(1 << 8);
  /** Moves of one position: at most 16 onto tops, 4 + 8 × 13 into an empty column, 16 into cells, 12 home. */
  readonly movesAtMost = 256;
  top = 0;
  private readonly order: MoveOrder;
  /** FreeCell's tries (move-order.ts); Baker's Game searches once, its space is small. */
  readonly tries?: readonly number[];

  /** `linksKept: false` lists every move that leads somewhere new (the tests' reference). */
  constructor(position: Position, game: FamilyGame, { linksKept = true }: { linksKept?: boolean } = {}) {
    super(position, linkTest(game.building));
    this.kings = game.kingsOnly(position.variant);
    this.linksKept = linksKept && this.kings && game.building === 'suit';
    const autoplay = game.autoplay(position.variant);
    this.autoplayMode = autoplay === 'all' ? 'all' : 'safe';
    this.homeMovesInLine = autoplay === 'off';
    this.isSameColourBuild = game.building === 'suit';
    this.order = new MoveOrder(this, this.isSameColourBuild ? SUIT_WEIGHTS : COLOUR_WEIGHTS, this.movesAtMost);
    if (!this.isSameColourBuild) this.tries = FREECELL_TRIES;
  }

  /** Orders moves with seeded noise on their gains from now on (move-order.ts): try `attempt`'s way. */
  reorder(attempt: number): void {
    this.order.reseed(attempt);
  }

  moves(out: Int32Array, at: number): number {
    const { cols, len, cell } = this;
    let n = at;
    let freeCells = 0;
    let firstCell = -1;
    for (let i = 0; i < CELLS; i++) {
      if (cell[i] === EMPTY) {
        freeCells++;
        if (firstCell < 0) firstCell = i;
      }
    }
    let emptyCols = 0;
    let firstEmpty = -1;
    for (let c = 0; c < COLS; c++) {
      if (len[c] === 0) {
        emptyCols++;
        if (firstEmpty < 0) firstEmpty = c;
      }
    }
    // Power-move limits onto a non-empty and onto an empty column (the source never counts in E).
    const limit = this.kings ? freeCells + 1 : (freeCells + 1) << emptyCols;
    const limitToEmpty = this.kings ? freeCells + 1 : (freeCells + 1) << Math.max(0, emptyCols - 1);

    // To a foundation: after a move the automatic play leaves only cards it holds back (none when it takes all).
    if (this.top === 0 || this.autoplayMode === 'safe') n = this.homeMoves(out, n);
    // Links kept (links-kept.ts): runs parked whole, after a move; at the start only when nothing can go home.
    const parking = this.linksKept && n === at;
    // Onto a column's top card: only the cards it takes (one in suit, two of the other colour), from a cell or a run.
    for (let t = 0; t < COLS; t++) {
      if (len[t] === 0) continue;
      const top = cols[t * ROOM + len[t] - 1];
      if (rank(top) === 1) continue;
      if (this.isSameColourBuild) n = this.ontoColumn(out, n, t, top - 1, limit);
      else {
        const lower = rank(top) - 2;
        // A red top takes the black cards one lower (clubs, spades: suits 0, 3), a black one the red (1, 2).
        const red = isRed(top);
        n = this.ontoColumn(out, n, t, (red ? 0 : 1) * 13 + lower, limit);
        n = this.ontoColumn(out, n, t, (red ? 3 : 2) * 13 + lower, limit);
      }
    }
    // Into the first empty column (every empty column is alike): never a whole column, a no-op.
    if (firstEmpty >= 0) {
      for (let i = 0; i < CELLS; i++) {
        if (cell[i] !== EMPTY && (!this.kings || rank(cell[i]) === 13)) out[n++] = pack(i, FIRST_COL + firstEmpty, 1);
      }
      for (let c = 0; c < COLS; c++) {
        const run = Math.min(this.runLength(c), len[c] - 1, limitToEmpty);
        for (let k = run; k >= 1; k--) {
          if (!this.kings || rank(cols[c * ROOM + len[c] - k]) === 13) out[n++] = pack(FIRST_COL + c, FIRST_COL + firstEmpty, k);
        }
      }
    }
    // Into the first empty free cell (cell to cell is a no-op).
    if (firstCell >= 0) {
      for (let c = 0; c < COLS; c++) {
        if (!len[c]) continue;
        // Links kept: a card on the card it builds on goes with the rest of its run, and after a move only so.
        const linked = parking && topIsLinked(this, c);
        if (linked) {
          const parked = parkRun(this, c, freeCells, firstCell);
          if (parked) out[n++] = parked;
        }
        if (!linked || this.top === 0) out[n++] = pack(FIRST_COL + c, firstCell, 1);
      }
    }
    n = this.withoutWayBack(out, at, n);
    this.order.sort(out, at, n, freeCells);
    return n - at;
  }

  /**
   * Every top card the suits need next (the automatic play has taken the rest), to its foundation, in
   * pile order (free cells, then columns), as a scan of the piles would list them: only those four can go.
   */
  private homeMoves(out: Int32Array, n: number): number {
    const start = n;
    for (let s = 0; s < 4; s++) {
      if (this.home[s] === 13) continue;
      const card = s * 13 + this.home[s];
      const from = this.pileOnTop(card);
      if (from < 0) continue;
      const move = pack(from, this.homeFor(card), 1);
      let j = n++;
      for (; j > start && (out[j - 1] & 15) > from; j--) out[j] = out[j - 1];
      out[j] = move;
    }
    return n;
  }

  /** The pile `card` lies on top of (a free cell or a column), or -1 when it is under another card or home. */
  private pileOnTop(card: number): number {
    const at = this.at[card];
    if (at >= IN_CELLS) return at - IN_CELLS;
    if (at < 0) return -1;
    const c = columnOf(at);
    return heightOf(at) === this.len[c] - 1 ? FIRST_COL + c : -1;
  }

  /** The move of `card` onto column `t`, from a free cell or with the cards on it from a column, if legal. */
  private ontoColumn(out: Int32Array, n: number, t: number, card: number, limit: number): number {
    const at = this.at[card];
    if (at >= IN_CELLS) {
      out[n++] = pack(at - IN_CELLS, FIRST_COL + t, 1);
    } else if (at >= 0) {
      const c = columnOf(at);
      const k = this.len[c] - heightOf(at);
      if (c !== t && k <= limit && k <= this.runLength(c)) out[n++] = pack(FIRST_COL + c, FIRST_COL + t, k);
    }
    return n;
  }

  /**
   * Drops the moves that take the last move back (when nothing went home after it): they lead to
   * the position before it, up to the key, which the search has seen already. Any free cell is as
   * good as another, and so is any empty column.
   */
  private withoutWayBack(out: Int32Array, at: number, n: number): number {
    if (this.top === 0 || this.log[this.top - 2] !== 0) return n;
    const last = this.log[this.top - 1];
    const lastFrom = last & 15;
    const lastTo = (last >> 4) & 15;
    const count = countOf(last);
    const fromCell = lastFrom < CELLS;
    const fromNowEmpty = lastFrom >= FIRST_COL && this.len[lastFrom - FIRST_COL] === 0;
    let kept = at;
    for (let i = at; i < n; i++) {
      const move = out[i];
      if ((move & 15) === lastTo && countOf(move) === count) {
        const to = (move >> 4) & 15;
        if (to === lastFrom || (to < CELLS ? fromCell : fromNowEmpty && to >= FIRST_COL && this.len[to - FIRST_COL] === 0)) continue;
      }
      out[kept++] = move;
    }
    return kept;
  }

  play(move: number): void {
    // Room for the whole block at once: no look per forced step.
    this.reserve(LOG_BLOCK_MOST);
    if (cellsOf(move)) this.park(move & 15, cellsOf(move));
    else this.transfer(move & 15, (move >> 4) & 15, countOf(move));
    const before = this.top;
    if (this.mayStartAutoplay(move)) this.autoplay();
    if (this.linksKept) putBack(this);
    this.log[this.top] = this.top - before;
    this.log[this.top + 1] = move;
    this.top += 2;
  }

  /**
   * Whether the automatic play may have a card to play after `move`. Every position but the start is one
   * where it has played all it could; a move that sends no card home changes no limit, so only a card it
   * uncovers can go: the new top of the column it left (parking a run uncovers several: it looks).
   */
  private mayStartAutoplay(move: number): boolean {
    const from = move & 15;
    const to = (move >> 4) & 15;
    if (this.top === 0 || cellsOf(move) || (to >= FIRST_HOME && to < FIRST_COL)) return true;
    if (from < FIRST_COL) return false;
    const c = from - FIRST_COL;
    return this.len[c] > 0 && this.playable(this.cols[c * ROOM + this.len[c] - 1]);
  }

  undo(): void {
    const move = this.log[--this.top];
    for (let played = this.log[--this.top]; played > 0; played--) {
      const entry = this.log[--this.top];
      if (entry & PUT_BACK) {
        const c = (entry >> 4) & 15;
        const card = this.cols[c * ROOM + this.len[c] - 1];
        this.lift(c, 1);
        this.setCell(entry & 15, card);
        continue;
      }
      this.takeHome(entry & 255);
      this.place((entry >> 8) & 15, entry & 255);
    }
    if (cellsOf(move)) this.unpark(move & 15, cellsOf(move));
    else this.transfer((move >> 4) & 15, move & 15, countOf(move));
  }

  toMove(move: number): Move {
    return this.toMoves(move)[0];
  }

  /** The engine's moves from the start to here: each move's, then its put-backs and, autoplay off, its cards home. */
  line(): readonly Move[] {
    // The log is read backwards (each block ends with its move), the line written forwards.
    const ends: number[] = [];
    for (let top = this.top; top > 0; top -= 2 + this.log[top - 2]) ends.push(top);
    const line: Move[] = [];
    for (let b = ends.length - 1; b >= 0; b--) this.blockMoves(ends[b], line);
    return line;
  }

  /** Appends the engine moves of the log's block ending at `end`: its move's, then its forced steps'. */
  private blockMoves(end: number, line: Move[]): void {
    const ids = FAMILY_PILES;
    this.appendMoves(this.log[end - 1], line);
    for (let i = end - 2 - this.log[end - 2]; i < end - 2; i++) {
      const entry = this.log[i];
      if (entry & PUT_BACK) line.push({ from: ids[entry & 15].id, to: ids[FIRST_COL + ((entry >> 4) & 15)].id });
      else if (this.homeMovesInLine) line.push({ from: ids[(entry >> 8) & 15].id, to: ids[FIRST_HOME + ((entry >> 12) & 3)].id });
    }
  }

  toMoves(move: number): readonly Move[] {
    const moves: Move[] = [];
    this.appendMoves(move, moves);
    return moves;
  }

  /** Appends the engine moves `move` stands for: one, or one per free cell a parked run fills. */
  private appendMoves(move: number, out: Move[]): void {
    const ids = FAMILY_PILES;
    const from = ids[move & 15].id;
    const cells = cellsOf(move);
    if (cells) {
      for (let i = 0; i < CELLS; i++) if (cells & (1 << i)) out.push({ from, to: ids[i].id });
      return;
    }
    const to = ids[(move >> 4) & 15].id;
    const count = countOf(move);
    out.push(count === 1 ? { from, to } : { from, to, count });
  }

  /** Logs a forced step of the last move for `undo` and `line` (play has made room for it). */
  logStep(entry: number): void {
    this.log[this.top++] = entry;
  }

  /**
   * The engine's automatic play: the first card allowed home in free cells 1…4 then columns 1…8
   * goes, and again. Only the card each suit needs next can be playable, so it looks at those four:
   * the one lying first in that scan order goes (safe: among those within AisleRiot's limits).
   */
  private autoplay(): void {
    const safe = this.autoplayMode === 'safe';
    for (;;) {
      let redLimit = 13;
      let blackLimit = 13;
      if (safe) {
        const limits = safeLimits(this.home);
        redLimit = limits.red;
        blackLimit = limits.black;
      }
      // The first in pile order (free cells, then columns) of the cards the suits need next.
      let source = FIRST_COL + COLS;
      let firstCard = -1;
      for (let s = 0; s < 4; s++) {
        if (this.home[s] === 13) continue;
        const card = s * 13 + this.home[s];
        if (rank(card) > (s === 1 || s === 2 ? redLimit : blackLimit)) continue;
        const pile = this.pileOnTop(card);
        if (pile >= 0 && pile < source) {
          source = pile;
          firstCard = card;
        }
      }
      if (firstCard < 0) return;
      if (source < CELLS) this.cell[source] = EMPTY;
      else this.lift(source - FIRST_COL, 1);
      const slot = this.homeFor(firstCard) - FIRST_HOME;
      this.putHome(firstCard, slot);
      this.logStep(firstCard | (source << 8) | (slot << 12));
    }
  }

  private reserve(entries: number): void {
    if (this.top + entries <= this.log.length) return;
    const bigger = new Int32Array(this.log.length * 2);
    bigger.set(this.log);
    this.log = bigger;
  }
}
