import { describe, expect, it } from 'vitest';
import { pageInfo, rangeText } from './pagination';

describe('pageInfo / rangeText', () => {
  it('shows the first page of a longer list', () => {
    expect(rangeText(1, 15, 42)).toBe('1-15 de 42');
    expect(pageInfo(1, 15, 42)).toEqual({ from: 1, to: 15, pageCount: 3, hasPrevious: false, hasNext: true });
  });
  it('shows a partial last page', () => {
    expect(rangeText(3, 15, 42)).toBe('31-42 de 42');
    expect(pageInfo(3, 15, 42).hasNext).toBe(false);
    expect(pageInfo(3, 15, 42).hasPrevious).toBe(true);
  });
  it('shows an empty list as 0-0 de 0 with no pages to move to', () => {
    expect(rangeText(1, 15, 0)).toBe('0-0 de 0');
    expect(pageInfo(1, 15, 0)).toMatchObject({ pageCount: 1, hasPrevious: false, hasNext: false });
  });
  it('clamps a page past the end', () => {
    expect(rangeText(9, 15, 42)).toBe('31-42 de 42');
  });
  it('handles an exact multiple', () => {
    expect(rangeText(2, 15, 30)).toBe('16-30 de 30');
    expect(pageInfo(2, 15, 30).hasNext).toBe(false);
  });
});
