/** The numbers a pager shows, computed from server paging (pages are 1-based). */
export interface PageInfo {
  /** First row number on this page (0 when there are no rows). */
  from: number;
  /** Last row number on this page. */
  to: number;
  /** Number of pages (at least 1). */
  pageCount: number;
  /** Whether a previous page exists. */
  hasPrevious: boolean;
  /** Whether a next page exists. */
  hasNext: boolean;
}

/**
 * Works out 'x-y de total' and the pager bounds. Out-of-range pages are clamped for the text.
 * @example pageInfo(1, 15, 42) // { from: 1, to: 15, pageCount: 3, hasPrevious: false, hasNext: true }
 */
export function pageInfo(page: number, perPage: number, total: number): PageInfo {
  const size = Math.max(1, Math.floor(perPage));
  const safeTotal = Math.max(0, Math.floor(total));
  const pageCount = Math.max(1, Math.ceil(safeTotal / size));
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  if (safeTotal === 0) return { from: 0, to: 0, pageCount, hasPrevious: false, hasNext: false };
  const from = (current - 1) * size + 1;
  const to = Math.min(current * size, safeTotal);
  return { from, to, pageCount, hasPrevious: current > 1, hasNext: current < pageCount };
}

/** The pagination text of every list: '1-15 de 42'. */
export function rangeText(page: number, perPage: number, total: number, of = 'de'): string {
  const { from, to } = pageInfo(page, perPage, total);
  return `${from}-${to} ${of} ${Math.max(0, total)}`;
}
