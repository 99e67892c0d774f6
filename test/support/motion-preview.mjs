// Frames of the table in motion, for a person to look at: each change (a move, Spider's deal, Cruel's
// redeal, Baker's Game's plays home, an undo, a run to a foundation, a new deal, Klondike's draw of three, its waste
// turned over, a double-click on its foundation) is started in the
// preview page, every running animation is paused at a few points of its course, and the table is
// photographed there; then a win's celebration and the result panel. Light, dark and high contrast.
//
//   node test/support/motion-preview.mjs [theme…]     → test-output/motion/<scene>-<theme>-<percent>.png
//   ENDINGS_ONLY=1 node test/support/motion-preview.mjs light dark   → only the celebration and the result panels
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
const sendMove = (page, move) =>
  page.evaluate(
    `${TABLE}.dispatchEvent(new CustomEvent('patience-move', { detail: { move: ${JSON.stringify(move)} }, bubbles: true, composed: true }))`,
  );
/** The first legal single-card move on the table. */
const firstMove = (page) =>
  page.evaluate(`(async () => {
  const table = ${TABLE};
  // The table's play comes in a chunk after the first paint.
  while (!table.play) await new Promise((r) => setTimeout(r, 10));
  for (let i = 0; i < table.specs.length; i++) {
    const n = table.position.piles[i].length;
    if (n === 0 || table.play.liftCount(i, n - 1) === 0) continue;
    const targets = [...table.play.beginLift(i, n - 1)];
    table.play.cancelLift();
    if (targets.length) return { from: table.specs[i].id, to: table.specs[targets[0]].id };
  }
  return null;
})()`);
const command = (page, name) => page.evaluate((c) => window.postMessage({ type: 'command', command: c }, '*'), name);

/** Runs `act`, then photographs the animations it started at each fraction of their course. */
async function frames(page, name, act, fractions) {
  // The motion chunk the page loads as it starts; then the deal the page opened with goes home.
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/motion-\w+\.js$/.test(e.name)), undefined, {
    polling: 50,
  });
  await page.waitForTimeout(200); // and for it to take over the table
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
  [
    'bakers-home',
    {
      record: JSON.stringify({
        game: 'bakers-game',
        variant: 'kings',
        deal: 1,
        moves: [
          { from: 'tableau-1', to: 'freecell-1' },
          { from: 'tableau-3', to: 'freecell-2' },
          { from: 'tableau-6', to: 'freecell-3' },
        ],
      }),
    },
    async (page) => sendMove(page, { from: 'tableau-6', to: 'freecell-4' }),
    [0.2, 0.45, 0.7, 0.9],
  ],
  [
    'spider-deal',
    { game: 'spider-three-decks', deal: 3 },
    async (page) =>
      page
        .locator('patience-pile')
        .nth(0)
        .click({ position: { x: 20, y: 20 } }),
    [0.15, 0.45, 0.8],
  ],
  [
    'spider-undo-deal',
    { record: JSON.stringify({ game: 'spider-three-decks', deal: 3, moves: [{ action: 'deal' }] }) },
    async (page) => command(page, 'undo'),
    [0.3, 0.7],
  ],
  [
    'cruel-redeal',
    { game: 'cruel', deal: 2 },
    async (page) => {
      await sendMove(page, await firstMove(page));
      await page.evaluate(finishAll);
      await command(page, 'deal');
    },
    [0.15, 0.4, 0.6, 0.85],
  ],
  [
    'spider-run-home',
    {
      record: JSON.stringify({
        game: 'spider-three-decks',
        start: { 'tableau-1': '[7D] KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H AH', 'tableau-2': '[5C] 9S' },
        moves: [],
      }),
    },
    async (page) => page.locator('patience-pile').nth(13).locator('patience-card').last().dblclick(),
    [0.3, 0.6, 0.85],
  ],
  [
    'drop',
    { game: 'bakers-game', deal: 1 },
    async (page) => {
      const card = page.locator('patience-pile').nth(8).locator('patience-card').last();
      const box = await card.boundingBox();
      await page.mouse.move(box.x + 20, box.y + 20);
      await page.mouse.down();
      const cell = await page.locator('patience-pile').nth(1).boundingBox();
      await page.mouse.move(box.x + 60, box.y - 40, { steps: 4 });
      // Let go over the lower edge of free cell 2, away from the card's place there.
      await page.mouse.move(cell.x + cell.width * 0.8, cell.y + cell.height * 0.9, { steps: 6 });
      await page.mouse.up();
    },
    [0.1, 0.5],
  ],
  ['new-deal', { game: 'pileon', deal: 1 }, async (page) => page.locator('patience-header button', { hasText: 'New' }).click(), [0.2, 0.6]],
  // Klondike's three cards drawn onto the waste, fanned as they land; the waste turned over into the stock.
  [
    'klondike-draw-three',
    { record: JSON.stringify({ game: 'klondike', variant: 'three', deal: 5, moves: [] }) },
    async (page) => command(page, 'deal'),
    [0.2, 0.5, 0.85],
  ],
  [
    'klondike-turn-over',
    { record: JSON.stringify({ game: 'klondike', deal: 1, moves: Array.from({ length: 24 }, () => ({ action: 'deal' })) }) },
    async (page) => command(page, 'deal'),
    [0.3, 0.7],
  ],
  [
    'klondike-foundation-double-click',
    {
      record: JSON.stringify({
        game: 'klondike',
        start: {
          'foundation-1': 'AC',
          'foundation-2': 'AD 2D',
          'tableau-1': '[KS] 2C',
          'tableau-2': '3D',
          'tableau-3': 'AH',
          stock: '[QS]',
        },
        moves: [],
      }),
    },
    async (page) =>
      page
        .locator('patience-pile')
        .nth(4)
        .dblclick({ position: { x: 20, y: 20 } }),
    [0.3, 0.7],
  ],
];

// Baker's Game one move from a win (the king of spades goes home), and a lost Pileon (pileon.md example 6).
const NEARLY_WON = {
  game: 'bakers-game',
  moves: [],
  start: {
    'foundation-1': 'AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC',
    'foundation-2': 'AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD',
    'foundation-3': 'AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH',
    'foundation-4': 'AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS',
    'tableau-1': 'KS',
  },
};
const LOST_PILES = [
  '4C 3C 2C AC',
  '4D 3D 2D AD',
  '4H 3H 2H AH',
  '4S 3S 2S AS',
  '8C 7C 6C 5C',
  '8D 7D 6D 5D',
  '8H 7H 6H 5H',
  '8S 7S 6S 5S',
  'QD QC JH TC',
  'JS TS TH TD',
  'JD JC',
  'KC 9S 9H',
  'KD 9D 9C',
  'KH QS',
  'QH KS',
];
const LOST = { game: 'pileon', moves: [], start: Object.fromEntries(LOST_PILES.map((cards, i) => [`pile-${i + 1}`, cards])) };

/** A win: the cascade a second in, then (a key skips it) the result panel with what the host says it means; and a lost game's panel. */
async function endings(page, base, theme) {
  const shot = (name) => page.screenshot({ path: path.join(SHOTS, `${name}-${theme}.png`) });
  const canvas = () => page.evaluate(() => !!document.querySelector('patience-app').shadowRoot.querySelector('main > canvas'));
  await open(page, base, { record: JSON.stringify(NEARLY_WON), theme });
  await sendMove(page, { from: 'tableau-1', to: 'foundation-4' });
  await page.waitForFunction(() => !!document.querySelector('patience-app').shadowRoot.querySelector('main > canvas'), undefined, {
    polling: 50,
  });
  await page.waitForTimeout(1200);
  await shot('celebration');
  console.log(`celebration-${theme}: canvas ${await canvas()}`);
  await page.keyboard.press('Shift');
  await page.evaluate(() =>
    window.postMessage(
      {
        type: 'winCounted',
        counted: 'now',
        assisted: false,
        firstWin: false,
        fastest: true,
        fewestMoves: true,
        streak: 4,
        daily: '2026-12-03',
      },
      '*',
    ),
  );
  await page.locator('patience-result-panel .news').waitFor();
  await shot('won-panel');
  // The same win with help (Show Me How or Finish played the solver's line), as the host's verdict says.
  await open(page, base, { record: JSON.stringify(NEARLY_WON), theme });
  await sendMove(page, { from: 'tableau-1', to: 'foundation-4' });
  await page.keyboard.press('Shift');
  await page.evaluate(() =>
    window.postMessage(
      { type: 'winCounted', counted: 'now', assisted: true, firstWin: false, fastest: false, fewestMoves: false, streak: 0 },
      '*',
    ),
  );
  await page.locator('patience-result-panel h2').waitFor();
  await shot('won-with-help-panel');
  await open(page, base, { record: JSON.stringify(LOST), theme });
  await page.locator('patience-result-panel button').first().waitFor();
  await shot('lost-panel');
}

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
      // ENDINGS_ONLY=1: only the celebration and the result panels.
      for (const [scene, params, act, fractions] of process.env.ENDINGS_ONLY ? [] : SCENES) {
        await open(page, preview.base, { ...params, theme });
        await frames(page, `${scene}-${theme}`, () => act(page), fractions);
      }
      await endings(page, preview.base, theme);
    }
  } finally {
    await browser.close();
    preview.close();
  }
  for (const p of problems) console.log(p);
  if (problems.length) process.exitCode = 1;
}

await main();
