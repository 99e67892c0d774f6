// Which moves of a record were not the player's own: played by Finish (the end-game auto-complete, whose
// win stays the player's once checked: finish.ts) or by Show Me How (the solver's line: the game is
// assisted). A record keeps them as stretches beside its moves (`helped`); a record without them, as every
// record before them, is all the player's. Older versions skip the field, so they read what this one writes.
import { describeValue } from './describe';
import { type Result, fail, ok } from './types';

/** Who played a move for the player. */
export const HELPERS = ['finish', 'showMe'] as const;
export type Helper = (typeof HELPERS)[number];

/** moves[from] … moves[from + count - 1] of a record were played by `by`. */
export interface HelpedMoves {
  readonly by: Helper;
  readonly from: number;
  readonly count: number;
}

const isIndex = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

/**
 * The stretches `value` gives for a record of `moves` moves: in order, apart, each of one helper. A record is
 * cut by slicing its moves (undo, Play from here, the host's cap), so a stretch reaching past the last move is
 * cut there and one after it goes; anything else out of shape is refused with the reason.
 */
export function parseHelped(value: unknown, moves: number): Result<readonly HelpedMoves[]> {
  if (value === undefined) return ok([]);
  if (!Array.isArray(value)) return fail(`helped ${describeValue(value, 60)} is not a list of helped moves`);
  const kept: HelpedMoves[] = [];
  let end = 0;
  for (let i = 0; i < value.length; i++) {
    const run: unknown = value[i];
    const { by, from, count } = (typeof run === 'object' && run !== null ? run : {}) as Record<string, unknown>;
    if (!HELPERS.includes(by as Helper) || !isIndex(from) || !isIndex(count) || count < 1 || Object.keys(run as object).length !== 3)
      return fail(`helped[${i}] ${describeValue(run, 60)} is not {"by": "finish" | "showMe", "from": move index, "count": moves}`);
    if (from < end) return fail(`helped[${i}] starts at move index ${from}, inside or before the stretch before it`);
    end = from + count;
    if (from < moves) kept.push({ by: by as Helper, from, count: Math.min(count, moves - from) });
  }
  return ok(kept);
}

/** Who played each of `moves` moves (undefined: the player), from a record's stretches. */
export function helpersOf(helped: readonly HelpedMoves[] | undefined, moves: number): (Helper | undefined)[] {
  const by: (Helper | undefined)[] = new Array<Helper | undefined>(moves).fill(undefined);
  for (const run of helped ?? []) for (let i = run.from; i < Math.min(moves, run.from + run.count); i++) by[i] = run.by;
  return by;
}

/** The stretches of `by` (who played each move, undefined: the player), as a record keeps them. */
export function helpedStretches(by: readonly (Helper | undefined)[]): HelpedMoves[] {
  const runs: HelpedMoves[] = [];
  for (let i = 0; i < by.length; i++) {
    const helper = by[i];
    if (helper === undefined) continue;
    const last = runs[runs.length - 1];
    if (last && last.by === helper && last.from + last.count === i) runs[runs.length - 1] = { ...last, count: last.count + 1 };
    else runs.push({ by: helper, from: i, count: 1 });
  }
  return runs;
}
