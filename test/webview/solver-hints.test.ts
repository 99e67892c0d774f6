// The solver as the player meets it, without a real Worker: the worker's pure handler answers
// (legal move, where it is, a sentence), hint sentences for each kind of move, and the page's
// hint, highlight, hint count and "undo to the last winnable position" with the handler as solver.
// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type GameId,
  type GameRecord,
  type Move,
  type Position,
  allDescriptors,
  applyMove,
  legalMoves,
  newGame,
  parseStart,
  pileIndex,
  rulesOf,
  status,
  stockClickOf,
} from '../../src/engine';
import { hintText } from '../../webview/solver/hint-text';
import { createSolverJob, handleSolverRequest, spotsOf } from '../../webview/solver/worker/solver-handler';
import { SOLVER_WORDS } from '../../webview/l10n/solver-strings';
import { directSolver, request } from './direct-solver';
import { fromHost, load, mountApp, pileOf, positionOf, progress, resetPage, settle, tableOf } from './support';
import { PILEON_LOSING_MOVE, PILEON_ONE_MOVE_IN } from '../engine/support/pileon-examples';

const en = SOLVER_WORDS.en;
const ranks = 'A23456789TJQK';
const run = (suit: string, from: number, to: number): string =>
  Array.from({ length: to - from + 1 }, (_, i) => ranks[from + i - 1] + suit).join(' ');

function start(game: GameId, piles: Record<string, string | boolean>): Position {
  const parsed = parseStart(game, rulesOf(game).variants[0], piles);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

/** Cruel one move from a win: the king of spades goes home from tableau 7. */
const CRUEL_ONE_MOVE = {
  'foundation-1': run('C', 1, 13),
  'foundation-2': run('D', 1, 13),
  'foundation-3': run('H', 1, 13),
  'foundation-4': run('S', 1, 12),
  'tableau-7': 'KS',
  justDealt: true,
};
/** Baker's Game with every ace buried and every free cell full: no move at all. */
const BAKERS_NO_MOVE = {
  'tableau-1': `AC ${run('C', 3, 7)}`,
  'tableau-2': run('C', 8, 13),
  'tableau-3': `AD ${run('D', 3, 7)}`,
  'tableau-4': run('D', 8, 13),
  'tableau-5': `AH ${run('H', 3, 7)}`,
  'tableau-6': run('H', 8, 13),
  'tableau-7': `AS ${run('S', 3, 7)}`,
  'tableau-8': run('S', 8, 13),
  'freecell-1': '2C',
  'freecell-2': '2D',
  'freecell-3': '2H',
  'freecell-4': '2S',
};
/** Spider: twelve suited runs, the ace of spades on the wrong one. */
const spiderRuns = (): Record<string, string> => {
  const piles: Record<string, string> = {};
  ['C', 'C', 'C', 'D', 'D', 'D', 'H', 'H', 'H', 'S', 'S', 'S'].forEach((suit, i) => {
    piles[`tableau-${i + 1}`] = run(suit, 1, 13).split(' ').reverse().join(' ');
  });
  piles['tableau-11'] += ' AS';
  piles['tableau-12'] = piles['tableau-12'].replace(/ AS$/, '');
  return piles;
};

const sameMove = (a: Move, b: Move): boolean => JSON.stringify({ count: 1, ...a }) === JSON.stringify({ count: 1, ...b });

describe('hint sentences', () => {
  it("a click on the stock, in its game's own words (its descriptor's): a deal, a redeal, each game's", () => {
    expect(hintText(newGame('spider-three-decks', 1), { action: 'deal' }, en)).toBe('Deal a new row');
    const cruel = newGame('cruel', 1);
    const moved = applyMove(cruel, legalMoves(cruel)[0]);
    expect(moved.ok && hintText(moved.value, { action: 'redeal' }, en)).toBe('Redeal the piles');
    for (const game of allDescriptors())
      for (const variant of game.rules.variants) {
        const { action } = game.rules;
        if (!game.stock || !action) continue;
        const position = newGame(game.id, 1, variant);
        for (const words of [en, SOLVER_WORDS.ru])
          expect(hintText(position, { action }, words), `${game.id}:${variant}`).toBe(
            game.stock.asks(stockClickOf(position), words.language),
          );
      }
  });

  it("a waste's last card to a foundation frees nothing: the waste is no column", () => {
    const withWaste = allDescriptors().filter((game) => game.rules.piles.some((pile) => pile.kind === 'waste'));
    expect(withWaste.length).toBeGreaterThan(0);
    for (const { id } of withWaste) {
      const position = start(id, { waste: 'AH', 'tableau-1': 'KS' });
      expect(hintText(position, { from: 'waste', to: 'foundation-1' }, en), id).toBe('Move A♥ to foundation 1');
      expect(hintText(position, { from: 'waste', to: 'foundation-1' }, SOLVER_WORDS.ru), id).toBe('Переложите Т♥ на базу 1');
    }
  });

  it('a card to a foundation, freeing its pile', () => {
    expect(hintText(start('cruel', CRUEL_ONE_MOVE), { from: 'tableau-7', to: 'foundation-4' }, en)).toBe(
      'Move K♠ to foundation 4 — frees tableau 7',
    );
  });

  it('a run to a foundation', () => {
    expect(hintText(start('spider-three-decks', spiderRuns()), { from: 'tableau-1', to: 'foundation-1', count: 13 }, en)).toBe(
      'Move the run to foundation 1 — frees tableau 1',
    );
  });

  it('a card onto a card', () => {
    expect(hintText(start('spider-three-decks', spiderRuns()), { from: 'tableau-11', to: 'tableau-12' }, en)).toBe('Move A♠ onto 2♠');
  });

  it('a card to an empty pile', () => {
    expect(hintText(start('pileon', PILEON_ONE_MOVE_IN), PILEON_LOSING_MOVE, en)).toBe('Move 4♥ to the empty pile 15');
  });

  it('a move that turns a card face up', () => {
    expect(hintText(newGame('spider-three-decks', 1), { from: 'tableau-1', to: 'tableau-2' }, en)).toMatch(
      /^Move \S+ onto \S+ — turns a card face up$/,
    );
  });

  it('Maze: a gap is told by the card before it or after it (maze.md example 2), or as a corner; never by a cell number', () => {
    // 5♥ in cell-11, cells 10 and 12 empty; 6♥, 4♥, A♠ and Q♣ elsewhere.
    const maze = start('maze', { 'cell-11': '5H', 'cell-30': '6H', 'cell-31': '4H', 'cell-40': 'AS', 'cell-41': 'QC', 'cell-42': '3C' });
    expect(hintText(maze, { from: 'cell-30', to: 'cell-12' }, en)).toBe('Move 6♥ into the gap after 5♥');
    expect(hintText(maze, { from: 'cell-31', to: 'cell-10' }, en)).toBe('Move 4♥ into the gap before 5♥');
    expect(hintText(maze, { from: 'cell-40', to: 'cell-1' }, en)).toBe('Move A♠ into the top-left corner');
    expect(hintText(maze, { from: 'cell-41', to: 'cell-54' }, en)).toBe('Move Q♣ into the bottom-right corner');
    expect(hintText(maze, { from: 'cell-41', to: 'cell-39' }, en)).toBe('Move Q♣ into the gap before A♠');
    // maze.md example 7: the card's own cell counts as a gap, so 5♥ moving right is told by the 6♥ after it.
    const seven = start('maze', { 'cell-11': '5H', 'cell-13': '6H' });
    expect(hintText(seven, { from: 'cell-11', to: 'cell-12' }, en)).toBe('Move 5♥ into the gap before 6♥');
    expect(hintText(maze, { from: 'cell-30', to: 'cell-12' }, SOLVER_WORDS.ru)).toBe('Переложите 6♥ в пустую клетку после 5♥');
    for (let deal = 1; deal <= 6; deal++) {
      const answer = handleSolverRequest(request(newGame('maze', deal), { maxPositions: 2000 }));
      expect(answer.text, `maze deal ${deal}`).not.toMatch(/cell|\d+$|клетк[аеу] \d/);
    }
  });

  it('Maze: a gap where a row ends is named by the cards on both sides, and the card it fits is marked with the moving one (issue 23)', () => {
    // 9♥ goes into cell-18, the last of row 2: 10♥ starts row 3 (cell-19), 4♣ stands before the gap (cell-17).
    const maze = start('maze', { 'cell-17': '4C', 'cell-19': 'TH', 'cell-30': '9H' });
    const move = { from: 'cell-30', to: 'cell-18' };
    expect(hintText(maze, move, en)).toBe('Move 9♥ into the gap between 4♣ and 10♥');
    expect(hintText(maze, move, SOLVER_WORDS.ru)).toBe('Переложите 9♥ в пустую клетку между 4♣ и 10♥');
    const rules = rulesOf('maze');
    expect(spotsOf(maze, move)).toEqual({
      pile: pileIndex(rules, 'cell-30'),
      from: 0,
      to: pileIndex(rules, 'cell-18'),
      beside: pileIndex(rules, 'cell-19'),
    });
    // The card it follows, when it has one, is the one marked.
    const after = start('maze', { 'cell-17': '8H', 'cell-19': 'JC', 'cell-30': '9H' });
    expect(spotsOf(after, move).beside).toBe(pileIndex(rules, 'cell-17'));
    // Moves between other piles mark no third card.
    expect(spotsOf(start('cruel', CRUEL_ONE_MOVE), { from: 'tableau-7', to: 'foundation-4' })).not.toHaveProperty('beside');
  });

  it('in Russian, each place with its preposition and case', () => {
    const ru = SOLVER_WORDS.ru;
    expect(hintText(start('cruel', CRUEL_ONE_MOVE), { from: 'tableau-7', to: 'foundation-4' }, ru)).toBe(
      'Переложите К♠ на базу 4 — освободится стопка 7',
    );
    expect(hintText(start('pileon', PILEON_ONE_MOVE_IN), PILEON_LOSING_MOVE, ru)).toBe('Переложите 4♥ в пустую стопку 15');
    expect(hintText(start('spider-three-decks', spiderRuns()), { from: 'tableau-11', to: 'tableau-12' }, ru)).toBe('Положите Т♠ на 2♠');
    expect(hintText(start('spider-three-decks', spiderRuns()), { from: 'tableau-1', to: 'foundation-1', count: 13 }, ru)).toBe(
      'Уберите последовательность на базу 1 — освободится столбец 1',
    );
    expect(hintText(newGame('bakers-game', 1, 'kings'), { from: 'tableau-1', to: 'freecell-1' }, ru)).toBe(
      'Переложите 6♠ в свободную ячейку 1',
    );
    expect(ru.toEmpty('7♥', 3, ru.pile('tableau', false, '3'))).toBe('Переложите 7♥ и ещё 2 карты в пустой столбец 3');
    expect([2, 6, 22].map((n) => ru.onto('7♥', n, '8♠'))).toEqual([
      'Положите 7♥ и ещё 1 карту на 8♠',
      'Положите 7♥ и ещё 5 карт на 8♠',
      'Положите 7♥ и ещё 21 карту на 8♠',
    ]);
    expect([1, 2, 5, 11, 21].map(ru.undone)).toEqual([
      'Отменено: 1 ход. Эта позиция не проиграна.',
      'Отменено: 2 хода. Эта позиция не проиграна.',
      'Отменено: 5 ходов. Эта позиция не проиграна.',
      'Отменено: 11 ходов. Эта позиция не проиграна.',
      'Отменено: 21 ход. Эта позиция не проиграна.',
    ]);
  });
});

describe('the worker protocol (its pure handler)', () => {
  it('a solved position: the first move of the line, where it is, in words, and a Finish line', () => {
    const position = start('cruel', CRUEL_ONE_MOVE);
    const answer = handleSolverRequest(request(position));
    const rules = rulesOf('cruel');
    expect(answer).toMatchObject({
      type: 'result',
      id: 1,
      verdict: 'solved',
      noMove: false,
      visibleOnly: false,
      move: { from: 'tableau-7', to: 'foundation-4' },
      spots: { pile: pileIndex(rules, 'tableau-7'), from: 0, to: pileIndex(rules, 'foundation-4') },
      text: 'Move K♠ to foundation 4 — frees tableau 7',
      finish: [{ from: 'tableau-7', to: 'foundation-4' }],
    });
  });

  it('Finish only for the end game: every card face up and nothing left but sending cards home; no search then', () => {
    const playOut = (from: Position, line: readonly Move[]) =>
      line.reduce((p, m) => {
        const next = applyMove(p, m);
        if (!next.ok) throw new Error(next.error);
        return next.value;
      }, from);
    const bakersHome = start('bakers-game', {
      'freecell-1': 'AC',
      'tableau-1': run('C', 2, 13).split(' ').reverse().join(' '),
      'tableau-2': run('D', 1, 13).split(' ').reverse().join(' '),
      'tableau-3': run('H', 1, 13).split(' ').reverse().join(' '),
      'tableau-4': run('S', 1, 13).split(' ').reverse().join(' '),
    });
    const home = handleSolverRequest(request(bakersHome, { maxPositions: 0 }));
    // Answered without a search (no position budget at all), its line the moves home; the first sets off the rules' automatic play.
    expect(home.verdict).toBe('solved');
    expect(home.finish?.length).toBeGreaterThan(0);
    expect(home.line).toEqual(home.finish);
    expect(home.finish!.every((m) => 'to' in m && m.to.startsWith('foundation-'))).toBe(true);
    expect(status(playOut(bakersHome, home.finish!))).toBe('won');
    // Pileon has no foundations: a position one move from the win offers none, nor does a whole proved deal.
    const frozen = (rank: string) => `${rank}C ${rank}D ${rank}H [${rank}S]`;
    const pileonOneMove = start('pileon', {
      ...Object.fromEntries([...'A23456789TJQ'].map((rank, i) => [`pile-${i + 1}`, frozen(rank)])),
      'pile-13': 'KC KD KH',
      'pile-14': 'KS',
      'pile-15': '',
    });
    const last = handleSolverRequest(request(pileonOneMove));
    expect(last.line).toHaveLength(1);
    expect(last.finish).toBeUndefined();
    const deal = handleSolverRequest(request(newGame('pileon', 1)));
    expect(deal.verdict).toBe('solved');
    expect(deal.finish).toBeUndefined();
    // A short proved line that moves a card between piles first is Show Me How's, not Finish's.
    const oneBetween = start('bakers-game', {
      'tableau-1': `${run('C', 3, 13).split(' ').reverse().join(' ')} AC 2C`,
      'tableau-2': run('D', 1, 13).split(' ').reverse().join(' '),
      'tableau-3': run('H', 1, 13).split(' ').reverse().join(' '),
      'tableau-4': run('S', 1, 13).split(' ').reverse().join(' '),
    });
    const between = handleSolverRequest(request(oneBetween));
    expect(between.verdict).toBe('solved');
    expect(between.line!.length).toBeLessThanOrEqual(10);
    expect(between.finish).toBeUndefined();
  });

  it('the worker keeps the line a hint showed while the player follows it: the next answer is its next move, no search', () => {
    const record = { game: 'freecell', deal: 1, moves: [] } as unknown as GameRecord;
    const first = handleSolverRequest(request(record));
    expect(first.verdict).toBe('solved');
    const next = handleSolverRequest(request({ ...record, moves: [first.move!] }, { maxPositions: 0 }));
    expect(next).toMatchObject({ verdict: 'solved', move: first.line![1] });
    expect(next.line).toEqual(first.line!.slice(1));
    // A move off the line is searched afresh (here with no budget at all: nothing proved).
    const other = legalMoves(newGame('freecell', 1)).find((m) => JSON.stringify(m) !== JSON.stringify(first.move))!;
    expect(handleSolverRequest(request({ ...record, moves: [other] }, { maxPositions: 0 })).verdict).not.toBe('solved');
  });

  it('hints are always among the legal moves (none once a position is proved lost)', () => {
    const positions = [1, 2, 3, 4].flatMap((deal) =>
      (['pileon', 'cruel', 'maze', 'bakers-game', 'spider-three-decks'] as const).map((game) => newGame(game, deal)),
    );
    const hinted = new Set<string>();
    for (const position of positions) {
      const answer = handleSolverRequest(request(position, { maxPositions: 3000 }));
      // Baker's Game deals 1–4 include losses the solver proves within the budget: no hint then.
      if (answer.verdict === 'unsolvable') {
        expect(answer.move, `${position.game}`).toBeUndefined();
        continue;
      }
      expect(answer.move, `${position.game}`).toBeDefined();
      expect(
        legalMoves(position).some((m) => sameMove(m, answer.move!)),
        `${position.game} ${JSON.stringify(answer.move)}`,
      ).toBe(true);
      expect(answer.spots).toEqual(spotsOf(position, answer.move!));
      hinted.add(position.game);
    }
    expect(hinted.size).toBe(5);
  });

  it('"No move is possible" on a position without moves', () => {
    expect(handleSolverRequest(request(start('bakers-game', BAKERS_NO_MOVE)))).toMatchObject({ noMove: true, text: 'No move is possible' });
    expect(handleSolverRequest(request(start('bakers-game', BAKERS_NO_MOVE))).move).toBeUndefined();
  });

  it('a proved-lost position says so, with no move', () => {
    const lost = handleSolverRequest(request(parseLost()));
    expect(lost).toMatchObject({ verdict: 'unsolvable', noMove: false, text: 'This position can no longer be won' });
    expect(lost.move).toBeUndefined();
  });

  it('a hint that finds no move worth playing, unproved, does not say the position is lost (Klondike, a pass that changed nothing)', () => {
    // Deal 7001 dealing three: the whole stock drawn, nothing on the waste fits; turning it over is legal but leads back.
    const moves = Array.from({ length: 8 }, () => ({ action: 'deal' as const }));
    const answer = handleSolverRequest(request({ game: 'klondike', variant: 'three', deal: 7001, moves }, { maxPositions: 2000 }));
    expect(answer).toMatchObject({ verdict: 'unknown', noMove: false, text: en.noLead });
    expect(answer.move).toBeUndefined();
    expect(SOLVER_WORDS.ru.noLead).toMatch(/^Судя по открытым картам/);
  });

  it('Spider is judged from the visible cards, and an unknown answer is marked a guess (the page words it)', () => {
    const answer = handleSolverRequest(request(newGame('spider-three-decks', 3), { maxPositions: 2000 }));
    expect(answer.visibleOnly).toBe(true);
    expect(answer.verdict).toBe('unknown');
    expect(answer.guess).toBe(true);
    expect(answer.text).toBe(hintText(newGame('spider-three-decks', 3), answer.move!, en));
  });

  it('a job runs in slices until its budget is spent', () => {
    let clock = 0;
    const job = createSolverJob(request(newGame('maze', 1), { maxPositions: 10_000 }), () => clock++);
    let slices = 1;
    while (job.step() === null) slices++;
    expect(slices).toBeGreaterThan(1);
  });
});

/** The Pileon position after the bad move. */
function parseLost(): Position {
  const position = start('pileon', PILEON_ONE_MOVE_IN);
  const next = legalMoves(position).find((m) => sameMove(m, PILEON_LOSING_MOVE));
  expect(next).toBeDefined();
  const rules = rulesOf('pileon');
  const piles = position.piles.map((p) => p.slice());
  piles[pileIndex(rules, 'pile-15')].push(piles[pileIndex(rules, 'pile-3')].pop()!);
  return { ...position, piles };
}

describe('the page: hint, highlight, hint count, undo to the last winnable position', () => {
  beforeEach(() => resetPage());
  afterEach(() => document.body.replaceChildren());

  async function appWith(record: object) {
    const app = await mountApp();
    await load(record);
    const ui = (await app.solverReady())!;
    ui.controller.useSolver(directSolver);
    return { app, ui };
  }
  const live = (app: HTMLElement) => app.shadowRoot!.querySelector('.live')!.textContent!.trim();

  it('highlights exactly the first move of a solved line and says why', async () => {
    const { app, ui } = await appWith({ game: 'cruel', start: CRUEL_ONE_MOVE, moves: [] });
    await fromHost({ type: 'command', command: 'hint' });
    await vi.waitFor(() => expect(ui.controller.message).toBe('Move K♠ to foundation 4 — frees tableau 7'));
    await settle();
    const rules = rulesOf('cruel');
    const from = pileIndex(rules, 'tableau-7');
    const to = pileIndex(rules, 'foundation-4');
    expect(tableOf(app).hint).toEqual({ pile: from, from: 0, to });
    rules.piles.forEach((_, i) => {
      expect(pileOf(app, i).selectedFrom, `pile ${i}`).toBe(i === from ? 0 : -1);
      expect(pileOf(app, i).target, `pile ${i}`).toBe(i === to);
    });
    expect(live(app)).toContain('Move K♠ to foundation 4');
    expect(ui.bar.shadowRoot!.textContent).toContain('Move K♠ to foundation 4');
    // Shown as picked up, but a screen reader does not hear a hinted card as "pressed": the player did not pick it.
    const hinted = pileOf(app, from).shadowRoot!.querySelector('patience-card')!;
    expect(hinted.hasAttribute('selected')).toBe(true);
    expect(hinted.getAttribute('aria-pressed')).toBe('false');
  });

  it('Maze: the hinted card and the card its gap is named by are both marked, as a suggestion, not picked up', async () => {
    const piles = { 'cell-17': '4C', 'cell-19': 'TH', 'cell-30': '9H' };
    const { app } = await appWith({ game: 'maze', start: piles, moves: [] });
    const maze = start('maze', piles);
    tableOf(app).hint = spotsOf(maze, { from: 'cell-30', to: 'cell-18' });
    await settle();
    const rules = rulesOf('maze');
    for (const cell of ['cell-30', 'cell-19']) {
      const card = pileOf(app, pileIndex(rules, cell)).shadowRoot!.querySelector('patience-card')!;
      expect(card.hasAttribute('selected'), cell).toBe(true);
      expect(card.getAttribute('aria-pressed'), cell).toBe('false');
    }
    expect(pileOf(app, pileIndex(rules, 'cell-17')).shadowRoot!.querySelector('patience-card')!.hasAttribute('selected')).toBe(false);
    expect(pileOf(app, pileIndex(rules, 'cell-18')).target).toBe(true);
  });

  it('counts the hints in the progress it sends', async () => {
    const { app, ui } = await appWith({ game: 'cruel', start: CRUEL_ONE_MOVE, moves: [] });
    await fromHost({ type: 'command', command: 'hint' });
    await vi.waitFor(() => expect(ui.controller.highlight).not.toBeNull());
    app.dispatchEvent(new CustomEvent('patience-move', { detail: { move: ui.controller.highlight } }));
    await settle();
    expect(progress().at(-1)).toMatchObject({ status: 'won', hintsUsed: 1 });
    expect(tableOf(app).hint).toBeNull();
  });

  it("Spider's guess from the cards in sight says so in full once a deal, and marks later hints quietly", async () => {
    const { app, ui } = await appWith({ game: 'spider-three-decks', deal: 3, moves: [] });
    await fromHost({ type: 'command', command: 'hint' });
    await vi.waitFor(() => expect(ui.controller.message).toMatch(/^Best guess from the cards you can see: Move /));
    const said = ui.controller.message.slice('Best guess from the cards you can see: '.length);
    app.dispatchEvent(new CustomEvent('patience-move', { detail: { move: ui.controller.highlight } }));
    await settle();
    await fromHost({ type: 'command', command: 'hint' });
    await vi.waitFor(() => expect(ui.controller.message).toMatch(/^(Move|Deal) .* \(a guess\)$/));
    expect(ui.controller.message).not.toContain('Best guess');
    expect(live(app)).toContain('(a guess)');
    expect(said.length).toBeGreaterThan(0);
  });

  it('a lost position offers to undo to the last winnable one, which is not proved lost', async () => {
    const { app, ui } = await appWith({ game: 'pileon', start: PILEON_ONE_MOVE_IN, moves: [PILEON_LOSING_MOVE] });
    await fromHost({ type: 'command', command: 'hint' });
    await vi.waitFor(() => expect(ui.controller.message).toBe('This position can no longer be won'));
    expect(ui.controller.offerUndo).toBe(true);
    const button = [...ui.bar.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent === 'Undo to the last winnable position');
    expect(button).toBeDefined();
    button!.click();
    await vi.waitFor(() => expect(progress().at(-1)?.record.moves).toEqual([]));
    await settle();
    expect(positionOf(app)).toEqual(start('pileon', PILEON_ONE_MOVE_IN));
    expect(handleSolverRequest(request(positionOf(app))).verdict).not.toBe('unsolvable');
    expect(live(app)).toContain('Undid 1 move');
  });

  it('stuck after a move: "No move is possible" with the way back; when nothing earlier is winnable it says so and undoes nothing', async () => {
    const oneMoveToStuck = { ...BAKERS_NO_MOVE, 'freecell-4': '', 'tableau-8': `${BAKERS_NO_MOVE['tableau-8']} 2S` };
    const { app, ui } = await appWith({
      game: 'bakers-game',
      variant: 'kings',
      start: oneMoveToStuck,
      moves: [{ from: 'tableau-8', to: 'freecell-4' }],
    });
    await fromHost({ type: 'command', command: 'hint' });
    await vi.waitFor(() => expect(ui.controller.message).toBe('No move is possible'));
    expect(ui.controller.offerUndo).toBe(true);
    [...ui.bar.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent === 'Undo to the last winnable position')!.click();
    await vi.waitFor(() => expect(ui.controller.message).toBe('No earlier position could be shown winnable.'));
    expect(positionOf(app).piles[pileIndex(rulesOf('bakers-game'), 'freecell-4')]).toHaveLength(1);
  });

  it('lost with no move to take back: no Undo button', async () => {
    const { ui } = await appWith({ game: 'bakers-game', variant: 'kings', start: BAKERS_NO_MOVE, moves: [] });
    await fromHost({ type: 'command', command: 'hint' });
    await vi.waitFor(() => expect(ui.controller.message).toBe('No move is possible'));
    expect(ui.controller.offerUndo).toBe(false);
    expect(ui.bar.shadowRoot!.querySelectorAll('button')).toHaveLength(0);
  });

  it('the winnability light, when turned on, re-checks after every move', async () => {
    const { app, ui } = await appWith({ game: 'pileon', start: PILEON_ONE_MOVE_IN, moves: [] });
    await fromHost({ type: 'settings', settings: { animations: false, bakersGameRules: 'kings', showWinnability: true } });
    await vi.waitFor(() => expect(ui.controller.winnability).toBe('winnable'));
    expect(ui.bar.shadowRoot!.querySelector('.light')!.textContent).toBe('still winnable');
    app.dispatchEvent(new CustomEvent('patience-move', { detail: { move: PILEON_LOSING_MOVE } }));
    await vi.waitFor(() => expect(ui.controller.winnability).toBe('lost'));
    // Where the deal came from and where the position stands, apart; the move that lost it, and the way back.
    expect(ui.bar.shadowRoot!.querySelector('.kind')!.textContent).toBe('Random deal, winnable or not');
    expect(ui.bar.shadowRoot!.querySelector('.light')!.textContent).toBe('lost since move 1');
    const undo = [...ui.bar.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent === 'Undo to the deal')!;
    undo.click();
    await vi.waitFor(() => expect(ui.controller.winnability).toBe('winnable'));
    expect(positionOf(app)).toEqual(start('pileon', PILEON_ONE_MOVE_IN));
    await fromHost({ type: 'settings', settings: { animations: false, bakersGameRules: 'kings', showWinnability: false } });
    expect(ui.bar.shadowRoot!.querySelector('.light')).toBeNull();
  });

  it('Finish plays a solved line out (at once without animations)', async () => {
    const { ui } = await appWith({ game: 'cruel', start: CRUEL_ONE_MOVE, moves: [] });
    await fromHost({ type: 'command', command: 'hint' });
    await vi.waitFor(() => expect(ui.controller.finishLine).not.toBeNull());
    const finish = [...ui.bar.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent === 'Finish')!;
    finish.click();
    await settle();
    expect(progress().at(-1)).toMatchObject({ status: 'won', record: { moves: [{ from: 'tableau-7', to: 'foundation-4' }] } });
  });

  it('"No move is possible" when nothing can move', async () => {
    const { ui } = await appWith({ game: 'bakers-game', variant: 'kings', start: BAKERS_NO_MOVE, moves: [] });
    await fromHost({ type: 'command', command: 'hint' });
    await vi.waitFor(() => expect(ui.controller.message).toBe('No move is possible'));
    expect(ui.controller.highlight).toBeNull();
  });
});
