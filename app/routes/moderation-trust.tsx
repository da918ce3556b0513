import { data, useActionData, useLoaderData, useRouteLoaderData } from 'react-router'
import { Link } from '#app/components/ui/link'
import { FormError } from '#app/components/ui/form'
import { PageHeader } from '#app/components/ui/page-header'
import { maySetLevel, TrustLevelForm } from '#app/features/moderation/components/author-trust'
import type { ConditionResult } from '#app/features/trust/levels'
import type { TrustReason } from '#app/features/trust/recompute.server'
import { setTrustLevel, type LevelChange } from '#app/features/trust/set-level.server'
import type { MessageKey } from '#app/i18n/i18n'
import { useI18n } from '#app/i18n/use-i18n'
import { hasRole, requireRole } from '#app/lib/auth/session.server'
import { db } from '#app/lib/db/database.server'
import type { Role } from '#app/lib/db/schema'
import { formatNumber } from '#app/lib/format'
import { formatDateTime } from '#app/lib/format-time'
import { formText, readForm } from '#app/lib/form.server'
import { pageMeta } from '#app/lib/meta'
import { redirectWithToast } from '#app/lib/toast.server'
import type { Route } from './+types/moderation-trust'

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, 'trust.panel.title')

/** better-auth's user ids: letters, digits, `_` and `-`; anything else names no one. */
const userIdOf = (value: string | undefined) => (value && /^[\w-]{1,64}$/.test(value) ? value : null)

/**
 * One account's trust level (issue 43 §1), for moderators: the level, whether a moderator locked
 * it, the form to set it; for admins also why (the figures and each condition, met or not).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const moderator = await requireRole(request, 'moderator')
  const id = userIdOf(params.userId)
  const row = id === null ? undefined : await db().selectFrom('profiles')
    .select(['id', 'name', 'role', 'trust_level', 'trust_locked', 'trust_reason', 'trust_computed_at'])
    .where('id', '=', id).executeTakeFirst()
  if (!row) throw data({ message: 'Not found' }, { status: 404 })
  const reason = row.trust_reason as Partial<TrustReason>
  return {
    target: { id: row.id, name: row.name, role: row.role, trustLevel: row.trust_level, trustLocked: row.trust_locked },
    computedAt: row.trust_computed_at ? new Date(row.trust_computed_at).toISOString() : null,
    // The figures behind a level are the admins' to see (the issue: "admins see why").
    why: hasRole(moderator, 'admin') ? { conditions: Array.isArray(reason.conditions) ? reason.conditions : [], before: !!reason.before } : null,
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  const moderator = await requireRole(request, 'moderator')
  const id = userIdOf(params.userId)
  const form = await readForm(request)
  const back = formText(form, 'back') === 'queue' ? '/moderation' : null
  // setTrustLevel checks the action and the level: anything else is refused with a message.
  const change = { action: formText(form, 'action'), level: formText(form, 'level') } as LevelChange
  const result = id === null
    ? { ok: false as const, status: 404, error: { message: 'moderation.error.notFound' as MessageKey } }
    : await setTrustLevel(moderator, id, change, formText(form, 'reason'))
  if (!result.ok) {
    // From the queue the refusal comes back there as a toast; on this page, above the form.
    if (back) return redirectWithToast(request, back, { title: result.error.message, kind: 'error' })
    return data({ error: result.error.message }, { status: result.status })
  }
  const done: MessageKey = result.locked ? 'trust.done.locked' : 'trust.done.unlocked'
  return redirectWithToast(request, back ?? `/moderation/users/${id}/trust`, { title: done, kind: 'success' })
}

export default function TrustPage() {
  const { t, lang } = useI18n()
  const { target, computedAt, why } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const layout = useRouteLoaderData('routes/layout') as { user: { id: string; role: Role } | null } | undefined
  const member = why?.conditions.filter((c) => c.level === 'member') ?? []
  const trusted = why?.conditions.filter((c) => c.level === 'trusted') ?? []
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t('trust.page.title', { name: target.name })} icon="shield" />
      <p className="mb-4"><Link to="/moderation" className="font-semibold text-link underline">{t('trust.page.back')}</Link></p>
      <FormError>{result?.error ? t(result.error) : undefined}</FormError>
      <section className="rounded-xl border border-border bg-surface p-4" aria-labelledby="trust-now">
        <h2 id="trust-now" className="text-lg font-bold">
          {t('trust.page.current')}: {t(`trust.level.${target.trustLevel}`)}{' '}
          <span className="text-base font-normal text-muted">({t(target.trustLocked ? 'trust.panel.locked' : 'trust.panel.computed')})</span>
        </h2>
        <p className="mt-1 text-sm text-muted">{computedAt ? t('trust.page.computedAt', { date: formatDateTime(lang, computedAt) }) : t('trust.page.neverComputed')}</p>
        {maySetLevel(layout?.user ?? null, target)
          ? <TrustLevelForm target={target} idPrefix="trust" />
          : <p className="mt-2 text-sm">{t('trust.page.notOverThem')}</p>}
      </section>
      <section className="mt-6" aria-labelledby="trust-why">
        <h2 id="trust-why" className="mb-2 text-lg font-bold">{t('trust.page.why')}</h2>
        {why === null ? <p className="text-muted">{t('trust.page.whyAdmins')}</p> : (
          <>
            {why.before ? <p className="mb-2 text-sm">{t('trust.page.before')}</p> : null}
            <Conditions caption={t('trust.page.forMember')} conditions={member} />
            <Conditions caption={t('trust.page.forTrusted')} conditions={trusted} />
          </>
        )}
      </section>
    </div>
  )
}

/** One level's conditions as a table: what is needed, what the account has, met or not. */
function Conditions({ caption, conditions }: { caption: string; conditions: ConditionResult[] }) {
  const { t, lang } = useI18n()
  if (conditions.length === 0) return null
  // Reading time is kept in seconds and shown in whole minutes.
  const shown = (c: ConditionResult, value: number) => formatNumber(lang, c.condition === 'readingSeconds' ? Math.floor(value / 60) : value)
  return (
    <div className="mb-4 overflow-x-auto rounded-xl border border-border bg-surface">
      <table className="w-full text-left text-sm">
        <caption className="p-2 text-left font-semibold">{caption}</caption>
        <thead className="bg-surface-2">
          <tr>
            <th scope="col" className="p-2">{t('trust.page.condition')}</th>
            <th scope="col" className="p-2">{t('trust.page.need')}</th>
            <th scope="col" className="p-2">{t('trust.page.have')}</th>
            <th scope="col" className="p-2">{t('trust.page.met')}</th>
          </tr>
        </thead>
        <tbody>
          {conditions.map((c) => (
            <tr key={c.condition} className="border-t border-border">
              <th scope="row" className="p-2 font-normal">{t(`trust.condition.${c.condition}`)}</th>
              <td className="p-2">{shown(c, c.need)}</td>
              <td className="p-2">{shown(c, c.have)}</td>
              <td className={`p-2 font-semibold ${c.met ? 'text-link' : 'text-danger'}`}>{t(c.waived ? 'trust.page.waived' : c.met ? 'trust.page.yes' : 'trust.page.no')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

export { ModeratorsOnly as ErrorBoundary } from '#app/features/moderation/components/moderators-only'
