// Webview preview: screenshots of every game in light and dark at 1280×720 (plus high contrast,
// a fully dealt and an extreme Spider table, a drag in progress, the rules page, and every card
// style and back in every theme, also on a small table), a few moves
// played by mouse and keyboard, and a report of console errors and CSP violations.
//
//   node test/support/webview-preview.mjs            screenshots + play check into test-output/
//   node test/support/webview-preview.mjs --serve    keep serving; open the printed URL yourself
//
// Needs chromium (`apt-get install -y chromium`); CHROMIUM overrides the path.
import fs from 'node:fs';
import path from 'node:path';
import {
  OUT,
  REPO,
  TABLE,
  buildBundle,
  center,
  lastRecord,
  launchChromium,
  open,
  posted,
  progressCount,
  startPreview,
} from './webview-page.mjs';
import { GAME_IDS } from './registry.mjs';

const SHOTS = path.join(OUT, 'screenshots');
const GAMES = GAME_IDS;
const STYLES = ['classic', 'four-colour', 'large-index'];
const BACKS = ['red', 'blue', 'green'];
const FULL = { width: 1280, height: 720 };
/** A small editor tab: a side-by-side split on a laptop. */
const SMALL = { width: 560, height: 420 };

/** Every card of Spider's three decks in one long column of tableau-1 and the rest spread out. */
function spiderLongColumn() {
  const cards = [];
  for (let copy = 0; copy < 3; copy++) for (const s of 'CDHS') for (const r of 'A23456789TJQK') cards.push(r + s);
  const start = {};
  const column = ['[2C]', '[3C]', '[4C]', '[5C]', '[6C]'];
  const used = new Set(['2C', '3C', '4C', '5C', '6C']);
  for (const s of 'HSDC')
    for (const r of 'KQJT98765432A')
      if (column.length < 40 && !used.has(r + s)) {
        column.push(r + s);
        used.add(r + s);
      }
  start['tableau-1'] = column.join(' ');
  const rest = cards.filter((c) => !used.delete(c));
  for (let t = 2; t <= 12; t++) start[`tableau-${t}`] = rest.splice(0, 6).join(' ');
  start.stock = rest.map((c) => `[${c}]`).join(' ');
  return { game: 'spider-three-decks', start, moves: [] };
}

/** Waits for the deal's own motion to end, so a shot shows the cards where they lie, not flying in. */
function dealt(page) {
  return page.waitForFunction(
    () => {
      const running = [];
      const walk = (root) => {
        running.push(...root.getAnimations().filter((a) => a.playState === 'running'));
        for (const el of root.querySelectorAll('*')) if (el.shadowRoot) walk(el.shadowRoot);
      };
      walk(document);
      return running.length === 0;
    },
    undefined,
    { polling: 50 },
  );
}

/** Drags the top card of a pile onto the first highlighted target; returns that target's index. */
async function dragTopCard(page, from, shot) {
  const card = page.locator('patience-pile').nth(from).locator('patience-card').last();
  const start = center(await card.boundingBox());
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 15, start.y + 20, { steps: 3 });
  const targets = page.locator('patience-pile[target]');
  if ((await targets.count()) === 0) {
    await page.mouse.move(start.x, start.y, { steps: 3 });
    await page.mouse.up();
    return null;
  }
  const target = targets.first();
  const index = await target.evaluate((el) => el.pile);
  const goal = await target.boundingBox();
  await page.mouse.move(goal.x + goal.width / 2, goal.y + 20, { steps: 8 });
  if (shot) await page.screenshot({ path: shot });
  await page.mouse.up();
  return index;
}

async function playCheck(page, base, log) {
  const results = [];
  const check = (name, ok, detail = '') => {
    results.push({ name, ok });
    log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}`);
  };

  await open(page, base, { game: 'bakers-game', deal: 7, theme: 'dark' });
  // Drag: find a tableau whose top card has a target, drop it there.
  let moved = null;
  for (let t = 8; t < 16 && moved === null; t++) moved = await dragTopCard(page, t, path.join(SHOTS, 'bakers-game-dragging-dark.png'));
  await page.waitForTimeout(300);
  const selectedAfterDrag = await page.locator('patience-card[selected]').count();
  check(
    'drag a card onto a highlighted target',
    moved !== null && (await lastRecord(page))?.moves.length === 1 && selectedAfterDrag === 0,
    `to pile ${moved}`,
  );

  // Illegal drop: tableau-1's top card onto a tableau that is not a target glides back, no move.
  const before = await progressCount(page);
  const card = page.locator('patience-pile').nth(8).locator('patience-card').last();
  const home = await card.boundingBox();
  await page.mouse.move(home.x + 10, home.y + 10);
  await page.mouse.down();
  await page.mouse.move(home.x + 30, home.y + 40, { steps: 3 });
  const bad = await page.evaluate(`[...${TABLE}.shadowRoot.querySelectorAll('patience-pile')].findIndex((p, i) => i >= 9 && !p.target)`);
  const badBox = await page.locator('patience-pile').nth(bad).boundingBox();
  await page.mouse.move(badBox.x + badBox.width / 2, badBox.y + 30, { steps: 6 });
  await page.mouse.up();
  await page.waitForTimeout(400);
  const back = await card.boundingBox();
  check(
    'an illegal drop changes nothing and the card glides back',
    (await progressCount(page)) === before && Math.abs(back.x - home.x) < 1 && Math.abs(back.y - home.y) < 1,
  );

  // Click-move: click a top card, then a highlighted target.
  let clicked = false;
  for (let t = 8; t < 16 && !clicked; t++) {
    await page.locator('patience-pile').nth(t).locator('patience-card').last().click();
    const targets = page.locator('patience-pile[target]');
    if ((await targets.count()) > 0) {
      const n = await progressCount(page);
      await targets.first().click({ position: { x: 20, y: 15 } });
      clicked = (await progressCount(page)) === n + 1;
    } else {
      await page.keyboard.press('Escape');
    }
  }
  check('click a card, then click a target', clicked);

  // Double-click a tableau: its top card goes to a free cell.
  const beforeDouble = await lastRecord(page);
  await page.locator('patience-pile').nth(10).locator('patience-card').last().dblclick();
  const afterDouble = await lastRecord(page);
  check(
    'double-click sends the top card to a free cell',
    afterDouble.moves.length === beforeDouble.moves.length + 1 && afterDouble.moves.at(-1).to.startsWith('freecell'),
  );

  // Keyboard: focus a column's top card, pick it up with Enter, tour the table with the arrows
  // (along the tableau row, up, back along the top row) until a highlighted pile has the focus,
  // and drop with Enter.
  const tour = [...Array(8).fill('ArrowRight'), 'ArrowUp', ...Array(8).fill('ArrowLeft'), ...Array(8).fill('ArrowRight')];
  const focusedIsTarget = () =>
    page.evaluate(
      `(() => { const el = ${TABLE}.shadowRoot.activeElement; return !!el && el.localName === 'patience-pile' && el.target; })()`,
    );
  let keyed = false;
  for (let t = 8; t < 16 && !keyed; t++) {
    await page.locator('patience-pile').nth(t).locator('patience-card').last().focus();
    await page.keyboard.press('Enter');
    if ((await page.locator('patience-card[selected]').count()) === 0) continue;
    const n = await progressCount(page);
    for (const arrow of tour) {
      await page.keyboard.press(arrow);
      if (await focusedIsTarget()) {
        await page.keyboard.press('Enter');
        keyed = (await progressCount(page)) === n + 1;
        break;
      }
    }
    if (!keyed) await page.keyboard.press('Escape');
  }
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(SHOTS, 'bakers-game-keyboard-dark.png') });
  check('keyboard: Enter picks up, arrows reach a target, Enter drops', keyed);

  // Spider: a click on the stock deals a row.
  await open(page, base, { game: 'spider-three-decks', deal: 3, theme: 'light' });
  await page
    .locator('patience-pile')
    .nth(0)
    .click({ position: { x: 20, y: 20 } });
  const dealt = await lastRecord(page);
  check('a click on the Spider stock deals', dealt?.moves.length === 1 && dealt.moves[0].action === 'deal');
  return results;
}

async function main() {
  const size = buildBundle();
  console.log(`bundle: dist/webview/main.js ${(size / 1024).toFixed(1)} KB minified`);
  const preview = await startPreview();
  if (process.argv.includes('--serve')) {
    console.log(`serving ${preview.base}/index.html?game=cruel&deal=1&theme=dark (Ctrl-C to stop)`);
    return;
  }
  fs.mkdirSync(SHOTS, { recursive: true });
  const browser = await launchChromium();
  const problems = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`console ${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    const shots = [];
    for (const theme of ['light', 'dark']) for (const game of GAMES) shots.push([`${game}-${theme}`, { game, deal: 1, theme }]);
    shots.push(['bakers-game-hc', { game: 'bakers-game', deal: 1, theme: 'hc' }]);
    shots.push([
      'spider-three-decks-all-dealt-dark',
      { record: JSON.stringify({ game: 'spider-three-decks', deal: 5, moves: Array(9).fill({ action: 'deal' }) }), theme: 'dark' },
    ]);
    shots.push(['spider-three-decks-long-column-light', { record: JSON.stringify(spiderLongColumn()), theme: 'light' }]);
    // Every card style in every theme, at 100% and on a small table; every back on Spider's face-down cards.
    for (const cardStyle of STYLES) {
      for (const theme of ['light', 'dark', 'hc'])
        shots.push([`style-${cardStyle}-${theme}`, { game: 'bakers-game', deal: 1, theme, cardStyle }]);
      shots.push([`style-${cardStyle}-small-light`, { game: 'bakers-game', deal: 1, theme: 'light', cardStyle }, SMALL]);
      shots.push([`style-${cardStyle}-pileon-small-dark`, { game: 'pileon', deal: 3, theme: 'dark', cardStyle }, SMALL]);
    }
    for (const cardBack of BACKS) {
      for (const theme of ['light', 'dark', 'hc'])
        shots.push([`back-${cardBack}-${theme}`, { game: 'spider-three-decks', deal: 1, theme, cardBack }]);
      shots.push([
        `back-${cardBack}-small-dark`,
        { game: 'spider-three-decks', deal: 1, theme: 'dark', cardBack, cardStyle: 'large-index' },
        SMALL,
      ]);
    }
    for (const [name, params, size] of shots) {
      await page.setViewportSize(size ?? FULL);
      await open(page, preview.base, params);
      await dealt(page);
      await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
      for (const e of (await posted(page)).filter((m) => m.type === 'error')) problems.push(`${name}: webview reported: ${e.message}`);
      for (const c of await page.evaluate('window.__csp')) problems.push(`${name}: CSP violation: ${c}`);
      console.log(`shot ${path.relative(REPO, SHOTS)}/${name}.png`);
    }
    await page.setViewportSize(FULL);
    await open(page, preview.base, { game: 'cruel', deal: 2, theme: 'dark' });
    await page.locator('patience-header button', { hasText: 'Rules' }).click();
    await page.screenshot({ path: path.join(SHOTS, 'cruel-rules-dark.png') });
    await open(page, preview.base, { game: 'freecell', deal: 11982, theme: 'light' });
    await dealt(page);
    await page.locator('patience-header button', { hasText: 'Rules' }).click();
    // The panel's code comes on first use: shoot once its heading is drawn.
    await page.locator('patience-rules-panel h3').first().waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'freecell-rules-light.png') });
    const results = await playCheck(page, preview.base, (line) => console.log(line));
    for (const r of results) if (!r.ok) problems.push(`play check failed: ${r.name}`);
    for (const c of await page.evaluate('window.__csp')) problems.push(`CSP violation: ${c}`);
  } finally {
    await browser.close();
    preview.close();
  }
  if (problems.length) {
    console.log(`${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log('no console errors, no CSP violations');
  }
}

await main();
