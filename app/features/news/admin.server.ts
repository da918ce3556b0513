import { db } from '#app/lib/db/database.server'
import { activeSources } from './sources.server'

/** Each source's health for the admins' page: its state row and how many stories it has. */
export async function sourceHealth(lang: 'bn' | 'en') {
  const sources = activeSources()
  if (sources.length === 0) return []
  const ids = sources.map((source) => source.id)
  const [states, counts] = await Promise.all([
    db().selectFrom('news_sources').selectAll().where('id', 'in', ids).execute(),
    db().selectFrom('news_items').select(['source_id', (eb) => eb.fn.countAll<number>().as('count')]).where('source_id', 'in', ids).groupBy('source_id').execute(),
  ])
  const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null)
  return sources.map((source) => {
    const state = states.find((row) => row.id === source.id)
    return {
      id: source.id,
      name: source.name[lang],
      url: source.url,
      paused: state?.paused ?? false,
      lastSuccessAt: iso(state?.last_success_at ?? null),
      lastError: state?.last_error ?? null,
      consecutiveErrors: state?.consecutive_errors ?? 0,
      failingSince: iso(state?.failing_since ?? null),
      nextCheckAt: iso(state?.next_check_at ?? null),
      items: Number(counts.find((row) => row.source_id === source.id)?.count ?? 0),
    }
  })
}

/** Pauses or resumes one of the active sources; false for an unknown id. */
export async function setSourcePaused(id: string, paused: boolean): Promise<boolean> {
  if (!activeSources().some((source) => source.id === id)) return false
  await db().insertInto('news_sources').values({ id, paused, next_check_at: new Date() })
    .onConflict((oc) => oc.column('id').doUpdateSet({ paused, next_check_at: new Date() })).execute()
  return true
}

/** How long a source may fail before admins are told on /moderation (issue 30 §4). */
export const FAILING_NOTICE_MS = 24 * 3600 * 1000

/** The unpaused sources that have failed for a day or more, longest first: the admins' notice. */
export async function longFailingSources(lang: 'bn' | 'en', now = new Date()) {
  const sources = activeSources()
  if (sources.length === 0) return []
  const rows = await db().selectFrom('news_sources').select(['id', 'failing_since'])
    .where('id', 'in', sources.map((source) => source.id)).where('paused', '=', false)
    .where('failing_since', '<=', new Date(now.getTime() - FAILING_NOTICE_MS)).orderBy('failing_since').execute()
  return rows.map((row) => ({ name: sources.find((source) => source.id === row.id)!.name[lang], failingSince: new Date(row.failing_since!).toISOString() }))
}
