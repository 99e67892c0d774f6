// @vitest-environment happy-dom
// The rules panel loads each game's page when it is first shown (src/engine/games/rules-pages.ts): a page that arrives
// after a later game's was asked for is not shown over it.
import { describe, expect, it, vi } from 'vitest';
import type { RulesPage } from '../../src/engine/games/rules-pages';

const waiting = new Map<string, (page: RulesPage) => void>();
vi.mock('../../src/engine/games/rules-pages', async (original) => ({
  ...(await original<typeof import('../../src/engine/games/rules-pages')>()),
  rulesPageOf: (game: string) => new Promise<RulesPage>((resolve) => waiting.set(game, resolve)),
}));
const { PatienceRulesPanel } = await import('../../webview/panels/rules-panel');

const pageOf = (title: string): RulesPage => {
  const doc = { title, summary: `${title}'s summary`, sections: [] };
  return { en: doc, ru: doc };
};

describe('the rules panel', () => {
  it('shows the page of the game asked for last, whichever page arrives last', async () => {
    const panel = new PatienceRulesPanel(() => undefined);
    document.body.append(panel);
    const first = panel.showGame('maze');
    const second = panel.showGame('cruel');
    waiting.get('cruel')!(pageOf('Cruel'));
    await second;
    waiting.get('maze')!(pageOf('Maze'));
    await first;
    expect(panel.shadowRoot!.querySelector('h2')?.textContent).toBe('Cruel');
  });
});
