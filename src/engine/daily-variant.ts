// The rule set a daily deal is proved under (daily-deal.ts), apart from the proof so that the host's deal commands can
// say which deal they deal without loading the solver.
import { gameOf, rulesOf } from './games';
import type { GameId } from './types';

/**
 * The rule set the daily deal of `game` played under `chosen` is proved under: `chosen` (the default when not given, or
 * when one proof holds for all the game's rule sets: its descriptor's daily.oneProof); undefined for a game with one
 * rule set.
 */
export function dailyVariant(game: GameId, chosen?: string): string | undefined {
  const { variantSetting, daily } = gameOf(game);
  if (!variantSetting) return undefined;
  const variants = rulesOf(game).variants;
  return !daily.oneProof && chosen !== undefined && variants.includes(chosen) ? chosen : variants[0];
}
