import { describe, expect, it } from 'vitest';
import { KeySet } from '../../../src/engine/solver/key-set';

describe('KeySet', () => {
  it('keeps every distinct key exactly once, across growth', () => {
    const set = new KeySet(3, 4);
    const key = new Uint32Array(3);
    for (let i = 0; i < 5000; i++) {
      key.set([i, i * 7, 0]);
      expect(set.add(key)).toBe(true);
    }
    for (let i = 0; i < 5000; i++) {
      key.set([i, i * 7, 0]);
      expect(set.add(key)).toBe(false);
    }
    expect(set.size).toBe(5000);
  });

  it('tells apart keys that differ in one word (no merging by hash)', () => {
    const set = new KeySet(2);
    expect(set.add(Uint32Array.of(1, 2))).toBe(true);
    expect(set.add(Uint32Array.of(2, 1))).toBe(true);
    expect(set.add(Uint32Array.of(1, 2))).toBe(false);
  });
});
