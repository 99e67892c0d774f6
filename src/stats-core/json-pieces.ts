// Reads a JSON object that holds one long list (an export's `results`) without parsing it in one
// go: JSON.parse of a 10 MB file holds the thread for a few hundred milliseconds. A scan in slices
// finds where the list's items begin and end; then the object around the list and each item are
// parsed on their own, a slice at a time. The pieces put back together are the whole text, so the
// text is valid JSON exactly when every piece parses (an item that is not a value, a stray comma
// or bracket fails its own piece), and each value is what JSON.parse of the whole would give.
import type { SliceClock } from './slices';

export type Pieces =
  | {
      readonly ok: true;
      /** The object, with an empty list in place of the long one. */
      readonly envelope: Record<string, unknown>;
      /** The long list's items; undefined when the object has no such list. */
      readonly items: unknown[] | undefined;
    }
  | { readonly ok: false; readonly why: 'not JSON' | 'not an object' | 'key twice' | 'too many items' };

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_OBJECT = 0x7b;
const OPEN_LIST = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_LIST = 0x5d;
/** Characters scanned between looks at the clock. */
const STRIDE = 1 << 16;
/** Text short enough to parse whole when it is not an object, to say whether it is JSON at all. */
const SMALL = 1 << 16;

const isSpace = (c: number): boolean => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

function parse(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** Parses `text`, an object whose `key` holds a list of at most `maxItems` items. */
export async function parsePieces(text: string, key: string, maxItems: number, clock: SliceClock): Promise<Pieces> {
  const first = /\S/.exec(text)?.index ?? text.length;
  if (text.charCodeAt(first) !== OPEN_OBJECT) {
    const whole = text.length <= SMALL ? parse(text) : { ok: false };
    return { ok: false, why: whole.ok ? 'not an object' : 'not JSON' };
  }
  const bounds: number[] = [];
  let depth = 0;
  let stringStart = -1;
  let keyNext = false;
  let isKey = false;
  /** The key just read at the top level, until anything but its colon comes. */
  let pendingKey: string | undefined;
  let valueOf: string | undefined;
  let listStart = -1;
  let listEnd = -1;
  let keySeen = false;
  for (let i = first; i < text.length; i++) {
    if (i % STRIDE === 0 && clock.due()) await clock.next();
    const c = text.charCodeAt(i);
    if (stringStart >= 0) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) {
        if (isKey) {
          const parsed = parse(text.slice(stringStart, i + 1));
          if (!parsed.ok) return { ok: false, why: 'not JSON' };
          pendingKey = parsed.value as string;
        }
        stringStart = -1;
      }
      continue;
    }
    if (isSpace(c)) continue;
    const inList = listStart >= 0 && listEnd < 0 && depth === 2;
    if (depth === 1 && c !== COLON) {
      if (c === OPEN_LIST && valueOf === key) {
        keySeen = true;
        listStart = i;
        bounds.push(i + 1);
      }
      valueOf = undefined;
      pendingKey = undefined;
    }
    switch (c) {
      case QUOTE:
        stringStart = i;
        isKey = depth === 1 && keyNext;
        keyNext = false;
        break;
      case COLON:
        // Rare and suspect (JSON.parse would quietly keep the last list): refused, once the whole text says whether it is JSON.
        if (depth === 1 && pendingKey === key && keySeen) return { ok: false, why: parse(text).ok ? 'key twice' : 'not JSON' };
        if (depth === 1) valueOf = pendingKey;
        pendingKey = undefined;
        break;
      case COMMA:
        if (depth === 1) keyNext = true;
        if (inList) {
          // `bounds` holds a start and an end per item before this one, and this one's start.
          if ((bounds.length + 1) / 2 >= maxItems) return { ok: false, why: 'too many items' };
          bounds.push(i, i + 1);
        }
        break;
      case OPEN_OBJECT:
      case OPEN_LIST:
        depth++;
        if (depth === 1) keyNext = true;
        break;
      case CLOSE_OBJECT:
      case CLOSE_LIST:
        if (inList) {
          if (c !== CLOSE_LIST) return { ok: false, why: 'not JSON' };
          listEnd = i;
          // `[ ]` has no items; anything else between the brackets is items, each of which must parse.
          if (bounds.length === 1 && text.slice(listStart + 1, i).trim() === '') bounds.pop();
          else bounds.push(i);
        }
        depth--;
        if (depth === 0) {
          if (text.slice(i + 1).trim() !== '') return { ok: false, why: 'not JSON' };
          i = text.length;
        }
        break;
    }
  }
  if (depth !== 0 || stringStart >= 0) return { ok: false, why: 'not JSON' };
  if (bounds.length / 2 > maxItems) return { ok: false, why: 'too many items' };
  const envelope = parse(listStart < 0 ? text : `${text.slice(0, listStart)}[]${text.slice(listEnd + 1)}`);
  if (!envelope.ok) return { ok: false, why: 'not JSON' };
  const items: unknown[] = [];
  for (let b = 0; b < bounds.length; b += 2) {
    if (clock.due()) await clock.next();
    const item = parse(text.slice(bounds[b], bounds[b + 1]));
    if (!item.ok) return { ok: false, why: 'not JSON' };
    items.push(item.value);
  }
  return { ok: true, envelope: envelope.value as Record<string, unknown>, items: listStart < 0 ? undefined : items };
}
