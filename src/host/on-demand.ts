// The host's code that runs only on request, loaded on first use (dist/host-on-demand.js on the Node
// host, see esbuild.mjs), so it costs the extension's start nothing: the deal links' and the daily
// deal's commands, and the search for a winnable deal. It must hold no state the rest of the host shares: the
// Node host's copy of what it imports is its own.
export { copyDealLink, openDealLink, openDealUri } from './deal-link-commands';
export { dailyDeal, dailyDealNumbers } from './daily-command';
export { findWinnableDeal } from './winnable-search';
