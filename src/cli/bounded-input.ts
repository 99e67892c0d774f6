// Every file and standard input the CLI reads, read with a bound: the reading itself stops there,
// whatever the file system says of the size (a device such as /dev/zero says 0 and never ends, a pipe
// says nothing), so no input can grow the process past the bound.
import { createReadStream } from 'node:fs';

/** An input that goes on past its bound. */
export class TooBig extends Error {
  constructor(readonly maxBytes: number) {
    super(`more than ${maxBytes} bytes`);
  }
}

/** The bytes of `file` (`-`: `stdin`), at most `maxBytes`; past them, a TooBig error, the reading stopped. */
export async function readInput(file: string, maxBytes: number, stdin: AsyncIterable<Buffer | string>): Promise<Uint8Array> {
  const stream = file === '-' ? stdin : createReadStream(file);
  const chunks: Buffer[] = [];
  let total = 0;
  // Leaving the loop early (a throw) destroys the stream: nothing more is read.
  for await (const chunk of stream as AsyncIterable<Buffer | string>) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    total += bytes.length;
    if (total > maxBytes) throw new TooBig(maxBytes);
    chunks.push(bytes);
  }
  return Buffer.concat(chunks, total);
}
