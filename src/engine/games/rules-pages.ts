// Every game's rules page, found by the game's id in its own folder (games/<id>/rules-page.ts exports `rulesPage`):
// loaded when first shown, apart from the registry, so only the page that shows one carries it (each a chunk of its
// own in the game tab's bundle), and a new game needs no line here. test/engine/games/registry.test.ts checks that
// every game has one, titled with its name.
import type { GameId } from '../game-id';
import type { Language } from './descriptor';
import type { RulesDoc } from './rules-page';

export type { RulesDoc, RulesSection } from './rules-page';

/** A game's rules page in each language the extension speaks. */
export type RulesPage = Readonly<Record<Language, RulesDoc>>;

/** The rules page of `game`, in every language: its folder's rules-page.ts, loaded once. */
export const rulesPageOf = async (game: GameId): Promise<RulesPage> =>
  ((await import(`./${game}/rules-page.ts`)) as { rulesPage: RulesPage }).rulesPage;

/** A page in `lang`; a language we have no page for (e.g. from the host's locale) gets English. */
export const inLanguage = (page: RulesPage, lang: Language): RulesDoc => (Object.hasOwn(page, lang) ? page[lang] : page.en);

/** The rules page of `game` in `lang`. */
export const rulesFor = async (game: GameId, lang: Language): Promise<RulesDoc> => inLanguage(await rulesPageOf(game), lang);
