// Frames of the table in motion, for a person to look at: each change (a move, Spider's deal, Cruel's
// redeal, Baker's Game's plays home, an undo, a run to a foundation, a new deal) is started in the
// preview page, every running animation is paused at a few points of its course, and the table is
// photographed there; then a win's celebration and the result panel. Light, dark and high contrast.
//
//   node test/support/motion-preview.mjs [theme…]     → test-output/motion/<scene>-<theme>-<percent>.png
import fs from 'node:fs';
import path from 'node:path';
import { OUT, TABLE, buildBundle, launchChromium, open, startPreview } from './webview-page.mjs';

const SHOTS = path.join(OUT, 'motion');

/** Every animation in the page, its shadow roots included (document.getAnimations() does not look inside them). */
function pauseAll(fraction) {
  const found = new Set();
  const walk = (root) => {
    for (const a of root.getAnimations()) found.add(a);
    for (const el of root.querySelectorAll('*')) if (el.shadowRoot) walk(el.shadowRoot);
  };
  walk(document);
  for (const a of found) {
    a.pause();
    a.currentTime = fraction * a.effect.getComputedTiming().endTime;
  }
  return found.size;
}

function finishAll() {
  const walk = (root) => {
    for (const a of root.getAnimations()) a.finish();
    for (const el of root.querySelectorAll('*')) if (el.shadowRoot) walk(el.shadowRoot);
  };
  walk(document);
}

/** A move sent up by the table, as a click, a drop or a key would. */
const sendMove = (page, move) => page.evaluate(`${TABLE}.dispatchEvent(new CustomEvent('patience-move', { detail: { move: ${JSON.stringify(move)} }, bubbles: true, composed: true }))`);
/** The first legal single-card move on the table. */
const firstMove = (page) => page.evaluate(`(() => {
  const table = ${TABLE};
  for (let i = 0; i < table.specs.length; i++) {
    const n = table.position.piles[i].length;
    if (n === 0 || table.liftCount(i, n - 1) === 0) continue;
    const targets = [...table.beginLift(i, n - 1)];
    table.cancelLift();
    if (targets.length) return { from: table.specs[i].id, to: table.specs[targets[0]].id };
  }
  return null;
})()`);
const command = (page, name) => page.evaluate((c) => window.postMessage({ type: 'command', command: c }, '*'), name);

/** Runs `act`, then photographs the animations it started at each fraction of their course. */
async function frames(page, name, act, fractions) {
  // The motion chunk the page loads as it starts; then the deal the page opened with goes home.
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/motion-player-')), undefined, { polling: 50 });
  await page.evaluate(finishAll);
  await act();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r())));
  const count = await page.evaluate(pauseAll, fractions[0]);
  for (const f of fractions) {
    await page.evaluate(pauseAll, f);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${String(Math.round(f * 100)).padStart(2, '0')}.png`) });
  }
  await page.evaluate(finishAll);
  console.log(`${name}: ${count} animations, ${fractions.length} frames`);
}

const SCENES = [
  ['move', { game: 'bakers-game', deal: 1 }, async (page) => sendMove(page, { from: 'tableau-1', to: 'freecell-1' }), [0.3, 0.7]],
  ['bakers-home', { record: JSON.stringify({ game: 'bakers-game', variant: 'kings', deal: 1, moves: [{ from: 'tableau-1', to: 'freecell-1' }, { from: 'tableau-3', to: 'freecell-2' }, { from: 'tableau-6', to: 'freecell-3' }] }) },
    async (page) => sendMove(page, { from: 'tableau-6', to: 'freecell-4' }), [0.2, 0.45, 0.7, 0.9]],
  ['spider-deal', { game: 'spider-three-decks', deal: 3 }, async (page) => page.locator('patience-pile').nth(0).click({ position: { x: 20, y: 20 } }), [0.15, 0.45, 0.8]],
  ['spider-undo-deal', { record: JSON.stringify({ game: 'spider-three-decks', deal: 3, moves: [{ action: 'deal' }] }) }, async (page) => command(page, 'undo'), [0.3, 0.7]],
  ['cruel-redeal', { game: 'cruel', deal: 2 }, async (page) => {
    await sendMove(page, await firstMove(page));
    await page.evaluate(finishAll);
    await command(page, 'deal');
  }, [0.15, 0.4, 0.6, 0.85]],
  ['spider-run-home', { record: JSON.stringify({ game: 'spider-three-decks', start: { 'tableau-1': '[7D] KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H AH', 'tableau-2': '[5C] 9S' }, moves: [] }) },
    async (page) => page.locator('patience-pile').nth(13).locator('patience-card').last().dblclick(), [0.3, 0.6, 0.85]],
  ['drop', { game: 'bakers-game', deal: 1 }, async (page) => {
    const card = page.locator('patience-pile').nth(8).locator('patience-card').last();
    const box = await card.boundingBox();
    await page.mouse.move(box.x + 20, box.y + 20);
    await page.mouse.down();
    const cell = await page.locator('patience-pile').nth(1).boundingBox();
    await page.mouse.move(box.x + 60, box.y - 40, { steps: 4 });
    // Let go over the lower edge of free cell 2, away from the card's place there.
    await page.mouse.move(cell.x + cell.width * 0.8, cell.y + cell.height * 0.9, { steps: 6 });
    await page.mouse.up();
  }, [0.1, 0.5]],
  ['new-deal', { game: 'pileon', deal: 1 }, async (page) => page.locator('patience-header button', { hasText: 'New' }).click(), [0.2, 0.6]],
];

async function main() {
  const themes = process.argv.slice(2).length ? process.argv.slice(2) : ['light', 'dark', 'hc'];
  buildBundle();
  fs.mkdirSync(SHOTS, { recursive: true });
  const preview = await startPreview();
  const browser = await launchChromium();
  const problems = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    for (const theme of themes) {
      for (const [scene, params, act, fractions] of SCENES) {
        await open(page, preview.base, { ...params, theme });
        await frames(page, `${scene}-${theme}`, () => act(page), fractions);
      }
    }
  } finally {
    await browser.close();
    preview.close();
  }
  for (const p of problems) console.log(p);
  if (problems.length) process.exitCode = 1;
}

await main();
