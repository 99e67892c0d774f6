// Patience as a Russian-speaking player gets it: the packaged .vsix installed in a real VS Code (code-server) whose
// display language is Russian (the test language pack, see ./language-pack.mjs), the workbench in Debian Chromium.
// Checks what VS Code shows (the command palette's titles, the quick pick, the tab) and what the webviews show (the
// table's header and buttons, accessible names, the rules page, the statistics view), and takes screenshots to look
// at for overflow and clipping: test-output/l10n/*.png (gitignored).
//
//   npm run test:e2e:ru      (packages out/patience.vsix first; env: VSIX, HEADED=1, KEEP_STATE=1, CHROMIUM)
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium, openWorkbench, runCommand, startCodeServer, until } from '../support/code-server.mjs';
import { frameWith, openInFileDialog, readWalkthrough } from '../support/workbench.mjs';
import { assertWalkthrough } from '../e2e/support.mjs';
import { statisticsExport } from '../support/statistics-export.mjs';
import { russianLanguagePack } from './language-pack.mjs';
import { gameNamesIn } from '../support/registry.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OUT = path.join(REPO, 'test-output/l10n');
const VSIX = process.env.VSIX ? path.resolve(process.env.VSIX) : path.join(REPO, 'out/patience.vsix');
const LATIN = /[A-Za-z](?:[A-Za-z.]*[A-Za-z])?/g;
/** Latin a Russian page may show (as test/l10n/text.ts allows): key names, the Baker's Game setting and its values. */
const LATIN_ALLOWED = new Set([
  'Esc',
  'Enter',
  'Ctrl',
  'Tab',
  'Shift',
  'Mac',
  'U',
  'Z',
  'Y',
  'H',
  'N',
  'R',
  'D',
  'I',
  'S',
  'A',
  'K',
  'Q',
  'J',
  'patience.bakersGame.rules',
  'patience.play',
  'kings',
  'any',
  // FreeCell's autoplay setting and its values, named as the Settings editor shows them
  'patience.freecell.autoplay',
  'safe',
  'off',
  'all',
  // the walkthrough: keys, and the names it keeps
  'Cmd',
  'GNOME',
  'AisleRiot',
  'VS',
  'Code',
  // today's deals: the day is a UTC day
  'UTC',
]);

/** The manifest's Russian words (the walkthrough's). */
const NLS = JSON.parse(fs.readFileSync(path.join(REPO, 'package.nls.ru.json'), 'utf8'));

/** Every text and label a page shows or speaks, through its shadow roots. */
const pageWords = (frame, element) =>
  frame.locator(element).evaluate((root) => {
    const out = [];
    const walk = (node) => {
      for (const el of node.querySelectorAll('*')) {
        for (const a of ['aria-label', 'title', 'placeholder']) if (el.getAttribute(a)) out.push(el.getAttribute(a));
        if (el.shadowRoot) walk(el.shadowRoot);
      }
      for (const child of node.childNodes) if (child.nodeType === 3 && child.textContent.trim()) out.push(child.textContent.trim());
      for (const el of node.querySelectorAll('*'))
        for (const child of el.childNodes) if (child.nodeType === 3 && child.textContent.trim()) out.push(child.textContent.trim());
    };
    walk(root.shadowRoot ?? root);
    return [...new Set(out)];
  });

/** Elements inside `element` whose content is wider than their box (text cut off or spilling out). */
const overflowing = (frame, element) =>
  frame.locator(element).evaluate((root) => {
    const out = [];
    const walk = (node) => {
      for (const el of node.querySelectorAll('*')) {
        const style = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        // (A visually hidden element, 1 px wide for screen readers only, is meant to overflow.)
        if (
          box.width > 1 &&
          style.display !== 'contents' &&
          el.scrollWidth > el.clientWidth + 1 &&
          style.overflowX !== 'auto' &&
          style.overflowX !== 'scroll' &&
          el.clientWidth > 1
        ) {
          out.push(`${el.localName}.${el.className} "${el.textContent.trim().slice(0, 40)}" ${el.scrollWidth} > ${el.clientWidth}`);
        }
        if (box.right > window.innerWidth + 1 && box.width > 0)
          out.push(`${el.localName} "${el.textContent.trim().slice(0, 40)}" ends at ${Math.round(box.right)} past ${window.innerWidth}`);
        if (el.shadowRoot) walk(el.shadowRoot);
      }
    };
    walk(root.shadowRoot ?? root);
    return out;
  });

const english = (words) => words.flatMap((w) => (w.match(LATIN) ?? []).filter((l) => !LATIN_ALLOWED.has(l)).map((l) => `${l} in "${w}"`));

/** A statistics export as "Export Statistics…" writes it: a few results of three games. */
function exportFile() {
  const at = (h) => new Date(Date.UTC(2025, 3, 24, 8) + h * 3_600_000).toISOString();
  const result = (i, game, outcome, extra = {}) => ({
    id: `e2e-ru-${String(i).padStart(4, '0')}`,
    game,
    deal: 1000 + i,
    outcome,
    score: outcome === 'won' ? 48 : 12 + i,
    moves: 80 + i * 7,
    timeMs: 125_000 + i * 9_000,
    endedAt: at(i),
    ...extra,
  });
  const results = [
    result(1, 'cruel', 'won'),
    result(2, 'cruel', 'lost'),
    result(3, 'cruel', 'won'),
    result(4, 'cruel', 'abandoned'),
    result(5, 'cruel', 'won'),
    result(6, 'bakers-game', 'won', { variant: 'kings', score: 52 }),
    result(7, 'bakers-game', 'lost', { variant: 'kings', score: 30 }),
    result(8, 'spider-three-decks', 'abandoned', { score: 37 }),
  ];
  return statisticsExport(results, at(9));
}

describe('Patience in Russian (code-server + Chromium)', { timeout: 600000 }, () => {
  let server, browser, page;

  before(async () => {
    assert.ok(fs.existsSync(VSIX), `${VSIX} is missing: run npm run package (npm run test:e2e:ru does)`);
    fs.mkdirSync(OUT, { recursive: true });
    server = await startCodeServer({
      vsix: VSIX,
      locale: 'ru',
      languagePack: russianLanguagePack(),
      settings: { 'workbench.colorTheme': 'Default Dark Modern', 'patience.winnableDealsOnly': false },
    });
    browser = await launchChromium({ locale: 'ru-RU', viewport: { width: 1280, height: 800 } });
    page = browser.page;
    await openWorkbench(page, server);
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  test('the command palette shows the commands under their Russian titles', async () => {
    await runCommand(page, 'Пасьянс: Новая игра…');
    const input = page.locator('.quick-input-widget input');
    await input.waitFor({ state: 'visible' });
    await page.locator('.quick-input-list .monaco-list-row', { hasText: 'Паук с тремя колодами' }).waitFor();
    const rows = await page.locator('.quick-input-list .monaco-list-row').allInnerTexts();
    for (const game of Object.values(gameNamesIn('ru')))
      assert.ok(
        rows.some((r) => r.startsWith(game)),
        `${game} in ${rows}`,
      );
    assert.deepEqual(english(rows), []);
    assert.equal(await page.locator('.quick-input-title').innerText(), 'Пасьянс: новая игра');
    await input.fill('Паук с тремя');
    await page.keyboard.press('Enter');
    await page.locator('.tabs-container .tab .label-name', { hasText: /^Паук с тремя колодами #\d+$/ }).waitFor({ timeout: 30000 });
  });

  test('the game table speaks Russian: header, buttons, the table and its cards, the page language', async () => {
    const frame = await frameWith(page, 'patience-app');
    await frame.locator('patience-card').first().waitFor({ timeout: 30000 });
    assert.equal(await frame.locator('html').getAttribute('lang'), 'ru');
    assert.equal((await frame.locator('patience-header h1').innerText()).trim(), 'Паук с тремя колодами');
    assert.match(await frame.locator('patience-header .deal').innerText(), /^Раздача \d+$/);
    const buttons = (await frame.locator('patience-header button').allInnerTexts()).map((t) => t.trim());
    for (const label of ['Новая', 'Заново', 'Отменить', 'Вернуть', 'Сдать', 'Правила'])
      assert.ok(buttons.includes(label), `${label} in ${buttons}`);
    assert.equal(await frame.locator('patience-table').getAttribute('aria-label'), 'Игровой стол: Паук с тремя колодами');
    const stock = await frame.locator('patience-pile').first().getAttribute('aria-label');
    assert.match(stock, /^прикуп, 102 карты, ещё 9 сдач, щёлкните, чтобы сдать$/);
    const card = await frame.locator('patience-card[aria-label*="лицом вверх"]').first().getAttribute('aria-label');
    assert.match(card, /^[а-яё]+ (треф|бубен|червей|пик), лицом вверх, столбец \d+, карта \d+ из \d+$/);
    assert.deepEqual(english(await pageWords(frame, 'patience-app')), []);
    assert.deepEqual(await overflowing(frame, 'patience-header'), []);
    await page.screenshot({ path: path.join(OUT, 'ru-spider-three-decks.png') });
  });

  test('the rules page opens in Russian', async () => {
    const frame = await frameWith(page, 'patience-app');
    await frame.locator('patience-header button', { hasText: 'Правила' }).click();
    await frame.locator('patience-rules-panel h2').waitFor();
    assert.equal(await frame.locator('patience-rules-panel h2').innerText(), 'Паук с тремя колодами');
    assert.equal(await frame.locator('patience-rules-panel h3').first().innerText(), 'Раскладка');
    assert.deepEqual(english(await pageWords(frame, 'patience-rules-panel')), []);
    await page.screenshot({ path: path.join(OUT, 'ru-rules.png') });
    await frame.locator('patience-rules-panel button', { hasText: 'Закрыть' }).click();
  });

  test("Baker's Game: the longest title fits the header", async () => {
    await runCommand(page, 'Пасьянс: Новая игра «Игра пекаря»');
    await page.locator('.tabs-container .tab .label-name', { hasText: /^Игра пекаря #\d+$/ }).waitFor({ timeout: 30000 });
    const frame = await frameWith(page, 'patience-app');
    await until(
      'the new table',
      async () => (await frame.locator('patience-header h1').innerText()).trim(),
      (t) => t === 'Игра пекаря (только короли)',
    );
    assert.deepEqual(await overflowing(frame, 'patience-header'), []);
    assert.deepEqual(english(await pageWords(frame, 'patience-app')), []);
    await page.screenshot({ path: path.join(OUT, 'ru-bakers-game.png') });
  });

  test('a hint in Russian: the solver worker words its answer in the page language', async () => {
    const frame = await frameWith(page, 'patience-app');
    await frame.locator('patience-header button', { hasText: 'Подсказка' }).click();
    const bar = frame.locator('patience-solver-bar');
    const message = await until(
      'the hint',
      () => bar.locator('.message').innerText(),
      (t) => typeof t === 'string' && t !== '' && t !== 'Думаю…',
    );
    // A move (Baker's Game deals are random here), or the answer for a deal that cannot be won.
    assert.match(message, /^(Переложите|Положите) \S+ .+|^Из этой позиции уже не выиграть$/);
    const words = await pageWords(frame, 'patience-solver-bar');
    assert.deepEqual(english(words), []);
    assert.deepEqual(await overflowing(frame, 'patience-solver-bar'), []);
    await page.screenshot({ path: path.join(OUT, 'ru-hint.png') });
  });

  test('the end-of-game panel, won and lost, fits in Russian', async () => {
    const frame = await frameWith(page, 'patience-app');
    for (const status of ['won', 'lost']) {
      // The panel as the table shows it at the end of a game, with the page's own words and styles (no game needs to
      // be won): the app's ending front hands it over once the ending chunk has loaded.
      await frame.locator('patience-app').evaluate(async (app, status) => {
        app.shadowRoot.querySelector('#l10n-panel')?.remove();
        const result = { status, elapsedMs: 754_000, moves: 1234, score: 52, maxScore: 52 };
        let panel = app.ending.view(result);
        for (let tries = 0; !(panel instanceof HTMLElement) && tries < 500; tries++) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          panel = app.ending.view(result);
        }
        panel.id = 'l10n-panel';
        app.shadowRoot.querySelector('main').append(panel);
      }, status);
      const panel = frame.locator('#l10n-panel');
      const words = await pageWords(frame, '#l10n-panel');
      assert.ok(words.includes(status === 'won' ? 'Победа!' : 'Ходов больше нет'), words.join(' | '));
      if (status === 'won') assert.ok(words.includes('1\u00a0234'), `moves written as Russian does: ${words}`);
      assert.deepEqual(english(words), []);
      assert.deepEqual(await overflowing(frame, '#l10n-panel'), []);
      await panel.screenshot({ path: path.join(OUT, `ru-result-${status}.png`) });
    }
    await frame.locator('patience-app').evaluate((app) => app.shadowRoot.querySelector('#l10n-panel')?.remove());
  });

  test('statistics imported through the Russian commands show in the Russian statistics view', async () => {
    const file = path.join(server.workspace, 'статистика.json');
    fs.writeFileSync(file, exportFile());
    await runCommand(page, 'Пасьянс: Импортировать статистику…');
    await openInFileDialog(page, file).catch(async (error) => {
      await page.screenshot({ path: path.join(OUT, 'ru-import-dialog-failed.png') });
      throw error;
    });
    const note = page.locator('.notifications-toasts .notification-toast', { hasText: 'Статистика импортирована' });
    await note.waitFor({ timeout: 30000 });
    // A file from before records travelled: every game counts, unverified.
    assert.match(
      await note.innerText(),
      /Статистика импортирована \(добавлено: 8 партий, уже учтено: 0, без записи ходов: 8 из них — рекордов и серий они не дают\)\./,
    );
    await runCommand(page, 'Пасьянс: Показать статистику');
    const frame = await frameWith(page, 'patience-stats-view');
    await frame.locator('patience-stats-card').first().waitFor({ timeout: 30000 });
    const words = await pageWords(frame, 'patience-stats-view');
    for (const text of [
      'Все игры',
      'Доля побед',
      'Сыграно',
      'Лучшая серия',
      'Жестокость',
      'Игра пекаря (только короли)',
      'Ещё не сыграны',
    ]) {
      assert.ok(
        words.some((w) => w.includes(text)),
        `${text} in the statistics view`,
      );
    }
    assert.ok(
      words.some((w) => /апр\. 2025/.test(w)),
      'dates in Russian',
    );
    assert.deepEqual(english(words), []);
    assert.deepEqual(await overflowing(frame, 'patience-stats-view'), []);
    await page.screenshot({ path: path.join(OUT, 'ru-statistics.png') });
    const sidebar = page.locator('.part.sidebar');
    if (await sidebar.isVisible()) await sidebar.screenshot({ path: path.join(OUT, 'ru-statistics-sidebar.png') });
  });

  test('the walkthrough in Russian: its title, steps, buttons and Russian pictures', async () => {
    await runCommand(page, 'Welcome: Open Walkthrough...');
    await page.locator('.quick-input-list .monaco-list-row', { hasText: NLS['walkthrough.title'] }).click();
    const shown = await readWalkthrough(page);
    assertWalkthrough(shown, 'ru');
    assert.deepEqual(english([shown.title, ...shown.steps.flatMap((s) => [s.title, s.description, s.image.alt])]), []);
    await page.screenshot({ path: path.join(OUT, 'ru-walkthrough.png') });
    await runCommand(page, 'View: Close Editor');
  });
});
