// A statistics export as "Export Statistics…" writes it (src/stats-core/transfer.ts), for the suites and scripts that
// import statistics through the real VS Code: one place that knows the file's format.

/**
 * The export file's text holding `results`: { id, game, deal, outcome, score, moves, timeMs, endedAt (ISO), variant?
 * (Baker's Game) }.
 */
export function statisticsExport(results, exportedAt = new Date().toISOString()) {
  return `${JSON.stringify({ format: 'patience-statistics', schema: 1, exportedAt, results }, null, 1)}\n`;
}
