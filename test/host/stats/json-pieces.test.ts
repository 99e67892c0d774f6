import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePieces } from '../../../src/stats-core/json-pieces';
import { SliceClock, type Slices } from '../../../src/stats-core/slices';

/** A clock that says a slice is spent at every look, so every pause point is taken. */
function eagerClock() {
  const counted = { pauses: 0 };
  const slices: Slices = { now: () => 1, pause: async () => void counted.pauses++, sliceMs: 0 };
  return { clock: new SliceClock(slices), counted };
}

function wholeParse(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** What parsePieces should give, worked out with JSON.parse of the whole text. */
function expected(text: string, key: string) {
  const whole = wholeParse(text);
  if (!whole.ok) return { ok: false, why: 'not JSON' };
  const value = whole.value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, why: 'not an object' };
  const list = (value as Record<string, unknown>)[key];
  if (!Array.isArray(list)) return { ok: true, envelope: value, items: undefined };
  return { ok: true, envelope: { ...value, [key]: [] }, items: list };
}

const pieces = (text: string, max = 1000) => parsePieces(text, 'results', max, eagerClock().clock);

describe('reading a long list a piece at a time', () => {
  it('gives what JSON.parse gives, for any object with a results list, however it is spaced', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.string(), fc.jsonValue()),
        fc.array(fc.jsonValue(), { maxLength: 8 }),
        fc.constantFrom(undefined, 0, 1, 2, '\t'),
        async (rest, items, space) => {
          const text = JSON.stringify({ ...rest, results: items }, null, space);
          const got = await pieces(text);
          expect(got).toEqual(expected(text, 'results'));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('is valid exactly when JSON.parse says so, whatever one character is changed, added or taken away', async () => {
    const sample = JSON.stringify(
      { format: 'x', results: [{ id: 'a"b\\c', n: [1, 2, { d: '[' }] }, 'x,y', 3, null, [{}]], tail: { results: 1 } },
      null,
      1,
    );
    const chars = [...'{}[],:"\\ 0a-'];
    await fc.assert(
      fc.asyncProperty(
        fc.nat(sample.length - 1),
        fc.constantFrom('replace', 'insert', 'delete'),
        fc.constantFrom(...chars),
        async (at, change, c) => {
          const text =
            change === 'delete'
              ? sample.slice(0, at) + sample.slice(at + 1)
              : change === 'insert'
                ? sample.slice(0, at) + c + sample.slice(at)
                : sample.slice(0, at) + c + sample.slice(at + 1);
          const got = await pieces(text);
          const want = expected(text, 'results');
          // A second "results" key is refused outright (JSON.parse would keep the last one quietly).
          if (!got.ok && got.why === 'key twice') expect(want.ok).toBe(true);
          else expect(got).toEqual(want);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('an object without the list, a list that is not one, an empty list', async () => {
    expect(await pieces('{"format":"x"}')).toEqual({ ok: true, envelope: { format: 'x' }, items: undefined });
    expect(await pieces('{"results":"none"}')).toEqual({ ok: true, envelope: { results: 'none' }, items: undefined });
    expect(await pieces('{"results":[ ]}')).toEqual({ ok: true, envelope: { results: [] }, items: [] });
    expect(await pieces('{"results":[1,]}')).toEqual({ ok: false, why: 'not JSON' });
    expect(await pieces('{"results":[,]}')).toEqual({ ok: false, why: 'not JSON' });
  });

  it('text that is not an object: small text is told apart from JSON, long text is not parsed at all', async () => {
    expect(await pieces('hello')).toEqual({ ok: false, why: 'not JSON' });
    expect(await pieces('[1, 2]')).toEqual({ ok: false, why: 'not an object' });
    expect(await pieces(`"${'x'.repeat(200_000)}"`)).toEqual({ ok: false, why: 'not JSON' });
  });

  it('stops at the first item over the limit, before parsing any', async () => {
    expect(await pieces('{"results":[1,2,3]}', 3)).toMatchObject({ ok: true, items: [1, 2, 3] });
    expect(await pieces('{"results":[1,2,3,4]}', 3)).toEqual({ ok: false, why: 'too many items' });
  });

  it('a second list under the same key is refused, not silently replaced', async () => {
    expect(await pieces('{"results":[1],"results":[2]}')).toEqual({ ok: false, why: 'key twice' });
    expect(await pieces('{"results":[1],"results":[2]')).toEqual({ ok: false, why: 'not JSON' });
    expect(await pieces('{"results":[1}')).toEqual({ ok: false, why: 'not JSON' });
  });

  it('nesting 200,000 lists deep neither overflows a stack nor throws', async () => {
    const deep = `{"results":[${'['.repeat(200_000)}${']'.repeat(200_000)}]}`;
    const got = await pieces(deep);
    expect(got.ok).toBe(true);
  });

  it('pauses as it goes through a long text', async () => {
    const { clock, counted } = eagerClock();
    const text = JSON.stringify({ results: Array.from({ length: 3000 }, (_, i) => ({ id: `game-${i}`, pad: 'x'.repeat(100) })) });
    const got = await parsePieces(text, 'results', 5000, clock);
    expect(got.ok && got.items?.length).toBe(3000);
    expect(counted.pauses).toBeGreaterThan(3000);
  });
});
