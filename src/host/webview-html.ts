// The game tab's page: a strict CSP with a fresh nonce, the card folder on <body> for the script to
// find, and the webview bundle. The only place that writes HTML.
import * as vscode from 'vscode';

export function webviewHtml(webview: vscode.Webview, extensionUri: vscode.Uri): string {
  const nonce = makeNonce();
  const asset = (...path: string[]): string => webview.asWebviewUri(vscode.Uri.joinPath(extensionUri, ...path)).toString();
  const csp = [
    "default-src 'none'",
    `img-src ${webview.cspSource}`,
    `style-src ${webview.cspSource}`,
    `font-src ${webview.cspSource}`,
    `script-src 'nonce-${nonce}'`,
  ].join('; ');
  return `<!DOCTYPE html>
<html lang="${escapeAttribute(vscode.env.language)}">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(csp)}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>Patience</title>
</head>
<body data-cards-uri="${escapeAttribute(asset('media', 'cards'))}">
<patience-app></patience-app>
<script type="module" nonce="${nonce}" src="${escapeAttribute(asset('dist', 'webview', 'main.js'))}"></script>
</body>
</html>`;
}

/** 128 random bits as hex: a new one for every page, so an old page's nonce never works again. */
function makeNonce(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
