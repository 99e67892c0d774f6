// What the game tab's webview may do: run our script, and load files from media/ and the webview
// bundle only. No retainContextWhenHidden: a hidden tab is rebuilt from its saved state instead.
import * as vscode from 'vscode';

export function webviewOptions(extensionUri: vscode.Uri): vscode.WebviewOptions & vscode.WebviewPanelOptions {
  return {
    enableScripts: true,
    localResourceRoots: [vscode.Uri.joinPath(extensionUri, 'media'), vscode.Uri.joinPath(extensionUri, 'dist', 'webview')],
  };
}
