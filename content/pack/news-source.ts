import { z } from 'zod'

/**
 * A news source of a pack (content/<pack>/news-sources.ts; docs/news.md). An operator replaces
 * the pack's list with NEWS_SOURCES (the same shape, as JSON) or turns news off with NEWS_ENABLED=0.
 *
 * `scope`: 'local' outlets (the region's dailies) keep items that name the place or its region
 * (place.ts: news words); 'national' outlets keep only items that name the place or a place in it.
 */
export const NewsSource = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/),
  name: z.object({ bn: z.string().min(1), en: z.string().min(1) }),
  lang: z.enum(['bn', 'en']),
  url: z.url({ protocol: /^https?$/ }),
  scope: z.enum(['local', 'national']),
  enabled: z.boolean(),
  note: z.string().optional(),
})
export type NewsSource = z.infer<typeof NewsSource>

