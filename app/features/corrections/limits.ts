import type { Limit } from '#app/lib/rate-limit.server'

/** Suggestions per reader: plenty for someone who knows their area, too few to flood the queue. */
export const SUGGEST_LIMIT: Limit = { max: 10, windowSeconds: 3600 }
