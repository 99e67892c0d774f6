// What the player is told, once, about the statistics stored in globalState: some of them were
// damaged (what was readable is kept, the rest backed up), or a newer version wrote them. Loaded
// when it happens (stats-messages.ts).
import * as vscode from 'vscode';

export function tellStatsDamaged(log: vscode.LogOutputChannel): void {
  warnWithDetails(
    log,
    vscode.l10n.t(
      'Some of your Patience statistics were damaged. Everything readable was kept, and a copy of the damaged data was saved for a bug report.',
    ),
  );
}

/** A warning whose Show Details button opens the Patience log (where the details were written). */
export function warnWithDetails(log: vscode.LogOutputChannel, message: string): void {
  const details = vscode.l10n.t('Show Details');
  void vscode.window.showWarningMessage(message, details).then((choice) => choice === details && log.show());
}

export function tellStatsNewer(): void {
  void vscode.window.showInformationMessage(
    vscode.l10n.t(
      'Your statistics were saved by a newer version of Patience. Update the extension to see them all; games you finish here are kept and will be added.',
    ),
  );
}

/** Settings Sync cannot carry the statistics: they stay on this machine, counted as ever; the log says how large they grew. */
export function tellSyncTooLarge(size: number, log: vscode.LogOutputChannel): void {
  warnWithDetails(
    log,
    vscode.l10n.t(
      'Your Patience statistics have grown too large for Settings Sync ({0} KB). They are kept and counted on this machine; other machines will not see its newest games until they fit again.',
      Math.ceil(size / 1024),
    ),
  );
}
