// What npm run screenshots (scripts/screenshots.mjs) drives in a real VS Code: a Session per language, whose steps
// (commands by id, deals by number, the solver's moves, a hint, imported statistics, the Settings editor) work in any
// display language, and whose shoot() writes a picture once the window has settled.
import fs from 'node:fs';
import path from 'node:path';
import { runCommand, until } from '../test/support/code-server.mjs';
import { openInFileDialog } from '../test/support/workbench.mjs';
import { statisticsExport } from '../test/support/statistics-export.mjs';
import { REPO, Table } from '../test/e2e/support.mjs';
import { highlighted, pressH } from '../test/e2e/solver-play.mjs';

const MANIFEST = JSON.parse(fs.readFileSync(path.join(REPO, 'package.json'), 'utf8'));

/** The game table, found without words: piles by their index in the game's rules, cards by their index in the pile. */
class AnyLanguageTable extends Table {
  game = 'spider-three-decks';

  pile(id) {
    const index = this.engine.rulesOf(this.game).piles.findIndex((p) => p.id === id);
    return this.frame.locator('patience-table patience-pile').nth(index);
  }

  /** The card at `index` of a pile of `count`, counted from the top: a pile draws only its top cards (a waste its fanned ones). */
  card(id, index, count) {
    return this.pile(id)
      .locator('patience-card')
      .nth(index - count);
  }
}

/**
 * One language's VS Code for npm run screenshots: the steps its scenes take and shoot(). `nls` is the manifest's words in
 * that language (package.nls*.json), which name the commands in the palette.
 */
export class Session {
  constructor({ lang, nls, server, browser, engine, solver }) {
    Object.assign(this, { lang, nls, server, browser, engine, solver, page: browser.page });
    this.table = new AnyLanguageTable(this.page, engine);
    this.taken = [];
  }

  /** Runs a command from the palette by its id: a contributed one under its title in this language, or VS Code's own. */
  async command(id) {
    const contributed = MANIFEST.contributes.commands.find((c) => c.command === id);
    const words = (value) => value.replace(/^%(.+)%$/, (_, key) => this.nls[key]);
    const title = contributed ? `${words(contributed.category)}: ${words(contributed.title)}` : VSCODE_COMMANDS[id];
    if (!title) throw new Error(`no palette title known for ${id}`);
    await runCommand(this.page, title);
  }

  /** A new game of `game`, then Select Deal… `deal`; waits until the table shows it. */
  async openDeal(game, deal, variant) {
    const { page, table } = this;
    // A new deal, not the table already there: a winnable deal (the default) takes the host's solver a moment, and
    // Select Deal… before it lands would be replaced by it.
    const before = await table.header().then(
      (h) => h.deal,
      () => null,
    );
    await this.command(`patience.newGame.${game}`);
    const dealt = async () => ({ game: (await table.position()).game, ...(await table.header()) });
    await until(`a new ${game} on the table`, dealt, (t) => t.game === game && t.moves === 0 && t.deal !== before, 60000);
    table.game = game;
    const ids = await table.frame.locator('patience-table patience-pile').evaluateAll((piles) => piles.map((p) => p.spec.id));
    if (
      ids.join() !==
      this.engine
        .rulesOf(game)
        .piles.map((p) => p.id)
        .join()
    )
      throw new Error(`the table's piles are not in the rules' order: ${ids}`);
    // The box asking for the number has a title ("Select Deal: …"), the palette none; tried again if a closing palette
    // or a tab taking the focus closed it.
    const input = page.locator('.quick-input-widget input');
    const title = page.locator('.quick-input-widget .quick-input-title');
    for (let tries = 1; ; tries++) {
      await this.command('patience.selectDeal');
      const asked = await until(
        'the deal number box',
        async () => (await title.isVisible()) && (await title.innerText()).trim() !== '',
        Boolean,
        10000,
      ).then(
        () => true,
        () => false,
      );
      if (
        asked &&
        (await input.fill(String(deal), { timeout: 3000 }).then(
          () => true,
          () => false,
        ))
      )
        break;
      if (tries === 3) throw new Error('Select Deal… did not ask for a number');
      await page.keyboard.press('Escape');
    }
    await page.keyboard.press('Enter');
    const record = { game, deal, moves: [], ...(variant ? { variant } : {}) };
    await table.shows(record, 30000);
    return record;
  }

  /** Plays the first `count` moves of the solver's winning line with clicks (the stock with a click on it). */
  async playLine(record, count) {
    const { table } = this;
    const { line } = this.solver.solve(table.expected(record).position, { knowledge: 'full', maxMs: 20000, now: () => performance.now() });
    if (!line || line.length < count) throw new Error(`no winning line of ${count} moves for ${record.game} #${record.deal}`);
    await this.playMoves(record, line.slice(0, count));
  }

  /** Plays `moves` on the table one by one, as a player would, each checked against the engine. */
  async playMoves(record, moves) {
    const { engine, table } = this;
    for (const move of moves) {
      const position = table.expected(record).position;
      if (engine.isAction(move)) await table.pile(engine.rulesOf(record.game).piles.find((p) => p.kind === 'stock').id).click();
      else await table.clickMove(position, move);
      record.moves.push(move);
      await table.shows(record);
    }
  }

  /** Fails unless the position after `record`, as engine.formatPosition writes it, has each of `lines`. */
  expectLines(record, lines) {
    const shown = this.engine.formatPosition(this.table.expected(record).position).split('\n');
    const missing = lines.filter((line) => !shown.includes(line));
    if (missing.length > 0)
      throw new Error(
        `${record.game} #${record.deal} after ${record.moves.length} moves is not as described (${missing}):\n${shown.join('\n')}`,
      );
  }

  /** New Game… from the palette, left open once it lists `games` games (and, above them, the game on the table to continue). */
  async openGamePicker(games) {
    await this.command('patience.newGame');
    await until(
      `New Game… listing ${games} games`,
      () => this.page.locator('.quick-input-list .monaco-list-row').count(),
      (n) => n >= games,
    );
  }

  /** H in the tab, until the table shows the hinted move; fails unless it is the move `from` → `to` (pile ids) the pictures' words name. */
  async hint({ from, to }) {
    await pressH(this.table);
    const shown = await until(
      'the hint on the table',
      () => highlighted(this.table),
      (h) => h.targets?.length === 1,
      30000,
    );
    if (shown.lifted[0]?.id !== from || shown.targets[0] !== to)
      throw new Error(`the hint is not ${from} → ${to}, as the pictures' words say: ${JSON.stringify(shown)}`);
  }

  async importStatistics(results) {
    const file = path.join(this.server.workspace, 'statistics.json');
    fs.writeFileSync(file, statisticsExport(results));
    await this.command('patience.stats.import');
    await openInFileDialog(this.page, file);
    await this.page.locator('.notifications-toasts .notification-toast').first().waitFor({ timeout: 30000 });
    await this.clearNotifications();
  }

  async clearNotifications() {
    const toasts = this.page.locator('.notifications-toasts .notification-toast');
    if (await toasts.count()) await this.command('notifications.clearAll');
    await until(
      'no notification in view',
      () => toasts.count(),
      (n) => n === 0,
    );
  }

  /** The Settings editor, searched for `query` (typed into its search box, as a player would), showing `count` settings. */
  async openSettings(query, count) {
    const { page } = this;
    await runCommand(page, 'Preferences: Open User Settings');
    const editor = page.locator('.settings-editor');
    const search = editor.locator('.search-container .monaco-editor');
    await search.waitFor();
    const counted = editor.locator('.settings-count-widget');
    await until(
      `the settings for ${query}`,
      async () => {
        if ((await search.locator('.view-lines').innerText({ timeout: 1000 })).trim() !== query) {
          await search.click();
          await page.keyboard.press('Control+a');
          await page.keyboard.type(query);
        }
        // The search box offers to complete what was typed: a click beside it closes that (Esc might close the editor).
        if (await editor.locator('.suggest-widget.visible').count()) await counted.click({ timeout: 1000 });
        return counted.innerText({ timeout: 1000 });
      },
      (found) => typeof found === 'string' && Number(/\d+/.exec(found)?.[0]) === count,
    );
    await until(
      'the completions closed',
      () => editor.locator('.suggest-widget.visible').count(),
      (n) => n === 0,
    );
  }

  async closeSettings() {
    const { page } = this;
    await until(
      'the Settings editor to close',
      async () => {
        if (await page.locator('.settings-editor').isVisible()) await page.keyboard.press('Escape');
        await new Promise((resolve) => setTimeout(resolve, 300));
        return page.locator('.settings-editor').isVisible();
      },
      (visible) => visible === false,
    );
  }

  /**
   * Writes a screenshot of the window (or of `part`, a CSS selector, or of the `clip` rectangle, or of the one an async
   * `clip()` measures once the window has settled) at `viewport`: no notification, no hover, every card picture loaded.
   * `readme` pictures are taken in English only.
   */
  async shoot(file, { viewport, part, clip, readme = false }) {
    if (readme && this.lang !== 'en') return;
    const { page } = this;
    await page.setViewportSize(viewport);
    await this.clearNotifications();
    await page.mouse.move(viewport.width - 2, viewport.height / 2);
    // The game tab's page, if one is open, draws its cards again at the new size.
    const frames = await Promise.all(
      page.frames().map(async (f) =>
        (await f
          .locator('patience-table')
          .count()
          .catch(() => 0))
          ? f
          : null,
      ),
    );
    for (const frame of frames.filter(Boolean)) {
      await until(
        'every card drawn, its picture loaded, nothing moving',
        () =>
          frame.locator('patience-table').evaluate((t) => {
            const cards = [...t.shadowRoot.querySelectorAll('patience-pile')].flatMap((p) => [
              ...p.shadowRoot.querySelectorAll('patience-card'),
            ]);
            const images = cards.flatMap((c) => [...(c.shadowRoot ?? c).querySelectorAll('img')]);
            return images.every((i) => i.complete) && cards.every((c) => c.getAnimations().length === 0);
          }),
        (settled) => settled === true,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 700)); // the workbench's own layout after the resize
    const out = path.join(REPO, file);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    const rectangle = typeof clip === 'function' ? await clip() : clip;
    await (part ? page.locator(part).first().screenshot({ path: out }) : page.screenshot({ path: out, clip: rectangle }));
    this.taken.push(out);
    console.log(`[screenshots] ${file}`);
  }
}

/** VS Code's own commands the scenes run, under their palette titles (VS Code stays English with the test pack). */
const VSCODE_COMMANDS = {
  'workbench.action.closeSidebar': 'View: Close Primary Side Bar',
  'notifications.clearAll': 'Notifications: Clear All Notifications',
};
