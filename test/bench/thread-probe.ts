// The benches' probe of the host's thread: runs `work` while a timer wants to run every millisecond.
// The longest gap between its runs is the longest the thread was held (what other extensions and
// the extension host wait for).
export async function held<T>(work: () => Promise<T>): Promise<{ value: T; ms: number; heldMs: number }> {
  let last = performance.now();
  let heldMs = 0;
  let on = true;
  const tick = (): void => {
    const now = performance.now();
    heldMs = Math.max(heldMs, now - last);
    last = now;
    if (on) setTimeout(tick, 1);
  };
  setTimeout(tick, 1);
  const start = performance.now();
  const value = await work();
  const total = performance.now() - start;
  on = false;
  heldMs = Math.max(heldMs, performance.now() - last);
  await new Promise((resolve) => setTimeout(resolve, 5));
  return { value, ms: total, heldMs };
}
