// The statistics sidebar's page, built by the one page builder (../webview-html.ts): the strict CSP
// with a fresh nonce and the stats bundle. No inline style is needed: Lit adopts constructed style
// sheets.
import * as vscode from 'vscode';
import { webviewPage } from '../panel/webview-html';

export const STATS_SCRIPT = ['dist', 'webview', 'stats.js'] as const;

export function statsViewHtml(webview: vscode.Webview, extensionUri: vscode.Uri): string {
  return webviewPage(webview, extensionUri, {
    title: vscode.l10n.t('Patience Statistics'),
    element: 'patience-stats-view',
    script: STATS_SCRIPT,
  });
}
