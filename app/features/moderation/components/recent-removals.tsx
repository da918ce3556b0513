import { Form } from '#app/components/ui/link'
import { useI18n } from '#app/i18n/use-i18n'
import { formatDateTime } from '#app/lib/format-time'
import type { RecentRemoval } from '../remove-spammer.server'

const button = 'inline-flex min-h-11 items-center justify-center rounded-lg border border-border px-3 text-sm font-semibold'

/** The spammers removed in the last 7 days on /moderation, each with "Undo" while it can be undone. */
export function RecentRemovals({ removals }: { removals: RecentRemoval[] }) {
  const { t, lang } = useI18n()
  const when = (iso: string) => formatDateTime(lang, iso)
  return (
    <section aria-labelledby="removals-heading" className="mb-10">
      <h2 id="removals-heading" className="mb-3 text-xl font-bold">{t('moderation.spammer.recent.title')}</h2>
      {removals.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-6 text-center text-muted">{t('moderation.spammer.recent.empty')}</p>
      ) : (
        <>
          <p className="mb-2 text-sm text-muted">{t('moderation.spammer.recent.undoHint')}</p>
          <ul className="space-y-3">
            {removals.map((removal) => (
              <li key={removal.id} className="rounded-xl border border-border bg-surface p-3 text-sm">
                <p className="font-semibold">{t('moderation.spammer.recent.item', { name: removal.name, by: removal.removedBy, date: when(removal.createdAt) })}</p>
                <p className="text-muted">
                  {t('moderation.spammer.recent.counts', { posts: removal.posts, comments: removal.comments })}
                  {removal.emailBlocked ? <> · {t('moderation.spammer.recent.emailBlocked')}</> : null}
                  {removal.phoneBlocked ? <> · {t('moderation.spammer.recent.phoneBlocked')}</> : null}
                </p>
                {removal.undoneAt ? (
                  <p className="mt-1">{t('moderation.spammer.recent.undoneBy', { name: removal.undoneBy ?? '—', date: when(removal.undoneAt) })}</p>
                ) : removal.canUndo ? (
                  <Form method="post" className="mt-2">
                    <input type="hidden" name="intent" value="undo-remove-spammer" />
                    <input type="hidden" name="id" value={removal.id} />
                    <button type="submit" className={button} aria-label={`${t('moderation.spammer.undo')}: ${removal.name}`}>{t('moderation.spammer.undo')}</button>
                  </Form>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
