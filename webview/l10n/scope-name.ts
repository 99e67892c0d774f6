// Scope keys ("all", a game id, or a game id and rule set such as "…:kings") named with a language's game names. Shared by
// the English and the Russian statistics tables; imports no table itself, so neither waits on it.
import { gameOf } from '../../src/protocol/stats-protocol';
import type { TableStrings } from './en';

/** "Cruel", "Baker's Game (kings only)"; the total is `all` ("All games"). */
export function scopeNameIn(names: TableStrings, all: string, scope: string): string {
  if (scope === 'all') return all;
  const game = gameOf(scope);
  const variant = scope.split(':')[1];
  if (!game) return scope;
  return names.gameTitle(game, variant);
}

/** The game a scope belongs to, for a play button. */
export function gameNameIn(names: TableStrings, scope: string): string {
  const game = gameOf(scope);
  return game ? names.games[game] : scope;
}
