// Deal numbers: a random one for a new deal, or one the player types in "Select Deal…".
import * as vscode from 'vscode';
import { MAX_DEAL, MIN_DEAL } from '../../engine';

/** A uniformly random deal number in 1 … 2147483647 (Web Crypto: works in both extension hosts). */
export function randomDeal(): number {
  const word = new Uint32Array(1);
  for (;;) {
    globalThis.crypto.getRandomValues(word);
    const deal = word[0] & MAX_DEAL; // the low 31 bits; MAX_DEAL is 2^31 - 1
    if (deal >= MIN_DEAL) return deal;
  }
}

/** The deal number in what the player typed ("8315" or "#8315"), or why it is not one. */
export function parseDealNumber(text: string): { deal: number } | { error: string } {
  const digits = text.trim().replace(/^#/, '');
  const range = vscode.l10n.t('Enter a deal number from {0} to {1}.', MIN_DEAL, MAX_DEAL);
  if (!/^\d+$/.test(digits))
    return { error: digits === '' ? range : vscode.l10n.t('"{0}" is not a whole number. {1}', text.trim(), range) };
  const deal = Number(digits);
  return deal >= MIN_DEAL && deal <= MAX_DEAL
    ? { deal }
    : { error: vscode.l10n.t('There is no deal {0}. {1}', digits.replace(/^0+(?=\d)/, ''), range) };
}

/** Asks for a deal number; undefined when the player cancels. The box refuses anything else. */
export async function askDealNumber(gameTitle: string, current?: number): Promise<number | undefined> {
  const answer = await vscode.window.showInputBox({
    title: vscode.l10n.t('Select Deal: {0}', gameTitle),
    prompt: vscode.l10n.t('Deal number, {0} to {1}. The same number always deals the same cards.', MIN_DEAL, MAX_DEAL),
    placeHolder: current === undefined ? '8315' : String(current),
    value: current === undefined ? undefined : String(current),
    validateInput: (text) => {
      const parsed = parseDealNumber(text);
      return 'error' in parsed ? parsed.error : undefined;
    },
  });
  if (answer === undefined) return undefined;
  const parsed = parseDealNumber(answer);
  return 'deal' in parsed ? parsed.deal : undefined;
}
