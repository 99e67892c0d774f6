// Webview measurements in real Chromium, shared by the benchmark (test/bench/webview-bench.mjs) and this quick check:
// the first complete paint of a table, the re-render after one move on a full Spider Three Decks table, and the
// frames while dragging a run of cards across it.
//
//   node test/support/webview-measure.mjs     the full Spider table only, no targets judged (the benchmark does that)
import { pathToFileURL } from 'node:url';
import { TABLE, buildBundle, launchChromium, open, startPreview } from './webview-page.mjs';

/** Every row of the stock dealt: 156 cards on the table. */
export const FULL_SPIDER = { game: 'spider-three-decks', deal: 5, moves: Array(9).fill({ action: 'deal' }) };
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Runs in the page before any script (page.addInitScript): notes the first contentful paint and the first frame
 * painted after every card picture has loaded and decoded (the complete table), from the moment main.js starts
 * (`fcp`, `complete`) and from the page's own start (`completeFromPage`: what preloading in the HTML can shorten).
 */
export function watchTable() {
  const TABLE_PAINTED = 'patience-table-painted'; // firstPaints listens for it
  const cards = () => {
    const table = document.querySelector('patience-app')?.shadowRoot?.querySelector('patience-table');
    return [...(table?.shadowRoot?.querySelectorAll('patience-pile') ?? [])].flatMap((p) => [
      ...(p.shadowRoot?.querySelectorAll('patience-card img') ?? []),
    ]);
  };
  // The page marks the moment before main.js in document order; main.js runs after that mark and after it has
  // arrived, whichever is later.
  const start = () => {
    const mark = performance.getEntriesByName('script-start')[0]?.startTime ?? 0;
    const script = performance.getEntriesByType('resource').find((e) => e.name.endsWith('/main.js'));
    return Math.max(mark, script?.responseEnd ?? 0);
  };
  let fcp;
  new PerformanceObserver((list) => {
    const paint = list.getEntries().find((e) => e.name === 'first-contentful-paint');
    if (paint) fcp = paint.startTime;
  }).observe({ type: 'paint', buffered: true });
  const check = async () => {
    const imgs = cards();
    if (imgs.length === 0 || !imgs.every((i) => i.complete && i.naturalWidth > 0)) return requestAnimationFrame(check);
    await Promise.all(imgs.map((i) => i.decode().catch(() => {})));
    // The next frame paints the decoded pictures; a message posted from its rAF callback runs once it is painted.
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const painted = performance.now();
        // A page written into its frame with document.write (VS Code's webviews) may report no paint entry: NaN then.
        const report = () => {
          window.__table = { fcp: (fcp ?? NaN) - start(), complete: painted - start(), completeFromPage: painted, cards: imgs.length };
          console.log(`${TABLE_PAINTED} ${JSON.stringify(window.__table)}`);
        };
        const wait = (tries) => (fcp === undefined && tries > 0 ? setTimeout(() => wait(tries - 1), 5) : report());
        wait(100);
      };
      channel.port2.postMessage(null);
    });
  };
  requestAnimationFrame(check);
}

/**
 * The first complete paint of a table restored from the saved state, `rounds` times after one load that compiles
 * the script and fills the caches. The page needs `watchTable` as an init script.
 */
export async function firstPaints(page, base, record, rounds) {
  const out = [];
  for (let i = 0; i < rounds + 1; i++) {
    const state = { version: 1, record, elapsedMs: 0 };
    await page.goto('about:blank'); // else Chromium may hold the first paint of a same-site navigation
    // The page says when it is done on the console: polling it from here (waitForFunction) would run Playwright's
    // own script in the page (~15 ms) in the very frames being timed.
    const painted = page.waitForEvent('console', { predicate: (m) => m.text().startsWith('patience-table-painted '), timeout: 30000 });
    await page.goto(`${base}/index.html?${new URLSearchParams({ state: JSON.stringify(state), theme: 'dark' })}`);
    out.push(JSON.parse((await painted).text().slice('patience-table-painted '.length)));
  }
  return out.slice(1);
}

/**
 * Time from a move leaving the table to every element having re-rendered (`times`), and the style and layout pass
 * after it (`layout`), on a full Spider table; 30 rounds after one warm-up.
 */
export async function rerender(page, base) {
  await open(page, base, { record: JSON.stringify(FULL_SPIDER), theme: 'dark' });
  return page.evaluate(`(async () => {
    const table = ${TABLE};
    // The table's play comes in a chunk after the first paint.
    while (!table.play) await new Promise((r) => setTimeout(r, 10));
    const app = document.querySelector('patience-app');
    const piles = [...table.shadowRoot.querySelectorAll('patience-pile')];
    const done = async () => { await app.updateComplete; await table.updateComplete; await Promise.all(piles.map((p) => p.updateComplete)); };
    // A legal move: the first liftable top card with a target.
    let move = null;
    for (let i = 0; i < piles.length && !move; i++) {
      const n = table.position.piles[i].length;
      if (n === 0 || table.play.liftCount(i, n - 1) === 0) continue;
      const targets = [...table.play.beginLift(i, n - 1)];
      table.play.cancelLift();
      if (targets.length) move = { from: table.specs[i].id, to: table.specs[targets[0]].id };
    }
    await done();
    const times = [], layout = [];
    for (let round = 0; round < 31; round++) {
      const t0 = performance.now();
      table.dispatchEvent(new CustomEvent('patience-move', { detail: { move }, bubbles: true, composed: true }));
      await done();
      const t1 = performance.now();
      document.body.offsetHeight;
      times.push(t1 - t0);
      layout.push(performance.now() - t1);
      window.postMessage({ type: 'command', command: 'undo' }, '*');
      await new Promise((r) => setTimeout(r, 20));
      await done();
    }
    return { move, times: times.slice(1), layout: layout.slice(1) };
  })()`);
}

/**
 * Frame lengths (rAF to rAF) while the mouse drags a run of cards across the full Spider table (`pickUp`), or moves
 * over the same scripted path with nothing picked up (what the machine itself costs); `slow` lists the pointer
 * events that took over 16 ms to handle.
 */
export async function framesDuring(page, base, pickUp, cpuRate = 1) {
  await open(page, base, { record: JSON.stringify(FULL_SPIDER), theme: 'dark' });
  return throttled(page, cpuRate, () => dragAcross(page, pickUp));
}

/** The drag of framesDuring on the open page. */
async function dragAcross(page, pickUp) {
  await page.evaluate(() => {
    window.__frames = [];
    window.__slow = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.name.startsWith('pointer')) window.__slow.push(Math.round(e.duration));
    }).observe({ type: 'event', durationThreshold: 16 });
    let last = performance.now();
    const tick = (now) => {
      window.__frames.push(now - last);
      last = now;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const card = page.locator('patience-pile').nth(13).locator('patience-card').last();
  const box = await card.boundingBox();
  await page.mouse.move(box.x + 10, box.y + 10);
  if (pickUp) await page.mouse.down();
  await page.mouse.move(box.x + 20, box.y + 20, { steps: 2 });
  await page.waitForTimeout(100);
  await page.evaluate(() => {
    window.__frames.length = 0;
    window.__slow.length = 0;
  });
  for (let step = 1; step <= 150; step++) {
    await page.mouse.move(box.x + 20 + step * 6, box.y + 20 + Math.sin(step / 8) * 150);
    await page.waitForTimeout(8);
  }
  const result = await page.evaluate(() => ({ frames: window.__frames.slice(1), slow: window.__slow.slice() }));
  if (pickUp) await page.mouse.up();
  return result;
}

/**
 * Layout shift while the solver's words appear: the page's hint (H from the host) and the winnability light turned
 * on, each measured with the Layout Instability API (PerformanceObserver 'layout-shift', shifts after input left out)
 * from just before the change until the words and the hint's arrow are drawn, plus how far the table's box moved.
 * Needs the solver worker built beside main.js (dist/webview/solver-worker.js).
 */
export async function hintLayoutShift(page, base, game) {
  await open(page, base, { game, deal: 3, theme: 'dark' });
  return page.evaluate(async () => {
    const app = document.querySelector('patience-app');
    const table = () => app.shadowRoot.querySelector('patience-table').getBoundingClientRect();
    const bar = () => app.shadowRoot.querySelector('patience-solver-bar')?.shadowRoot;
    const frames = (n) =>
      new Promise((resolve) => {
        const step = () => (n-- > 0 ? requestAnimationFrame(step) : resolve());
        step();
      });
    const until = async (test) => {
      for (let i = 0; i < 600 && !test(); i++) await frames(1);
      return test();
    };
    await until(() => bar());
    await frames(3);
    const measure = async (change, done) => {
      const entries = [];
      const observer = new PerformanceObserver((list) => entries.push(...list.getEntries()));
      observer.observe({ type: 'layout-shift' });
      const before = table();
      change();
      const shown = await until(done);
      await frames(3);
      entries.push(...observer.takeRecords());
      observer.disconnect();
      const after = table();
      const shifts = entries.filter((e) => !e.hadRecentInput);
      return {
        shown: Boolean(shown),
        shift: shifts.reduce((sum, e) => sum + e.value, 0),
        entries: shifts.length,
        moved: Math.max(
          Math.abs(after.top - before.top),
          Math.abs(after.left - before.left),
          Math.abs(after.width - before.width),
          Math.abs(after.height - before.height),
        ),
      };
    };
    const hint = await measure(
      () => window.postMessage({ type: 'command', command: 'hint' }, '*'),
      () => {
        const m = bar()?.querySelector('.message')?.textContent;
        return m && m !== 'Thinking…' && app.shadowRoot.querySelector('patience-hint-arrow')?.shadowRoot.querySelector('path');
      },
    );
    const light = await measure(
      () =>
        window.postMessage({ type: 'settings', settings: { animations: 'normal', bakersGameRules: 'kings', showWinnability: true } }, '*'),
      () => bar()?.querySelector('.light'),
    );
    return { hint, light };
  });
}

/** The p-th percentile of `xs` (0 … 100), nearest rank. */
export const percentile = (xs, p) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.max(0, Math.ceil((p / 100) * xs.length) - 1))];

/** Runs `body` with the page's CPU slowed `rate` times (Chrome DevTools Protocol), then at full speed again. */
export async function throttled(page, rate, body) {
  if (rate === 1) return body();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  try {
    return await body();
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
}

/** Waits until the page's motion chunk has arrived and taken over the table (cards glide from then on). */
async function motionReady(page) {
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/motion-\w+\.js$/.test(e.name)), undefined, {
    polling: 50,
  });
  await page.waitForTimeout(200);
}

/** Frame lengths (rAF to rAF) for `ms` from just before `act` (which starts an animation). */
async function framesAround(page, act, ms) {
  await page.evaluate(() => {
    window.__frames = [];
    window.__recording = true;
    let last = performance.now();
    const tick = (now) => {
      window.__frames.push(now - last);
      last = now;
      if (window.__recording) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await act();
  await page.waitForTimeout(ms);
  return page.evaluate(() => {
    window.__recording = false;
    return window.__frames.slice(1);
  });
}

/**
 * Frames while cards are dealt, with the CPU slowed `cpuRate` times: a new Spider deal replacing the
 * full table of 156 cards (54 cards fly out of the stock), and the last stock deal onto a table of
 * 144 cards (12 cards fly, each turning over).
 */
export async function dealFrames(page, base, cpuRate) {
  await open(page, base, { record: JSON.stringify(FULL_SPIDER), theme: 'dark' });
  await motionReady(page);
  const newDeal = await throttled(page, cpuRate, () =>
    framesAround(page, () => page.locator('patience-header button', { hasText: 'New' }).click(), 1400),
  );
  await open(page, base, { record: JSON.stringify({ ...FULL_SPIDER, moves: FULL_SPIDER.moves.slice(1) }), theme: 'dark' });
  await motionReady(page);
  const stockDeal = await throttled(page, cpuRate, () =>
    framesAround(
      page,
      () =>
        page
          .locator('patience-pile')
          .first()
          .click({ position: { x: 10, y: 10 } }),
      1000,
    ),
  );
  return { newDeal, stockDeal };
}

async function main() {
  const fmt = (ms) => `${ms.toFixed(1)} ms`;
  const size = buildBundle();
  const preview = await startPreview();
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    await page.addInitScript(watchTable);
    const paints = await firstPaints(page, preview.base, FULL_SPIDER, 10);
    const re = await rerender(page, preview.base);
    const drag = await framesDuring(page, preview.base, true);
    console.log(`bundle dist/webview/main.js:        ${size} bytes`);
    console.log(
      `first complete paint, full Spider: median ${fmt(median(paints.map((p) => p.complete)))} (first paint ${fmt(median(paints.map((p) => p.fcp)))})`,
    );
    console.log(
      `re-render after one move:          median ${fmt(median(re.times))}, max ${fmt(Math.max(...re.times))}, then style and layout ${fmt(median(re.layout))} (move ${JSON.stringify(re.move)})`,
    );
    console.log(
      `drag frames:                       ${drag.frames.length} frames, longest ${fmt(Math.max(...drag.frames))}; pointer events over 16 ms: ${drag.slow.length}`,
    );
  } finally {
    await browser.close();
    preview.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
