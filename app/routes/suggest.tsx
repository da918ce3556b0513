import { data, useActionData, useLoaderData } from 'react-router'
import { Card, InfoBox } from '#app/components/ui/content'
import { PageHeader } from '#app/components/ui/page-header'
import { SuggestForm, type SuggestAnswer } from '#app/features/corrections/components/suggest-form'
import type { SuggestionErrorField } from '#app/features/corrections/schema'
import { createSuggestion, loadSuggestTarget, returnPath } from '#app/features/corrections/suggest.server'
import { translator } from '#app/i18n/catalogs.server'
import type { MessageKey } from '#app/i18n/i18n'
import { useI18n } from '#app/i18n/use-i18n'
import { getUser } from '#app/lib/auth/session.server'
import { pageMeta } from '#app/lib/meta'
import { getLang } from '#app/lib/preferences.server'
import { redirectWithToast } from '#app/lib/toast.server'
import type { Route } from './+types/suggest'
import { readForm } from '#app/lib/form.server'

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) =>
  pageMeta({ matches, location }, loaderData?.target.kind === 'listing' ? 'corrections.page.listingTitle' : 'corrections.page.title')

/** Signed-out readers sign in first and come back here (with the same query). */
async function signedIn(request: Request) {
  const user = await getUser(request)
  if (user) return user
  const url = new URL(request.url)
  const here = url.pathname.replace(/\.data$/, '') + url.search
  throw redirectWithToast(request, `/login?redirectTo=${encodeURIComponent(here)}`, { title: 'forum.toast.loginFirst', kind: 'info' })
}

/** /suggest?collection=<list>&id=<record> (a correction) or /suggest?collection=<list> (a new listing). */
export async function loader({ request }: Route.LoaderArgs) {
  await signedIn(request)
  const target = await loadSuggestTarget(new URL(request.url).searchParams, getLang(request))
  if (!target) throw redirectWithToast(request, '/', { title: 'corrections.error.notFound', kind: 'error' })
  return { target }
}

export async function action({ request }: Route.ActionArgs) {
  const user = await signedIn(request)
  const lang = getLang(request)
  const form = await readForm(request)
  const text = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : ''
  }
  const names = ['kind', 'collection', 'id', 'field', 'value', 'name', 'address', 'phone', 'details', 'sourceUrl', 'note', 'from', 'location', 'placeKind'] as const
  const values = Object.fromEntries(names.map((name) => [name, text(name)])) as Record<(typeof names)[number], string>
  const result = await createSuggestion(user, { ...values, recordId: values.id }, lang)
  if (!result.ok) {
    // Messages go out in the reader's language: some (a blocked account) are not in this page's catalog.
    const t = translator(lang)
    const fields: SuggestAnswer['fields'] = {}
    for (const [field, error] of Object.entries(result.fields ?? {})) fields[field as SuggestionErrorField] = t(error.message, error.vars)
    const answer: SuggestAnswer = { message: t(result.error.message as MessageKey, result.error.vars), fields, values }
    return data(answer, { status: result.status })
  }
  const to = returnPath({ collection: values.collection, from: values.from, recordId: values.kind === 'correction' ? values.id : undefined })
  return redirectWithToast(request, to, { title: 'corrections.toast.thanks', kind: 'success' })
}

/** The suggestion page: what is being corrected (or which list gains a listing), and the form. */
export default function Suggest() {
  const { t } = useI18n()
  const { target } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>() ?? null
  const list = t(`corrections.collection.${target.collection}` as MessageKey)
  return (
    <div className="mx-auto max-w-xl">
      <PageHeader title={t(target.kind === 'listing' ? 'corrections.page.listingTitle' : 'corrections.page.title')} icon="pencil">
        {t(target.kind === 'listing' ? 'corrections.page.listingIntro' : 'corrections.page.intro')}
      </PageHeader>
      <Card as="section" className="mb-4">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {target.kind === 'correction' ? (
            <>
              <dt className="text-muted">{t('corrections.page.correcting')}</dt>
              <dd className="font-semibold">{target.recordName}</dd>
            </>
          ) : null}
          <dt className="text-muted">{t('corrections.page.list')}</dt>
          <dd>{list}</dd>
        </dl>
      </Card>
      <Card as="section" className="mb-6">
        <SuggestForm target={target} answer={answer} />
      </Card>
      <InfoBox title={t('corrections.rules.title')} icon="info">
        <ul className="list-disc space-y-1 pl-5">
          <li>{t('corrections.rules.1')}</li>
          <li>{t('corrections.rules.2')}</li>
          <li>{t('corrections.rules.3')}</li>
        </ul>
      </InfoBox>
    </div>
  )
}
