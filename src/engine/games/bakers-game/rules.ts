// Baker's Game, as AisleRiot plays it: the FreeCell family building down in suit, every playable card going home.
import { type FamilyGame, familyRules } from '../freecell-family/rules';

/**
 * Rule sets, the project's choice (setting patience.bakersGame.rules): `kings` (default) takes only a king into an empty column
 * and limits a run to free cells + 1; `any` is AisleRiot's current (F + 1) × 2^E with any card.
 */
export const BAKERS_GAME_FAMILY: FamilyGame = {
  id: 'bakers-game',
  title: "Baker's Game",
  variants: ['kings', 'any'],
  building: 'suit',
  kingsOnly: (variant) => variant === 'kings',
  autoplay: () => 'all',
};

export const bakersGame = familyRules(BAKERS_GAME_FAMILY);
