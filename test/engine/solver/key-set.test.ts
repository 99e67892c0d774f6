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

  it('forgets every key on clear, and takes them again after', () => {
    const set = new KeySet(2, 4);
    for (let i = 0; i < 100; i++) set.add(Uint32Array.of(i, 1));
    set.clear();
    expect(set.size).toBe(0);
    for (let i = 0; i < 100; i++) expect(set.add(Uint32Array.of(i, 1))).toBe(true);
    expect(set.add(Uint32Array.of(5, 1))).toBe(false);
    expect(set.size).toBe(100);
  });
});

describe('KeySet memory bound', () => {
  it('stops growing at its bound and says how much room is left', () => {
    const width = 3;
    const set = new KeySet(width, 1024, 4096 * (width + 1) * 4);
    const key = new Uint32Array(width);
    let added = 0;
    while (set.room(100) > 0) {
      key.set([added, 1, 2]);
      expect(set.add(key)).toBe(true);
      added++;
    }
    // At its largest (4096 slots) it takes three quarters of them, less the margin.
    expect(set.bytes).toBe(4096 * (width + 1) * 4);
    expect(added).toBe(3072 - 100);
    // Everything added is still there, exactly once.
    for (let i = 0; i < added; i++) {
      key.set([i, 1, 2]);
      expect(set.add(key)).toBe(false);
    }
  });
});
