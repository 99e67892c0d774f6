// The game registry: every game's descriptor, by id. Everything that lists, names or decides by game reads it.
// Heavy parts stay apart so the bundles that need neither stay small: the solvers (solver/by-game.ts)
// and the rules pages (games/rules-pages.ts), each a map typed over the same ids.
import { GAME_IDS, type GameId } from '../game-id';
import type { GameRules } from '../types';
import { game as bakersGame } from './bakers-game/game';
import { game as cruel } from './cruel/game';
import { game as freecell } from './freecell/game';
import type { GameDescriptor, Language } from './descriptor';
import { game as klondike } from './klondike/game';
import { game as maze } from './maze/game';
import { game as pileon } from './pileon/game';
import { game as spider } from './spider/game';
import { game as spiderThreeDecks } from './spider-three-decks/game';

const GAMES: Readonly<Record<GameId, GameDescriptor>> = {
  'spider-three-decks': spiderThreeDecks,
  cruel,
  maze,
  'bakers-game': bakersGame,
  pileon,
  freecell,
  klondike,
  spider,
};

/** The descriptor of `game`. */
export const gameOf = (game: GameId): GameDescriptor => GAMES[game];

/** Every game's descriptor, in the games' order (GAME_IDS). */
export const allDescriptors = (): GameDescriptor[] => GAME_IDS.map((id) => GAMES[id]);

export function rulesOf(game: GameId): GameRules {
  return GAMES[game].rules;
}

export const allGames = (): GameRules[] => GAME_IDS.map((id) => GAMES[id].rules);

/** "Cruel" in English, «Жестокость» in Russian. */
export const gameNameIn = (game: GameId, language: Language): string => GAMES[game].names[language];

/** The palette command that deals a new game of `game` (package.json's contributes.commands, checked by a test). */
export const newGameCommand = (game: GameId): `patience.newGame.${GameId}` => `patience.newGame.${game}`;

/** The order the daily deals are searched in: quick proofs first. */
export const dailySearchOrder = (): GameId[] => [...GAME_IDS].sort((a, b) => GAMES[a].daily.rank - GAMES[b].daily.rank);

/**
 * The rule set a new deal of `game` is dealt with: the one `chosen` names (the player's setting) if the game
 * has a rule-set setting and knows it, else the default; undefined for a game with one rule set.
 */
export function variantFor(game: GameId, chosen: (settingKey: string) => unknown): string | undefined {
  const setting = GAMES[game].variantSetting;
  if (!setting) return undefined;
  const variants = GAMES[game].rules.variants;
  const value = chosen(setting.key);
  return typeof value === 'string' && variants.includes(value) ? value : variants[0];
}

/** The deal the prompts show as an example of a deal text ("Baker's Game #617"). */
export const EXAMPLE_DEAL: { readonly game: GameId; readonly deal: number } = { game: 'bakers-game', deal: 617 };
