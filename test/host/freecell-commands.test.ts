// FreeCell through the palette (issue 26): every registered game's New Game command, and the autoplay
// setting (patience.freecell.autoplay) chosen when a game is dealt and kept by the game in play.
import { beforeEach, describe, expect, it } from 'vitest';
import { GAME_IDS, gameNameIn, newGameCommand } from '../../src/engine';
import { activated, double, loaded, run } from './harness';

beforeEach(() => {
  activated();
});

async function openTable(command: string) {
  await run(command);
  double.panel.fromPage({ type: 'ready' });
  return loaded();
}

describe('FreeCell in the palette', () => {
  it.each(GAME_IDS)('New Game of %s deals it in a tab named after it', async (game) => {
    const { record } = await openTable(newGameCommand(game));
    expect(record.game).toBe(game);
    expect(double.panel.title).toBe(`${gameNameIn(game, 'en')} #${record.deal}`);
  });

  it("deals safe autoplay by default, AisleRiot's default", async () => {
    const { record } = await openTable('patience.newGame.freecell');
    expect(record.variant).toBe('safe');
  });

  it.each(['off', 'all'])('patience.freecell.autoplay = %s deals that option', async (option) => {
    double.config.set('patience.freecell.autoplay', option);
    const { record } = await openTable('patience.newGame.freecell');
    expect(record.variant).toBe(option);
  });

  it('a game keeps the option it was dealt with: Restart after a change of the setting, then a new deal takes the new one', async () => {
    double.config.set('patience.freecell.autoplay', 'off');
    const first = (await openTable('patience.newGame.freecell')).record;
    double.config.set('patience.freecell.autoplay', 'all');
    await run('patience.restart');
    expect(loaded().record).toMatchObject({ game: 'freecell', deal: first.deal, variant: 'off' });
    await run('patience.newDeal');
    expect(loaded().record).toMatchObject({ game: 'freecell', variant: 'all' });
  });
});
