// What the saved games need only at some moments, the entry of dist/host-saved.js (esbuild.mjs), loaded
// on first use: reading one back, listing them, picking one to resume, the game a restored tab shows,
// moving an old or setting aside a damaged one, retrying saves the disk refused, and sweeping what
// cut-short writes left.
export { checkStored } from './saved-game-check';
export { listSaved } from './saved-game-list';
export { whichSavedGame } from './resume-picker';
export { restoredGame } from './restored-tab';
export { keepUnreadable, moveOldSlot } from './saved-game-repair';
export { FailedSaves } from './failed-saves';
export { sweepStorage } from '../windows/storage-sweep';
