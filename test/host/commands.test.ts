import { beforeEach, describe, expect, it } from 'vitest';
import { GAME_IDS, MAX_DEAL, gameNameIn } from '../../src/engine';
import { activated, double, loaded, loadedId, progress, run, settle, stopTheClock, withMoves } from './harness';

beforeEach(() => {
  activated();
});

/** Opens a game tab with `command` and lets its page say it is ready. */
async function openTable(command = 'patience.newGame.cruel') {
  await run(command);
  double.panel.fromPage({ type: 'ready' });
  return loaded();
}

describe('new game commands', () => {
  it('New Cruel Game opens the game tab "Cruel #N" and loads a fresh deal once the page is ready', async () => {
    await run('patience.newGame.cruel');
    const panel = double.panel;
    expect(panel.viewType).toBe('patience.game');
    expect(panel.posted).toEqual([]); // nothing before the page listens
    panel.fromPage({ type: 'ready' });
    const { record, elapsedMs, settings } = loaded();
    expect(record).toEqual({ game: 'cruel', deal: expect.any(Number), moves: [] });
    expect(record.deal).toBeGreaterThanOrEqual(1);
    expect(record.deal).toBeLessThanOrEqual(MAX_DEAL);
    expect(elapsedMs).toBe(0);
    expect(settings).toEqual({
      animations: 'normal',
      bakersGameRules: 'kings',
      showWinnability: false,
      cardStyle: 'classic',
      cardBack: 'red',
      play: 'aisleriot',
      showMeSpeed: 1,
      sounds: false,
    });
    expect(panel.title).toBe(`Cruel #${record.deal}`);
  });

  it.each(GAME_IDS.map((game) => [`patience.newGame.${game}`, game, gameNameIn(game, 'en')]))(
    '%s deals %s',
    async (command, game, title) => {
      const { record } = await openTable(command);
      expect(record.game).toBe(game);
      expect(double.panel.title).toBe(`${title} #${record.deal}`);
    },
  );

  it('a second new game reuses the open tab', async () => {
    await openTable();
    await run('patience.newGame.maze');
    expect(double.panels).toHaveLength(1);
    expect(loaded().record.game).toBe('maze');
  });

  it("patience.bakersGame.rules chooses the rule set of a new Baker's Game", async () => {
    double.config.set('patience.bakersGame.rules', 'any');
    const { record, settings } = await openTable('patience.newGame.bakers-game');
    expect(record.variant).toBe('any');
    expect(settings).toEqual({
      animations: 'normal',
      bakersGameRules: 'any',
      showWinnability: false,
      cardStyle: 'classic',
      cardBack: 'red',
      play: 'aisleriot',
      showMeSpeed: 1,
      sounds: false,
    });
  });

  it('New Deal deals the same game with another number', async () => {
    const first = (await openTable('patience.newGame.pileon')).record;
    await run('patience.newDeal');
    const second = loaded().record;
    expect(second.game).toBe('pileon');
    expect(second.deal).not.toBe(first.deal);
  });
});

describe('table commands', () => {
  it.each([
    ['patience.undo', 'undo'],
    ['patience.redo', 'redo'],
    ['patience.deal', 'deal'],
    ['patience.showRules', 'showRules'],
    ['patience.hint', 'hint'],
    ['patience.showMe', 'showMe'],
  ])('%s posts {type: "command", command: "%s"} to the table', async (id, command) => {
    await openTable();
    await run(id);
    expect(double.panel.posted.at(-1)).toEqual({ type: 'command', command });
  });

  it('a command for a hidden tab brings it forward and waits for the rebuilt page', async () => {
    await openTable();
    const panel = double.panel;
    panel.setViewState({ visible: false, active: false });
    await run('patience.undo');
    expect(panel.revealed).toBeGreaterThan(0);
    expect(panel.sent('command')).toEqual([]);
    panel.fromPage({ type: 'ready' });
    expect(panel.posted.slice(-2)).toEqual([expect.objectContaining({ type: 'load' }), { type: 'command', command: 'undo' }]);
  });

  it('with no game open, a table command says so instead of doing nothing silently', async () => {
    await run('patience.undo');
    expect(double.panels).toHaveLength(0);
    expect(double.shown).toEqual([expect.objectContaining({ kind: 'info', message: expect.stringContaining('No game is open') })]);
  });

  it('the palette knows whether the open game has a stock action (Cruel yes, Maze no)', async () => {
    await openTable('patience.newGame.cruel');
    expect(double.contextKeys.get('patience.gameHasAction')).toBe(true);
    await run('patience.newGame.maze');
    expect(double.contextKeys.get('patience.gameHasAction')).toBe(false);
  });

  it('a changed setting reaches the open table without a reload', async () => {
    await openTable();
    double.setConfig('patience.animations', false);
    expect(double.panel.posted.at(-1)).toEqual({
      type: 'settings',
      settings: {
        animations: 'off',
        bakersGameRules: 'kings',
        showWinnability: false,
        cardStyle: 'classic',
        cardBack: 'red',
        play: 'aisleriot',
        showMeSpeed: 1,
        sounds: false,
      },
    });
  });

  it('patience.animations is off, normal or fast; an old true or false in the settings still counts, anything else is normal', async () => {
    await openTable();
    for (const [value, speed] of [
      ['fast', 'fast'],
      [false, 'off'],
      [true, 'normal'],
      ['off', 'off'],
      ['warp', 'normal'],
    ] as const) {
      double.setConfig('patience.animations', value);
      expect(double.panel.posted.at(-1)).toMatchObject({ type: 'settings', settings: { animations: speed } });
    }
  });
});

describe('Restart Deal', () => {
  it('deals the same deal again as a new game (a new instance), from the host like Same deal again', async () => {
    double.config.set('patience.confirmAbandon', false);
    const { record } = await openTable();
    const first = loaded() as unknown as { id: string };
    double.panel.fromPage(progress(withMoves(record, 1)));
    await run('patience.restart');
    expect(double.panel.sent('command')).toEqual([]);
    const again = loaded() as unknown as { id: string };
    expect(loaded()).toMatchObject({ record: { game: 'cruel', deal: record.deal, moves: [] }, elapsedMs: 0 });
    expect(again.id).toMatch(/^[a-z0-9]{12}$/);
    expect(again.id).not.toBe(first.id);
  });

  it("asks before it restarts an unfinished game (patience.confirmAbandon on), in a restart's words; declining keeps it", async () => {
    const { record } = await openTable();
    const played = withMoves(record, 2);
    double.panel.fromPage(progress(played));
    await run('patience.restart');
    expect(double.shown).toEqual([
      expect.objectContaining({ kind: 'warning', modal: true, message: `Restart Cruel #${record.deal}?`, items: ['Abandon and Restart'] }),
    ]);
    expect(double.shown[0].detail).toMatch(
      /^The game is not finished: 2 moves in 0:01\. Restarting counts it as abandoned and deals the same cards again\./,
    );
    expect(loaded().record).toEqual(record); // no new load
    expect(double.panel.sent('load')).toHaveLength(1);
  });

  it('with no game open, says so', async () => {
    await run('patience.restart');
    expect(double.panels).toHaveLength(0);
    expect(double.shown).toEqual([expect.objectContaining({ kind: 'info', message: expect.stringContaining('No game is open') })]);
  });
});

describe('New Game…', () => {
  it('lists every game, most recently played first, each with a one-line description', async () => {
    await openTable('patience.newGame.maze');
    await run('patience.newGame.pileon');
    let labels: string[] = [];
    double.answerQuickPick = (items) => {
      labels = items.map((item) => item.label);
      expect(items.every((item) => (item.detail ?? '').length > 20)).toBe(true);
      return items.find((item) => item.label === 'Cruel');
    };
    await run('patience.newGame');
    const rest = GAME_IDS.filter((game) => game !== 'pileon' && game !== 'maze');
    expect(labels).toEqual((['pileon', 'maze', ...rest] as const).map((game) => gameNameIn(game, 'en')));
    expect(loaded().record.game).toBe('cruel');
  });

  it('offers "Continue …" first when an unfinished game with a move is saved', async () => {
    stopTheClock();
    const { record } = await openTable();
    const played = withMoves(record, 1);
    double.panel.fromPage(progress(played, 42_000));
    await settle();
    double.panel.dispose();
    let first = '';
    let description: string | undefined;
    double.answerQuickPick = (items) => ((first = items[0].label), (description = items[0].description), items[0]);
    await run('patience.newGame');
    expect(first).toContain(`Continue Cruel #${record.deal}`);
    expect(description).toBe('1 move in 0:42');
    double.panel.fromPage({ type: 'ready' });
    expect(loaded()).toMatchObject({ record: played, elapsedMs: 42_000 });
  });

  it('with several unfinished games, offers "Continue a game…", which lists them to pick from', async () => {
    const { record } = await openTable();
    double.panel.fromPage({ ...progress(withMoves(record, 1)), id: loadedId() });
    await settle();
    double.panel.dispose();
    await settle();
    // Another window's game, its tab closed there (or a window that reloaded since).
    const maze = withMoves({ game: 'maze', deal: 5, moves: [] }, 2);
    const other = {
      schema: 2,
      id: 'elsewhere001',
      record: maze,
      elapsedMs: 3000,
      status: 'playing',
      score: 0,
      hintsUsed: 0,
      savedAt: new Date(Date.now() + 1000).toISOString(),
      window: 'gone-window1',
      open: false,
    };
    double.files.set('/global-storage/patience-dev.patience/games/elsewhere001.json', new TextEncoder().encode(JSON.stringify(other)));
    const asked: { label: string; description?: string }[][] = [];
    double.answerQuickPick = (items) => (asked.push(items), items[0]);
    await run('patience.newGame');
    expect(asked[0][0]).toMatchObject({ label: '$(debug-continue) Continue a game…', description: '2 unfinished games' });
    expect(asked[1].map((i) => i.label)).toEqual(['$(debug-continue) Maze #5', `$(debug-continue) Cruel #${record.deal}`]);
    double.panel.fromPage({ type: 'ready' });
    expect(loaded()).toMatchObject({ id: 'elsewhere001', record: maze });
  });

  it('offers no "Continue" for a game without moves', async () => {
    await openTable();
    let labels: string[] = [];
    double.answerQuickPick = (items) => ((labels = items.map((i) => i.label)), undefined);
    await run('patience.newGame');
    expect(labels.some((label) => label.includes('Continue'))).toBe(false);
  });
});

describe('abandoning an unfinished game', () => {
  async function unfinishedCruel() {
    const { record } = await openTable();
    double.panel.fromPage(progress(withMoves(record, 2)));
    await settle();
    return record;
  }

  it('asks first (patience.confirmAbandon on); declining keeps the game', async () => {
    const record = await unfinishedCruel();
    await run('patience.newGame.maze');
    expect(double.shown).toEqual([expect.objectContaining({ kind: 'warning', modal: true, message: `Abandon Cruel #${record.deal}?` })]);
    expect(double.shown[0].detail).toContain('not finished: 2 moves in 0:01.');
    expect(loaded().record.game).toBe('cruel');
  });

  it('counts one move as "1 move"', async () => {
    const { record } = await openTable();
    double.panel.fromPage(progress(withMoves(record, 1), 61_000));
    await run('patience.newGame.maze');
    expect(double.shown[0].detail).toContain('not finished: 1 move in 1:01.');
  });

  it('deals the new game once the player agrees', async () => {
    await unfinishedCruel();
    double.answerMessage = (shown) => shown.items[0];
    await run('patience.newGame.maze');
    expect(loaded().record.game).toBe('maze');
  });

  it('does not ask with patience.confirmAbandon off', async () => {
    await unfinishedCruel();
    double.config.set('patience.confirmAbandon', false);
    await run('patience.newGame.maze');
    expect(double.shown).toEqual([]);
    expect(loaded().record.game).toBe('maze');
  });
});

describe("the table's own buttons", () => {
  it('New posts newGame: the host picks a new deal of the same game', async () => {
    const { record } = await openTable('patience.newGame.maze');
    double.panel.fromPage({ type: 'newGame' });
    await settle();
    expect(loaded().record).toMatchObject({ game: 'maze', moves: [] });
    expect(loaded().record.deal).not.toBe(record.deal);
  });

  it('Same deal again posts newGame with sameDeal: the same deal from the start', async () => {
    double.config.set('patience.confirmAbandon', false);
    const { record } = await openTable();
    double.panel.fromPage(progress(withMoves(record, 1)));
    double.panel.fromPage({ type: 'newGame', sameDeal: true });
    await settle();
    expect(loaded()).toMatchObject({ record: { game: 'cruel', deal: record.deal, moves: [] }, elapsedMs: 0 });
  });
});

describe('Select Deal…', () => {
  it('validates 1 … 2147483647 with a clear message', async () => {
    await openTable();
    const messages: Record<string, string | undefined> = {};
    double.answerInputBox = (options) => {
      for (const text of ['8315', '#8315', ' 42 ', '1', '2147483647', '0', '2147483648', '-5', '12.5', 'abc', '']) {
        messages[text] = options.validateInput?.(text) as string | undefined;
      }
      return undefined;
    };
    await run('patience.selectDeal');
    for (const ok of ['8315', '#8315', ' 42 ', '1', '2147483647']) expect(messages[ok], ok).toBeUndefined();
    for (const bad of ['0', '2147483648', '-5', '12.5', 'abc', '']) expect(messages[bad], bad).toMatch(/from 1 to 2147483647/);
    expect(messages['2147483648']).toContain('There is no deal 2147483648');
  });

  it('deals the chosen number of the game on the table', async () => {
    await openTable('patience.newGame.spider-three-decks');
    double.answerInputBox = () => '8315';
    await run('patience.selectDeal');
    expect(loaded().record).toEqual({ game: 'spider-three-decks', deal: 8315, moves: [] });
    expect(double.panel.title).toBe('Spider Three Decks #8315');
  });

  it.each([
    ['a bad number', '99999999999'],
    ['a cancelled box', undefined],
  ])('%s changes nothing', async (_, answer) => {
    const before = (await openTable()).record;
    const posted = double.panel.posted.length;
    double.answerInputBox = () => answer;
    await run('patience.selectDeal');
    expect(double.panel.posted).toHaveLength(posted);
    expect(double.panel.title).toBe(`Cruel #${before.deal}`);
  });

  it('with no game open, asks which game first', async () => {
    double.answerQuickPick = (items) => items.find((item) => item.label === 'Maze');
    double.answerInputBox = () => '7';
    await run('patience.selectDeal');
    double.panel.fromPage({ type: 'ready' });
    expect(loaded().record).toEqual({ game: 'maze', deal: 7, moves: [] });
  });
});
