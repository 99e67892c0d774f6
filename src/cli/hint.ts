// `patience hint <record.json | ->`: the move the Hint button would suggest for the record's game, as one JSON line.
import { processCpuMs } from '../cpu-clock';
import { HINT_MS } from '../engine/solver/hint-budget';
import { hintOfRecord } from '../engine/solver/hint-of-record';
import { UNKNOWN_CARD, historyOfRecord } from '../engine/solver/hint-record';

export const HINT_USAGE = `  patience hint <record.json | -> [--positions n]
                                             the Hint button's move for the record's last position, with the
                                             page's budget (${HINT_MS} ms of CPU): one JSON line
                                             {"move":{…}|null,"verdict":"solved|unsolvable|unknown"}
                                             (--positions n: at most n positions too, the same answer anywhere).
                                             A record of a game that hides cards (face down, or in a stock)
                                             may hide what the player has not seen: its "variant",
                                             "start" with each face-down and stock card written ${UNKNOWN_CARD} (one
                                             per card), "turned": the cards its moves turned face up the first
                                             time, in order, each once, and "moves" (no "deal")`;

/** Prints the hint for the record `read` gives (it takes the file argument from `args`). */
export async function hintCommand(
  argv: string[],
  usage: (message: string) => Error,
  read: (args: string[]) => Promise<unknown>,
  print: (line: string) => void,
): Promise<void> {
  const args = argv.slice();
  const i = args.indexOf('--positions');
  let maxPositions: number | undefined;
  if (i >= 0) {
    maxPositions = Number(args[i + 1]);
    if (!Number.isInteger(maxPositions) || maxPositions < 1) throw usage('--positions needs a whole number of positions, at least 1');
    args.splice(i, 2);
  }
  const history = historyOfRecord(await read(args));
  if (!history.ok) throw new Error(history.error);
  const answer = hintOfRecord(history.value, {
    maxMs: HINT_MS,
    now: processCpuMs,
    ...(maxPositions !== undefined ? { maxPositions } : {}),
  });
  print(JSON.stringify({ move: answer.move ?? null, verdict: answer.verdict }));
}
