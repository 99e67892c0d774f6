// The host's code that runs only on request, loaded on first use (dist/host-on-demand.js on the Node
// host, see esbuild.mjs), so it costs the extension's start nothing: the deal links' and the daily
// deal's commands, the search for a winnable deal, the pickers and questions a command asks with,
// the list of saved games, the game a restored tab shows, the game tab's page, what a win means, what an old or
// damaged saved game needs, the retries of saves the disk refused, what is left lying in the storage folders, the notices about stored statistics and wins not stored yet, and
// Reset Statistics…. It must hold no state the rest of the host shares: the Node host's copy of what it imports is its own.
export { copyDealLink, openDealLink, openDealUri } from './deals/deal-link-commands';
export { dailyDeal, dailyDealNumbers } from './deals/daily-command';
export { findWinnableDeal } from './deals/winnable-search';
export { newDeal, newGame, selectDeal } from './deals/game-commands';
export { whichSavedGame } from './saved/resume-picker';
export { askToAbandon, offerNewGame, tellRecordFull } from './game-tab/questions';
export { listSaved } from './saved/saved-game-list';
export { restoredGame } from './saved/restored-tab';
export { webviewHtml } from './panel/webview-html';
export { countedVerdict } from './game-tab/win-news';
export { tellStatsDamaged, tellStatsNewer } from './stats/notices';
export { tellWinStored, tellWinUnstored } from './stats/win-storage-notices';
export { resetStatistics } from './stats/reset-command';
export { keepUnreadable, moveOldSlot } from './saved/saved-game-repair';
export { FailedSaves } from './saved/failed-saves';
export { sweepStorage } from './windows/storage-sweep';
