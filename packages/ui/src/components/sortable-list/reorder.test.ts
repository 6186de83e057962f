import { describe, expect, it } from 'vitest';
import { moveItem, reorderItems } from './reorder';

const items = [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }];
const key = (x: { id: string }) => x.id;
const ids = (xs: { id: string }[]) => xs.map(key).join('');

describe('reorderItems', () => {
  it('moves one item before a target', () => {
    expect(ids(reorderItems(items, key, ['d'], 'b', 'before'))).toBe('adbc');
  });
  it('moves one item after a target', () => {
    expect(ids(reorderItems(items, key, ['a'], 'c', 'after'))).toBe('bcad');
    expect(ids(reorderItems(items, key, ['a'], 'd', 'after'))).toBe('bcda');
  });
  it('keeps the relative order of several moved items', () => {
    expect(ids(reorderItems(items, key, new Set(['d', 'a']), 'c', 'before'))).toBe('badc');
  });
  it('returns the same array when nothing changes', () => {
    expect(reorderItems(items, key, ['b'], 'a', 'after')).toBe(items);
    expect(reorderItems(items, key, ['b'], 'b', 'before')).toBe(items);
    expect(reorderItems(items, key, [], 'a', 'before')).toBe(items);
    expect(reorderItems(items, key, ['x'], 'a', 'before')).toBe(items);
    expect(reorderItems(items, key, ['a'], 'x', 'before')).toBe(items);
  });
  it('never loses or duplicates items', () => {
    const out = reorderItems(items, key, ['b', 'c'], 'a', 'before');
    expect(ids(out)).toBe('bcad');
    expect(new Set(out).size).toBe(items.length);
  });
});

describe('moveItem', () => {
  it('moves an item to an index', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
  });
  it('ignores out-of-range moves', () => {
    const xs = ['a', 'b'];
    expect(moveItem(xs, 0, 5)).toBe(xs);
    expect(moveItem(xs, 1, 1)).toBe(xs);
  });
});
