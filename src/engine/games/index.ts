// The games: the registry's lookups and the one id check, as the engine's index has always exported them.
export { isGameId } from '../game-id';
export {
  allDescriptors,
  allGames,
  dailySearchOrder,
  EXAMPLE_DEAL,
  gameNameIn,
  gameOf,
  newGameCommand,
  rulesOf,
  variantFor,
} from './registry';
export type { DailySearch, GameDescriptor, Language, VariantSetting, Words } from './descriptor';
export { LANGUAGES, languageOf } from './descriptor';
export { underRuleSet, type PerRuleSet } from './per-rule-set';
