// The solver line's two statements in words: where the deal came from (a winnable deal, any deal, the
// daily deal of a date) and, apart, where the position on the table stands (still winnable, lost since
// move N with the undo to move N − 1, this deal cannot be won, can't tell yet). One pure function from
// the facts to the words, so the line never says two things that read as a contradiction. In the
// solver chunk: no run-time imports.
import type { SolverWords } from '../l10n/solver-strings';

/** Where the deal came from. */
export type DealOrigin = { readonly kind: 'winnable' } | { readonly kind: 'any' } | { readonly kind: 'daily'; readonly date: string };

/** Where the position on the table stands, as far as the solver has proved. */
export type Standing =
  | { readonly kind: 'winnable' }
  /**
   * Proved lost. `winnableAt`: the newest earlier position of this game proved winnable (its move
   * count; 0 the deal), where the undo goes; `lostAt`: the oldest position after it proved lost.
   */
  | { readonly kind: 'lost'; readonly winnableAt?: number; readonly lostAt?: number }
  /** Proved lost from the deal itself: nothing the player did lost it. */
  | { readonly kind: 'dealLost' }
  /** Not proved either way; `hidden`: the visible cards alone cannot tell (Spider's face-down cards). */
  | { readonly kind: 'unknown'; readonly hidden: boolean };

export interface Said {
  readonly text: string;
  readonly title: string;
}

export interface SolverLine {
  readonly origin: Said;
  /** The light's words and its colour's class (absent while the position is not checked yet). */
  readonly standing?: Said & { readonly light: 'winnable' | 'lost' | 'unknown' };
  /** The undo to the newest position proved winnable, when the standing names one. */
  readonly undo?: Said & { readonly toMove: number };
}

/** The solver line's words from the facts: the deal's origin, and the standing when it is known. */
export function solverLine(origin: DealOrigin, standing: Standing | null, w: SolverWords): SolverLine {
  const said = { origin: originWords(origin, w) };
  if (!standing) return said;
  switch (standing.kind) {
    case 'winnable':
      return { ...said, standing: { text: w.standing.winnable, title: w.standing.winnableTitle, light: 'winnable' } };
    case 'dealLost':
      return { ...said, standing: { text: w.standing.dealLost, title: w.standing.dealLostTitle, light: 'lost' } };
    case 'unknown':
      return {
        ...said,
        standing: {
          text: standing.hidden ? w.standing.hidden : w.standing.unknown,
          title: standing.hidden ? w.standing.hiddenTitle : w.standing.unknownTitle,
          light: 'unknown',
        },
      };
    case 'lost': {
      const { winnableAt, lostAt } = standing;
      if (winnableAt === undefined) return { ...said, standing: { text: w.standing.lost, title: w.standing.lostTitle, light: 'lost' } };
      // The move that lost it is known only when the position before it was proved winnable.
      const text = lostAt === winnableAt + 1 ? w.standing.lostSince(lostAt) : w.standing.lostAfter(winnableAt);
      return {
        ...said,
        standing: { text, title: w.standing.lostTitle, light: 'lost' },
        undo: { text: w.standing.undoTo(winnableAt), title: w.standing.undoToTitle(winnableAt), toMove: winnableAt },
      };
    }
  }
}

function originWords(origin: DealOrigin, w: SolverWords): Said {
  if (origin.kind === 'daily') return { text: w.origin.daily(origin.date), title: w.origin.dailyTitle };
  return origin.kind === 'winnable'
    ? { text: w.origin.winnable, title: w.origin.winnableTitle }
    : { text: w.origin.any, title: w.origin.anyTitle };
}
