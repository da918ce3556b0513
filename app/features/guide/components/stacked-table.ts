/**
 * Class names for a table that becomes a stack of labelled rows on a phone: below the sm
 * breakpoint the header row is visually hidden (screen readers still have it), each row is a
 * block, and each cell shows its column name from `data-label` before its value.
 */
export const stacked = {
  head: 'bg-surface-2 max-sm:sr-only',
  row: 'border-t border-border align-top max-sm:block max-sm:py-2 max-sm:first:border-t-0',
  rowHeader: 'p-2 text-left max-sm:block max-sm:pb-1',
  cell: 'p-2 max-sm:flex max-sm:gap-3 max-sm:py-0.5 max-sm:before:w-28 max-sm:before:shrink-0 max-sm:before:font-normal max-sm:before:text-muted max-sm:before:content-[attr(data-label)]',
} as const
