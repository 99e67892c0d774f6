import { rules as bakersGame } from './bakers-game';
import { rules as cruel } from './cruel';
import { rules as maze } from './maze';
import { rules as pileon } from './pileon';
import type { GameId, Language, RulesDoc } from './rules-doc';
import { rules as spiderThreeDecks } from './spider-three-decks';

export type { GameId, Language, RulesDoc, RulesSection } from './rules-doc';
export { GAME_IDS, LANGUAGES } from './rules-doc';

const RULES: Record<GameId, Record<Language, RulesDoc>> = {
  'spider-three-decks': spiderThreeDecks,
  cruel,
  maze,
  'bakers-game': bakersGame,
  pileon,
};

/** The rules page of a game; a language we have no page for (e.g. from the host's locale) gets English. */
export function rulesFor(game: GameId, lang: Language): RulesDoc {
  const docs = RULES[game];
  return Object.hasOwn(docs, lang) ? docs[lang] : docs.en;
}
