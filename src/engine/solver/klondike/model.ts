// Klondike with full knowledge as the solver's model: the moves worth trying (the solver README, Klondike, says why each left
// out is never needed), play and undo with the safe cards sent home, and the line as engine moves.
import type { Move } from '../../types';
import type { SearchModel } from '../types';
import { AT_HOME, COLS, IN_TALON, KlondikeBoard, type KlondikeSetup, OTHER_COLOUR, RANK, RED, ROOM, SAME_COLOUR, SUIT } from './board';
import { RetryRandom } from '../xorshift';

/** Move kinds, packed as kind | a << 3 | b << 8 | count << 12 | viaRedeal << 17. */
const TT = 1; // column a → column b, count cards
const TF = 2; // column a → its foundation
const WT = 3; // talon card a → column b
const WF = 4; // talon card a → its foundation
const FT = 5; // foundation of suit a → column b
/** Undo log: a block per move, its record and those of the cards the move sent home by itself, then their count. */
const COUNT = 7;
const REC = 4;

/** Every column, as a mask of targets. */
const ALL_COLUMNS = (1 << COLS) - 1;

const pack = (kind: number, a: number, b: number, count: number, via: number): number =>
  kind | (a << 3) | (b << 8) | (count << 12) | (via << 17);
const kindOf = (move: number): number => move & 7;
const aOf = (move: number): number => (move >> 3) & 31;
const bOf = (move: number): number => (move >> 8) & 15;
const countOf = (move: number): number => (move >> 12) & 31;
const viaOf = (move: number): number => (move >> 17) & 1;

const DEAL: Move = { action: 'deal' };

/**
 * The winnable-only dealer's order without redeals (`winFirst`, solver README, Klondike, "The dealer"): each move's
 * position valued by its cards at home and face down and the waste's size (a card dealt past stays under the
 * ones dealt after it for good), best first, and restarts in other orders, so a win comes in few positions.
 * Measured (solver README, Klondike, "The dealer"): the dealer's p99 over 200 starts 1.63 s at 100 ms a deal with the
 * verdict search's order, 0.33 s at 10 ms with this one.
 */
const WIN_FIRST = {
  home: 10,
  faceDown: 10,
  waste: 6,
  /** Noise on the values from the second try on (about three cards' worth). */
  noise: 30,
  /** New positions per try before the search starts over in another order; the try after them has no limit. */
  tries: [...Array<number>(8).fill(500), ...Array<number>(4).fill(2000), ...Array<number>(2).fill(8000)],
} as const;

/** How the model lists its moves. */
export interface KlondikeModelOptions {
  /**
   * While a bridge is built, any card may be brought down (solver README, Klondike, "bridges"), so running out is a
   * proof; otherwise (quick) only what the bridge's cards take or what bares such a card (see `pruned`). Default true.
   */
  readonly complete?: boolean;
  /**
   * Valued and restarted for a quick win (WIN_FIRST), the dealer's search; the moves are the same, so running out is
   * still a proof. Default false: the verdict search's order, on which the daily deals depend.
   */
  readonly winFirst?: boolean;
}

const column = (c: number): string => `tableau-${c + 1}`;
const foundation = (f: number): string => `foundation-${f + 1}`;

export class KlondikeModel extends KlondikeBoard implements SearchModel {
  readonly movesAtMost = 128;
  private log = new Int32Array(REC << 8);
  private top = 0;
  private gain = new Int32Array(128);
  /** The ranks and colours of the cards on top of columns (bit rank * 2 + red), and the first empty column: set by moves(). */
  private exposed = 0;
  private firstEmpty = -1;
  /** Scratch of bridgeMovesQuick: the cards a bridge wants. */
  private readonly wanted = new Uint8Array(52);

  /**
   * Never set: what the quick model leaves out of a bridge can be made before the bridge or not at all (solver README,
   * Klondike, "bridges"), so its running out is a proof too. klondike-model.test.ts holds its verdicts to the complete
   * model's and to the engine model's.
   */
  readonly pruned = false;

  private readonly complete: boolean;
  /** Restarts (SearchModel.tries): the dealer's order only. */
  readonly tries?: readonly number[];
  readonly evaluate?: () => number;
  /** Spread of the seeded noise on values and gains (0: none, the first try), and its generator. */
  private noise = 0;
  private readonly retryRandom = new RetryRandom();

  constructor(setup: KlondikeSetup, { complete = true, winFirst = false }: KlondikeModelOptions = {}) {
    super(setup);
    this.complete = complete;
    if (winFirst) {
      this.tries = WIN_FIRST.tries;
      this.evaluate = () => this.winFirstValue();
    }
  }

  /** From now on values and gains get noise from a generator seeded by try number `attempt`. */
  reorder(attempt: number): void {
    this.retryRandom.seed(attempt);
    this.noise = WIN_FIRST.noise;
  }

  /** The dealer's value of the position: cards home, less cards face down and cards in the waste (WIN_FIRST). */
  private winFirstValue(): number {
    let value = -WIN_FIRST.waste * this.p;
    for (let s = 0; s < 4; s++) value += WIN_FIRST.home * this.home[s];
    for (let c = 0; c < COLS; c++) value -= WIN_FIRST.faceDown * this.down[c];
    return this.noise ? value + this.retryRandom.next() * this.noise : value;
  }

  /**
   * A card may go home for good when the cards of the other colour one lower are home and the other suit
   * of its colour is home up to two lower: then no card that could ever lie on it, nor on those, is out
   * (solver README, Klondike, "safe cards"), so a line that keeps it out can do as well with it home.
   */
  isSafe(card: number): boolean {
    const r = RANK[card];
    const [a, b] = OTHER_COLOUR[SUIT[card]];
    const h = this.home;
    return h[a] >= r - 1 && h[b] >= r - 1 && h[SAME_COLOUR[SUIT[card]]] >= r - 2;
  }

  moves(out: Int32Array, at: number): number {
    if (this.isWon()) return 0;
    // At the start nothing has been sent home by itself yet: a card that would be, alone (its position dominates).
    if (this.top === 0) {
      const forced = this.forcedMove();
      if (forced >= 0) {
        out[at] = forced;
        return 1;
      }
    }
    if (this.gain.length < out.length) this.gain = new Int32Array(out.length);
    const { cols, len } = this;
    let firstEmpty = -1;
    let exposed = 0;
    for (let c = 0; c < COLS; c++) {
      if (len[c] === 0) {
        if (firstEmpty < 0) firstEmpty = c;
      } else {
        const top = cols[c * ROOM + len[c] - 1];
        exposed |= 1 << (RANK[top] * 2 + RED[top]);
      }
    }
    this.exposed = exposed;
    this.firstEmpty = firstEmpty;
    let n = at;
    if (this.phase !== 0) {
      // A bridge is being built: more of it, or what it was built for, onto one of its cards on top of a column.
      n = this.complete ? this.bridgeMoves(out, n) : this.bridgeMovesQuick(out, n);
      n = this.runsOnto(out, n, this.phase);
      if (this.mode !== 'free') n = this.talonMoves(out, n, this.phase);
    } else {
      n = this.homeMoves(out, n);
      n = this.runsOnto(out, n, ALL_COLUMNS);
      n = this.kingsToEmpty(out, n);
      n = this.talonMoves(out, n, ALL_COLUMNS);
      n = this.bridgeMoves(out, n);
    }
    this.sortByGain(out, at, n);
    return n - at;
  }

  /** Column tops home (those the automatic play leaves: on a face-down card or alone at a column's bottom). */
  private homeMoves(out: Int32Array, n: number): number {
    const { len, down, home, where, gain } = this;
    for (let s = 0; s < 4; s++) {
      if (home[s] === 13) continue;
      const w = where[s * 13 + home[s]];
      if (w >= IN_TALON) continue;
      const c = (w / ROOM) | 0;
      if (w - c * ROOM !== len[c] - 1) continue;
      gain[n] = 60 + (len[c] - 1 === down[c] && down[c] > 0 ? 40 + 4 * down[c] : 0);
      out[n++] = pack(TF, c, 0, 1, 0);
    }
    return n;
  }

  /**
   * Runs onto the tops of the columns in `targets` (a mask): the one card of each suit of the other colour one
   * lower, with what lies on it. Of two tops of one rank and colour only the first: which of them holds a build
   * changes nothing (solver README, Klondike, "twins").
   */
  private runsOnto(out: Int32Array, n: number, targets: number): number {
    const { cols, len, down, home, where, gain } = this;
    let tops = 0;
    for (let t = 0; t < COLS; t++) {
      if (len[t] === 0 || (targets & (1 << t)) === 0) continue;
      const top = cols[t * ROOM + len[t] - 1];
      if (RANK[top] === 1) continue;
      const twin = 1 << (RANK[top] * 2 + RED[top]);
      if (tops & twin) continue;
      tops |= twin;
      for (const s of OTHER_COLOUR[SUIT[top]]) {
        const w = where[s * 13 + RANK[top] - 2];
        if (w >= IN_TALON) continue;
        const c = (w / ROOM) | 0;
        const i = w - c * ROOM;
        if (c === t || i < down[c]) continue;
        if (i === down[c]) {
          // The whole face-up part: it turns a card up, or empties the column.
          gain[n] = down[c] > 0 ? 50 + 4 * down[c] : 25;
        } else {
          // Part of a build only to lay bare a card that goes home next: until then, which of two cards of a
          // colour and rank holds the build changes nothing (solver README, Klondike, "part builds"). play() sends it home.
          const under = cols[c * ROOM + i - 1];
          if (home[SUIT[under]] !== RANK[under] - 1) continue;
          gain[n] = 45;
        }
        out[n++] = pack(TT, c, t, len[c] - i, 0);
      }
    }
    return n;
  }

  /** A king with what lies on it into the first empty column, from anywhere but a column's bottom (there it would change nothing). */
  private kingsToEmpty(out: Int32Array, n: number): number {
    const { len, down, where, gain, firstEmpty } = this;
    if (firstEmpty < 0) return n;
    for (let s = 0; s < 4; s++) {
      const w = where[s * 13 + 12];
      if (w >= IN_TALON) continue;
      const c = (w / ROOM) | 0;
      const i = w - c * ROOM;
      if (i === 0 || i < down[c]) continue;
      gain[n] = 50 + 4 * down[c];
      out[n++] = pack(TT, c, firstEmpty, len[c] - i, 0);
    }
    return n;
  }

  /**
   * Cards brought down to take others (solver README, Klondike, "bridges"): a foundation's top that is not safe, and, dealing one
   * at a time with unlimited redeals, any talon card (unless a card of its rank and colour tops a column: what it
   * would take can go there). Each onto the first column top it fits, a king into the first empty column.
   */
  private bridgeMoves(out: Int32Array, n: number): number {
    const { home, gain } = this;
    for (let s = 0; s < 4; s++) {
      if (home[s] === 0) continue;
      const card = s * 13 + home[s] - 1;
      if (this.isSafe(card)) continue;
      const t = this.placeFor(card);
      if (t < 0) continue;
      gain[n] = 0;
      out[n++] = pack(FT, s, t, 1, 0);
    }
    if (this.mode === 'free') {
      for (let q = 0; q < this.n; q++) {
        const card = this.talon[q];
        if (this.twinExposed(card)) continue;
        const t = this.placeFor(card);
        if (t < 0) continue;
        gain[n] = 20;
        out[n++] = pack(WT, q, t, 1, 0);
      }
    }
    return n;
  }

  /**
   * The quick model's bridge moves in a phase (solver README, Klondike, "bridges"): only cards the bridge wants. It wants what
   * its cards could take (a card one lower of the other colour), the card under one of its cards on that card's
   * own foundation (it was brought down to bare it), and, for a foundation top over a wanted card that has nowhere
   * to go, a card it could go onto; each brought down (a wanted one, or a top over one) onto the first column top it
   * fits. Cards in the columns, a talon dealt otherwise, and empty columns for kings are the business of moves
   * outside the bridge, which can be made before it.
   */
  private bridgeMovesQuick(out: Int32Array, n: number): number {
    const { cols, len, home, gain, phase, wanted } = this;
    wanted.fill(0);
    for (let t = 0; t < COLS; t++) {
      if ((phase & (1 << t)) === 0) continue;
      const top = cols[t * ROOM + len[t] - 1];
      if (home[SUIT[top]] === RANK[top] - 1 && RANK[top] > 1) this.want(top - 1);
      if (RANK[top] === 1) continue;
      for (const s of OTHER_COLOUR[SUIT[top]]) this.want(s * 13 + RANK[top] - 2);
    }
    // Until nothing changes: a card the bridge would bring down that has nowhere to go wants a card it could go onto.
    for (let changed = true; changed;) {
      changed = false;
      for (let card = 0; card < 52; card++) {
        if (RANK[card] === 13 || !this.mustCome(card) || this.placeFor(card) >= 0) continue;
        for (const s of OTHER_COLOUR[SUIT[card]]) changed = this.want(s * 13 + RANK[card]) || changed;
      }
    }
    for (let s = 0; s < 4; s++) {
      if (home[s] === 0) continue;
      const card = s * 13 + home[s] - 1;
      if (!this.mustCome(card)) continue;
      const t = this.placeFor(card);
      if (t < 0) continue;
      gain[n] = 10;
      out[n++] = pack(FT, s, t, 1, 0);
    }
    if (this.mode === 'free') {
      for (let q = 0; q < this.n; q++) {
        const card = this.talon[q];
        if (!wanted[card]) continue;
        const t = this.placeFor(card);
        if (t < 0) continue;
        gain[n] = 20;
        out[n++] = pack(WT, q, t, 1, 0);
      }
    }
    return n;
  }

  /** Marks a card wanted (never a safe one: it is never needed out); true if it was not. */
  private want(card: number): boolean {
    if (this.wanted[card] || this.isSafe(card)) return false;
    this.wanted[card] = 1;
    return true;
  }

  /**
   * Whether a bridge would bring `card` down: a wanted card in the talon (one at a time, unlimited redeals), or a
   * foundation's top that is wanted or lies over a wanted card of its suit.
   */
  private mustCome(card: number): boolean {
    const s = SUIT[card];
    const w = this.where[card];
    if (w === IN_TALON) return this.mode === 'free' && this.wanted[card] === 1;
    if (w !== AT_HOME || card !== s * 13 + this.home[s] - 1 || this.isSafe(card)) return false;
    for (let c = s * 13; c <= card; c++) if (this.wanted[c]) return true;
    return false;
  }

  /** The first column `card` may go onto (a king: the first empty one), or -1. */
  private placeFor(card: number): number {
    const { cols, len } = this;
    if (RANK[card] === 13) return this.firstEmpty;
    for (let t = 0; t < COLS; t++) {
      if (len[t] === 0) continue;
      const top = cols[t * ROOM + len[t] - 1];
      if (RANK[top] === RANK[card] + 1 && RED[top] !== RED[card]) return t;
    }
    return -1;
  }

  /**
   * A card of this one's rank and colour lies on top of a column: what it would take can go there, so
   * bringing this one down from the talon to take it is never needed (solver README, Klondike, "bridges").
   */
  private twinExposed(card: number): boolean {
    return (this.exposed & (1 << (RANK[card] * 2 + RED[card]))) !== 0;
  }

  /**
   * Talon cards that can be played now (dealing as needed, turning the waste over where allowed): home, and
   * onto the tops of the columns in `targets` (a king into the first empty column). With one card at a time and
   * unlimited redeals, those onto a column are bridges (bridgeMoves), and any card can be reached.
   */
  private talonMoves(out: Int32Array, n: number, targets: number): number {
    const { p, drawCount } = this;
    const last = this.n - 1;
    if (this.mode === 'free') {
      for (let q = 0; q <= last; q++) n = this.talonCard(out, n, q, 0, 0, q < p - 1 ? 3 : 0);
      return n;
    }
    if (this.mode === 'limited') {
      for (let q = Math.max(0, p - 1); q <= last; q++) n = this.talonCard(out, n, q, 0, targets, 0);
      if (this.r < this.redeals) for (let q = 0; q < p - 1; q++) n = this.talonCard(out, n, q, 1, targets, 3);
      return n;
    }
    // Three at a time: the waste's top, the top after each further deal, and after turning the waste over.
    if (p > 0) n = this.talonCard(out, n, p - 1, 0, targets, 0);
    for (let q = p + drawCount - 1; q - drawCount + 1 <= last; q += drawCount) n = this.talonCard(out, n, Math.min(q, last), 0, targets, 0);
    if (p === 0) return n;
    for (let q = drawCount - 1; q - drawCount + 1 <= last; q += drawCount) {
      const card = Math.min(q, last);
      const direct = card === p - 1 || (card >= p && ((card + 1 - p) % drawCount === 0 || card === last));
      if (!direct) n = this.talonCard(out, n, card, 1, targets, 3);
    }
    return n;
  }

  /** Talon card `q` home (outside a bridge) and onto the first top of `targets` it fits (a king: the first empty column, outside a bridge). */
  private talonCard(out: Int32Array, n: number, q: number, via: number, targets: number, cost: number): number {
    const card = this.talon[q];
    const { cols, len, gain } = this;
    if (this.phase === 0 && this.home[SUIT[card]] === RANK[card] - 1) {
      gain[n] = 40 - cost;
      out[n++] = pack(WF, q, 0, 1, via);
    }
    if (RANK[card] === 13) {
      if (this.phase === 0 && this.firstEmpty >= 0 && targets === ALL_COLUMNS) {
        gain[n] = 30 - cost;
        out[n++] = pack(WT, q, this.firstEmpty, 1, via);
      }
      return n;
    }
    for (let t = 0; t < COLS; t++) {
      if (len[t] === 0 || (targets & (1 << t)) === 0) continue;
      const top = cols[t * ROOM + len[t] - 1];
      if (RANK[top] === RANK[card] + 1 && RED[top] !== RED[card]) {
        gain[n] = 20 - cost;
        out[n++] = pack(WT, q, t, 1, via);
        return n;
      }
    }
    return n;
  }

  private sortByGain(out: Int32Array, from: number, to: number): void {
    const gain = this.gain;
    if (this.noise) for (let i = from; i < to; i++) gain[i] += Math.floor(this.retryRandom.next() * this.noise);
    for (let i = from + 1; i < to; i++) {
      const move = out[i];
      const g = gain[i];
      let j = i - 1;
      while (j >= from && gain[j] < g) {
        out[j + 1] = out[j];
        gain[j + 1] = gain[j];
        j--;
      }
      out[j + 1] = move;
      gain[j + 1] = g;
    }
  }

  /**
   * A card that goes home by itself now, as a move, or -1: the next card of a suit where nothing is lost by
   * sending it (solver README, Klondike, "cards sent home"): a safe card (isSafe) on top of a column, or any card on top
   * of a column that lies on a face-up card (or a king alone in its column), since it can come back there
   * from its foundation; dealing one at a time, a talon card the player can bring to the waste's top
   * without changing what else can be reached. Never the card just brought down to take another.
   */
  private forcedMove(): number {
    const { home, where, len, down } = this;
    for (let s = 0; s < 4; s++) {
      if (home[s] === 13) continue;
      const card = s * 13 + home[s];
      const w = where[card];
      if (w < IN_TALON) {
        const c = (w / ROOM) | 0;
        const i = w - c * ROOM;
        if (i !== len[c] - 1) continue;
        if (i > down[c] || (i === 0 && RANK[card] === 13) || this.isSafe(card)) return pack(TF, c, 0, 1, 0);
      } else if (w === IN_TALON && (home[s] === 0 || this.isSafe(card - 1))) {
        // A talon card can never go back to the talon: only when the cards under it at home will never be wanted out.
        if (this.mode === 'free') return pack(WF, this.indexInTalon(card), 0, 1, 0);
        if (this.mode === 'limited' && this.p > 0 && this.talon[this.p - 1] === card) return pack(WF, this.p - 1, 0, 1, 0);
      }
    }
    return -1;
  }

  play(move: number): void {
    this.reserve();
    const before = this.phase;
    this.apply(move);
    const kind = kindOf(move);
    let sent = 0;
    if (kind === FT || (kind === WT && this.mode === 'free')) {
      // A bridge card on top of its column: nothing goes home by itself until it takes what it was brought for.
      this.phase |= 1 << bOf(move);
    } else {
      this.phase = 0;
      // Part of a build is moved only to bare the card it lay on for its foundation: it goes home in the same move
      // (so the position between, which only swapped two builds, is never stored: solver README, Klondike, "twins").
      const from = aOf(move);
      if (kind === TT && this.log[this.top - REC + 1] === 0 && this.len[from] > 0) {
        const bared = this.cols[from * ROOM + this.len[from] - 1];
        if (this.home[SUIT[bared]] === RANK[bared] - 1) {
          this.reserve();
          this.apply(pack(TF, from, 0, 1, 0));
          sent++;
        }
      }
      for (let auto = this.forcedMove(); auto >= 0; auto = this.forcedMove()) {
        this.reserve();
        this.apply(auto);
        sent++;
      }
    }
    // The log may have grown (reserve): written through this.log, never a copy taken before.
    const log = this.log;
    log[this.top] = COUNT;
    log[this.top + 1] = sent;
    log[this.top + 2] = before;
    this.top += REC;
  }

  undo(): void {
    this.top -= REC;
    const sent = this.log[this.top + 1];
    this.phase = this.log[this.top + 2];
    for (let i = 0; i <= sent; i++) {
      this.top -= REC;
      this.revert(this.top);
    }
  }

  /** Plays one move and writes its record. */
  private apply(move: number): void {
    const log = this.log;
    const at = this.top;
    this.top += REC;
    log[at] = move;
    const a = aOf(move);
    switch (kindOf(move)) {
      case TT:
        log[at + 1] = this.moveRun(a, bOf(move), countOf(move)) ? 1 : 0;
        return;
      case TF: {
        const card = this.cols[a * ROOM + this.len[a] - 1];
        log[at + 1] = this.popColumn(a) ? 1 : 0;
        log[at + 2] = this.sendHome(card);
        return;
      }
      case WT:
      case WF: {
        const via = this.mode === 'free' ? (a < this.p - 1 ? 1 : 0) : viaOf(move);
        log[at + 1] = this.p;
        log[at + 2] = this.r;
        log[at + 3] = this.n | (via << 8);
        const card = this.removeTalon(a);
        this.p = a;
        this.r += via;
        if (kindOf(move) === WT) this.pushColumn(bOf(move), card);
        else log[at + 3] |= this.sendHome(card) << 9;
        return;
      }
      case FT: {
        log[at + 1] = this.pileOf[a];
        this.pushColumn(bOf(move), this.takeHome(a));
        return;
      }
    }
  }

  /** Takes back the move whose record is at `at`. */
  private revert(at: number): void {
    const log = this.log;
    const move = log[at];
    const a = aOf(move);
    switch (kindOf(move)) {
      case TT:
        this.unmoveRun(a, bOf(move), countOf(move), log[at + 1] === 1);
        return;
      case TF: {
        const card = this.takeHome(this.suitHomeAt(log[at + 2]));
        if (log[at + 1] === 1) this.down[a]++;
        this.pushColumn(a, card);
        return;
      }
      case WT: {
        const b = bOf(move);
        const card = this.cols[b * ROOM + --this.len[b]];
        this.insertTalon(a, card);
        this.p = log[at + 1];
        this.r = log[at + 2];
        return;
      }
      case WF: {
        const card = this.takeHome(this.suitHomeAt((log[at + 3] >> 9) & 3));
        this.insertTalon(a, card);
        this.p = log[at + 1];
        this.r = log[at + 2];
        return;
      }
      case FT: {
        const b = bOf(move);
        const card = this.cols[b * ROOM + --this.len[b]];
        this.sendHome(card, log[at + 1]);
        return;
      }
    }
  }

  private suitHomeAt(pile: number): number {
    return this.pileOf.indexOf(pile);
  }

  private reserve(): void {
    if (this.top + 2 * REC <= this.log.length) return;
    const bigger = new Int32Array(this.log.length * 2);
    bigger.set(this.log);
    this.log = bigger;
  }

  toMove(move: number): Move {
    return this.expand(move, this.p, this.n, this.pileFor(move))[0];
  }

  /** The foundation pile a move to a foundation would use now. */
  private pileFor(move: number): number {
    const kind = kindOf(move);
    if (kind === FT) return this.pileOf[aOf(move)];
    if (kind !== TF && kind !== WF) return -1;
    const card = kind === TF ? this.cols[aOf(move) * ROOM + this.len[aOf(move)] - 1] : this.talon[aOf(move)];
    const s = SUIT[card];
    if (this.home[s] > 0) return this.pileOf[s];
    for (let f = 0; f < 4; f++) if (!this.pileOf.includes(f)) return f;
    return -1;
  }

  /** Every engine move from the model's start to where it stands. */
  line(): Move[] {
    const moves: Move[] = [];
    const log = this.log;
    for (let at = 0; at < this.top; at += REC) {
      const move = log[at];
      if (move === COUNT) continue;
      const kind = kindOf(move);
      if (kind === WT || kind === WF)
        moves.push(...this.expandTalon(move, log[at + 1], log[at + 3] & 255, (log[at + 3] >> 8) & 1, (log[at + 3] >> 9) & 3));
      else moves.push(...this.expand(move, 0, 0, kind === FT ? log[at + 1] : log[at + 2]));
    }
    return moves;
  }

  private expand(move: number, p: number, n: number, pile: number): Move[] {
    const a = aOf(move);
    switch (kindOf(move)) {
      case TT: {
        const count = countOf(move);
        return [count === 1 ? { from: column(a), to: column(bOf(move)) } : { from: column(a), to: column(bOf(move)), count }];
      }
      case TF:
        return [{ from: column(a), to: foundation(pile) }];
      case FT:
        return [{ from: foundation(pile), to: column(bOf(move)) }];
      default: {
        const via = this.mode === 'free' ? (a < p - 1 ? 1 : 0) : viaOf(move);
        return this.expandTalon(move, p, n, via, pile);
      }
    }
  }

  /** A talon card's play as the engine makes it: the deals (and the turn-over) that bring it to the waste's top, then the card. */
  private expandTalon(move: number, p: number, n: number, via: number, pile: number): Move[] {
    const q = aOf(move);
    const dc = this.drawCount;
    const deals = via ? Math.ceil((n - p) / dc) + 1 + Math.ceil((q + 1) / dc) : q >= p ? Math.ceil((q + 1 - p) / dc) : 0;
    const moves: Move[] = Array.from({ length: deals }, () => DEAL);
    moves.push({ from: 'waste', to: kindOf(move) === WT ? column(bOf(move)) : foundation(pile) });
    return moves;
  }
}

export { AT_HOME };
