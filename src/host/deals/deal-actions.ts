// What the deal commands do, the entry of dist/host-deals.js (esbuild.mjs), loaded on first use so it
// costs the extension's start nothing: New Game…, New Deal and Select Deal…, the deal links, the daily
// deal and the search for a winnable deal. commands/ registers the commands and imports this on use.
export { copyDealLink, openDealLink, openDealUri } from './deal-link-commands';
export { dailyDeal, dailyDealNumbers } from './daily-command';
export { findWinnableDeal } from './winnable-search';
export { newDeal, newGame, selectDeal } from './game-commands';
