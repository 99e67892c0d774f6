// The statistics sidebar's page: a strict CSP with a fresh nonce and the stats bundle. Nothing else
// in the statistics writes HTML. No inline style is needed: Lit adopts constructed style sheets.
import * as vscode from 'vscode';

export const STATS_SCRIPT = ['dist', 'webview', 'stats.js'] as const;

export function statsViewHtml(webview: vscode.Webview, extensionUri: vscode.Uri): string {
  const nonce = makeNonce();
  const script = webview.asWebviewUri(vscode.Uri.joinPath(extensionUri, ...STATS_SCRIPT)).toString();
  const csp = [`default-src 'none'`, `style-src ${webview.cspSource}`, `img-src ${webview.cspSource}`, `script-src 'nonce-${nonce}'`].join('; ');
  return `<!DOCTYPE html>
<html lang="${escapeAttribute(vscode.env.language)}">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(csp)}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>Patience Statistics</title>
</head>
<body>
<patience-stats-view></patience-stats-view>
<script type="module" nonce="${nonce}" src="${escapeAttribute(script)}"></script>
</body>
</html>`;
}

/** 128 random bits as hex, new for every page, so an old page's nonce never works again. */
function makeNonce(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
