// The CLI's usage names every game of the registry, with its rule sets, so a new game needs no edit there.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { privateCli } from './private-cli';
import { GAME_IDS, type GameId, rulesOf } from '../../src/engine';

const built = privateCli('cli-games');

describe('CLI usage: the games line', () => {
  it('lists every registered game in order, with the rule sets of those that have several', () => {
    const { stdout } = spawnSync(process.execPath, [built.cli, 'help'], { encoding: 'utf8' });
    const line = stdout.split('\n').find((l) => l.startsWith('games: '));
    const named = (id: GameId) => {
      const { variants } = rulesOf(id);
      return variants.length > 1 ? `${id} (variants ${variants.join(', ')})` : id;
    };
    expect(line).toBe(`games: ${GAME_IDS.map(named).join(', ')}`);
    expect(line).toContain('bakers-game (variants kings, any)');
  });
});
