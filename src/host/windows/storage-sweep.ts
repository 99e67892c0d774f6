// What is left lying in the storage folders, removed once a window first shows a game (game-session.ts,
// through saved/saved-game-upkeep.ts): the files that writes cut short left beside others (a window that died, a
// refused rename), and the presence files of windows that have gone (500 of them stayed before).
import { BESIDE, type StorageFolder } from '../storage/storage-folder';
import { isAlive } from './window-presence';

/** A file beside another older than this was left by a write cut short, not one going on now. */
const LEFTOVER_AFTER_MS = 60_000;

/** Removes the leftovers of cut-short writes from the saved games' and the presence folders, and the presence files of windows that have gone. */
export async function sweepStorage(
  games: StorageFolder,
  presence: { readonly folder: StorageFolder; readonly window: string; now(): number },
): Promise<void> {
  const now = presence.now();
  await Promise.all([removeLeftovers(games, now), removeLeftovers(presence.folder, now)]);
  for (const name of await presence.folder.names()) {
    if (!name.endsWith('.json') || name === `${presence.window}.json`) continue;
    if (!isAlive(await presence.folder.read(name).catch(() => undefined), now)) await presence.folder.remove(name);
  }
}

/** Removes the files a write cut short left in `folder` (over a minute old at `now`). */
export async function removeLeftovers(folder: StorageFolder, now: number): Promise<void> {
  for (const name of await folder.names()) {
    if (!name.endsWith(BESIDE)) continue;
    const stat = await Promise.resolve(folder.fs.stat(folder.file(name))).catch(() => undefined);
    if (stat && now - stat.mtime > LEFTOVER_AFTER_MS) await folder.remove(name);
  }
}
