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
 * cut there and one after it goes; anything else out of shape is refused.
 */
export function parseHelped(value: unknown, moves: number): Result<readonly HelpedMoves[]> {
  if (value === undefined) return ok([]);
  let end = 0;
  const inShape = (run: unknown): boolean => {
    const { by, from, count, ...more } = (typeof run === 'object' && run !== null ? run : { by: null }) as Record<string, unknown>;
    const fits = HELPERS.includes(by as Helper) && isIndex(from) && from >= end && isIndex(count) && count > 0 && !Object.keys(more).length;
    end = Number(from) + Number(count);
    return fits;
  };
  return Array.isArray(value) && value.every(inShape)
    ? ok(cutHelped(value as HelpedMoves[], moves))
    : fail(
        `helped ${describeValue(value, 80)} is not a list of {"by": "finish" | "showMe", "from": move index, "count": moves}, each after the last`,
      );
}

/** `helped` of a record cut to its first `moves` moves. */
export const cutHelped = (helped: readonly HelpedMoves[], moves: number): HelpedMoves[] =>
  helped.filter((run) => run.from < moves).map((run) => (run.from + run.count > moves ? { ...run, count: moves - run.from } : run));

/** `helped` of a record cut to its first `at` moves, then its move `at` played `by` Finish or Show Me How (undefined: the player). */
export function helpedAt(helped: readonly HelpedMoves[], at: number, by: Helper | undefined): HelpedMoves[] {
  const kept = cutHelped(helped, at);
  const last = kept[kept.length - 1];
  if (!by) return kept;
  if (last?.by === by && last.from + last.count === at) kept[kept.length - 1] = { ...last, count: last.count + 1 };
  else kept.push({ by, from: at, count: 1 });
  return kept;
}

/** Who played each of `moves` moves (undefined: the player), from a record's stretches. */
export function helpersOf(helped: readonly HelpedMoves[] | undefined, moves: number): (Helper | undefined)[] {
  const by: (Helper | undefined)[] = new Array<Helper | undefined>(moves).fill(undefined);
  for (const run of helped ?? []) for (let i = run.from; i < Math.min(moves, run.from + run.count); i++) by[i] = run.by;
  return by;
}
