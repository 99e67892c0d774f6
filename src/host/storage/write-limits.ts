// How long a write to storage may take before the caller goes on without it, and when a failed write
// is tried again: a hung disk or storage service must not hold a win back, and a refused write is not
// given up. The game journal, globalState and the saved games follow these.
/** A write to the disk or to globalState not done within this is taken as failed (it may still land later). */
export const WRITE_LIMIT_MS = 5_000;

/** Delays before each retry of a failed write (ms); the last repeats until it is written. */
export const RETRY_MS: readonly number[] = [2_000, 10_000, 30_000, 60_000];

/** The clock and timers the writes keep time by (tests pass a clock they move by hand). */
export interface Timers {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as Parameters<typeof clearTimeout>[0]),
};

/** Runs `write`, failing as it fails (a throw at once included), or with a TimedOut error once WRITE_LIMIT_MS has passed. */
export function withinTime(write: () => PromiseLike<unknown>, timers: Pick<Timers, 'setTimeout' | 'clearTimeout'>): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = timers.setTimeout(
      () => reject(Object.assign(new Error(`no answer within ${WRITE_LIMIT_MS / 1000} s`), { code: 'TimedOut' })),
      WRITE_LIMIT_MS,
    );
    const settle = (then: (value?: unknown) => void) => (value?: unknown) => {
      timers.clearTimeout(timer);
      then(value);
    };
    try {
      write().then(
        settle(() => resolve()),
        settle(reject),
      );
    } catch (error) {
      settle(reject)(error);
    }
  });
}
