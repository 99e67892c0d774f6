// FreeCell, as AisleRiot plays it: the FreeCell family building down in alternating colours, any card to an empty column.
import type { Autoplay } from '../freecell-family/autoplay';
import { type FamilyGame, familyRules } from '../freecell-family/rules';

/** Rule sets are AisleRiot's autoplay options ("Autoplay" on, off, or for all possible cards): `safe` (default), `off`, `all`. */
export const FREECELL_AUTOPLAY: readonly Autoplay[] = ['safe', 'off', 'all'];

const isAutoplay = (variant: string): variant is Autoplay => (FREECELL_AUTOPLAY as readonly string[]).includes(variant);

export const FREECELL_FAMILY: FamilyGame = {
  id: 'freecell',
  title: 'FreeCell',
  variants: FREECELL_AUTOPLAY,
  building: 'alternate',
  kingsOnly: () => false,
  autoplay: (variant) => (isAutoplay(variant) ? variant : 'safe'),
};

export const freecell = familyRules(FREECELL_FAMILY);
