import { data, useActionData, useLoaderData } from 'react-router'
import { Form } from '#app/components/ui/link'
import { Card, InfoBox } from '#app/components/ui/content'
import { buttonClass, inputClass } from '#app/components/ui/form'
import { PageHeader } from '#app/components/ui/page-header'
import { SuggestForm, type SuggestAnswer, type SuggestTarget } from '#app/features/corrections/components/suggest-form'
import type { SuggestionErrorField } from '#app/features/corrections/schema'
import {
  createSuggestion, forumChoices, forumParams, loadForumOffer, loadSuggestTarget, PHOTO_MAX_BYTES, returnPath, SUGGEST_FORM_MAX_BYTES, type SuggestionPhoto,
} from '#app/features/corrections/suggest.server'
import { translator } from '#app/i18n/catalogs.server'
import type { MessageKey } from '#app/i18n/i18n'
import { useI18n } from '#app/i18n/use-i18n'
import { actsAs, getUser } from '#app/lib/auth/session.server'
import { isCollection } from '#app/lib/content/correctable'
import { BodyError } from '#app/lib/form.server'
import { pageMeta } from '#app/lib/meta'
import { parseMultipart } from '#app/lib/multipart.server'
import { getLang } from '#app/lib/preferences.server'
import { redirectWithToast } from '#app/lib/toast.server'
import type { Route } from './+types/suggest'

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) =>
  pageMeta({ matches, location }, loaderData?.step === 'form' && loaderData.target.kind === 'listing' ? 'corrections.page.listingTitle' : 'corrections.page.title')

/** Signed-out readers sign in first and come back here (with the same query). */
async function signedIn(request: Request) {
  const user = await getUser(request)
  if (user) return user
  const url = new URL(request.url)
  const here = url.pathname.replace(/\.data$/, '') + url.search
  throw redirectWithToast(request, `/login?redirectTo=${encodeURIComponent(here)}`, { title: 'forum.toast.loginFirst', kind: 'info' })
}

/**
 * /suggest?collection=<list>&id=<record> (a correction) or /suggest?collection=<list> (a new
 * listing). A moderator offering a forum answer (`?forum=<post>&comment=<comment>`) first chooses
 * the list and the listing, in plain GET forms.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await signedIn(request)
  const params = new URL(request.url).searchParams
  const lang = getLang(request)
  const forum = forumParams(params)
  if (params.has('forum')) {
    if (!forum || !actsAs(user, 'moderator')) throw redirectWithToast(request, '/', { title: 'corrections.forum.only', kind: 'error' })
    const offer = await loadForumOffer(forum)
    if (!offer) throw redirectWithToast(request, '/', { title: 'corrections.forum.gone', kind: 'error' })
    const collection = params.get('collection')
    if (!isCollection(collection) || (!params.has('id') && params.get('step') !== 'record')) {
      return { step: 'choose' as const, choose: { offer, ...(await forumChoices(isCollection(collection) ? collection : null, lang)) } }
    }
    const target = await loadSuggestTarget(params, lang)
    if (!target) throw redirectWithToast(request, '/', { title: 'corrections.error.notFound', kind: 'error' })
    return { step: 'form' as const, target: { ...target, forum: offer } as SuggestTarget }
  }
  const target = await loadSuggestTarget(params, lang)
  if (!target) throw redirectWithToast(request, '/', { title: 'corrections.error.notFound', kind: 'error' })
  return { step: 'form' as const, target }
}

const photoFields = ['photo1', 'photo2', 'photo3'] as const

export async function action({ request }: Route.ActionArgs) {
  const user = await signedIn(request)
  const lang = getLang(request)
  const t = translator(lang)
  let form
  try {
    form = await parseMultipart(request, {
      buffer: [...photoFields], maxBufferBytes: PHOTO_MAX_BYTES, stream: [], maxStreamBytes: 0, prefix: 'evidence', maxTotalBytes: SUGGEST_FORM_MAX_BYTES,
    })
  } catch (error) {
    if (!(error instanceof BodyError)) throw error
    const message: MessageKey = error.problem === 'too-large' ? 'upload.error.tooLarge' : error.problem === 'aborted' ? 'upload.error.interrupted' : 'form.error.unreadable'
    const answer: SuggestAnswer = { message: t(message, { size: PHOTO_MAX_BYTES / 1024 / 1024 }), fields: {}, values: {} }
    return data(answer, { status: error.problem === 'too-large' ? 413 : error.problem === 'unsupported' ? 415 : 400 })
  }
  const text = (name: string) => form.fields[name] ?? ''
  const names = ['kind', 'collection', 'id', 'field', 'value', 'name', 'address', 'phone', 'hours', 'details', 'sourceUrl', 'note', 'from', 'location', 'placeKind',
    'photo1Subject', 'photo2Subject', 'photo3Subject', 'keepTakenOn'] as const
  const values = Object.fromEntries(names.map((name) => [name, text(name)])) as Record<(typeof names)[number], string>
  const photos: SuggestionPhoto[] = photoFields.flatMap((field) => {
    const file = form.files[field]
    return file ? [{ field, file, subject: text(`${field}Subject`) }] : []
  })
  const forumPost = text('forumPost')
  const forum = forumPost ? forumParams(new URLSearchParams({ forum: forumPost, ...(text('forumComment') ? { comment: text('forumComment') } : {}) })) : undefined
  const result = form.repeated.length > 0
    ? { ok: false as const, status: 400, error: { message: 'corrections.error.photoOneEach' as MessageKey }, fields: undefined }
    : forumPost && !forum
      ? { ok: false as const, status: 404, error: { message: 'corrections.forum.gone' as MessageKey }, fields: undefined }
      : await createSuggestion(user, { ...values, recordId: values.id }, lang, { photos, keepTakenOn: values.keepTakenOn === 'on', ...(forum ? { forum } : {}) })
  if (!result.ok) {
    // Messages go out in the reader's language: some (a blocked account) are not in this page's catalog.
    const fields: SuggestAnswer['fields'] = {}
    for (const [field, error] of Object.entries(result.fields ?? {})) fields[field as SuggestionErrorField] = t(error.message, error.vars)
    const answer: SuggestAnswer = { message: t(result.error.message, result.error.vars), fields, values }
    return data(answer, { status: result.status })
  }
  const to = returnPath({ collection: values.collection, from: values.from, recordId: values.kind === 'correction' ? values.id : undefined })
  return redirectWithToast(request, to, { title: 'corrections.toast.thanks', kind: 'success' })
}

/** The suggestion page: what is being corrected (or which list gains a listing), and the form. */
export default function Suggest() {
  const loaded = useLoaderData<typeof loader>()
  if (loaded.step === 'choose') return <ForumChooser choose={loaded.choose} />
  return <SuggestPage target={loaded.target} />
}

function SuggestPage({ target }: { target: SuggestTarget }) {
  const { t } = useI18n()
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
          {target.forum ? (
            <>
              <dt className="text-muted">{t('corrections.forum.from')}</dt>
              <dd className="break-words">{target.forum.title}</dd>
            </>
          ) : null}
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

type Choose = Extract<Awaited<ReturnType<typeof loader>>, { step: 'choose' }>['choose']

/** A moderator offering a forum answer: which list, then which listing (or a new one). */
function ForumChooser({ choose }: { choose: Choose }) {
  const { t } = useI18n()
  const { offer } = choose
  const hidden = (
    <>
      <input type="hidden" name="forum" value={offer.post} />
      {offer.comment ? <input type="hidden" name="comment" value={offer.comment} /> : null}
    </>
  )
  return (
    <div className="mx-auto max-w-xl">
      <PageHeader title={t('corrections.forum.choose')} icon="pencil">{t('corrections.forum.chooseHint')}</PageHeader>
      <Card as="section" className="mb-4">
        <p className="text-sm font-semibold">{offer.title}</p>
        <blockquote className="mt-2 border-l-4 border-border pl-3 text-sm whitespace-pre-line break-words">{offer.excerpt}</blockquote>
      </Card>
      <Card as="section">
        {choose.collection ? (
          <Form method="get" className="flex flex-col gap-3">
            {hidden}
            <input type="hidden" name="collection" value={choose.collection} />
            <input type="hidden" name="step" value="record" />
            <p className="text-sm"><span className="text-muted">{t('corrections.page.list')}: </span>
              <span className="font-semibold">{t(`corrections.collection.${choose.collection}` as MessageKey)}</span></p>
            <div>
              <label htmlFor="offer-record" className="mb-1 block text-sm font-semibold">{t('corrections.forum.record')}</label>
              <select id="offer-record" name="id" defaultValue="" required={!choose.listings} className={inputClass}>
                <option value="" disabled={!choose.listings}>{choose.listings ? t('corrections.forum.newListing') : t('corrections.photo.choose')}</option>
                {choose.records.map((record) => <option key={record.id} value={record.id}>{record.name}</option>)}
              </select>
            </div>
            <button type="submit" className={`${buttonClass} self-start`}>{t('corrections.forum.next')}</button>
          </Form>
        ) : (
          <Form method="get" className="flex flex-col gap-3">
            {hidden}
            <div>
              <label htmlFor="offer-collection" className="mb-1 block text-sm font-semibold">{t('corrections.page.list')}</label>
              <select id="offer-collection" name="collection" required defaultValue="" className={inputClass}>
                <option value="" disabled>{t('corrections.photo.choose')}</option>
                {choose.collections.map((name) => <option key={name} value={name}>{t(`corrections.collection.${name}` as MessageKey)}</option>)}
              </select>
            </div>
            <button type="submit" className={`${buttonClass} self-start`}>{t('corrections.forum.next')}</button>
          </Form>
        )}
      </Card>
    </div>
  )
}
