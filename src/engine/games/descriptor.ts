// What the house knows of one game: its rules and every fact the host, the pages and the CLI say or decide
// about it. One descriptor per game (games/<id>/game.ts), listed in registry.ts; every field is required,
// so a new game that forgets one does not compile.
import type { GameId, Words } from '../game-id';
import type { GameRules } from '../types';

export { type Language, LANGUAGES, languageOf, type Words } from '../game-id';

/** Rule sets the player chooses between in a setting (Baker's Game's `patience.bakersGame.rules`). */
export interface VariantSetting {
  /** The setting's key under `patience.`; its values are the rules' variants, the first the default. */
  readonly key: string;
  /** How the table names each rule set after the game's name ("kings only"). */
  readonly names: Readonly<Record<string, Words>>;
}

/** How today's deal is proved winnable (daily-deal.ts). */
export interface DailySearch {
  /** Positions each candidate may cost: large enough that most winnable deals are proved, small enough to try several. */
  readonly budget: number;
  /** Where its number is searched among the games' (1 first): quick proofs first, so the picker fills at once. */
  readonly rank: number;
}

export interface GameDescriptor {
  readonly id: GameId;
  /** The game's name ("Cruel", «Жестокость»); `names.en` is the rules' title. */
  readonly names: Words;
  /** The game picker's line: what the table looks like and what the goal is. */
  readonly blurb: Words;
  /** Its rules over the shared engine, with the table's layout (`rules.piles`) and rule sets (`rules.variants`). */
  readonly rules: GameRules;
  /** The setting that picks the rule set of a new deal; undefined: the game has one rule set. */
  readonly variantSetting: VariantSetting | undefined;
  /** Names a player may type in a deal text beyond the id and `names` (short forms: "Spider", «Пекарь»). */
  readonly aliases: readonly string[];
  readonly daily: DailySearch;
  /** CPU time (ms) per drawn deal when "Winnable deals only" looks for one (the dealer's budget, winnable-budget.ts). */
  readonly dealSearchMs: number;
  /** Cards lie face down in play, so a hint may read only the visible ones and the solver's knowledge matters (Spider). */
  readonly hidesCards: boolean;
  /** A face-down card on top of a pile marks it frozen, four of a kind all known (Pileon): not a hidden card. */
  readonly frozenPiles: boolean;
}
