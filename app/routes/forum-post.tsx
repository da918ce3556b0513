import { Suspense } from 'react'
import { useActionData, useLoaderData, useRouteLoaderData, useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router'
import { Link } from '#app/components/ui/link'
import { Icon } from '#app/components/ui/icon'
import { Shared } from '#app/components/ui/shared'
import { Comments } from '#app/features/forum/components/comments'
import { threadView } from '#app/features/forum/threads'
import { LikeButton } from '#app/features/forum/components/like-button'
import { DeletePostForm, FollowForm, ResolutionForm, SaveButton } from '#app/features/forum/components/lazy-parts'
import { EditedMark } from '#app/features/forum/components/edited-mark'
import { AuthorLine } from '#app/features/forum/components/author-line'
import { relativeTime } from '#app/features/forum/components/post-time'
import { ReportLink } from '#app/features/forum/components/report-link'
import { RichText } from '#app/features/forum/components/rich-text'
import { ShareButton } from '#app/features/forum/components/share-button'
import { AnswerPrompt, ChosenAnswer } from '#app/features/forum/components/answer'
import { handlePostAction } from '#app/features/forum/post-actions.server'
import { toPostView, type PostView } from '#app/features/forum/post-view.server'
import { readPostPage } from '#app/features/forum/queries.server'
import { registeredMessages } from '#app/i18n/registry'
import { useI18n } from '#app/i18n/use-i18n'
import { actsAs, getUser } from '#app/lib/auth/session.server'
import { env } from '#app/lib/env.server'
import { imageSrcSet } from '#app/lib/image-widths'
import { parseId } from '#app/lib/form.server'
import { languageLinks, rootData } from '#app/lib/meta'
import { redirectWithToast } from '#app/lib/toast.server'
import type { Route } from './+types/forum-post'
import { moderationNotice } from '#app/features/forum/moderation-notice'
import { mayEditTags } from '#app/features/forum/edit-tags.server'
import { similarAfterPosting } from '#app/features/forum/similar-html.server'
import { ServerHtml } from '#app/components/ui/server-html'
import { getLang } from '#app/lib/preferences.server'
import { FORUM } from '#app/lib/forum-path'
import { guideName } from '#pack/place'

const CANONICAL = (id: number) => `${FORUM}/${id}`

const postIdOf = (params: Record<string, string | undefined>) => parseId(params.postId)

export async function loader({ request, params }: Route.LoaderArgs) {
  const id = postIdOf(params)
  const user = await getUser(request)
  const notFound = () => redirectWithToast(request, FORUM, { title: 'forum.toast.postNotFound', kind: 'error' })
  if (id === null) throw notFound()
  const page = await readPostPage(id, user?.id ?? null)
  const row = page?.row
  const visible = row && (row.moderation === 'active' || row.author_id === user?.id || actsAs(user, 'moderator'))
  if (!page || !visible) throw notFound()
  // The view itself is counted before the page cache (server/main.ts, view-counter.server.ts).
  const post = toPostView(page.row, user?.id ?? null)
  // Its author, just after sending it without JavaScript: what may already answer it (issue 44 §5).
  const similar = post.mine && new URL(request.url).searchParams.get('posted') === '1' ? await similarAfterPosting(post, getLang(request)) : null
  return {
    post,
    similar,
    comments: page.comments,
    // Replies under the comment they answer (issue 44 §2), worked out here: the page's script only draws them.
    ...threadView(page.comments),
    signedIn: !!user,
    // The asker, or a moderator who completed two-step sign-in (ADR 016), chooses the answer.
    canChooseAnswer: post.category === 'question' && post.moderation === 'active' && (post.mine || actsAs(user, 'moderator')),
    // A moderator may offer what the post or a comment says to the guide (issue 42 §4).
    canOffer: post.moderation === 'active' && actsAs(user, 'moderator'),
    // Trusted members and moderators may edit a visible post's tags (issue 43 §1; the tags page checks again).
    canEditTags: post.moderation === 'active' && mayEditTags(user),
    // The earlier versions of what was edited: the author's own, and any for moderators (issue 44 §4).
    moderator: actsAs(user, 'moderator'),
    origin: env().publicUrl,
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  const id = postIdOf(params)
  if (id === null) throw redirectWithToast(request, FORUM, { title: 'forum.toast.postNotFound', kind: 'error' })
  return handlePostAction(request, await getUser(request), id)
}

/**
 * Opening a form in the URL (?delete=1, ?editComment=, ?replyTo=) needs no new data; a submission
 * does, and so does the live comments' explicit revalidate (the same address).
 */
export function shouldRevalidate({ formMethod, currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod) return defaultShouldRevalidate
  return currentUrl.pathname !== nextUrl.pathname || currentUrl.href === nextUrl.href
}

/** The title and language links; the preview tags and JSON-LD are the server's (app/features/seo). */
export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data) return [{ title: guideName.bn }]
  const { post, origin } = data
  const root = rootData(matches)
  const appName = (root && registeredMessages(root.catalog.key)['app.name']) || guideName.bn
  return [
    { title: `${post.title} | ${appName}` },
    ...languageLinks(origin, root?.lang ?? 'bn', CANONICAL(post.id)),
  ]
}

/** A post with its comments (spec 1 §2 Post detail), at /seeking-<place>/{id} and its aliases. */
export default function PostPage() {
  const { t, tn, lang } = useI18n()
  const { post, comments, threads, quotes, signedIn, canChooseAnswer, canOffer, canEditTags, moderator, similar } = useLoaderData<typeof loader>()
  const layout = useRouteLoaderData('routes/layout') as { now: string } | undefined
  const answer = post.answerCommentId !== null ? comments.find((c) => c.id === post.answerCommentId && c.moderation === 'active') : undefined
  const actionData = useActionData<typeof action>()
  const [params] = useSearchParams()
  const here = CANONICAL(post.id)
  const deleting = post.mine && params.get('delete') === '1'
  const numberOf = (id: string | null) => (id && /^\d+$/.test(id) ? Number(id) : null)
  const small = 'inline-flex min-h-10 items-center gap-1 rounded-lg px-2 text-sm text-muted hover:bg-surface-2'

  return (
    <div className="mx-auto max-w-3xl">
      <Link to={FORUM} className="mb-4 inline-flex items-center gap-1 font-semibold text-link">
        <Icon name="arrow-left" className="size-4" />{t('forum.back')}
      </Link>
      <article className="rounded-xl border border-border bg-surface p-4 sm:p-6" aria-labelledby="post-title">
        {/* Rendered once for every reader on the server (ADR 033). */}
        <Shared render={PostBody} props={{
          post: postBody(post), relative: relativeTime(lang, post.createdAt, layout?.now),
          edited: post.editedAt ? { iso: post.editedAt, relative: relativeTime(lang, post.editedAt, layout?.now), history: post.mine || moderator ? `${here}/history` : null } : null,
        }} />
        {post.imageUrl ? (
          <img src={post.imageUrl} srcSet={imageSrcSet(post.imageUrl, post.imageWidth)} sizes="(min-width: 48rem) 46rem, 100vw"
            width={post.imageWidth ?? undefined} height={post.imageHeight ?? undefined} alt="" className="mt-4 h-auto w-full rounded-lg" />
        ) : null}
        {post.videoUrl ? <video src={post.videoUrl} controls preload="metadata" className="mt-4 w-full rounded-lg bg-black" /> : null}
        {post.tags.length ? (
          <ul className="mt-3 flex flex-wrap gap-1" aria-label={t('forum.tags')}>
            {post.tags.map((tag) => <li key={tag}><Link to={`${FORUM}?q=${encodeURIComponent(tag)}`} className="inline-flex min-h-6 items-center rounded-full bg-surface-2 px-2 text-xs">#{tag}</Link></li>)}
          </ul>
        ) : null}
        {post.resolutionNote ? (
          <p className="mt-3 rounded-lg border border-primary bg-primary-soft p-3 text-sm"><span className="font-semibold">{t('forum.resolution.note')}:</span> {post.resolutionNote}</p>
        ) : null}

        {deleting ? <Suspense fallback={null}><DeletePostForm here={here} /></Suspense> : null}
        <footer className="mt-4 flex flex-wrap items-center gap-1 border-t border-border pt-2">
          {post.moderation === 'active' ? <LikeButton postId={post.id} itemId={post.id} liked={post.likedByMe} count={post.likes} /> : null}
          {signedIn && (post.moderation === 'active' || post.moderation === 'pending') ? <Suspense fallback={null}><SaveButton postId={post.id} itemId={post.id} saved={post.savedByMe} /></Suspense> : null}
          <span className="inline-flex min-h-10 items-center gap-1 px-2 text-sm text-muted"><Icon name="eye" className="size-4" />{tn('forum.viewCount', post.views)}</span>
          <ShareButton postId={post.id} title={post.title} />
          <span className="ml-auto flex flex-wrap gap-1">
            {canOffer ? <Link to={`/suggest?forum=${post.id}`} className={small}><Icon name="book-open" className="size-4" />{t('forum.offerToGuide')}</Link> : null}
            {canEditTags ? <Link to={`${here}/tags`} className={small}><Icon name="tag" className="size-4" />{t('trust.tags.link')}</Link> : null}
            {post.mine ? (
              <>
                <Link to={`${here}/edit`} className={small}><Icon name="pencil" className="size-4" />{t('forum.edit')}</Link>
                {/* A hidden or removed post stays for the moderators to decide (write-post.server: deletePost). */}
                {post.moderation === 'active' || post.moderation === 'pending' ? <Link to="?delete=1" replace preventScrollReset className={small}><Icon name="trash-2" className="size-4" />{t('forum.delete')}</Link> : null}
              </>
            ) : !post.reportedByMe ? (
              <ReportLink postId={post.id} itemType="post" itemId={post.id} className={small} />
            ) : null}
          </span>
        </footer>
        {signedIn ? <Suspense fallback={null}><FollowForm following={post.followedByMe} /></Suspense> : null}
        {post.mine && (post.category === 'question' || post.category === 'complaint') ? <Suspense fallback={null}><ResolutionForm resolution={post.resolution} /></Suspense> : null}
      </article>

      {similar ? <ServerHtml html={similar} /> : null}
      {answer ? <ChosenAnswer comment={answer} quote={quotes[answer.id]} /> : null}
      {post.mine && post.category === 'question' && post.moderation === 'active' && !answer ? <AnswerPrompt /> : null}
      <Comments postId={post.id} comments={comments} threads={threads} quotes={quotes} signedIn={signedIn} canComment={post.moderation === 'active'}
        answerId={answer?.id ?? null} canChooseAnswer={canChooseAnswer} canOffer={canOffer} moderator={moderator}
        editing={numberOf(params.get('editComment'))} deleting={numberOf(params.get('deleteComment'))} replying={numberOf(params.get('replyTo'))} pageResult={actionData as never} />
    </div>
  )
}

/** What the top of a post shows every reader alike: author, badges, the moderators' notice, title and text. */
type PostBodyProps = Pick<PostView, 'author' | 'mine' | 'anonymous' | 'createdAt' | 'category' | 'resolution' | 'moderation' | 'moderationReason' | 'title' | 'content' | 'mentions'>
const postBody = ({ author, mine, anonymous, createdAt, category, resolution, moderation, moderationReason, title, content, mentions }: PostView): PostBodyProps =>
  ({ author, mine, anonymous, createdAt, category, resolution, moderation, moderationReason, title, content, mentions })

/** The top of a post. Shared between readers: props only (app/components/ui/shared.tsx). */
function PostBody({ post, relative, edited }: { post: PostBodyProps; relative: string | null; edited: { iso: string; relative: string | null; history: string | null } | null }) {
  const { t } = useI18n()
  return (
    <>
      <header className="flex items-start justify-between gap-2">
        <AuthorLine post={post} relative={relative} edited={edited ? <EditedMark {...edited} /> : null} />
        <div className="flex shrink-0 flex-wrap justify-end gap-1 text-xs font-semibold">
          <span className="rounded-full bg-primary-soft px-2 py-0.5 text-link">{t(`forum.badge.${post.category}`)}</span>
          <span className="rounded-full bg-surface-2 px-2 py-0.5">{t(`forum.status.${post.resolution}`)}</span>
        </div>
      </header>
      {post.moderation !== 'active' ? (
        <p role="status" className="mt-3 rounded-lg bg-warning-soft p-3 text-sm text-warning-fg">
          {t(moderationNotice(post.moderation, 'post'))}
          {post.moderationReason ? ` ${t('forum.moderation.reason', { reason: post.moderationReason })}` : ''}
        </p>
      ) : null}
      <h1 id="post-title" className="mt-4 text-2xl font-bold leading-snug">{post.title}</h1>
      <RichText text={post.content} mentions={post.mentions} className="mt-2 text-lg" />
    </>
  )
}
