// The game registry against everything written apart from it: package.json's commands and settings, the
// manifest's words (package.nls*.json), the rules pages and the solvers. A game left out of one fails here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  GAME_IDS,
  LANGUAGES,
  allDescriptors,
  dailySearchOrder,
  gameOf,
  isGameId,
  newGameCommand,
  rulesOf,
  variantFor,
} from '../../../src/engine';
import { rulesFor } from '../../../src/engine/games/rules-pages';

const root = join(__dirname, '..', '..', '..');
const json = (file: string): Record<string, unknown> => JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, unknown>;
interface Manifest {
  contributes: {
    commands: { command: string; title: string }[];
    configuration: {
      properties: Record<string, { enum?: string[]; default?: unknown; enumItemLabels?: string[]; markdownEnumDescriptions?: string[] }>;
    };
    walkthroughs: { steps: { completionEvents: string[] }[] }[];
  };
}
const manifest = json('package.json') as unknown as Manifest;
const nls = { en: json('package.nls.json'), ru: json('package.nls.ru.json') } as Record<'en' | 'ru', Record<string, string>>;
const key = (placeholder: string): string => placeholder.replace(/^%|%$/g, '');

describe('the game registry', () => {
  it('holds one descriptor per game id, each under its own id, named as its rules are', () => {
    expect(allDescriptors().map((game) => game.id)).toEqual([...GAME_IDS]);
    for (const id of GAME_IDS) {
      expect(gameOf(id).rules).toBe(rulesOf(id));
      expect(gameOf(id).names.en).toBe(rulesOf(id).title);
    }
  });

  it('checks ids in one place: the ids, nothing else', () => {
    for (const id of GAME_IDS) expect(isGameId(id)).toBe(true);
    for (const other of ['', 'Cruel', 'bakers-game:kings', 'toString', 'constructor', 42, null, undefined])
      expect(isGameId(other)).toBe(false);
  });

  it('gives every game a palette command with a title in each language that names the game', () => {
    const commands = manifest.contributes.commands.filter((c) => c.command.startsWith('patience.newGame.'));
    expect(commands.map((c) => c.command).sort()).toEqual(GAME_IDS.map(newGameCommand).sort());
    for (const id of GAME_IDS) {
      const title = key(commands.find((c) => c.command === newGameCommand(id))!.title);
      for (const lang of LANGUAGES) expect(nls[lang][title], `${title} in ${lang}`).toContain(gameOf(id).names[lang]);
    }
  });

  it("counts the first walkthrough step done by any game's new-game command", () => {
    const events = manifest.contributes.walkthroughs[0].steps[0].completionEvents;
    for (const id of GAME_IDS) expect(events).toContain(`onCommand:${newGameCommand(id)}`);
  });

  it("has a setting for every game with rule sets: its values the rules' variants, the default first, each worded in both languages", () => {
    const properties = manifest.contributes.configuration.properties;
    const variantSettings = Object.keys(properties).filter((name) => /^patience\.\w+\.(rules|autoplay)$/.test(name));
    const games = allDescriptors().filter((game) => game.variantSetting);
    expect(variantSettings.sort()).toEqual(games.map((game) => `patience.${game.variantSetting!.key}`).sort());
    for (const game of games) {
      const setting = properties[`patience.${game.variantSetting!.key}`];
      expect(setting.enum).toEqual(game.rules.variants);
      expect(setting.default).toBe(game.rules.variants[0]);
      for (const label of [...(setting.enumItemLabels ?? []), ...(setting.markdownEnumDescriptions ?? [])])
        for (const lang of LANGUAGES) expect(nls[lang][key(label)], `${label} in ${lang}`).toBeTruthy();
      expect(Object.keys(game.variantSetting!.names).sort()).toEqual([...game.rules.variants].sort());
    }
    for (const game of allDescriptors().filter((g) => !g.variantSetting)) expect(game.rules.variants).toHaveLength(1);
  });

  it('deals the rule set the setting names, or the default for a value the game does not know', () => {
    const withSetting = allDescriptors().find((game) => game.variantSetting)!;
    const [first, second] = withSetting.rules.variants;
    expect(variantFor(withSetting.id, () => second)).toBe(second);
    expect(variantFor(withSetting.id, () => 'nonsense')).toBe(first);
    expect(variantFor(withSetting.id, () => undefined)).toBe(first);
    for (const game of allDescriptors().filter((g) => !g.variantSetting)) expect(variantFor(game.id, () => 'any')).toBeUndefined();
  });

  it("searches every game's daily deal once, in the order of the ranks", () => {
    expect([...dailySearchOrder()].sort()).toEqual([...GAME_IDS].sort());
    expect(
      allDescriptors()
        .map((game) => game.daily.rank)
        .sort((a, b) => a - b),
    ).toEqual(GAME_IDS.map((_, i) => i + 1));
  });

  it("titles every rules page with the game's name", () => {
    for (const id of GAME_IDS) {
      for (const lang of LANGUAGES) expect(rulesFor(id, lang).title).toBe(gameOf(id).names[lang]);
    }
  });
});
