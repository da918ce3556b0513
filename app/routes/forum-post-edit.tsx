import { data, useActionData, useLoaderData } from 'react-router'
import { Form, Link } from '#app/components/ui/link'
import { Card } from '#app/components/ui/content'
import { buttonClass, FormError, secondaryButtonClass } from '#app/components/ui/form'
import { PageHeader } from '#app/components/ui/page-header'
import { PostFields } from '#app/features/forum/components/post-fields'
import { getPostRow } from '#app/features/forum/queries.server'
import { editPost } from '#app/features/forum/write-post.server'
import { useI18n } from '#app/i18n/use-i18n'
import { requireUser } from '#app/lib/auth/session.server'
import { formText, parseId, readForm } from '#app/lib/form.server'
import { env } from '#app/lib/env.server'
import { pageMeta } from '#app/lib/meta'
import { redirectWithToast } from '#app/lib/toast.server'
import type { Route } from './+types/forum-post-edit'
import { parseMentionIds } from '#app/lib/mentions/resolve.server'
import { FORUM } from '#app/lib/forum-path'

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, 'forum.edit.title')

/** Only the author edits: anyone else is sent back with "You can only edit your own posts". */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const id = parseId(params.postId)
  const row = id === null ? undefined : await getPostRow(id, user.id)
  if (!row || row.moderation === 'removed') throw redirectWithToast(request, FORUM, { title: 'forum.toast.postNotFound', kind: 'error' })
  if (row.author_id !== user.id) throw redirectWithToast(request, `${FORUM}/${id}`, { title: 'forum.error.editOwnPost', kind: 'error' })
  return {
    post: { id, title: row.title, content: row.content, category: row.category, tags: row.tags.join(', '), hasImage: !!row.image_url, hasVideo: !!row.video_url },
    maxVideoMb: env().UPLOAD_MAX_VIDEO_MB,
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request)
  const id = parseId(params.postId)
  if (id === null) throw redirectWithToast(request, FORUM, { title: 'forum.toast.postNotFound', kind: 'error' })
  const form = await readForm(request)
  const text = (name: string) => formText(form, name)
  const result = await editPost(user, id, { title: text('title'), content: text('content'), category: text('category'), tags: text('tags'), anonymous: false, mentionIds: parseMentionIds(text('mentionIds')) },
    { image: text('removeImage') === '1', video: text('removeVideo') === '1' })
  if (!result.ok) return data({ error: result.error, values: { title: text('title'), content: text('content'), category: text('category'), tags: text('tags') } }, { status: result.status })
  return redirectWithToast(request, `${FORUM}/${id}`, { title: 'forum.toast.updated', kind: 'success' })
}

/** Editing one's own post: title, category, content and tags; the image or video can be removed. */
export default function EditPost() {
  const { t } = useI18n()
  const { post, maxVideoMb } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const values = result?.values ?? post
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title={t('forum.edit.title')} icon="pencil" />
      <Card>
        <Form method="post">
          <FormError>{result?.error && !result.error.field ? t(result.error.message) : undefined}</FormError>
          <PostFields values={values} error={result?.error} media={false} editing maxVideoMb={maxVideoMb} postId={post.id ?? undefined} />
          {post.hasImage ? <label className="mb-2 flex items-center gap-2"><input type="checkbox" name="removeImage" value="1" className="size-4" />{t('forum.field.removeImage')}</label> : null}
          {post.hasVideo ? <label className="mb-2 flex items-center gap-2"><input type="checkbox" name="removeVideo" value="1" className="size-4" />{t('forum.field.removeVideo')}</label> : null}
          <div className="flex gap-2">
            <button type="submit" className={buttonClass}>{t('forum.save')}</button>
            <Link to={`${FORUM}/${post.id}`} className={secondaryButtonClass}>{t('forum.cancel')}</Link>
          </div>
        </Form>
      </Card>
    </div>
  )
}
