// The replay's host code, loaded on first use (dist/host-replay.js on the Node host, see
// esbuild.mjs), so it costs the extension's start nothing: where finished games come from (the game
// journal) and the replay tab. replay-commands.ts, in the main bundle, loads it when a command runs
// or a replay tab is restored. Its state (the tab's dependencies) is built once, from the setup
// activation gave.
import * as vscode from 'vscode';
import type { GameRecord } from '../../engine';
import { type GameInPlay, verifyGameInSlices } from '../game-in-play';
import type { JournalReading } from '../journal/reader';
import { onDidChangeTableSettings, tableSettings } from '../settings';
import { newGameId } from '../stats/result';
import type { Statistics } from '../stats/statistics';
import { journalGames } from './finished-games';
import { ReplayPanel, type ReplayPanelDeps } from './replay-panel';

export { ReplayPanel };

export interface ReplaySetup {
  readonly extensionUri: vscode.Uri;
  readonly log: vscode.LogOutputChannel;
  /** This window's game journal: the finished games with their records. */
  readonly journal: JournalReading;
  /** The counted results: a game the journal lacks still opens, without its record. */
  readonly statistics: Pick<Statistics, 'document'>;
  /** Released when the extension deactivates (the context's subscriptions). */
  readonly subscriptions: vscode.Disposable[];
  /** Puts `game` on the table as this window's new game (asking first if that abandons one). */
  playFrom(game: GameInPlay): Promise<void>;
}

const rooms = new WeakMap<ReplaySetup, ReplayPanelDeps>();

/** The tab's dependencies of one activation, made on first use. */
function depsOf(setup: ReplaySetup): ReplayPanelDeps {
  let deps = rooms.get(setup);
  if (!deps) {
    const games = journalGames(setup.journal, setup.statistics, setup.log);
    deps = { extensionUri: setup.extensionUri, log: setup.log, games, settings: tableSettings, playFrom: (record) => playFrom(setup, record) };
    rooms.set(setup, deps);
    setup.subscriptions.push(onDidChangeTableSettings((settings) => ReplayPanel.open?.updateSettings(settings)), { dispose: () => ReplayPanel.open?.dispose() });
  }
  return deps;
}

/** Opens the game that ended last, or says none has. */
export async function showLatest(setup: ReplaySetup): Promise<void> {
  const deps = depsOf(setup);
  const game = await deps.games.latest();
  if (game) ReplayPanel.show(deps, game);
  else await vscode.window.showInformationMessage(vscode.l10n.t('No game has ended yet: a replay shows a finished game.'));
}

/** Opens game `id` (the sidebar's Replay), or says it is not counted. */
export async function showById(setup: ReplaySetup, id: unknown): Promise<void> {
  const deps = depsOf(setup);
  const game = typeof id === 'string' ? await deps.games.byId(id) : undefined;
  if (game) ReplayPanel.show(deps, game);
  else await vscode.window.showWarningMessage(vscode.l10n.t('That game is not in the statistics any more, so it cannot be replayed.'));
}

export const revive = (setup: ReplaySetup, panel: vscode.WebviewPanel, state: unknown): Promise<void> => ReplayPanel.revive(panel, depsOf(setup), state);

/** "Play from here": a new attempt with its own id from that move, unless the game is over there. */
async function playFrom(setup: ReplaySetup, record: GameRecord): Promise<void> {
  const verified = await verifyGameInSlices(newGameId(), record, 0);
  if (!verified.ok) throw new RangeError(verified.error);
  if (verified.value.game.status !== 'playing') {
    await vscode.window.showInformationMessage(vscode.l10n.t('The game is over at this move: there is nothing to play from here.'));
    return;
  }
  await setup.playFrom(verified.value.game);
}
