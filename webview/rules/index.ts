// The rules pages the page shows: the engine's, by game and language (src/engine/games/<id>/rules-page.ts).
export type { GameId, Language } from '../../src/engine';
export { GAME_IDS, LANGUAGES } from '../../src/engine';
export { rulesFor, type RulesDoc, type RulesSection } from '../../src/engine/games/rules-pages';
