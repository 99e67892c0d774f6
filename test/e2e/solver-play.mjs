// The solver as the end-to-end suites meet it on the table (solver.e2e.test.mjs in the Node extension host,
// test/web/ in the web worker host): deals opened by number, the solver's bar under the header, the highlighted
// hint, moves played with clicks and checked against the engine, Show Me How stopped in the end game and Finish played.
import assert from 'node:assert/strict';
import { GAMES, NEW_GAME_COMMAND, REPO, bundleAndImport, paletteInput, runCommand, tab, until } from './support.mjs';

/** The solver, the hint sentences and their words, the daily deal's search, bundled from the sources for this Node process. */
export function loadSolver() {
  return bundleAndImport('solver', {
    tsconfig: 'webview/tsconfig.json',
    stdin: {
      resolveDir: REPO,
      loader: 'ts',
      contents:
        "export { solve } from './src/engine/solver'; export { findDailyDeal } from './src/engine/daily-deal'; export { hintText } from './webview/solver/hint-text'; export { SOLVER_WORDS } from './webview/l10n/solver-strings';",
    },
  });
}

/** Opens `game` at deal `deal` (a new game of that kind, then "Select Deal…") and waits until it is on the table. */
export async function openDeal(table, game, deal, variant) {
  const { page } = table;
  // A new deal, not the table already there: a winnable deal (the default) takes the host's solver a moment, and
  // Select Deal… before it lands would be replaced by it.
  const before = await table.header().then(
    (h) => h.deal,
    () => null,
  );
  await runCommand(page, `Patience: ${NEW_GAME_COMMAND[game]}`);
  await until(
    `a new ${GAMES[game]} on the table`,
    () => table.header(),
    (h) => h.heading?.startsWith(GAMES[game]) && h.moves === 0 && h.deal !== before,
    60000,
  );
  await paletteInput(page, 'Patience: Select Deal…', new RegExp(`^Select Deal: ${GAMES[game]}`), String(deal), () =>
    tab(page, `${GAMES[game]} #${deal}`).isVisible(),
  );
  const record = { game, deal, moves: [], ...(variant ? { variant } : {}) };
  await table.shows(record, 30000);
  return record;
}

/** The solver's line under the header: the kind of deal, the light, the message, the buttons. */
export const solverBar = (table) =>
  table.frame.locator('patience-app').evaluate((app) => {
    const el = app.shadowRoot.querySelector('patience-solver-bar');
    const root = el?.shadowRoot;
    if (!root) return { shown: false };
    const light = root.querySelector('.light');
    return {
      shown: !el.hidden,
      kind: root.querySelector('.kind')?.textContent ?? '',
      light: light ? { text: light.textContent, className: light.className } : null,
      message: root.querySelector('.message')?.textContent ?? '',
      buttons: [...root.querySelectorAll('button')].map((b) => b.textContent),
    };
  });

export const clickBarButton = (table, text) => table.frame.locator('patience-solver-bar button', { hasText: text }).click();

/**
 * The hinted move as the table draws it: the pile whose cards show as lifted, and the pile marked as the target. A
 * Maze hint also marks the card the move fits beside (`beside`), which is not lifted.
 */
export const highlighted = (table) =>
  table.frame.locator('patience-table').evaluate((t) => {
    const piles = [...t.shadowRoot.querySelectorAll('patience-pile')];
    const beside = t.hint?.beside;
    // Drawn as lifted (the `selected` look), though not aria-pressed: the player did not pick them up.
    const marked = piles.filter((p) => p.shadowRoot.querySelector('patience-card[selected]'));
    const lifted = marked.filter((p) => piles.indexOf(p) !== beside);
    const targets = piles.filter((p) => p.hasAttribute('target'));
    const shown = (p) => p.shadowRoot.querySelectorAll('patience-card[selected]').length;
    return {
      lifted: lifted.map((p) => ({ id: p.spec.id, count: shown(p), top: p.cards.length - p.selectedFrom })),
      targets: targets.map((p) => p.spec.id),
      ...(beside !== undefined && beside >= 0 ? { beside: piles[beside].spec.id } : {}),
    };
  });

/** Focuses the game tab (a click on its heading) and presses H there, as a player would. */
export async function pressH(table) {
  await table.frame.locator('patience-header h1').click();
  await table.page.keyboard.press('h');
}

/** Presses H and waits for the solver's answer (the message after "Thinking…"). */
export async function hint(table) {
  await pressH(table);
  return until(
    'the hint',
    () => solverBar(table),
    (b) => b.shown && b.message && b.message !== 'Thinking…',
    20000,
  );
}

/**
 * The move the table highlights as the hint, checked: exactly one, and one of the engine's legal moves in the
 * position after `record`.
 */
export async function hintedMove(table, record) {
  const { engine } = table;
  const position = table.expected(record).position;
  const drawn = await highlighted(table);
  // The table shows exactly one move: one pile's cards lifted (none for a deal or redeal) and one target.
  assert.equal(drawn.targets.length, 1, `one target pile: ${JSON.stringify(drawn)}`);
  assert.ok(drawn.lifted.length <= 1, `one pile lifted: ${JSON.stringify(drawn)}`);
  const legal = engine.legalMoves(position);
  if (drawn.lifted.length === 0) {
    const move = legal.find((m) => engine.isAction(m));
    assert.ok(move, `only the stock is marked, but no deal or redeal is legal: ${JSON.stringify(drawn)}`);
    assert.equal(engine.rulesOf(position.game).piles.find((p) => p.id === drawn.targets[0]).kind, 'stock');
    return move;
  }
  const [{ id, count, top }] = drawn.lifted;
  assert.equal(count, top, 'the lifted cards are the top of their pile');
  const move = legal.find((m) => !engine.isAction(m) && m.from === id && m.to === drawn.targets[0] && (m.count ?? 1) === count);
  // Maze: the card beside is the one the move's card follows or precedes, next to the gap it goes to.
  if (drawn.beside !== undefined) assert.equal(position.game, 'maze', `only Maze marks a card beside: ${JSON.stringify(drawn)}`);
  assert.ok(
    move,
    `the highlighted move ${count} from ${id} to ${drawn.targets[0]} is not one of the engine's legal moves:\n${legal.map((m) => JSON.stringify(m)).join('\n')}`,
  );
  return move;
}

/** Plays a move with clicks (its lowest card, then the target pile; an action with a click on the stock) into `record`. */
export async function play(table, record, move) {
  const { engine, page } = table;
  const position = table.expected(record).position;
  if (engine.isAction(move)) {
    const stock = engine.rulesOf(position.game).piles.find((p) => p.kind === 'stock').id;
    await table.pile(stock).click();
  } else {
    const start = await table.liftPoint(position, move);
    await page.mouse.click(start.x, start.y);
    await until(
      'the cards picked up',
      () => table.announcement(),
      (t) => typeof t === 'string' && t.startsWith('Picked up'),
    );
    const end = await table.landing(move.to);
    await page.mouse.click(end.x, end.y);
  }
  record.moves.push(move);
  await table.shows(record);
}

/**
 * Runs Show Me How from the table and stops it once the end game is on the table (every card face up and the rest
 * moves home: the engine's finishLine) with at least `left` of those moves to go, then waits for Finish, which the end
 * game offers. At 8x a whole line plays in seconds, and on a loaded machine the end game went by between two looks at
 * the table (the line played to the win): so Show Me How is paused once half its line is played, and stepped from
 * there a move at a time to the end game. Returns the bar, the moves shown and the line's length.
 */
export async function stopShowInEndGame(table, left = 3) {
  await runCommand(table.page, 'Patience: Show Me How');
  const progress = (b) =>
    /move (\d+) of (\d+)/
      .exec(b?.message ?? '')
      ?.slice(1)
      .map(Number);
  const rest = async () => table.engine.finishLine(await table.position())?.length ?? 0;
  await until(
    'Show Me How half played',
    () => solverBar(table),
    (b) => progress(b) !== undefined && progress(b)[0] * 2 >= progress(b)[1],
    180000,
  );
  await clickBarButton(table, 'Pause');
  await until(
    'Show Me How paused',
    () => solverBar(table),
    (b) => b.buttons?.includes('Go on'),
    20000,
  );
  for (let shown = (await rest()) >= left; !shown; shown = (await rest()) >= left) {
    const [before = 0, total = 0] = progress(await solverBar(table)) ?? [];
    assert.ok(before < total, `the end game came before Show Me How stopped (move ${before} of ${total})`);
    await clickBarButton(table, 'Step');
    await until(
      'a step of Show Me How',
      () => solverBar(table),
      (b) => (progress(b)?.[0] ?? 0) > before,
      20000,
    );
  }
  const near = await solverBar(table);
  const [played, total] = progress(near) ?? [0, 0];
  await clickBarButton(table, 'Stop');
  const bar = await until(
    'Finish offered after the stop',
    () => solverBar(table),
    (b) => b.buttons?.includes('Finish') && !b.buttons.includes('Stop'),
    20000,
  );
  return { bar, played, total };
}

/** Clicks Finish and waits for the won panel; checks the table the engine calls won. Returns the header's figures. */
export async function finish(table) {
  await clickBarButton(table, 'Finish');
  // Finish sends the end game's cards home: the win is the player's, or one with help when Show Me How played before.
  const title = table.frame.locator('patience-result-panel h2');
  await title.waitFor({ timeout: 60000 });
  assert.ok(
    ['You won!', 'Won with help — not counted as a win'].includes(await title.textContent()),
    'the panel words the win as the host counted it',
  );
  assert.equal(table.engine.status(await table.position()), 'won');
  const header = await table.header();
  assert.match(header.score, /^(\d+)\/\1$/, 'the full score');
  return header;
}
