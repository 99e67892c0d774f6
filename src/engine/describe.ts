// A value quoted in an error message: its JSON, cut short. Written without recursion and stopped at
// the length wanted, so a value nested 20,000 deep, a cycle or a huge list costs a few hundred steps.

/** The length a description is cut at, unless asked otherwise. */
export const DESCRIBED_LENGTH = 200;

type Frame =
  | { readonly list: readonly unknown[]; at: number }
  | { readonly object: Record<string, unknown>; readonly keys: readonly string[]; at: number };

/** What JSON.stringify leaves out of an object and writes as null in a list. */
const skipped = (v: unknown): boolean => v === undefined || typeof v === 'function' || typeof v === 'symbol';

/** A primitive's JSON (a string at most `max` characters of it); undefined for an object or a list. */
function primitive(v: unknown, max: number): string | undefined {
  if (typeof v === 'string') return JSON.stringify(v.length > max ? v.slice(0, max) : v);
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : 'null';
  if (typeof v === 'bigint') return `${String(v)}n`;
  if (v === null || typeof v === 'boolean') return String(v);
  if (skipped(v)) return 'null';
  return undefined;
}

/**
 * `value` as JSON.stringify writes it, cut at `max` characters with "…"; a value JSON has no text for
 * (undefined, a function) as String() says. Never throws.
 */
export function describeValue(value: unknown, max = DESCRIBED_LENGTH): string {
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol')
    return typeof value === 'symbol' ? 'a symbol' : String(value).slice(0, max);
  let text = '';
  const stack: Frame[] = [];
  const write = (v: unknown): void => {
    const simple = primitive(v, max);
    if (simple !== undefined) text += simple;
    else if (Array.isArray(v)) {
      text += '[';
      stack.push({ list: v, at: 0 });
    } else {
      text += '{';
      const object = v as Record<string, unknown>;
      stack.push({ object, keys: Object.keys(object), at: 0 });
    }
  };
  write(value);
  while (stack.length > 0 && text.length <= max) {
    const top = stack[stack.length - 1];
    if ('list' in top) {
      if (top.at >= top.list.length) {
        text += ']';
        stack.pop();
        continue;
      }
      if (top.at > 0) text += ',';
      write(top.list[top.at++]);
      continue;
    }
    // Keys whose values JSON leaves out are passed over, as JSON.stringify does.
    while (top.at < top.keys.length && skipped(top.object[top.keys[top.at]])) top.at++;
    if (top.at >= top.keys.length) {
      text += '}';
      stack.pop();
      continue;
    }
    const key = top.keys[top.at];
    text += `${text.endsWith('{') ? '' : ','}${JSON.stringify(key.length > max ? key.slice(0, max) : key)}:`;
    top.at++;
    write(top.object[key]);
  }
  return text.length > max || stack.length > 0 ? `${text.slice(0, max)}…` : text;
}
