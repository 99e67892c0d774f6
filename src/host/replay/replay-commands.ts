// The replay's host code, loaded on first use (dist/host-replay.js on the Node host, see
// esbuild.mjs), so it costs the extension's start nothing: where finished games come from (the game
// journal) and the replay tab. extension.ts registers Replay Last Game and the tab's serializer and
// loads this when one runs. Its state (the tab's dependencies) is built once, from the setup
// activation gave.
import * as vscode from 'vscode';
import type { GameRecord } from '../../engine';
import { verifyGameInSlices } from '../game/game-in-play';
import { type CountedInstance, gameInstance, startedAgain } from '../../protocol/game-instance';
import type { GameSession } from '../game-tab/game-session';
import type { ImportedCodesHome, JournalReading } from '../journal/reader';
import { onDidChangeTableSettings, tableSettings } from '../settings';
import { newGameId } from '../../stats-core/result';
import type { Statistics } from '../stats/statistics';
import { journalGames } from './finished-games';
import { ReplayPanel, type ReplayPanelDeps } from './replay-panel';
import { SheetsKept } from '../panel/sheets-kept';

export { ReplayPanel };

/**
 * What activation hands the replay, a tuple (names cost bytes in dist/extension.js): the context (where
 * the pages are, what is released when the extension deactivates), the log, the statistics' wiring
 * (this window's game journal, whose finished games keep their records, and the counted results, for a
 * game the journal lacks) and the game session (startNew puts a "Play from here" game on the table).
 */
export type ReplaySetup = readonly [
  context: Pick<vscode.ExtensionContext, 'extensionUri' | 'subscriptions' | 'globalState'>,
  log: vscode.LogOutputChannel,
  stats: { readonly journal: JournalReading & ImportedCodesHome; readonly statistics: Pick<Statistics, 'document'> },
  session: Pick<GameSession, 'startNew'>,
];

const rooms = new WeakMap<ReplaySetup, ReplayPanelDeps>();

/** The tab's dependencies of one activation, made on first use. */
function depsOf(setup: ReplaySetup): ReplayPanelDeps {
  let deps = rooms.get(setup);
  if (!deps) {
    const [context, log, stats] = setup;
    const games = journalGames(stats.journal, stats.statistics, log);
    deps = {
      extensionUri: context.extensionUri,
      log,
      games,
      settings: tableSettings,
      sheets: new SheetsKept(context.globalState, 'replay'),
      playFrom: (record, from) => playFrom(setup, record, from),
    };
    rooms.set(setup, deps);
    context.subscriptions.push(
      onDidChangeTableSettings((settings) => ReplayPanel.open?.updateSettings(settings)),
      { dispose: () => ReplayPanel.open?.dispose() },
    );
  }
  return deps;
}

/**
 * Opens game `id` (the sidebar's Replay), or without one the game that ended last; says so when there
 * is none or the game is not counted. Resolves to the replay tab (the tests step its page through it).
 */
export async function show(setup: ReplaySetup, id?: unknown): Promise<ReplayPanel | undefined> {
  const deps = depsOf(setup);
  if (id === undefined) {
    const game = await deps.games.latest();
    if (game) return ReplayPanel.show(deps, game);
    await vscode.window.showInformationMessage(vscode.l10n.t('No game has ended yet: a replay shows a finished game.'));
    return undefined;
  }
  const game = typeof id === 'string' ? await deps.games.byId(id) : undefined;
  if (game) return ReplayPanel.show(deps, game);
  await vscode.window.showWarningMessage(vscode.l10n.t('That game is not in the statistics any more, so it cannot be replayed.'));
  return undefined;
}

export const revive = (setup: ReplaySetup, panel: vscode.WebviewPanel, state: unknown): Promise<void> =>
  ReplayPanel.revive(panel, depsOf(setup), state);

/**
 * "Play from here": a new attempt with its own id from that move, unless the game is over there or its
 * moves do not replay. It goes on from a finished game, not from a deal of the player's own: it is
 * assisted from the start and carries the hints and the day of the game it came from (`from`), so it
 * counts apart from the player's own wins and never sets a best time or lengthens a streak. From move
 * 0 it is the deal itself, as a restart: nothing of that game is carried.
 */
async function playFrom(setup: ReplaySetup, record: GameRecord, from: CountedInstance): Promise<void> {
  const carried = record.moves.length > 0 ? gameInstance(newGameId(), { ...from, assisted: true }) : startedAgain(from, newGameId());
  const verified = await verifyGameInSlices(carried, record, 0);
  if (!verified.ok) {
    // A journal entry's record is checked for its shape only: a forged one's moves may not replay.
    await vscode.window.showWarningMessage(vscode.l10n.t("Can't play from here: this game's moves do not replay ({0}).", verified.error));
    return;
  }
  if (verified.value.game.status !== 'playing') {
    await vscode.window.showInformationMessage(vscode.l10n.t('The game is over at this move: there is nothing to play from here.'));
    return;
  }
  const { game } = verified.value;
  // A journal entry is always of a dealt game: with its deal given, startNew searches for none.
  if (game.record.deal === undefined) throw new RangeError('a replay plays dealt games only');
  await setup[3].startNew(game.record.game, game.record.deal, { from: game });
}
