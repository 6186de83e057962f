import { createTableHook, rowPaginationFeature, tableFeatures } from '@tanstack/react-table';

/**
 * The kit's TanStack Table v9 setup, configured once: every list pages on the server, so only
 * the pagination feature is registered (its state is controlled, `manualPagination` is set per
 * table with the server's `rowCount`).
 */
export const tableFeatureSet = tableFeatures({ rowPaginationFeature });

export const { useAppTable, createAppColumnHelper } = createTableHook({
  features: tableFeatureSet,
  manualPagination: true,
});
