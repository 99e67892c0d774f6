// package.json's contributions against what activate() registers: every command in the palette
// works, and the keys stay inside the game tab.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { activated, double } from './harness';
import { CARD_BACKS, CARD_STYLES } from '../../src/protocol/protocol';
import { GAME_IDS, newGameCommand } from '../../src/engine';

const read = (file: string) => JSON.parse(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'));
const pkg = read('package.json');
const nls: Record<string, string> = read('package.nls.json');
const contributes = pkg.contributes;
const ON_TABLE = "activeWebviewPanelId == 'patience.game'";

let context: ReturnType<typeof activated>;
beforeAll(() => {
  context = activated();
});

describe('manifest', () => {
  it('contributes exactly the commands activate() registers, all in category Patience', () => {
    const contributed = contributes.commands.map((c: { command: string }) => c.command).sort();
    expect(contributed).toEqual([...double.commands.keys()].sort());
    for (const command of contributes.commands) {
      expect(nls[command.category.slice(1, -1)]).toBe('Patience');
      expect(nls[command.title.slice(1, -1)], command.command).toBeTruthy();
    }
  });

  it("names the commands as the issue asks, each game's New Game command after New Game… in the games' order", () => {
    const titles = contributes.commands.map((c: { title: string }) => nls[c.title.slice(1, -1)]);
    // Each game's own title names it (test/engine/games/registry.test.ts): "New Cruel Game", "New Baker's Game".
    const games = GAME_IDS.map(
      (game) => nls[contributes.commands.find((c: { command: string }) => c.command === newGameCommand(game)).title.slice(1, -1)],
    );
    expect(titles).toEqual([
      'New Game…',
      ...games,
      'New Deal',
      'Restart Deal',
      'Select Deal…',
      'Undo',
      'Redo',
      'Deal',
      'Show Rules',
      'Hint',
      'Show Me How',
      'Daily Deal…',
      'Copy Deal Link',
      'Open Deal Link…',
      'Resume Game',
      'Show Statistics',
      'Replay Last Game',
      'Reset Statistics…',
      'Export Statistics…',
      'Import Statistics…',
    ]);
    expect(games).toContain('New Cruel Game');
  });

  it('hides the commands that need a game tab from the palette when none is active', () => {
    const hidden = Object.fromEntries(contributes.menus.commandPalette.map((m: { command: string; when: string }) => [m.command, m.when]));
    for (const command of [
      'patience.undo',
      'patience.redo',
      'patience.restart',
      'patience.deal',
      'patience.showRules',
      'patience.hint',
      'patience.showMe',
      'patience.newDeal',
      'patience.copyDealLink',
    ]) {
      expect(hidden[command], command).toContain(ON_TABLE);
    }
    expect(hidden['patience.deal']).toContain('patience.gameHasAction');
    expect(hidden['patience.replayLastGame']).toBeUndefined();
  });

  it('binds keys only while the game tab is active and has the keyboard', () => {
    const keys = contributes.keybindings.map((k: { command: string; key: string; mac?: string; when: string }) => {
      expect(k.when).toBe(`${ON_TABLE} && editorAreaFocus && !inputFocus`);
      return `${k.command} ${k.key}${k.mac ? ` mac:${k.mac}` : ''}`;
    });
    expect(keys).toEqual([
      'patience.undo ctrl+z mac:cmd+z',
      'patience.redo ctrl+y mac:cmd+shift+z',
      'patience.redo ctrl+shift+z mac:cmd+shift+z',
      'patience.newDeal n',
      'patience.restart r',
      'patience.deal d',
      'patience.hint h',
      'patience.showMe s',
    ]);
  });

  it('has the eight settings with their defaults', () => {
    const properties = contributes.configuration.properties;
    expect(properties['patience.animations']).toMatchObject({ type: 'string', enum: ['off', 'normal', 'fast'], default: 'normal' });
    expect(properties['patience.animations'].enumItemLabels).toHaveLength(3);
    expect(properties['patience.bakersGame.rules']).toMatchObject({ enum: ['kings', 'any'], default: 'kings' });
    expect(properties['patience.bakersGame.rules'].enumDescriptions).toHaveLength(2);
    expect(properties['patience.confirmAbandon']).toMatchObject({ type: 'boolean', default: true });
    expect(properties['patience.showWinnability']).toMatchObject({ type: 'boolean', default: false });
    expect(properties['patience.winnableDealsOnly']).toMatchObject({ type: 'boolean', default: true });
    expect(properties['patience.cardStyle']).toMatchObject({ enum: [...CARD_STYLES], default: 'classic' });
    expect(properties['patience.cardStyle'].enumDescriptions).toHaveLength(3);
    expect(properties['patience.cardBack']).toMatchObject({ enum: [...CARD_BACKS], default: 'red' });
    expect(properties['patience.cardBack'].enumItemLabels).toHaveLength(3);
    expect(properties['patience.play']).toMatchObject({ enum: ['aisleriot', 'smart'], default: 'aisleriot' });
    expect(properties['patience.play'].enumDescriptions).toHaveLength(2);
    for (const value of Object.values(JSON.stringify(properties).match(/%[^%]+%/g) ?? []))
      expect(nls[value.slice(1, -1)], value).toBeTruthy();
  });

  it('activates for a restored game tab, whose serializer is registered, and for a deal link, whose handler is, in both extension hosts', () => {
    expect(pkg.activationEvents).toContain('onWebviewPanel:patience.game');
    expect(double.serializers.has('patience.game')).toBe(true);
    expect(pkg.activationEvents).toContain('onWebviewPanel:patience.replay');
    expect(double.serializers.has('patience.replay')).toBe(true);
    expect(pkg.activationEvents).toContain('onUri');
    expect(double.uriHandler).toBeDefined();
    expect(pkg.main).toBe('./dist/extension.js');
    expect(pkg.browser).toBe('./dist/web/extension.js');
  });

  it('syncs the recently played games and the statistics across machines, not the game in progress', () => {
    expect(context.globalState.synced).toEqual(['patience.recentGames', 'patience.statistics']);
  });

  it('has the Statistics view in its own activity bar container, with New Game, Reset, Export and Import as title actions', () => {
    expect(contributes.viewsContainers.activitybar).toEqual([
      { id: 'patience', title: '%viewsContainer.patience%', icon: 'media/activity-bar.svg' },
    ]);
    expect(contributes.views.patience).toEqual([
      {
        type: 'webview',
        id: 'patience.statistics',
        name: '%view.statistics%',
        icon: 'media/activity-bar.svg',
        contextualTitle: '%viewsContainer.patience%',
      },
    ]);
    expect(nls['viewsContainer.patience']).toBe('Patience');
    expect(nls['view.statistics']).toBe('Statistics');
    expect(double.viewProviders.has('patience.statistics')).toBe(true);
    const actions = contributes.menus['view/title'].map((m: { command: string; when: string; group: string }) => {
      expect(m.when).toBe('view == patience.statistics');
      return `${m.group} ${m.command}`;
    });
    expect(actions).toEqual([
      'navigation@1 patience.newGame',
      'navigation@2 patience.stats.reset',
      'navigation@3 patience.stats.export',
      'navigation@4 patience.stats.import',
    ]);
    const icons = Object.fromEntries(contributes.commands.map((c: { command: string; icon?: string }) => [c.command, c.icon]));
    expect(icons).toMatchObject({
      'patience.newGame': '$(add)',
      'patience.stats.reset': '$(clear-all)',
      'patience.stats.export': '$(export)',
      'patience.stats.import': '$(desktop-download)',
    });
  });

  it('builds the statistics page bundle wherever the game page is built', () => {
    for (const script of ['watch', 'vscode:prepublish', 'test:integration', 'test:integration:electron'])
      expect(pkg.scripts[script], script).toMatch(/\bwebview stats\b/);
  });

  it('returns the statistics from activate(), for the integration tests', () => {
    expect(typeof context.api.statistics.snapshot).toBe('function');
    expect(context.api.statistics.snapshot().total.played).toBe(0);
  });
});
