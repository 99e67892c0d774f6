// Import Statistics… as a player runs it in the tests: the file picked in the open dialog, then the one message shown.
import { expect } from 'vitest';
import { STATS_COMMANDS } from '../../../src/host/stats';
import { double, Uri } from '../../support/vscode-double';

/** Picks `content` in the open dialog and runs Import; resolves with the one message the player got. */
export async function importThroughDialog(content: string | Uint8Array): Promise<(typeof double.shown)[number]> {
  double.files.set('/home/me/import.json', typeof content === 'string' ? new TextEncoder().encode(content) : content);
  double.answerOpenDialog = () => [Uri.file('/home/me/import.json')];
  const shownBefore = double.shown.length;
  await double.commands.get(STATS_COMMANDS.import)!();
  const shown = double.shown.slice(shownBefore);
  expect(shown).toHaveLength(1);
  return shown[0];
}
