// npm run bench:link: Open Deal Link…'s text reader on 1 MB of hostile text of each kind (not a test). Reading the
// text, then looking up the name it gives (together what the parse would cost with no length limit), and the whole
// parse, which refuses such a text by its length before reading it. Medians of many runs, in milliseconds.
import { cpus, loadavg } from 'node:os';
import { gameByName, parseDealReference } from '../../src/deal-link/deal-link';
import { readDealText } from '../../src/deal-link/deal-text';
import { hostileDealTexts } from '../support/hostile-deal-text';

const SIZE = Number(process.argv[2] ?? 1 << 20);
const RUNS = Number(process.argv[3] ?? 21);

function medianMs(work: () => unknown): number {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const start = process.hrtime.bigint();
    work();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

console.log(
  `deal text reader, ${SIZE.toLocaleString('en')} characters per text, median of ${RUNS} runs (${cpus()[0]?.model ?? 'cpu'}, load ${loadavg()[0].toFixed(2)})`,
);
console.log('kind'.padEnd(42), 'read (ms)'.padStart(10), 'name lookup (ms)'.padStart(17), 'parse (ms)'.padStart(11), '  result');
for (const [kind, text] of Object.entries(hostileDealTexts(SIZE))) {
  const read = medianMs(() => readDealText(text));
  const found = readDealText(text);
  const name = found.kind === 'deal' ? found.name : '';
  const lookUp = medianMs(() => /\p{L}/u.test(name) && gameByName(name));
  const parse = medianMs(() => parseDealReference(text, 'patience-dev.patience'));
  const result = parseDealReference(text, 'patience-dev.patience');
  console.log(
    kind.padEnd(42),
    read.toFixed(2).padStart(10),
    lookUp.toFixed(2).padStart(17),
    parse.toFixed(3).padStart(11),
    ' ',
    result.ok ? JSON.stringify(result.value) : result.problem.kind,
  );
}
