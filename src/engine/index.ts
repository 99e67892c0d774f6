// The engine's public face: pure rules, no vscode, no DOM, no timers.
export * from './cards';
export * from './types';
export {
  rulesOf,
  allGames,
  isGameId,
  allDescriptors,
  dailySearchOrder,
  EXAMPLE_DEAL,
  gameNameIn,
  gameOf,
  newGameCommand,
  variantFor,
  LANGUAGES,
  languageOf,
  underRuleSet,
} from './games';
export type { DailySearch, GameDescriptor, Language, VariantSetting, Words } from './games';
export {
  newGame,
  status,
  score,
  legalMoves,
  applyMove,
  whyIllegal,
  doubleClickMove,
  clickMove,
  doubleClickMoves,
  stockClickOf,
  isAction,
  isValidDeal,
  MIN_DEAL,
  MAX_DEAL,
} from './play';
export { formatPosition, parseStart, toStart, type StartPosition } from './notation';
export { replay, playOn, startOf, startBefore, parseMove, parseMovesOn, MAX_RECORD_MOVES, type GameRecord } from './record';
export { GameHistory } from './history';
export { finishLine, sendsOnlyHome, movesAssisted } from './finish';
export { HELPERS, type Helper, type HelpedMoves, parseHelped, cutHelped, helpedAt, helpersOf } from './helped-moves';
export { positionsEqual, pileIndex, moveCards } from './position';
export { describeValue, DESCRIBED_LENGTH } from './describe';
export { isDailyDate, utcDate, type DailyDate } from './daily';
export { smartDoubleClick, smartFollowUp } from './smart-play';
