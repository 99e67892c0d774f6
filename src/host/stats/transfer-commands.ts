// Export Statistics… and Import Statistics…: the dialogs, the files (through vscode.workspace.fs, so
// the web extension host has them too) and what the player is told. Loaded on first use: on the
// Node host esbuild builds it as dist/host-transfer.js (esbuild.mjs), so the file reading, the
// record checks and the engine they replay with cost the host nothing until then.
import * as vscode from 'vscode';
import { formatNumber } from '../l10n';
import { games } from './game-count';
import { carriedGames, countedResults } from '../../stats-core/document';
import { type ImportTarget, importFile } from '../../stats-core/import-file';
import type { ImportReport } from '../../stats-core/import-plan';
import { SliceClock, hostSlices } from '../../stats-core/slices';
import { EXPORT_SCHEMA, type FileProblem, IMPORT_LIMITS, writeExport } from '../../stats-core/transfer';
import type { ExportedHistory } from './statistics';

/** What the commands need of the window's statistics: the history to export (this machine's journal), a target to import into. */
export interface TransferStatistics extends ImportTarget {
  exportHistory(): Promise<ExportedHistory>;
}

/** The file dialogs' filter, in the player's language. */
const jsonFilter = (): Record<string, string[]> => ({ [vscode.l10n.t('Patience statistics')]: ['json'] });

/** `target`: where to write without asking (a command argument); otherwise the player picks. */
export async function exportStatistics(statistics: TransferStatistics, log: vscode.LogOutputChannel, target?: vscode.Uri): Promise<void> {
  const date = new Date().toISOString().slice(0, 10);
  const home = vscode.workspace.workspaceFolders?.[0]?.uri;
  target ??= await vscode.window.showSaveDialog({
    title: vscode.l10n.t('Export Patience Statistics'),
    saveLabel: vscode.l10n.t('Export'),
    filters: jsonFilter(),
    ...(home ? { defaultUri: vscode.Uri.joinPath(home, `patience-statistics-${date}.json`) } : {}),
  });
  if (!target) return;
  let played: number;
  try {
    const { doc, codes, machines } = await statistics.exportHistory();
    played = countedResults(doc).length + carriedGames(doc);
    const text = await writeExport(doc, codes, Date.now(), new SliceClock(hostSlices), machines);
    await vscode.workspace.fs.writeFile(target, new TextEncoder().encode(text));
  } catch (error) {
    log.error(`Statistics export to ${target.toString()} failed: ${errorText(error)}`);
    await vscode.window.showErrorMessage(vscode.l10n.t('Could not export the statistics: {0}', errorText(error)));
    return;
  }
  await vscode.window.showInformationMessage(vscode.l10n.t('Exported the statistics of {0} to {1}.', games(played), target.fsPath));
}

/** `source`: the file to import without asking (a command argument); otherwise the player picks. */
export async function importStatistics(statistics: TransferStatistics, log: vscode.LogOutputChannel, source?: vscode.Uri): Promise<void> {
  source ??= (
    await vscode.window.showOpenDialog({
      title: vscode.l10n.t('Import Patience Statistics'),
      openLabel: vscode.l10n.t('Import'),
      canSelectMany: false,
      filters: jsonFilter(),
    })
  )?.[0];
  if (!source) return;
  const file = source;
  let imported: Awaited<ReturnType<typeof importFile>>;
  try {
    // Refused before a byte is read: a huge file would cost memory and time just to be refused. A
    // device (/dev/zero) says its size is 0 and never ends: only a file's size can be trusted.
    const { size, type } = await vscode.workspace.fs.stat(file);
    if ((type & vscode.FileType.File) === 0 || size > IMPORT_LIMITS.bytes) {
      await refuse((type & vscode.FileType.File) === 0 ? { kind: 'not a file' } : { kind: 'too big', bytes: size });
      return;
    }
    const bytes = await vscode.workspace.fs.readFile(file);
    imported = await vscode.window.withProgress(
      { location: vscode.ProgressLocation.Window, title: vscode.l10n.t('Importing statistics…') },
      () => importFile(statistics, bytes, Date.now(), hostSlices),
    );
  } catch (error) {
    log.error(`Statistics import of ${file.toString()} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    await vscode.window.showErrorMessage(
      vscode.l10n.t('Nothing was imported from {0}: {1}. Your statistics are unchanged.', file.fsPath, errorText(error)),
    );
    return;
  }
  if (!imported.ok) await refuse(imported.problem);
  else await vscode.window.showInformationMessage(vscode.l10n.t('Imported statistics: {0}.', reportText(imported.value)));
}

async function refuse(problem: FileProblem): Promise<void> {
  await vscode.window.showErrorMessage(vscode.l10n.t('Nothing was imported: {0}.', problemWords(problem)));
}

/** Why a file was refused, in the player's language (transfer.ts's problemText is the English for logs and the CLI). */
export function problemWords(problem: FileProblem): string {
  const mb = (bytes: number) => formatNumber(Math.round((bytes / (1024 * 1024)) * 10) / 10);
  switch (problem.kind) {
    case 'too big':
      return problem.bytes === undefined
        ? vscode.l10n.t('the file goes on past {0} MB, the most an export may be', mb(IMPORT_LIMITS.bytes))
        : vscode.l10n.t('the file is {0} MB; an export is at most {1} MB', mb(problem.bytes), mb(IMPORT_LIMITS.bytes));
    case 'not a file':
      return vscode.l10n.t('it is not a file');
    case 'not JSON':
      return vscode.l10n.t('the file is not JSON');
    case 'not an export':
      return vscode.l10n.t('the file is not a Patience statistics export');
    case 'newer schema':
      return vscode.l10n.t('the file has schema {0}; this version reads schemas up to {1}', problem.schema, EXPORT_SCHEMA);
    case 'no results':
      return vscode.l10n.t('the file has no "results" list');
    case 'too many rows':
      return vscode.l10n.t('the file has more than {0} results', formatNumber(IMPORT_LIMITS.rows));
  }
}

function reportText(report: ImportReport): string {
  const parts = [
    vscode.l10n.t('{0} added', games(report.added)),
    vscode.l10n.t('{0} already counted', formatNumber(report.alreadyCounted)),
  ];
  if (report.unverified > 0)
    parts.push(vscode.l10n.t('{0} of them without a record, so they set no best and no streak', formatNumber(report.unverified)));
  if (report.assisted > 0) parts.push(vscode.l10n.t('{0} of them assisted (the solution was shown)', formatNumber(report.assisted)));
  if (report.carried > 0) parts.push(vscode.l10n.t('{0} carried as totals without their games (unverified)', games(report.carried)));
  if (report.conflicting > 0)
    parts.push(vscode.l10n.t('{0} conflicting with what is counted, left as counted', formatNumber(report.conflicting)));
  if (report.hiddenByReset > 0) parts.push(vscode.l10n.t('{0} from before a reset, left out', formatNumber(report.hiddenByReset)));
  if (report.refused.length > 0) parts.push(vscode.l10n.t('{0} refused (see the Patience log)', formatNumber(report.refused.length)));
  return parts.join(', ');
}

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));
