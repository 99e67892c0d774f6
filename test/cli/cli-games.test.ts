// The CLI's usage names every game of the registry, with its rule sets, so a new game needs no edit there.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { privateCli } from './private-cli';
import { GAME_IDS } from '../../src/engine/game-id';

const built = privateCli('cli-games');

describe('CLI usage: the games line', () => {
  it('lists every registered game in order, with the rule sets of those that have several', () => {
    const { stdout } = spawnSync(process.execPath, [built.cli, 'help'], { encoding: 'utf8' });
    const line = stdout.split('\n').find((l) => l.startsWith('games: '));
    expect(line).toBe(
      'games: spider-three-decks, cruel, maze, bakers-game (variants kings, any), pileon, freecell (variants safe, off, all)',
    );
    for (const id of GAME_IDS) expect(line).toContain(id);
  });
});
