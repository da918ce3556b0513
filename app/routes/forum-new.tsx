import { data, useActionData, useLoaderData } from 'react-router'
import { Card } from '#app/components/ui/content'
import { PageHeader } from '#app/components/ui/page-header'
import { Composer } from '#app/features/forum/components/composer'
import { submitNewPost } from '#app/features/forum/post-form.server'
import { useI18n } from '#app/i18n/use-i18n'
import { getUser } from '#app/lib/auth/session.server'
import { env } from '#app/lib/env.server'
import { pageMeta } from '#app/lib/meta'
import { redirectWithToast } from '#app/lib/toast.server'
import type { Route } from './+types/forum-new'
import { localizedRedirect } from '#app/lib/preferences.server'
import { categories } from '#app/features/forum/constants'
import { TITLE_MAX } from '#app/features/forum/schema'
import { cleanText } from '#app/lib/user-text'
import { FORUM } from '#app/lib/forum-path'

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, 'forum.new.title')

/**
 * Writing needs an account: "Please login first" (spec 1 §5), then back here with the same
 * address. `?title=…&category=question` starts a question with what the reader asked where the
 * guide had no answer (issue 42 §4, app/lib/ask-community.ts).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const user = await getUser(request)
  if (!user) {
    const here = `${FORUM}/new${url.search}`
    throw redirectWithToast(request, `/login?redirectTo=${encodeURIComponent(here)}`, { title: 'forum.toast.loginFirst', description: 'forum.toast.loginFirstBody', kind: 'error' })
  }
  const title = Array.from(cleanText(url.searchParams.get('title') ?? '').replace(/\s+/g, ' ').trim()).slice(0, TITLE_MAX).join('')
  const category = categories.find((c) => c === url.searchParams.get('category')) ?? ''
  // A newcomer's first post asks them to tick that they read the community's rules (issue 43 §5).
  return { maxVideoMb: env().UPLOAD_MAX_VIDEO_MB, start: title || category ? { title, category } : null, askRules: !user.rulesAccepted }
}

export async function action({ request }: Route.ActionArgs) {
  const user = await getUser(request)
  if (!user) throw localizedRedirect(request, `/login?redirectTo=${encodeURIComponent(`${FORUM}/new`)}`)
  const result = await submitNewPost(user, request)
  if (!result.ok) return data({ error: result.error, values: result.values }, { status: result.status })
  // A newcomer's first post waits for a moderator (issue 43 §2): they are told so on its page.
  const waiting = result.post.moderation === 'pending'
  // Sent without JavaScript, the form showed no similar posts: its page shows them once (issue 44 §5).
  return redirectWithToast(request, `${FORUM}/${result.post.id}?posted=1`, waiting
    ? { title: 'forum.toast.postWaiting', description: 'forum.toast.waitingBody', kind: 'success' }
    : { title: 'forum.toast.created', kind: 'success' })
}

/** The new-post page (works without JavaScript; the list's New Post button opens the same form). */
export default function NewPost() {
  const { t } = useI18n()
  const { maxVideoMb, start, askRules } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const values = result?.values ?? (start ? { ...start, content: '', tags: '', anonymous: '' } : undefined)
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title={t('forum.new.title')} icon="pencil" />
      <Card>
        <Composer maxVideoMb={maxVideoMb} serverError={result?.error} askRules={askRules}
          values={values ? { ...values, anonymous: values.anonymous === 'on' } : undefined} />
      </Card>
    </div>
  )
}
