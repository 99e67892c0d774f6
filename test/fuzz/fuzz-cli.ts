// Long random-play fuzzing: npm run fuzz -- [--games N] [--game id] [--max-moves M] [--workers W] [--thorough-every K]
// Plays N games per game and rule set on worker threads and prints what ended how, and any problem.
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { cpus } from 'node:os';
import { GAME_IDS, type GameId, rulesOf } from '../../src/engine';
import { playRandomGame } from '../support/random-play';

interface Job {
  game: GameId;
  variant: string;
  first: number;
  last: number;
  maxMoves: number;
  thoroughEvery: number;
}
interface Report {
  won: number;
  lost: number;
  stopped: number;
  capped: number;
  moves: number;
  problems: string[];
}

function runJob(job: Job): Report {
  const report: Report = { won: 0, lost: 0, stopped: 0, capped: 0, moves: 0, problems: [] };
  for (let i = job.first; i <= job.last; i++) {
    // Deal numbers spread over the whole range; the seed picks the moves.
    const deal = 1 + ((i * 2654435761) % 2147483647);
    const result = playRandomGame(job.game, deal, job.variant, i, job.maxMoves, i % job.thoroughEvery === 0);
    report.moves += result.moves;
    if (result.problems.length)
      report.problems.push(`${job.game} ${job.variant} deal ${deal} seed ${i}: ${result.problems.slice(0, 3).join('; ')}`);
    if (result.status === 'won') report.won++;
    else if (result.status === 'lost') report.lost++;
    else if (result.moves >= job.maxMoves) report.capped++;
    else report.stopped++;
  }
  return report;
}

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  return i < 0 ? fallback : Number(process.argv[i + 1]);
}

async function main(): Promise<void> {
  const games = option('--games', 2000);
  const maxMoves = option('--max-moves', 1000);
  const workers = option('--workers', cpus().length);
  const thoroughEvery = option('--thorough-every', 10);
  const only = process.argv.includes('--game') ? process.argv[process.argv.indexOf('--game') + 1] : undefined;
  let failed = 0;
  for (const game of GAME_IDS.filter((g) => !only || g === only)) {
    for (const variant of rulesOf(game).variants) {
      const started = Date.now();
      const share = Math.ceil(games / workers);
      const jobs: Job[] = [];
      for (let w = 0; w < workers; w++) {
        const first = w * share + 1;
        const last = Math.min(games, (w + 1) * share);
        if (first <= last) jobs.push({ game, variant, first, last, maxMoves, thoroughEvery });
      }
      const reports = await Promise.all(
        jobs.map(
          (job) =>
            new Promise<Report>((resolve, reject) => {
              const worker = new Worker(__filename, { workerData: job });
              worker.once('message', resolve);
              worker.once('error', reject);
            }),
        ),
      );
      const total = reports.reduce((a, r) => ({
        won: a.won + r.won,
        lost: a.lost + r.lost,
        stopped: a.stopped + r.stopped,
        capped: a.capped + r.capped,
        moves: a.moves + r.moves,
        problems: a.problems.concat(r.problems),
      }));
      failed += total.problems.length;
      console.log(
        `${game} (${variant}): ${games} games, ${total.moves} moves in ${((Date.now() - started) / 1000).toFixed(1)} s — won ${total.won}, lost ${total.lost}, no move left ${total.stopped}, stopped at ${maxMoves} moves ${total.capped}; problems: ${total.problems.length}`,
      );
      for (const problem of total.problems.slice(0, 10)) console.log(`  ${problem}`);
    }
  }
  console.log(failed ? `FAILED: ${failed} games with problems` : 'no problems found');
  process.exit(failed ? 1 : 0);
}

if (isMainThread) void main();
else parentPort!.postMessage(runJob(workerData as Job));
