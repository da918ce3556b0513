/**
 * What a page may cost, checked by tests/integration/page-cost.test.ts (issue 46 §5): numbers that
 * do not depend on the machine's speed, so a page that grows fails `npm test` instead of showing up
 * in a benchmark a week later (docs/performance.md, "Page-cost guards").
 *
 * `measured` is what the page cost when its line was last set; a page may cost that plus
 * `headroom`. When a change makes a page dearer on purpose, set its new numbers here (the failure
 * prints them) and say why in the commit; when a page gets lighter, lower them, so the allowance
 * stays tight (`PAGE_COST_REPORT=1 npx vitest run tests/integration/page-cost.test.ts` prints them).
 *
 * - queries: database statements per request (BEGIN and COMMIT count), `warm` with every cache
 *   filled as on a running server, `afterChange` the first request after a write that changes
 *   the page (a comment on the post, a new post on the list). The embedded database and a
 *   PostgreSQL server differ: a request on the server first reads the change version (ADR 032).
 * - elements: start tags in the document (scripts' and styles' contents not counted).
 * - bytes: the document's size, uncompressed, with the stylesheet linked (its own file,
 *   weighed by `npm run bench:page-weight`).
 */

export const headroom = {
  /** No more queries than measured: one more query on every request is what the guard is for. */
  queries: 0,
  /** 5 % more elements or bytes pass; a feature that adds more updates its line. */
  elements: 0.05,
  bytes: 0.05,
}

export interface PageBudget {
  queries: { warm: QueriesBy; afterChange?: QueriesBy }
  elements: number
  bytes: number
}
type QueriesBy = { embedded: number; postgres: number }

// Measured 2026-11-29 (Bengali pages; the fixed clock and data of page-cost.test.ts): each comment's
// Like, Save and Reply in a shared part's wrapper (the post page's 10 elements more), the Like
// button's heart from the icon sprite (fewer bytes on the post page and the lists).
export const measured: Record<string, PageBudget> = {
  'post page (10 comments), signed in': {
    queries: { warm: { embedded: 0, postgres: 1 }, afterChange: { embedded: 2, postgres: 3 } },
    elements: 603,
    bytes: 70_517,
  },
  'forum list, signed in': {
    queries: { warm: { embedded: 0, postgres: 1 }, afterChange: { embedded: 2, postgres: 3 } },
    elements: 320,
    bytes: 42_521,
  },
  'forum list, visitor': {
    queries: { warm: { embedded: 0, postgres: 1 } },
    elements: 319,
    bytes: 41_572,
  },
  'home, visitor': {
    queries: { warm: { embedded: 0, postgres: 1 } },
    elements: 371,
    bytes: 52_797,
  },
}
