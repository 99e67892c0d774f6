// `npm run bench:hints [-- --games a,b] [-- --deals a-b]`: (a game may name its rule set: spider:two) deals played by pressing Hint alone, with the
// page's hint function and budget (hint-of-record.ts, HINT_MS of CPU) at each position, the line a hint
// showed kept while it is followed, as the page's worker keeps it (lineFollowed).
// Per game: deals, won, lost (no hint led on, or in Spider with the stock empty STALL moves without a card
// turned up or a run home), looped (a position came back, or MAX_MOVES ran out),
// winnable (a full-knowledge search within WINNABLE_MS), and the median and p95 CPU of a hint. For
// Spider Three Decks, AisleRiot's own hint rule (aisleriot-spider-hint.ts) plays the same deals beside ours.
import { GAME_IDS, type GameId, type Move, type Position, applyMove, isFaceDown, newGame, rulesOf, status } from '../../src/engine';
import { solve } from '../../src/engine/solver';
import { HINT_MS } from '../../src/engine/solver/hint-budget';
import { type ShownLine, hintOfRecord, lineFollowed } from '../../src/engine/solver/hint-of-record';
import { processCpuMs } from '../../src/cpu-clock';
import { aisleriotSpiderHint } from './aisleriot-spider-hint';

/** A game longer than this is going round in circles. */
const MAX_MOVES = 2000;
/** Spider with its stock empty: this many moves without a card turned up or a run home is a lost game (it only wanders). */
const STALL = 150;
/** CPU per deal for the full-knowledge verdict (the deal's own standing, not the hints'). */
const WINNABLE_MS = 10_000;
/** Every game of the registry, Spider last (its hints take longest). */
const GAMES: readonly GameId[] = [...GAME_IDS.filter((game) => game !== 'spider-three-decks'), 'spider-three-decks'];

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i < 0 ? undefined : process.argv[i + 1];
}

/** Deals far from the tests' (1–100) and the solver bench's (5001–5200); the Spiders get twice as many. */
function dealsOf(game: GameId): number[] {
  const text = option('--deals') ?? (game.startsWith('spider') ? '7001-7060' : '7001-7030');
  const match = /^(\d+)-(\d+)$/.exec(text);
  if (!match || Number(match[1]) > Number(match[2])) throw new Error(`--deals: expected a range like 7001-7030, got "${text}"`);
  return Array.from({ length: Number(match[2]) - Number(match[1]) + 1 }, (_, i) => Number(match[1]) + i);
}

type End = 'won' | 'lost' | 'looped';

interface Played {
  readonly end: End;
  readonly hintMs: number[];
}

/** Plays `position` by `hint` alone until a win, no move, or a position seen before. */
function play(position: Position, hint: (history: readonly Position[]) => Move | undefined): Played {
  const history = [position];
  const seen = new Set([JSON.stringify(position)]);
  const hintMs: number[] = [];
  let gained = 0;
  let best = progress(position);
  while (history.length <= MAX_MOVES) {
    const here = history[history.length - 1];
    if (status(here) === 'won') return { end: 'won', hintMs };
    if (progress(here) > best) {
      best = progress(here);
      gained = history.length;
    } else if (stalls(here) && history.length - gained > STALL) return { end: 'lost', hintMs };
    const started = processCpuMs();
    const move = hint(history);
    hintMs.push(processCpuMs() - started);
    const next = move && applyMove(here, move);
    if (!next?.ok) return { end: 'lost', hintMs };
    const key = JSON.stringify(next.value);
    if (seen.has(key)) return { end: 'looped', hintMs };
    seen.add(key);
    history.push(next.value);
  }
  return { end: 'looped', hintMs };
}

/**
 * Where a Spider game that gains nothing for STALL moves only wanders: its stock empty, or in Spider, where the planner
 * deals whenever no line gains, a stock it cannot deal (fewer than ten cards left in the tableau).
 */
const stalls = (position: Position): boolean =>
  position.game === 'spider' || (position.game === 'spider-three-decks' && position.piles[0].length === 0);

/** What a Spider player cannot take back: cards face up or home (the stock counts as face down). */
const progress = (position: Position): number => {
  const piles = rulesOf(position.game).piles;
  return position.piles.reduce(
    (n, pile, i) =>
      n + (i === 0 ? 0 : pile.filter((card) => !isFaceDown(card)).length) + (piles[i].kind === 'foundation' ? pile.length : 0),
    0,
  );
};

/** The page's hints for one game: a search, or the rest of the line the hint before showed while the player follows it. */
function ours(): (history: readonly Position[]) => Move | undefined {
  let shown: ShownLine | null = null;
  return (history) => {
    const answer = hintOfRecord(history, { maxMs: HINT_MS, now: processCpuMs }, lineFollowed(shown, history));
    shown = answer.line ? { from: history[history.length - 1], line: answer.line } : null;
    return answer.move;
  };
}
const aisleriot = (history: readonly Position[]): Move | undefined => aisleriotSpiderHint(history[history.length - 1]);

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

function row(label: string, game: string, deals: readonly number[], runs: readonly Played[], winnable: number): string {
  const count = (end: End): number => runs.filter((run) => run.end === end).length;
  const times = runs.flatMap((run) => run.hintMs).sort((a, b) => a - b);
  return `| ${label} | ${game} | ${deals.length} | ${count('won')} | ${count('lost')} | ${count('looped')} | ${winnable} | ${percentile(times, 0.5).toFixed(1)} | ${percentile(times, 0.95).toFixed(1)} |`;
}

function main(): void {
  const games = option('--games')?.split(',') ?? GAMES;
  const unknown = games.filter((entry) => !GAMES.includes(entry.split(':')[0] as GameId));
  if (unknown.length) throw new Error(`--games: unknown ${unknown.join(', ')}`);
  console.log(`hint budget ${HINT_MS} ms CPU; winnable: a full-knowledge search within ${WINNABLE_MS} ms CPU`);
  console.log('| hints | game | deals | won | lost | looped | winnable | median ms | p95 ms |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const entry of games) {
    const [game, variant] = entry.split(':') as [GameId, string | undefined];
    const spider = game === 'spider-three-decks';
    const deals = dealsOf(game);
    const ourRuns: Played[] = [];
    const theirRuns: Played[] = [];
    let winnable = 0;
    for (const deal of deals) {
      const dealWinnable =
        solve(newGame(game, deal, variant), { knowledge: 'full', maxMs: WINNABLE_MS, now: processCpuMs }).verdict === 'solved';
      if (dealWinnable) winnable++;
      ourRuns.push(play(newGame(game, deal, variant), ours()));
      if (spider) theirRuns.push(play(newGame(game, deal), aisleriot));
      // Each deal on stderr as it ends, as JSON (a Spider deal takes minutes: deal ranges can run side by side and be added up).
      const last = (runs: Played[]) => runs[runs.length - 1];
      console.error(
        JSON.stringify({
          game: entry,
          deal,
          winnable: dealWinnable,
          ours: last(ourRuns),
          ...(spider ? { aisleriot: last(theirRuns) } : {}),
        }),
      );
    }
    console.log(row('ours', entry, deals, ourRuns, winnable));
    if (spider) console.log(row('AisleRiot', game, deals, theirRuns, winnable));
  }
}

main();
