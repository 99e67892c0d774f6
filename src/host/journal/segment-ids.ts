// The game ids of the journal's segments, kept beside them (journal/ids.json), so that a window learns
// which games the segments hold without reading every segment (at 100,000 games, some hundred files of
// results). A cache of what the segments say, written after a window read segments it lacked: a segment
// it does not list, or lists with more ids than the segment's name counts, is read as before.
import { isGameInstanceId } from '../../protocol/protocol';
import { isObject } from '../../stats-core/document';
import type { StorageFolder } from '../storage/storage-folder';
import { type Segment, SEGMENT_GAMES } from './packed';

const FILE = 'ids.json';
const SCHEMA = 1;
/** A game id is at most this long (game-instance-id.ts), so a segment's ids string is at most so many characters. */
const ID_CHARS = 40;

interface StoredIds {
  schema: typeof SCHEMA;
  /** Per segment stem, its own games' ids (the rows this machine counts), separated by spaces. */
  segments: Record<string, string>;
}

/** The ids the file lists for each of `segments` that it lists truly enough (no more ids than the segment counts). */
export async function readSegmentIds(folder: StorageFolder, segments: readonly Segment[]): Promise<Map<string, string[]>> {
  let raw: unknown;
  try {
    raw = await folder.read(FILE, {
      size: segments.length * SEGMENT_GAMES * (ID_CHARS + 1) + 4096,
      depth: 3,
      values: segments.length + 16,
    });
  } catch {
    return new Map();
  }
  const known = new Map<string, string[]>();
  if (!isObject(raw) || raw.schema !== SCHEMA || !isObject(raw.segments)) return known;
  for (const segment of segments) {
    const text = raw.segments[segment.stem];
    if (typeof text !== 'string') continue;
    const ids = text === '' ? [] : text.split(' ');
    if (ids.length <= segment.count && ids.every(isGameInstanceId)) known.set(segment.stem, ids);
  }
  return known;
}

/** Writes the ids of `segments` (by stem). */
export async function writeSegmentIds(folder: StorageFolder, segments: ReadonlyMap<string, readonly string[]>): Promise<void> {
  const stored: StoredIds = { schema: SCHEMA, segments: {} };
  for (const [stem, ids] of segments) stored.segments[stem] = ids.join(' ');
  await folder.write(FILE, stored);
}
