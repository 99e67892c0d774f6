// Reads whatever a statistics key holds, from any schema this or an earlier version wrote, keeping
// all that is valid. Schema 0 is the prototype's: `{ "<game id>": { played, won }, … }` with no
// `schema` field and no single games; its counts become carried counts of schema 1.
import { isGameId } from '../engine';
import { type Carried, type StatsDocument, SCHEMA, checkCarried, decodeDocument, emptyDocument, isKnownSchema, isObject } from './document';
import { quote, scopeOf } from './result';

export interface StoredRead {
  readonly doc: StatsDocument;
  /** What could not be read. When any, the raw value is backed up before it is rewritten. */
  readonly problems: readonly string[];
  /** Set when the value is an older schema that should be rewritten in the current one. */
  readonly migratedFrom?: number;
}

/**
 * What each stored object read as. globalState hands out the same object until the value changes,
 * so a window that looks again (every sidebar refresh, every count) reads a long history once.
 */
const reads = new WeakMap<object, StoredRead>();

export function readStored(raw: unknown): StoredRead {
  if (raw === undefined || raw === null) return { doc: emptyDocument(), problems: [] };
  if (!isObject(raw))
    return {
      doc: emptyDocument(),
      problems: [`the stored value is ${Array.isArray(raw) ? 'a list' : typeof raw}, not a statistics object`],
    };
  let read = reads.get(raw);
  if (!read) reads.set(raw, (read = readObject(raw)));
  return read;
}

function readObject(raw: Record<string, unknown>): StoredRead {
  if (!('schema' in raw)) return migrateSchema0(raw);
  const { doc, problems } = decodeDocument(raw);
  if (isKnownSchema(raw.schema)) return { doc, problems };
  // A newer version's record (synced from another machine) or garbage: keep what reads as this version's.
  const why =
    typeof raw.schema === 'number' && raw.schema > SCHEMA
      ? `written by a newer version of Patience (schema ${raw.schema}); this version reads schema ${SCHEMA}`
      : `unknown schema ${quote(raw.schema)}`;
  return { doc, problems: [why, ...problems] };
}

/**
 * The prototype counted each game as a whole. Baker's Game had one rule set then, the default
 * (kings only), so its counts go there.
 */
function migrateSchema0(raw: Record<string, unknown>): StoredRead {
  const carried: Record<string, Carried> = {};
  const problems: string[] = [];
  for (const [game, value] of Object.entries(raw)) {
    const counts = checkCarried(value);
    if (isGameId(game) && counts) {
      if (counts.played > 0) carried[scopeOf(game)] = counts;
    } else problems.push(`schema 0: ${quote(game)} → ${quote(value)} is not a game's { played, won }`);
  }
  return { doc: { ...emptyDocument(), carried }, problems, migratedFrom: 0 };
}
