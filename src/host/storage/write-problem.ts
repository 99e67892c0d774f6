// Why a write failed, in the player's words: the usual causes (no permission, a full disk, a
// read-only disk) said plainly, anything else as the file system said it, cut short.
import * as vscode from 'vscode';

/** Characters of an unknown error's message shown to the player (the log has all of it). */
const SHOWN_LENGTH = 200;

export function writeProblem(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  const text = `${typeof code === 'string' ? code : ''} ${error instanceof Error ? error.message : String(error)}`;
  if (/\b(EACCES|EPERM|NoPermissions)\b/.test(text)) return vscode.l10n.t('permission to write there was refused');
  if (/\b(ENOSPC|EDQUOT)\b/.test(text)) return vscode.l10n.t('the disk is full');
  if (/\bEROFS\b/.test(text)) return vscode.l10n.t('the disk is read-only');
  if (/\bTimedOut\b/.test(text)) return vscode.l10n.t('the disk did not answer in time');
  const message = error instanceof Error ? error.message : String(error);
  return message.length > SHOWN_LENGTH ? `${message.slice(0, SHOWN_LENGTH)}…` : message;
}
