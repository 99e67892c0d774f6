// The solver's model for a position of a FreeCell-family game, with that game's rules.
import { BAKERS_GAME_FAMILY } from '../../games/bakers-game/rules';
import type { FamilyGame } from '../../games/freecell-family/rules';
import { FREECELL_FAMILY } from '../../games/freecell/rules';
import type { GameId, Position } from '../../types';
import { FamilyModel } from './model';

// Each family game names its own id: the games' ids are written in the registry's files only.
const FAMILY: ReadonlyMap<GameId, FamilyGame> = new Map([BAKERS_GAME_FAMILY, FREECELL_FAMILY].map((game) => [game.id, game]));

/** `linksKept: false` lists every move that leads somewhere new (the tests' reference). */
export function familyModel(position: Position, options: { linksKept?: boolean } = {}): FamilyModel {
  const game = FAMILY.get(position.game);
  if (!game) throw new Error(`${position.game} is not a FreeCell-family game`);
  return new FamilyModel(position, game, options);
}
