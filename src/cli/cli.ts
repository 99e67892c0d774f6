// `npm run patience -- …` (docs/cli.md): the CLI (main.ts) on this process's arguments, standard output and error and
// standard input, its exit code the process's.
import { runCli } from './main';

// The reader of the output has gone (`solve 1-2147483647 | head`): nothing more is wanted.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(0);
});

void runCli(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  stdin: process.stdin,
}).then((code) => {
  // A success ends as the event loop empties (all of standard output written); a failure at once, as it always did.
  if (code !== 0) process.exit(code);
});
