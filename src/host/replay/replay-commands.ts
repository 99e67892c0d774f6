// The replay's commands, wired at activation: "Patience: Replay Last Game", the sidebar's "replay
// this game" (patience.replayGame with the game's id) and the serializer that brings a replay tab
// back after a reload. All the work is in replay-on-demand.ts, loaded on first use (the Node host's
// bundle has a size budget).
import * as vscode from 'vscode';
import type { ReplaySetup } from './replay-on-demand';

const room = () => import('./replay-on-demand');

/** The commands and serializer to register. */
export function replayCommands(setup: ReplaySetup) {
  return {
    disposables: [
      vscode.commands.registerCommand('patience.replayLastGame', async () => (await room()).showLatest(setup)),
      vscode.commands.registerCommand('patience.replayGame', async (id: unknown) => (await room()).showById(setup, id)),
      vscode.window.registerWebviewPanelSerializer('patience.replay', { deserializeWebviewPanel: async (panel, state) => (await room()).revive(setup, panel, state) }),
    ],
  };
}

/** The replay tab, if one is open (for the integration tests). */
export const openReplay = async () => (await room()).ReplayPanel.open;
