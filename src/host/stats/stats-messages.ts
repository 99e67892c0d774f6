// What the statistics tell and ask the player, the entry of dist/host-stats-messages.js (esbuild.mjs),
// loaded when one is needed: what a counted win means for the result panel, the notices about damaged
// or newer stored statistics and about wins not stored yet, and Reset Statistics…'s question.
export { countedVerdict } from './win-news';
export { tellStatsDamaged, tellStatsNewer, tellSyncTooLarge } from './notices';
export { tellWinStored, tellWinUnstored } from './win-storage-notices';
export { resetStatistics } from './reset-command';
