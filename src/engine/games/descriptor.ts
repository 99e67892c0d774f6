// What the house knows of one game: its rules and every fact the host, the pages and the CLI say or decide
// about it. One descriptor per game (games/<id>/game.ts), listed in registry.ts; every field is required,
// so a new game that forgets one does not compile.
import type { GameId, Words } from '../game-id';
import type { GameRules } from '../types';
import type { StockWords } from './stock-words';
import type { PerRuleSet } from './per-rule-set';

export { type Language, LANGUAGES, languageOf, type Words } from '../game-id';

/** Rule sets the player chooses between in a setting (Baker's Game's `patience.bakersGame.rules`); their names are the game's words (game-id.ts). */
export interface VariantSetting {
  /** The setting's key under `patience.`; its values are the rules' variants, the first the default. */
  readonly key: string;
}

/** A solver several games share, named for the family (the FreeCell family: Baker's Game, FreeCell). */
export type SolverFamily = 'freecell-family';

/**
 * The solver that plays a game (solver/by-game.ts maps each kind to one): a game's own, named by its id, or its
 * family's, which every game of the family shares, so a new game of a family needs no solver line and a game with a
 * solver of its own only its line there. test/engine/games/registry.test.ts checks that every game's kind has one.
 */
export type SolverKind = GameId | SolverFamily;

/** How today's deal is proved winnable (daily-deal.ts). */
export interface DailySearch {
  /**
   * Positions each candidate may cost: large enough that most winnable deals are proved, small enough to try several.
   * One for every rule set, or one per rule set (Klondike's `no-redeals`, searched win first, proves its wins in few).
   */
  readonly budget: PerRuleSet;
  /** Where its number is searched among the games' (1 first): quick proofs first, so the picker fills at once. */
  readonly rank: number;
  /**
   * The default rule set's winning line wins under each of the others, every move it makes being allowed there too
   * (Baker's Game: `any` allows every `kings` move), so one proof makes the day's deal for every rule set. Otherwise
   * each rule set's daily deal is proved under that rule set (Klondike's draw three is not draw one).
   */
  readonly oneProof: boolean;
}

export interface GameDescriptor {
  readonly id: GameId;
  /** The game's name ("Cruel", «Жестокость»), its words' (game-id.ts GAME_WORDS); `names.en` is the rules' title. */
  readonly names: Words;
  /** The game picker's line: what the table looks like and what the goal is. */
  readonly blurb: Words;
  /** Its rules over the shared engine, with the table's layout (`rules.piles`) and rule sets (`rules.variants`). */
  readonly rules: GameRules;
  /** Every word the table says about its stock (the stock mechanic's, or the game's own); undefined: it has no stock action. */
  readonly stock: StockWords | undefined;
  /** The solver that plays it. */
  readonly solver: SolverKind;
  /** The setting that picks the rule set of a new deal; undefined: the game has one rule set. */
  readonly variantSetting: VariantSetting | undefined;
  /** Names a player may type in a deal text beyond the id and `names` (short forms: "Free Cell", «Пекарь»). */
  readonly aliases: readonly string[];
  readonly daily: DailySearch;
  /**
   * CPU time (ms) per drawn deal when "Winnable deals only" looks for one (the dealer's budget, winnable-budget.ts):
   * one for every rule set, or one per rule set, each named (Klondike's `no-redeals`, whose wins come soon in the
   * dealer's order and whose deals are seldom won, draws more deals for less each).
   */
  readonly dealSearchMs: PerRuleSet;
  /** Cards lie face down in play, so a hint may read only the visible ones and the solver's knowledge matters (Spider). */
  readonly hidesCards: boolean;
  /** A face-down card on top of a pile marks it frozen, four of a kind all known (Pileon): not a hidden card. */
  readonly frozenPiles: boolean;
}
