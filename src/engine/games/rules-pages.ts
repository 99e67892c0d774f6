// Every game's rules page, by id: plain data, apart from the registry so only the bundles that show a page carry them.
import type { GameId } from '../game-id';
import { rulesPage as bakersGame } from './bakers-game/rules-page';
import { rulesPage as cruel } from './cruel/rules-page';
import type { Language } from './descriptor';
import { rulesPage as freecell } from './freecell/rules-page';
import { rulesPage as maze } from './maze/rules-page';
import { rulesPage as pileon } from './pileon/rules-page';
import type { RulesDoc } from './rules-page';
import { rulesPage as spiderThreeDecks } from './spider-three-decks/rules-page';

export type { RulesDoc, RulesSection } from './rules-page';

const RULES_PAGES: Readonly<Record<GameId, Readonly<Record<Language, RulesDoc>>>> = {
  'spider-three-decks': spiderThreeDecks,
  cruel,
  maze,
  'bakers-game': bakersGame,
  pileon,
  freecell,
};

/** The rules page of a game; a language we have no page for (e.g. from the host's locale) gets English. */
export function rulesFor(game: GameId, lang: Language): RulesDoc {
  const docs = RULES_PAGES[game];
  return Object.hasOwn(docs, lang) ? docs[lang] : docs.en;
}
