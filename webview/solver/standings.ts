// Where the position on the table stands, from the solver's verdict on it and what it proved of the
// game's earlier positions: lost since which move (the newest earlier position proved winnable is where
// "Undo to move N" goes), or lost from the deal itself. The words are solver-line-words.ts's. In the
// solver chunk: the engine's types only (positions are compared by their JSON, as known-wins.ts does).
import type { Position } from '../../src/engine';
import type { PlayedGame } from './played-game';
import type { Standing } from './solver-line-words';
import type { KnownWins } from './known-wins';

/** Enough for every position of a long game; the oldest go first. */
const MAX_LOST = 2000;
/** How far back a verdict looks for the newest winnable position (a longer walk says only "lost"). */
const MAX_WALK = 1000;

export type Verdict = 'solved' | 'unsolvable' | 'unknown';

export class Standings {
  private readonly lost = new Map<string, true>();

  /**
   * The standing of the position on the table of `game` given the solver's `verdict` on it; `hidden`: the verdict
   * comes from the visible cards alone; `dealtWinnable`: the deal was proved winnable before it was dealt.
   */
  of(game: PlayedGame, verdict: Verdict, hidden: boolean, known: KnownWins, dealtWinnable: boolean): Standing {
    if (verdict === 'solved') return { kind: 'winnable' };
    if (verdict === 'unknown') return { kind: 'unknown', hidden };
    this.remember(game.position);
    const at = game.movesPlayed;
    if (at === 0) return { kind: 'dealLost' };
    // Back through the game, newest first, to the newest position proved winnable; the oldest proved lost after it.
    let back = 0;
    let lostAt = at;
    let winnableAt: number | undefined;
    let startLost = false;
    while (back < MAX_WALK && back < at) {
      back++;
      const here = at - back;
      const position = game.positionBack(back)!;
      if (known.lineFrom(position) || (here === 0 && dealtWinnable)) {
        winnableAt = here;
        break;
      }
      if (this.lost.has(JSON.stringify(position))) {
        lostAt = here;
        if (here === 0) startLost = true;
      }
    }
    if (winnableAt !== undefined) return { kind: 'lost', winnableAt, lostAt };
    return startLost ? { kind: 'dealLost' } : { kind: 'lost' };
  }

  private remember(position: Position): void {
    const key = JSON.stringify(position);
    this.lost.delete(key);
    this.lost.set(key, true);
    if (this.lost.size > MAX_LOST) this.lost.delete(this.lost.keys().next().value!);
  }
}
