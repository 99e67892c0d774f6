// Issue 24, breaks 2 and 8, through Import Statistics…. Carried totals (games counted by a version
// that kept no single games) are bounded per game (a million: checkCarried), reported in the import's
// summary and counted as unverified; since issue 37 the statistics hold any number of games, so a file is
// not refused for the games it carries. A file that is not a file (a device that says its size is 0) is never read.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type Statistics, registerStatistics } from '../../../src/host/stats';
import { MAX_CARRIED } from '../../../src/stats-core/document';
import { SCOPES } from '../../../src/stats-core/result';
import { FileType, double, window, workspace } from '../../support/vscode-double';
import { fakeDailySources } from './daily-sources';
import { importThroughDialog } from './import-dialog';

const NOW = Date.UTC(2025, 5, 1, 12);
let statistics: Statistics;
beforeEach(() => {
  double.reset();
  ({ statistics } = registerStatistics(
    double.context() as never,
    window.createOutputChannel('Patience') as never,
    'window-0001',
    fakeDailySources(),
  ));
});

const exportOf = (carried: Record<string, unknown>, results: unknown[] = []) =>
  JSON.stringify({ format: 'patience-statistics', schema: 1, exportedAt: new Date(NOW).toISOString(), carried, results });

describe('break 2: carried totals in an import', () => {
  it('a million played and won carried for every game: taken (no limit on the games counted), unverified, said in the summary', async () => {
    const forged = Object.fromEntries(SCOPES.map((scope) => [scope, { played: MAX_CARRIED, won: MAX_CARRIED }]));
    const shown = await importThroughDialog(exportOf(forged));
    const millions = `${SCOPES.length},000,000`; // a million for every scope the registry's games have
    expect(shown).toMatchObject({
      kind: 'info',
      message: expect.stringContaining(`${millions} games carried as totals without their games (unverified)`),
    });
    expect(statistics.snapshot().total).toMatchObject({
      played: SCOPES.length * MAX_CARRIED,
      carried: SCOPES.length * MAX_CARRIED,
      unverified: SCOPES.length * MAX_CARRIED,
    });
  });

  it('carried totals past a million for one game are damage: that game refused with the reason, the others taken', async () => {
    const shown = await importThroughDialog(exportOf({ maze: { played: MAX_CARRIED + 1, won: 0 }, cruel: { played: 7, won: 1 } }));
    expect(shown).toMatchObject({ kind: 'info', message: expect.stringMatching(/1 refused/) });
    expect(statistics.snapshot().total).toMatchObject({ played: 7, won: 1 });
  });

  it('carried totals within the cap are taken, said in the summary, and counted as unverified', async () => {
    const shown = await importThroughDialog(exportOf({ maze: { played: 40, won: 12 } }));
    expect(shown).toMatchObject({
      kind: 'info',
      message: expect.stringMatching(/40 games carried as totals without their games \(unverified\)/),
    });
    expect(statistics.snapshot().scopes.find((s) => s.scope === 'maze')).toMatchObject({
      played: 40,
      won: 12,
      carried: 40,
      unverified: 40,
    });
    expect(statistics.snapshot().total).toMatchObject({ played: 40, won: 12, unverified: 40 });
  });
});

describe('break 8: only a file is read', () => {
  it('a device (its size said to be 0) is refused before a byte of it is read', async () => {
    const stat = vi.spyOn(workspace.fs, 'stat').mockResolvedValue({ type: FileType.Unknown, size: 0 });
    const read = vi.spyOn(workspace.fs, 'readFile');
    try {
      const shown = await importThroughDialog(exportOf({}));
      expect(shown).toMatchObject({ kind: 'error', message: 'Nothing was imported: it is not a file.' });
      expect(read).not.toHaveBeenCalledWith(expect.objectContaining({ path: '/home/me/import.json' }));
    } finally {
      stat.mockRestore();
      read.mockRestore();
    }
  });
});
