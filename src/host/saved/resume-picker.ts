// "Resume Game" with several unfinished games: which one? Newest first, each with its game and deal,
// how far it got and when it was saved; a game whose tab is open in another window says so.
import * as vscode from 'vscode';
import { gameTitle, playedSoFar } from '../game/game-in-play';
import type { SavedEntry } from './saved-game-kinds';

interface EntryItem extends vscode.QuickPickItem {
  readonly entry: SavedEntry;
}

/** The game to resume of `games`: this window's only one, else the player's pick (games open in another window last); undefined when dismissed. */
export async function whichSavedGame(games: readonly SavedEntry[]): Promise<SavedEntry | undefined> {
  const own = games.filter((entry) => !entry.openElsewhere);
  return own.length === 1 ? own[0] : pickSavedGame([...own, ...games.filter((entry) => entry.openElsewhere)]);
}

/** Asks which saved game to resume; undefined when dismissed. */
async function pickSavedGame(entries: readonly SavedEntry[]): Promise<SavedEntry | undefined> {
  const items = entries.map((entry): EntryItem => {
    const saved = vscode.l10n.t('saved {0}', savedAt(entry.savedAt));
    return {
      label: `$(debug-continue) ${gameTitle(entry.record)}`,
      description: playedSoFar(entry),
      detail: entry.openElsewhere ? vscode.l10n.t('Open in another window, {0}', saved) : saved,
      entry,
    };
  });
  const picked = await vscode.window.showQuickPick(items, {
    title: vscode.l10n.t('Patience: Resume Game'),
    placeHolder: vscode.l10n.t('Pick an unfinished game to resume'),
  });
  return picked?.entry;
}

/** "12 Mar 2025, 14:05" in the display language. */
function savedAt(ms: number): string {
  try {
    return new Intl.DateTimeFormat(vscode.env.language, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
  } catch {
    return new Date(ms).toISOString();
  }
}
