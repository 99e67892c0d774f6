// Writes to one file, one at a time and latest first: a write asked for while another is running
// waits for it, and of several waiting only the last runs (it holds the newest value). So a save
// after every move never lets an older value land after a newer one, and a burst of moves costs
// two writes, not one per move.
export class LatestWrites {
  private readonly slots = new Map<string, { waiting?: () => Promise<void>; tail: Promise<void> }>();

  /** Runs `write` for `key` after the write running now; resolves (or fails) once the write holding its value is done. */
  run(key: string, write: () => Promise<void>): Promise<void> {
    const slot = this.slots.get(key) ?? { tail: Promise.resolve() };
    this.slots.set(key, slot);
    const queued = slot.waiting !== undefined;
    slot.waiting = write;
    if (queued) return slot.tail;
    const next = slot.tail
      .catch(() => undefined)
      .then(() => {
        const latest = slot.waiting;
        slot.waiting = undefined;
        return latest?.();
      });
    slot.tail = next;
    void next.finally(() => slot.tail === next && slot.waiting === undefined && this.slots.delete(key)).catch(() => undefined);
    return next;
  }

  /** A write for `key` is running or waiting. */
  busy(key: string): boolean {
    return this.slots.has(key);
  }
}
