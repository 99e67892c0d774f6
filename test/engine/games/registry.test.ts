// The game registry against everything written apart from it: package.json's commands and settings, the
// manifest's words (package.nls*.json), the games' words, the rules pages and the solvers. A game left out of one
// fails here, and so does a game named in a file beyond the few a new game may touch.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  GAME_IDS,
  LANGUAGES,
  allDescriptors,
  applyMove,
  dailySearchOrder,
  gameOf,
  isGameId,
  legalMoves,
  newGame,
  newGameCommand,
  rulesOf,
  variantFor,
} from '../../../src/engine';
import { GAME_WORDS, type GameId, type GameWords } from '../../../src/engine/game-id';
import { rulesFor } from '../../../src/engine/games/rules-pages';
import { modelFor } from '../../../src/engine/solver';
import { filesNaming, mentionsOf, sourceFiles } from '../support/game-footprint';
import { NO_SUCH_GAME } from '../../support/no-such-game';
import { gameByName } from '../../../src/deal-link/deal-link';

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

  it("leaves the tests' unknown game to no game: no id, name or short form of one is it", () => {
    expect(isGameId(NO_SUCH_GAME.id)).toBe(false);
    for (const name of Object.values(NO_SUCH_GAME)) expect(gameByName(name), name).toBeUndefined();
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
    // A game's settings are patience.<game>.<name>, the extension's own patience.<name>: every game setting is a rule-set one.
    const variantSettings = Object.keys(properties).filter((name) => /^patience\.\w+\.\w+$/.test(name));
    const games = allDescriptors().filter((game) => game.variantSetting);
    expect(variantSettings.sort()).toEqual(games.map((game) => `patience.${game.variantSetting!.key}`).sort());
    for (const game of games) {
      const setting = properties[`patience.${game.variantSetting!.key}`];
      expect(setting.enum).toEqual(game.rules.variants);
      expect(setting.default).toBe(game.rules.variants[0]);
      for (const label of [...(setting.enumItemLabels ?? []), ...(setting.markdownEnumDescriptions ?? [])])
        for (const lang of LANGUAGES) expect(nls[lang][key(label)], `${label} in ${lang}`).toBeTruthy();
    }
    for (const game of allDescriptors().filter((g) => !g.variantSetting)) expect(game.rules.variants).toHaveLength(1);
  });

  it("names a game and its rule sets in one place, the game's words: every rule set of a game with several, in each language", () => {
    for (const id of GAME_IDS) {
      const words: GameWords = GAME_WORDS[id];
      expect(gameOf(id).names, id).toBe(words);
      if (rulesOf(id).variants.length === 1) expect(words.variants, id).toBeUndefined();
      else
        for (const lang of LANGUAGES) {
          const named = words.variants?.[lang] ?? {};
          expect(Object.keys(named), `${id} in ${lang}`).toEqual(rulesOf(id).variants);
          for (const variant of rulesOf(id).variants) expect(named[variant], `${id}:${variant} in ${lang}`).toBeTruthy();
        }
    }
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

  it("finds every game's rules page in its folder, titled with the game's name", async () => {
    for (const id of GAME_IDS) {
      for (const lang of LANGUAGES) expect((await rulesFor(id, lang)).title).toBe(gameOf(id).names[lang]);
    }
  });

  it("gives every game a solver, its descriptor's kind's, whose moves on the game's deals are the engine's legal moves", () => {
    for (const id of GAME_IDS)
      for (const variant of rulesOf(id).variants) {
        const position = newGame(id, 1, variant);
        const model = modelFor(position, { knowledge: 'full' });
        const listed = new Int32Array(1024);
        const count = model.moves(listed, 0);
        expect(count, `${id}:${variant}`).toBeGreaterThan(0);
        const legal = legalMoves(position);
        for (const move of Array.from(listed.subarray(0, count), (m) => model.toMove(m)))
          expect(
            legal.some((other) => JSON.stringify(applyMove(position, other)) === JSON.stringify(applyMove(position, move))),
            `${id}:${variant}`,
          ).toBe(true);
      }
  });
});

// The files a new game touches outside its own folders (src/engine/games/<id>/, and for a game of a family with a
// solver the family's src/engine/games/<kind>/ and src/engine/solver/<kind>/) and its tests: the registry's two lists,
// and the manifest (package.json, package.nls.json, package.nls.ru.json; the tests above check it). Its rules page is
// found in its folder (games/rules-pages.ts). A game with a solver of its own also writes that solver: its line in
// solver/by-game.ts and its files in src/engine/solver/.
const REGISTRY_FILES = ['src/engine/game-id.ts', 'src/engine/games/registry.ts'];
const OWN_SOLVER_FILES = ['src/engine/solver/by-game.ts'];
const SOLVER_FOLDER = 'src/engine/solver/';

describe("the files outside a game's folders that name it", () => {
  const mentions = mentionsOf([...sourceFiles('src'), ...sourceFiles('webview')]);
  const kindOf = (id: GameId): string => gameOf(id).solver;
  const inFamily = (id: GameId): boolean => GAME_IDS.some((other) => other !== id && kindOf(other) === kindOf(id));
  const naming = (id: GameId): string[] => {
    const words: GameWords = GAME_WORDS[id];
    const names = LANGUAGES.flatMap((lang) => [words[lang], ...Object.values(words.variants?.[lang] ?? {})]);
    // FreeCell's id is also a pile kind ("freecell", the free cells of both family games): there its id as a string
    // or a key says nothing, and Baker's Game, registered the same way, stands for it.
    const idIsAlsoAWord = allDescriptors().some((game) => game.rules.piles.some((pile) => pile.kind === id));
    const own = [`src/engine/games/${id}`, `src/engine/games/${kindOf(id)}`, `src/engine/solver/${kindOf(id)}`];
    return filesNaming({ id, names, idIsAlsoAWord }, mentions, own);
  };

  it('are, for a game of a family with a solver, only the two registry lists (with the manifest, five files)', () => {
    const family = GAME_IDS.filter(inFamily);
    expect(family.length).toBeGreaterThanOrEqual(2);
    for (const id of family) expect(naming(id), id).toEqual(REGISTRY_FILES);
  });

  it('are, for a game with a solver of its own, the registry lists and that solver (its line, its files: with the manifest, six files)', () => {
    for (const id of GAME_IDS.filter((game) => !inFamily(game))) {
      const beyond = naming(id).filter((file) => !REGISTRY_FILES.includes(file) && !OWN_SOLVER_FILES.includes(file));
      expect(
        beyond.filter((file) => !file.startsWith(SOLVER_FOLDER) || file.slice(SOLVER_FOLDER.length).includes('/')),
        id,
      ).toEqual([]);
    }
  });
});
