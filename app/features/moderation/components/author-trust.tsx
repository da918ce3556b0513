import { useRouteLoaderData } from 'react-router'
import { Form, Link } from '#app/components/ui/link'
import { useI18n } from '#app/i18n/use-i18n'
import type { Role, TrustLevel } from '#app/lib/db/schema'

const input = 'w-full rounded-lg border border-border bg-surface px-3 py-2 text-fg'
const button = 'inline-flex min-h-11 items-center justify-center rounded-lg px-3 text-sm font-semibold'
const rank: Record<Role, number> = { member: 0, moderator: 1, admin: 2 }
const levels: TrustLevel[] = ['new', 'member', 'trusted']

export interface TrustTarget {
  id: string
  role: Role
  trustLevel: TrustLevel
  trustLocked: boolean
}

/** The signed-in moderator, from the layout's data. */
function useViewer(): { id: string; role: Role } | null {
  const layout = useRouteLoaderData('routes/layout') as { user: { id: string; role: Role } | null } | undefined
  return layout?.user ?? null
}

/**
 * Whether the viewer may set this account's level: the server's rule (app/features/trust/
 * set-level.server.ts), here only to leave out a form that would be refused.
 */
export function maySetLevel(viewer: { id: string; role: Role } | null, target: Pick<TrustTarget, 'id' | 'role'>) {
  return !!viewer && viewer.id !== target.id && rank[viewer.role] > rank[target.role]
}

/**
 * The form that sets and locks a level, or unlocks it. A plain POST to the trust page's action
 * (app/routes/moderation-trust.tsx); `back` sends the moderator back to the queue.
 */
export function TrustLevelForm({ target, back, idPrefix }: { target: TrustTarget; back?: 'queue'; idPrefix: string }) {
  const { t } = useI18n()
  return (
    <Form method="post" action={`/moderation/users/${target.id}/trust`} className="mt-2 flex flex-wrap items-end gap-2">
      {back ? <input type="hidden" name="back" value={back} /> : null}
      <label className="text-sm font-semibold" htmlFor={`${idPrefix}-level`}>
        {t('trust.panel.setLevel')}
        <select id={`${idPrefix}-level`} name="level" defaultValue={target.trustLevel} className={`${input} mt-1`}>
          {levels.map((level) => <option key={level} value={level}>{t(`trust.level.${level}`)}</option>)}
        </select>
      </label>
      <label className="min-w-48 flex-1 text-sm font-semibold" htmlFor={`${idPrefix}-note`}>
        {t('trust.panel.reason')}
        <input id={`${idPrefix}-note`} name="reason" maxLength={500} className={`${input} mt-1`} />
      </label>
      <button type="submit" name="action" value="lock" className={`${button} border border-border`}>{t('trust.panel.lock')}</button>
      {target.trustLocked ? <button type="submit" name="action" value="unlock" className={`${button} border border-border`}>{t('trust.panel.unlock')}</button> : null}
      <p className="w-full text-xs text-muted">{t('trust.panel.lockHint')}</p>
    </Form>
  )
}

/**
 * The author's trust level on a queue item (issue 43 §1): the level, whether a moderator set it,
 * a link to the page with the "why" (its figures for admins), and the form to set it.
 */
export function AuthorTrust({ author, idPrefix }: { author: TrustTarget; idPrefix: string }) {
  const { t } = useI18n()
  const viewer = useViewer()
  return (
    <details className="mt-2">
      <summary className="min-h-8 cursor-pointer py-1">
        {t('trust.panel.title')}: <span className="font-semibold">{t(`trust.level.${author.trustLevel}`)}</span>{' '}
        <span className="text-muted">({t(author.trustLocked ? 'trust.panel.locked' : 'trust.panel.computed')})</span>
      </summary>
      <Link to={`/moderation/users/${author.id}/trust`} className="inline-block min-h-6 font-semibold text-link underline">{t('trust.panel.details')}</Link>
      {maySetLevel(viewer, author) ? <TrustLevelForm target={author} back="queue" idPrefix={`${idPrefix}-trust`} /> : null}
    </details>
  )
}
