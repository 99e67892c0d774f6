// The list of saved games (Resume Game, New Game…'s "Continue"): every file read and its shape
// checked, newest first; a game is replayed only when it is resumed. Loaded on request (saved-game-upkeep.ts).
import { type Result, fail, ok, startOf } from '../../engine';
import { checkBounded, describeValue } from '../../protocol/bounded-value';
import { isGameInstanceId } from '../../protocol/protocol';
import { isElapsed } from '../game/game-in-play';
import type { SavedEntry } from './saved-game-kinds';

/** What the list needs of the saved games' folder (saved-game.ts). */
export interface SavedSource {
  names(): Promise<string[]>;
  /** A file's JSON; undefined when there is none to list (missing, unreadable and set aside, a newer version's). */
  read(id: string): Promise<unknown>;
  openElsewhere(stored: unknown): Promise<boolean>;
  setAside(id: string, stored: unknown, error: string): Promise<void>;
}

export async function listSaved(source: SavedSource): Promise<SavedEntry[]> {
  const entries: SavedEntry[] = [];
  for (const name of await source.names()) {
    if (!name.endsWith('.json')) continue;
    const id = name.slice(0, -'.json'.length);
    const stored = await source.read(id);
    if (stored === undefined) continue;
    const bounded = checkBounded(stored);
    const entry = bounded.ok ? listed(stored) : fail<Omit<SavedEntry, 'openElsewhere'>>(`the saved game is refused: ${bounded.error}`);
    if (entry.ok) entries.push({ ...entry.value, openElsewhere: await source.openElsewhere(stored) });
    else await source.setAside(id, stored, entry.error);
  }
  return entries.sort((a, b) => b.savedAt - a.savedAt);
}

/** A stored game's summary, its shape checked. */
function listed(stored: unknown): Result<Omit<SavedEntry, 'openElsewhere'>> {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return fail('the saved game is not an object');
  const s = stored as Record<string, unknown>;
  if (s.schema !== 2) return fail(`saved with schema ${describeValue(s.schema)}, this version lists schema 2`);
  if (!isGameInstanceId(s.id)) return fail(`id ${describeValue(s.id)} is not a game id`);
  const started = startOf(s.record);
  if (!started.ok) return started;
  const status = s.status === 'won' || s.status === 'lost' ? s.status : 'playing';
  const savedAt = typeof s.savedAt === 'string' ? Date.parse(s.savedAt) : NaN;
  return ok({
    id: s.id,
    record: started.value.record,
    elapsedMs: isElapsed(s.elapsedMs) ? s.elapsedMs : 0,
    status,
    savedAt: Number.isFinite(savedAt) ? savedAt : 0,
  });
}
