// End to end: how the table looks and moves in a real VS Code (code-server), the workbench in Debian Chromium: motion
// (and none with patience.animations off or reduced motion), every game's table in the light and dark themes, a card
// style chosen live, the walkthrough. patience.e2e.test.mjs plays a player's session in another VS Code at the same
// time (test:e2e runs two files at a time): the two were one file, which alone held one lane of test:e2e for 6 minutes.
// One server and one browser for the whole file; the tests run in order and build on each other (each leaves the
// table as the next expects it).
//
//   npm run test:e2e       (packages out/patience.vsix first; env: VSIX, HEADED=1, KEEP_STATE=1, CHROMIUM)
// Screenshots go to test-output/e2e/ (gitignored).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { readWalkthrough } from '../support/workbench.mjs';
import {
  GAMES,
  NEW_GAME_COMMAND,
  OUT,
  assertQuietConsole,
  assertWalkthrough,
  chooseSetting,
  loadEngine,
  openSession,
  paletteInput,
  runCommand,
  screenshotOnFailure,
  tab,
  until,
} from './support.mjs';
import { sampleNote, sharesOf } from '../support/game-sample.cjs';

/** A key for what a walkthrough link or a welcome page runs: the walkthrough by its id. */
const WALKTHROUGH_KEY = { key: 'ctrl+alt+shift+w', command: 'workbench.action.openWalkthrough', args: 'patience-dev.patience#welcome' };

describe('Patience in VS Code, its looks and motion (code-server + Chromium)', { timeout: 600000 }, () => {
  let server, page, table, engine, consoleMessages;

  let session;
  before(async () => {
    console.log(sampleNote());
    engine = await loadEngine();
    // Any deal, at once; Baker's Game under the "any" rules, whose deal 1 the screenshots show.
    const settings = {
      'workbench.colorTheme': 'Default Dark Modern',
      'patience.winnableDealsOnly': false,
      'patience.bakersGame.rules': 'any',
    };
    session = await openSession(settings, engine, { keybindings: [WALKTHROUGH_KEY] });
    ({ server, page, table, consoleMessages } = session);
  });

  after(() => session?.close());

  const uiTest = screenshotOnFailure(test, () => page, 'appearance-');

  uiTest(
    'motion: a stock click, an undo and a click-move start animations; with patience.animations off or reduced motion none do',
    async () => {
      await runCommand(page, `Patience: ${NEW_GAME_COMMAND['spider-three-decks']}`);
      await until(
        'a new Spider Three Decks on the table',
        () => table.header(),
        (h) => h.heading?.startsWith(GAMES['spider-three-decks']) && h.moves === 0,
      );
      let deal = Number((await table.header()).deal.slice(5));
      // The click-move plays the first card move it finds, three times over (with motion, with it off, with reduced motion),
      // each after a stock click and its undo: a deal where that runs out (it happens: the run failed on one) gives way
      // to deal 5, which has them.
      const cardMovesLast = (start) => {
        const moves = [];
        for (let i = 0; i < 3; i++) {
          const replayed = engine.replay({ game: 'spider-three-decks', deal: start, moves });
          const move = replayed.ok && engine.legalMoves(replayed.value.positions.at(-1)).find((m) => !engine.isAction(m));
          if (!move) return false;
          moves.push(move);
        }
        return true;
      };
      if (!cardMovesLast(deal)) {
        deal = 5;
        await paletteInput(page, 'Patience: Select Deal…', /^Select Deal: Spider Three Decks/, String(deal), () =>
          tab(page, `Spider Three Decks #${deal}`).isVisible(),
        );
      }
      const record = { game: 'spider-three-decks', deal, moves: [] };
      await table.shows(record);
      /** The most animations running at once (the page's document and its shadow roots) while `act` plays out. */
      const animationsDuring = async (act) => {
        await table.runningAnimations();
        await table.frame.locator('patience-app').evaluate(() => {
          const count = window.__runningAnimations;
          window.__animations = { most: 0, sampling: true };
          // A task after every task: the animations of a change are there the moment it is drawn.
          const sample = () => {
            window.__animations.most = Math.max(window.__animations.most, count());
            if (window.__animations.sampling) setTimeout(sample, 0);
          };
          sample();
        });
        await act();
        await table.shows(record);
        return table.frame.locator('patience-app').evaluate(() => {
          window.__animations.sampling = false;
          return window.__animations.most;
        });
      };
      const stockClick = async () => {
        const stock = await table.landing('stock');
        await page.mouse.click(stock.x, stock.y);
        record.moves.push({ action: 'deal' });
      };
      const undo = async () => {
        await page.keyboard.press('Control+z');
        record.moves.pop();
      };
      const clickMove = async () => {
        const position = table.expected(record).position;
        const move = engine.legalMoves(position).find((m) => !engine.isAction(m));
        await table.clickMove(position, move);
        record.moves.push(move);
      };
      const counts = async () => [await animationsDuring(stockClick), await animationsDuring(undo), await animationsDuring(clickMove)];

      const moving = await counts();
      assert.ok(
        moving.every((n) => n > 0),
        `animations running after a stock click, an undo, a click-move: ${moving}`,
      );
      await chooseSetting(page, server, 'patience.animations', 'Off', 'off');
      assert.deepEqual(await counts(), [0, 0, 0], 'with patience.animations off');
      // (Normal is the default, which the Settings editor writes as no value at all: Fast moves as well.)
      await chooseSetting(page, server, 'patience.animations', 'Fast', 'fast');
      await page.emulateMedia({ reducedMotion: 'reduce' });
      try {
        await until(
          'the webview to hear of reduced motion',
          () => table.frame.locator('patience-app').evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches),
          (m) => m === true,
        );
        assert.deepEqual(await counts(), [0, 0, 0], 'with prefers-reduced-motion');
      } finally {
        await page.emulateMedia({ reducedMotion: null });
      }
      await until(
        'the webview to hear motion is welcome again',
        () => table.frame.locator('patience-app').evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches),
        (m) => m === false,
      );
      assert.ok((await animationsDuring(stockClick)) > 0, 'animations again once reduced motion is no longer asked for');
      // Leave no unfinished game behind: the next test deals without being asked about it.
      while (record.moves.length) await undo();
      await table.shows(record);
    },
  );

  // Each game's table is photographed in one of the two themes a run, the themes taking the games in turn
  // (test/support/game-sample.cjs; PATIENCE_GAME_SAMPLE=all: every game in both).
  const shares = sharesOf(Object.keys(GAMES), 2);
  for (const [t, theme] of ['light', 'dark'].entries()) {
    uiTest(`screenshots of ${shares[t].map((game) => GAMES[game]).join(', ')}, ${theme} theme`, async () => {
      const name = theme === 'light' ? 'Light Modern' : 'Dark Modern';
      await chooseSetting(page, server, 'workbench.colorTheme', name, name);
      await until(
        `the ${theme} theme in the webview`,
        () => table.frame.locator('body').getAttribute('class'),
        (c) => typeof c === 'string' && c.includes(`vscode-${theme}`),
      );
      for (const game of shares[t]) {
        await runCommand(page, `Patience: ${NEW_GAME_COMMAND[game]}`);
        // The new deal's tab takes the focus when it shows: wait for it before the palette opens again.
        await until(
          `a new ${GAMES[game]} on the table`,
          () => table.header(),
          (h) => h.heading?.startsWith(GAMES[game]),
        );
        await paletteInput(page, 'Patience: Select Deal…', new RegExp(`^Select Deal: ${GAMES[game]}`), '1', () =>
          tab(page, `${GAMES[game]} #1`).isVisible(),
        );
        const record = { game, deal: 1, moves: [], ...(game === 'bakers-game' ? { variant: 'any' } : {}) };
        await table.shows(record);
        await until(
          'every card picture loaded',
          () =>
            table.frame.locator('patience-table').evaluate((t) => {
              const imgs = [...t.shadowRoot.querySelectorAll('patience-pile')]
                .flatMap((p) => [...p.shadowRoot.querySelectorAll('patience-card')])
                .flatMap((c) => [...(c.shadowRoot ?? c).querySelectorAll('img')]);
              return imgs.every((i) => i.complete && i.naturalWidth > 0);
            }),
          (ok) => ok === true,
        );
        await page.screenshot({ path: path.join(OUT, `${game}-${theme}.png`) });
      }
    });
  }

  uiTest('a card style chosen in the Settings editor reaches the open table live, the same page, every card from its sheets', async () => {
    const sources = () =>
      table.frame.locator('patience-table').evaluate((t) => {
        const imgs = [...t.shadowRoot.querySelectorAll('patience-pile')].flatMap((p) => [
          ...p.shadowRoot.querySelectorAll('patience-card > img'),
        ]);
        return {
          page: window.__patienceE2ePage,
          folders: [...new Set(imgs.map((i) => new URL(i.src).pathname.split('/').at(-2)))],
          loaded: imgs.every((i) => i.complete && i.naturalWidth > 0),
        };
      });
    await table.frame.locator('patience-table').evaluate(() => {
      window.__patienceE2ePage = 'before';
    });
    assert.deepEqual((await sources()).folders, ['classic']);
    await chooseSetting(page, server, 'patience.cardStyle', 'Four colours', 'four-colour');
    await until('the four-colour sheets on the table', sources, (s) => s.folders?.join() === 'four-colour' && s.loaded);
    assert.equal((await sources()).page, 'before', 'the page was not reloaded');
    await page.screenshot({ path: path.join(OUT, 'card-style-four-colour.png') });
  });

  uiTest('the walkthrough opens by its id, every step with its picture, and its first button offers the games', async () => {
    // From the game tab's page too, VS Code's keybindings take the key (pressed again if it came before they were read).
    const title = page.locator('.gettingStartedContainer h2.category-title');
    await until(
      'the walkthrough',
      async () => {
        await page.keyboard.press('Control+Alt+Shift+W');
        return title.waitFor({ timeout: 5000 }).then(
          () => true,
          () => false,
        );
      },
      Boolean,
      60000,
    );
    assertWalkthrough(await readWalkthrough(page), 'en');
    await page.screenshot({ path: path.join(OUT, 'walkthrough.png') });
    await page.locator('.gettingStartedContainer .getting-started-step').first().click();
    await page.locator('.gettingStartedContainer .button-container .monaco-button', { hasText: 'New Game…' }).click();
    await until(
      'the New Game picker',
      () => page.locator('.quick-input-widget .quick-input-title').innerText({ timeout: 1000 }),
      (t) => /Patience: New Game/.test(t ?? ''),
    );
    await page.keyboard.press('Escape');
    await runCommand(page, 'View: Close Editor');
    await tab(page, 'Welcome').waitFor({ state: 'detached' });
  });

  uiTest('the browser console shows no CSP violation and no error from the extension', async () => {
    await assertQuietConsole(table, server, consoleMessages);
  });
});
