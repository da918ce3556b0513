import { data, useActionData, useLoaderData } from 'react-router'
import { Link } from '#app/components/ui/link'
import { FormError } from '#app/components/ui/form'
import { PageHeader } from '#app/components/ui/page-header'
import { FeedbackReport } from '#app/features/call-feedback/components/feedback-report'
import { callFeedbackReport } from '#app/features/call-feedback/report.server'
import { SuggestionQueue } from '#app/features/corrections/components/suggestion-queue'
import { acceptSuggestion, declineSuggestion, listPendingSuggestions, recordSuggestionCall, type AcceptBasis } from '#app/features/corrections/moderate.server'
import { RecheckList } from '#app/features/ground/components/recheck-list'
import { recheckList, recordCheck } from '#app/features/ground/recheck.server'
import type { MessageKey } from '#app/i18n/i18n'
import { useI18n } from '#app/i18n/use-i18n'
import { requireRole } from '#app/lib/auth/session.server'
import { formText, parseId, readForm } from '#app/lib/form.server'
import { pageMeta } from '#app/lib/meta'
import { getLang } from '#app/lib/preferences.server'
import { redirectWithToast } from '#app/lib/toast.server'
import { contentPack } from '#pack/index'
import type { Route } from './+types/moderation-ground'

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, 'ground.title')

/**
 * Facts from the ground (issue 42 §5), for moderators: suggestions with photos, from the forum or
 * without a link; the re-check list; what residents said after calling. Each list pages by keyset.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, 'moderator')
  const url = new URL(request.url)
  const after = url.searchParams.get('after')
  const callsAfter = url.searchParams.get('calls')
  const [suggestions, recheck, feedback] = await Promise.all([
    listPendingSuggestions('ground'),
    recheckList(getLang(request), after),
    callFeedbackReport({ after: callsAfter, limit: 20 }),
  ])
  return { suggestions, recheck, after, callsAfter, feedback, freshness: contentPack.settings.freshness }
}

/** What a suggestion from the ground is accepted on, as its form sends it. */
function basisOf(form: FormData): AcceptBasis {
  const basis = formText(form, 'basis')
  const day = formText(form, 'day')
  if (basis.startsWith('photo:')) return { kind: 'photo', photo: basis.slice('photo:'.length) }
  if (basis === 'visit') return { kind: 'visit', day }
  if (basis === 'call') return { kind: 'call', day, answeredBy: formText(form, 'answeredBy') }
  return { kind: 'link' }
}

export async function action({ request }: Route.ActionArgs) {
  const moderator = await requireRole(request, 'moderator')
  const form = await readForm(request)
  const text = (name: string) => formText(form, name)
  const intent = text('intent')
  const value = { bn: text('valueBn'), en: text('valueEn') }
  let done: MessageKey
  let result: { ok: true } | { ok: false; status: number; message: MessageKey }
  const from = (r: { ok: true } | { ok: false; status: number; error: { message: MessageKey } }) => (r.ok ? r : { ok: false as const, status: r.status, message: r.error.message })
  if (intent === 'check') {
    result = await recordCheck(moderator, {
      collection: text('collection'), recordId: text('recordId'), field: text('field'), number: text('number'), outcome: text('outcome'),
      method: text('method'), day: text('day'), answeredBy: text('answeredBy'), value,
    })
    done = 'ground.done.check'
  } else {
    const id = parseId(text('id'))
    if (id === null) return data({ error: 'moderation.error.notFound' as MessageKey }, { status: 404 })
    if (intent === 'accept-suggestion') {
      result = from(await acceptSuggestion(moderator, id, value, undefined, text('note'), basisOf(form)))
      done = 'corrections.toast.accepted'
    } else if (intent === 'call-suggestion') {
      const outcome = text('outcome')
      result = from(await recordSuggestionCall(moderator, id, { day: text('day'), outcome: outcome as 'answered', answeredBy: text('answeredBy') }, value, text('note')))
      done = outcome === 'answered' ? 'corrections.toast.accepted' : 'ground.done.call'
    } else if (intent === 'decline-suggestion') {
      result = from(await declineSuggestion(moderator, id, text('reason')))
      done = 'corrections.toast.declined'
    } else {
      return data({ error: 'moderation.error.invalid' as MessageKey }, { status: 400 })
    }
  }
  if (!result.ok) return data({ error: result.message }, { status: result.status })
  const after = text('after')
  return redirectWithToast(request, `/moderation/ground${after ? `?after=${encodeURIComponent(after)}` : ''}`, { title: done, kind: 'success' })
}

export default function ModerationGround() {
  const { t } = useI18n()
  const { suggestions, recheck, after, callsAfter, feedback, freshness } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={t('ground.title')} icon="footprints">{t('ground.intro')}</PageHeader>
      <p className="mb-4"><Link to="/moderation" className="inline-block min-h-6 font-semibold text-link underline">{t('moderation.title')}</Link></p>
      <FormError>{result?.error ? t(result.error) : undefined}</FormError>
      <SuggestionQueue suggestions={suggestions} ground />
      <RecheckList items={recheck.items} total={recheck.total} next={recheck.next} after={after} freshness={freshness} />
      <FeedbackReport report={feedback} after={callsAfter}
        pageOf={(cursor) => `?${new URLSearchParams({ ...(after ? { after } : {}), ...(cursor ? { calls: cursor } : {}) }).toString()}#feedback-heading`} />
    </div>
  )
}

export { ModeratorsOnly as ErrorBoundary } from '#app/features/moderation/components/moderators-only'
