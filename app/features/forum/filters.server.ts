import { categoryFromParam, isResolution } from './schema'

/** The list's filters as the URL carries them (?q=&category=&status=&mine=1&unanswered=1). */
export function readFilters(url: URL) {
  return {
    q: (url.searchParams.get('q') ?? '').slice(0, 200),
    category: categoryFromParam(url.searchParams.get('category')),
    statuses: url.searchParams.getAll('status').filter(isResolution),
    mine: url.searchParams.get('mine') === '1',
    // Open questions without a chosen answer: where helpers find what to answer.
    unanswered: url.searchParams.get('unanswered') === '1',
  }
}
