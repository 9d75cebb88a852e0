/**
 * The columns a server-sorted list may be ordered by, as REST's `sort_by` and GraphQL's `sortBy`
 * name them (the first is the default), and the two directions of `order`. The gateway checks the
 * parameters against these lists; the web's grids map their columns onto them.
 */
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const TASK_SORTS = ['created_at', 'due_date', 'title', 'status'] as const;
export type TaskSort = (typeof TASK_SORTS)[number];

export const FINANCIAL_SORTS = ['date', 'amount', 'created_at'] as const;
export type FinancialSort = (typeof FINANCIAL_SORTS)[number];
