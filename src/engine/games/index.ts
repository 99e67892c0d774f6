import { GAME_IDS, type GameId, type GameRules } from '../types';
import { bakersGame } from './bakers-game/rules';
import { cruel } from './cruel';
import { maze } from './maze';
import { pileon } from './pileon';
import { spiderThreeDecks } from './spider-three-decks';

const RULES: Record<GameId, GameRules> = {
  'spider-three-decks': spiderThreeDecks,
  cruel,
  maze,
  'bakers-game': bakersGame,
  pileon,
};

export function isGameId(value: unknown): value is GameId {
  return typeof value === 'string' && (GAME_IDS as readonly string[]).includes(value);
}

export function rulesOf(game: GameId): GameRules {
  return RULES[game];
}

export const allGames = (): GameRules[] => GAME_IDS.map((id) => RULES[id]);
