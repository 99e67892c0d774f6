// The one reader of untrusted values (saved games, journal entries, imports, messages, deal links):
// bounded in size, depth and number of values, it refuses with a reason and never throws. It walks a
// value without recursion, so nothing nested 20,000 deep can overflow the stack here or further on.
// From the engine's files themselves, not its index: the sidebar's small bundle takes this too.
import { describeValue } from '../engine/describe';
import { type Result, fail, ok } from '../engine/types';

export { describeValue };

export interface ValueLimits {
  /** Characters of text (or bytes of a file) read at most. */
  readonly size: number;
  /** Objects and lists inside one another, at most. */
  readonly depth: number;
  /** Values in all (objects, lists, strings, numbers…), at most. */
  readonly values: number;
}

/**
 * A saved game or journal entry of the longest record (20,000 moves, MAX_RECORD_MOVES) is about 1 MB
 * of JSON and 80,000 values; the deepest value the project writes is a start position in a saved
 * game, 6 levels down. The limits leave room four times over and keep any walk short.
 */
export const VALUE_LIMITS: ValueLimits = { size: 4 * 1024 * 1024, depth: 32, values: 400_000 };

/** `value` itself when it is within `limits`, else why not. Checks each value once; a cycle stops at the depth limit. */
export function checkBounded(value: unknown, limits: ValueLimits = VALUE_LIMITS): Result<unknown> {
  if (typeof value !== 'object' || value === null) return ok(value);
  // The objects and lists still to look into, each with the depth it sits at (two arrays: no object per entry).
  const pending: object[] = [value];
  const depths: number[] = [1];
  let values = 1;
  const look = (child: unknown, depth: number): void => {
    if (typeof child === 'object' && child !== null) {
      pending.push(child);
      depths.push(depth + 1);
    }
  };
  while (pending.length > 0) {
    const next = pending.pop() as Record<string, unknown>;
    const depth = depths.pop() as number;
    if (depth > limits.depth) return fail(`it is nested more than ${limits.depth} deep`);
    if (Array.isArray(next)) {
      values += next.length;
      if (values > limits.values) break;
      for (let i = 0; i < next.length; i++) look(next[i], depth);
    } else {
      for (const key in next) {
        if (++values > limits.values) break;
        look(next[key], depth);
      }
    }
  }
  if (values > limits.values) return fail(`it holds more than ${limits.values} values`);
  return ok(value);
}

/** The JSON in `text`, refused (never thrown) when it is too long, not JSON, or out of `limits`. */
export function parseBounded(text: string, limits: ValueLimits = VALUE_LIMITS): Result<unknown> {
  if (text.length > limits.size) return fail(`it is ${text.length} characters long; at most ${limits.size} are read`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return fail(`it holds no JSON (${error instanceof Error ? error.message.slice(0, 200) : 'unreadable'})`);
  }
  return checkBounded(value, limits);
}

/** The JSON in a file's bytes (UTF-8), as parseBounded reads text; the size is checked before anything is decoded. */
export function readBounded(bytes: Uint8Array, limits: ValueLimits = VALUE_LIMITS): Result<unknown> {
  if (bytes.byteLength > limits.size) return fail(`it is ${bytes.byteLength} bytes long; at most ${limits.size} are read`);
  return parseBounded(new TextDecoder().decode(bytes), limits);
}
