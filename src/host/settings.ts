// The extension's settings (contributed in package.json under "patience.*"), read fresh each time
// so a change applies at once, without a reload.
import * as vscode from 'vscode';
import { type GameId, allDescriptors, variantFor } from '../engine';
import { CARD_BACKS, CARD_STYLES, PLAY_STYLES, type PlaySpeed, type TableSettings, animationSpeed, playSpeed } from '../protocol/protocol';

const SECTION = 'patience';
/** The settings the table itself uses; a change to one of them is sent to the open game tab. */
const TABLE_KEYS = ['animations', 'bakersGame.rules', 'showWinnability', 'cardStyle', 'cardBack', 'play', 'sounds', 'showMeSpeed'] as const;

export function tableSettings(): TableSettings {
  const config = vscode.workspace.getConfiguration(SECTION);
  return {
    // An old boolean in the player's settings still counts (true: normal, false: off).
    animations: animationSpeed(config.get<unknown>('animations')) ?? 'normal',
    bakersGameRules: config.get<string>('bakersGame.rules', 'kings') === 'any' ? 'any' : 'kings',
    showWinnability: config.get<boolean>('showWinnability', false) === true,
    cardStyle: oneOf(config.get<string>('cardStyle'), CARD_STYLES),
    cardBack: oneOf(config.get<string>('cardBack'), CARD_BACKS),
    play: oneOf(config.get<string>('play'), PLAY_STYLES),
    sounds: config.get<boolean>('sounds', false) === true,
    showMeSpeed: playSpeed(config.get<unknown>('showMeSpeed')) ?? 1,
  };
}

/** Keeps the speed the player chose for Show Me How, for every game after (the user's settings, as if set there). */
export function rememberShowMeSpeed(speed: PlaySpeed): Thenable<void> {
  return vscode.workspace.getConfiguration(SECTION).update('showMeSpeed', speed, vscode.ConfigurationTarget.Global);
}

/** The rule set a new deal of `game` is dealt with: the one its setting (the registry names it) chooses; undefined: the game has one. */
export const chosenVariant = (game: GameId): string | undefined =>
  variantFor(game, (key) => vscode.workspace.getConfiguration(SECTION).get<unknown>(key));

/** A setting's value if it is one of `values`, else the first (its default): a hand-edited typo changes nothing. */
const oneOf = <T extends string>(value: string | undefined, values: readonly T[]): T =>
  values.includes(value as T) ? (value as T) : values[0];

/** Ask before a new game replaces one still in progress. */
export function confirmAbandon(): boolean {
  return vscode.workspace.getConfiguration(SECTION).get<boolean>('confirmAbandon', true) !== false;
}

export function onDidChangeTableSettings(listener: (settings: TableSettings) => void): vscode.Disposable {
  return vscode.workspace.onDidChangeConfiguration((event) => {
    if (TABLE_KEYS.some((key) => event.affectsConfiguration(`${SECTION}.${key}`))) listener(tableSettings());
  });
}

/** Fires when the setting that picks a game's rule set changes (patience.klondike.deal…): that game's daily deal changes with it. */
export function onDidChangeRuleSets(listener: () => void): vscode.Disposable {
  const keys = allDescriptors().flatMap((game) => (game.variantSetting ? [game.variantSetting.key] : []));
  return vscode.workspace.onDidChangeConfiguration((event) => {
    if (keys.some((key) => event.affectsConfiguration(`${SECTION}.${key}`))) listener();
  });
}
