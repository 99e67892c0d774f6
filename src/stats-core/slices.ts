// Long work on the extension host's one thread (reading a big export, replaying thousands of
// records) in slices: it checks the clock as it goes and, once a slice is spent, pauses so
// everything else the host has to do gets its turn. The CLI runs the same code without pauses.

export interface Slices {
  readonly now: () => number;
  /** Lets everything else waiting on this thread run. */
  readonly pause: () => Promise<void>;
  /** How long one slice may run. */
  readonly sliceMs: number;
}

/** The extension host: 20 ms slices, each followed by a macrotask turn. */
export const hostSlices: Slices = {
  now: () => performance.now(),
  pause: () => new Promise((resolve) => setTimeout(resolve, 0)),
  sliceMs: 20,
};

/** No pauses: for a program that has nothing else to do (the CLI) and for tests. */
export const unsliced: Slices = { now: () => 0, pause: () => Promise.resolve(), sliceMs: Infinity };

/** One piece of sliced work: ask `due()` often (it is cheap), and `await next()` when it says so. */
export class SliceClock {
  private start: number;

  constructor(private readonly slices: Slices) {
    this.start = slices.now();
  }

  due(): boolean {
    return this.slices.now() - this.start >= this.slices.sliceMs;
  }

  async next(): Promise<void> {
    await this.slices.pause();
    this.start = this.slices.now();
  }
}
