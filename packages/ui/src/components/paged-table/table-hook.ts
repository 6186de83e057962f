import { createTableHook, tableFeatures } from '@tanstack/react-table';

/**
 * The kit's TanStack Table v9 setup, configured once: the core features only (columns, headers,
 * rows, cells). Every list pages on the server, so paging is the pager's own: its buttons call the
 * table's `onPageChange` and `onPerPageChange` with the page asked for. TanStack's pagination
 * feature only passed those calls through its controlled state (~0.9 kB gzip of every list).
 */
export const { useAppTable, createAppColumnHelper } = createTableHook({ features: tableFeatures({}) });
