/**
 * What the process may keep in memory, in one place (docs/deploy.md "Memory").
 *
 * Every in-memory cache is bounded by bytes, named as in the metrics: `guide_cache_bytes{cache}`
 * is what it holds now (approxBytes: two bytes a character, a Buffer at its length) and
 * `guide_cache_limit_bytes{cache}` its limit here. A value larger than a tenth of its cache's
 * limit is not kept (it would push out many others), except in a cache of one value.
 * What has a time is dropped when it is up (server/memory-sweep.ts, every 15 s), so memory goes
 * back down after a crawl or a rush.
 */
const MiB = 1024 * 1024

export const CACHE_LIMIT_BYTES = {
  /** Anonymous pages for ten seconds, with their compressed forms (server/page-cache.ts). */
  page: 12 * MiB,
  /** Parts rendered once for every reader (ADR 033; app/components/ui/shared-render.server.tsx). */
  'shared-html': 6 * MiB,
  /** Signed-in sessions, a minute at most (app/lib/auth/live-sessions.server.ts). */
  sessions: 6 * MiB,
  /** The forum's list pages and post pages as read, ten seconds at most (app/features/forum/queries.server.ts). */
  'forum-lists': 6 * MiB,
  'forum-posts': 6 * MiB,
  'forum-counts': 1 * MiB,
  /** Each reader's likes, reports and follows, a minute at most. */
  'forum-marks': 3 * MiB,
  'similar-posts': 1 * MiB,
  'forum-feeds': 2 * MiB,
  /** The bell's count of each reader (app/features/notifications/queries.server.ts). */
  'unread-counts': 1 * MiB,
  'news-stories': 2 * MiB,
  'news-status': 64 * 1024,
  'news-feeds': 1 * MiB,
  /** The pages the sitemap lists, one value (about 190 bytes a page: about 22,000 pages). */
  'sitemap-pages': 4 * MiB,
  /** The sitemap's files as served (about 435 bytes an address: a file of up to about 1,900 kept). */
  'sitemap-files': 8 * MiB,
  /** The moderators' watched words, one list of at most 10,000 entries. */
  'watched-words': 6 * MiB,
} as const satisfies Record<string, number>

/**
 * All of them together: about 64 MB. The old generation of the JavaScript heap is capped at
 * 256 MB (scripts/lib/server-node-flags.js), so that full caches and the app's own ~75 MB leave room for the
 * garbage of a rush.
 */
export const CACHE_LIMITS_TOTAL_BYTES = Object.values(CACHE_LIMIT_BYTES).reduce((sum: number, bytes) => sum + bytes, 0)

export type CacheName = keyof typeof CACHE_LIMIT_BYTES

/**
 * The embedded database's own page cache (PostgreSQL's shared_buffers inside PGlite), in MB.
 * PGlite's WebAssembly memory never shrinks, so whatever it once filled stays resident: with
 * PostgreSQL's default of 128 MB a long-running guide held about 120 MB more at rest. Pages
 * beyond it are read from the operating system's file cache (a system call, not a disk read).
 * A PostgreSQL server sets its own.
 */
export const EMBEDDED_DATABASE_BUFFERS_MB = 16
/** PGlite's memory for sorts and index builds (work_mem, maintenance_work_mem), in MB: the same cause. */
export const EMBEDDED_DATABASE_WORK_MB = 4
export const EMBEDDED_DATABASE_MAINTENANCE_MB = 16

/** libvips' cache of recent image operations (sharp), in MB: uploads and share cards. */
export const IMAGE_LIBRARY_CACHE_MB = 8

/** Every limit by name, for the metrics (`guide_cache_limit_bytes`). */
export function memoryLimits(): Array<{ cache: string; bytes: number }> {
  return [
    ...Object.entries(CACHE_LIMIT_BYTES).map(([cache, bytes]) => ({ cache, bytes })),
    { cache: 'embedded-database', bytes: EMBEDDED_DATABASE_BUFFERS_MB * MiB },
    { cache: 'image-library', bytes: IMAGE_LIBRARY_CACHE_MB * MiB },
  ]
}
