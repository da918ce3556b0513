import { data, useActionData, useLoaderData } from 'react-router'
import { Form, Link } from '#app/components/ui/link'
import { Card } from '#app/components/ui/content'
import { buttonClass, FormError, secondaryButtonClass, TextField } from '#app/components/ui/form'
import { PageHeader } from '#app/components/ui/page-header'
import { editTags, mayEditTags } from '#app/features/forum/edit-tags.server'
import { TAG_MAX, TAGS_MAX } from '#app/features/forum/schema'
import { useI18n } from '#app/i18n/use-i18n'
import { requireUser } from '#app/lib/auth/session.server'
import { db } from '#app/lib/db/database.server'
import { formText, parseId, readForm } from '#app/lib/form.server'
import { pageMeta } from '#app/lib/meta'
import { redirectWithToast } from '#app/lib/toast.server'
import type { Route } from './+types/forum-post-tags'
import { FORUM } from '#app/lib/forum-path'

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, 'trust.tags.title')

/**
 * A trusted member edits the tags of a visible post (issue 43 §1). Anyone else signed in gets
 * the page with "only trusted members…" and status 403; a post that is gone or not visible is
 * "not found", as on the post's page.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const id = parseId(params.postId)
  const post = id === null ? undefined : await db().selectFrom('posts').select(['id', 'title', 'tags', 'moderation']).where('id', '=', id).executeTakeFirst()
  if (!post || post.moderation !== 'active') throw redirectWithToast(request, FORUM, { title: 'forum.toast.postNotFound', kind: 'error' })
  const view = { id: post.id, title: post.title, tags: post.tags.join(', ') }
  if (!mayEditTags(user)) return data({ post: view, allowed: false }, { status: 403 })
  return { post: view, allowed: true }
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request)
  const id = parseId(params.postId)
  if (id === null) throw redirectWithToast(request, FORUM, { title: 'forum.toast.postNotFound', kind: 'error' })
  const form = await readForm(request)
  const tags = formText(form, 'tags')
  const result = await editTags(user, id, tags)
  if (!result.ok) {
    if (result.status === 404) throw redirectWithToast(request, FORUM, { title: 'forum.toast.postNotFound', kind: 'error' })
    return data({ error: result.error, tags }, { status: result.status })
  }
  return redirectWithToast(request, `${FORUM}/${id}`, { title: 'trust.tags.saved', kind: 'success' })
}

export default function EditTags() {
  const { t } = useI18n()
  const { post, allowed } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title={t('trust.tags.title')} icon="pencil">{allowed ? t('trust.tags.intro') : null}</PageHeader>
      <Card>
        <p className="mb-3">
          <span className="font-semibold">{t('trust.tags.post')}:</span>{' '}
          <Link to={`${FORUM}/${post.id}`} className="text-link underline">{post.title}</Link>
        </p>
        {allowed ? (
          <Form method="post">
            <FormError>{result?.error && result.error.field !== 'tags' ? t(result.error.message, result.error.vars) : undefined}</FormError>
            <TextField label={t('trust.tags.field')} name="tags" defaultValue={result?.tags ?? post.tags} maxLength={1000}
              hint={t('trust.tags.hint', { count: TAGS_MAX, length: TAG_MAX })}
              error={result?.error?.field === 'tags' ? t(result.error.message, result.error.vars) : undefined} />
            <div className="flex gap-2">
              <button type="submit" className={buttonClass}>{t('trust.tags.save')}</button>
              <Link to={`${FORUM}/${post.id}`} className={secondaryButtonClass}>{t('forum.cancel')}</Link>
            </div>
          </Form>
        ) : (
          <p role="alert" className="font-semibold">{t('trust.tags.forbidden')}</p>
        )}
      </Card>
    </div>
  )
}
