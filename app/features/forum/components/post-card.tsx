import { useRouteLoaderData } from 'react-router'
import { Link } from '#app/components/ui/link'
import { Shared } from '#app/components/ui/shared'
import { Icon } from '#app/components/ui/icon'
import { useI18n } from '#app/i18n/use-i18n'
import { formatNumber } from '#app/lib/format'
import type { PostView } from '../post-view.server'
import { LikeButton } from './like-button'
import { AuthorLine } from './author-line'
import { relativeTime } from './post-time'
import { ReportLink } from './report-link'
import { RichText } from './rich-text'
import { ShareButton } from './share-button'
import { imageSrcSet } from '#app/lib/image-widths'
import { moderationNotice } from '#app/features/forum/moderation-notice'
import { FORUM } from '#app/lib/forum-path'

const resolutionTone = { open: 'bg-surface-2 text-muted', resolved: 'bg-primary-soft text-link', closed: 'bg-surface-2 text-fg' } as const

/** What a post's card shows every reader alike: all but its footer's likes, reports and own actions. */
type CardBody = Pick<PostView, 'id' | 'title' | 'content' | 'truncated' | 'category' | 'answerCommentId' | 'resolution' | 'moderation'
  | 'imageUrl' | 'imageWidth' | 'imageHeight' | 'videoUrl' | 'tags' | 'author' | 'anonymous' | 'createdAt' | 'mine'>
const cardBody = ({ id, title, content, truncated, category, answerCommentId, resolution, moderation, imageUrl, imageWidth, imageHeight, videoUrl, tags, author, anonymous, createdAt, mine }: PostView): CardBody =>
  ({ id, title, content, truncated, category, answerCommentId, resolution, moderation, imageUrl, imageWidth, imageHeight, videoUrl, tags, author, anonymous, createdAt, mine })

/** A post in a list (spec 1 §2 Post card): preview, media, tags, and the actions. */
export function PostCard({ post }: { post: PostView }) {
  const { t, tn, lang } = useI18n()
  const layout = useRouteLoaderData('routes/layout') as { now: string } | undefined
  const href = `${FORUM}/${post.id}`
  return (
    // The title's link stretches over the whole card (spec 1 §2: tapping the card opens the post);
    // the links and buttons inside sit above it (relative z-10) and keep working.
    <article className="relative rounded-xl border border-border bg-surface p-4 hover:border-primary" aria-labelledby={`post-${post.id}-title`}>
      {/* Rendered once for every reader on the server (ADR 033); the footer is each reader's own. */}
      <Shared render={PostCardBody} props={{ post: cardBody(post), relative: relativeTime(lang, post.createdAt, layout?.now) }} />
      <footer className="relative z-10 mt-3 flex flex-wrap items-center gap-1 border-t border-border pt-2">
        <LikeButton postId={post.id} itemId={post.id} liked={post.likedByMe} count={post.likes} />
        <Link to={`${href}#comments`} className="inline-flex min-h-10 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-muted hover:bg-surface-2"
          aria-label={tn('forum.commentCount', post.comments)}>
          <Icon name="message-circle" className="size-5" />
          <span aria-hidden="true">{formatNumber(lang, post.comments)}</span>
        </Link>
        <ShareButton postId={post.id} title={post.title} />
        <span className="ml-auto flex gap-1">
          {post.mine ? (
            <>
              <Link to={`${href}/edit`} className="inline-flex min-h-10 items-center gap-1 rounded-lg px-2 text-sm text-muted hover:bg-surface-2">
                <Icon name="pencil" className="size-4" /><span>{t('forum.edit')}</span>
              </Link>
              {/* Deleting asks first, on the post's own page. */}
              {post.moderation === 'active' ? (
                <Link to={`${href}?delete=1#post-title`} className="inline-flex min-h-10 items-center gap-1 rounded-lg px-2 text-sm text-muted hover:bg-surface-2">
                  <Icon name="trash-2" className="size-4" /><span>{t('forum.delete')}</span>
                </Link>
              ) : null}
            </>
          ) : post.reportedByMe ? null : (
            <ReportLink postId={post.id} itemType="post" itemId={post.id} className="inline-flex min-h-10 items-center gap-1 rounded-lg px-2 text-sm text-muted hover:bg-surface-2" />
          )}
        </span>
      </footer>
    </article>
  )
}

/** The card's body: author, badges, title, preview, media and tags. Shared between readers: props only. */
function PostCardBody({ post, relative }: { post: CardBody; relative: string | null }) {
  const { t } = useI18n()
  const href = `${FORUM}/${post.id}`
  return (
    <>
      <header className="flex items-start justify-between gap-2">
        <AuthorLine post={post} relative={relative} />
        <div className="flex shrink-0 flex-wrap justify-end gap-1 text-xs font-semibold">
          <span className="rounded-full bg-primary-soft px-2 py-0.5 text-link">{t(`forum.badge.${post.category}`)}</span>
          {post.category === 'question' && post.answerCommentId !== null ? (
            <span className="inline-flex items-center gap-0.5 rounded-full bg-primary px-2 py-0.5 text-on-primary"><Icon name="circle-check" className="size-3" />{t('forum.badge.answered')}</span>
          ) : post.category === 'question' || post.category === 'complaint' ? (
            <span className={`rounded-full px-2 py-0.5 ${resolutionTone[post.resolution]}`}>{t(`forum.status.${post.resolution}`)}</span>
          ) : null}
        </div>
      </header>
      {post.moderation !== 'active' ? (
        <p className="mt-2 rounded-lg bg-warning-soft p-2 text-sm text-warning-fg">{t(moderationNotice(post.moderation, 'post', true))}</p>
      ) : null}
      <h2 id={`post-${post.id}-title`} className="mt-3 text-lg font-bold leading-snug">
        <Link to={href} className="hover:underline after:absolute after:inset-0 after:rounded-xl after:content-['']">{post.title}</Link>
      </h2>
      <RichText text={post.content} className="mt-1 text-fg [&_a]:relative [&_a]:z-10" />
      {post.truncated ? <Link to={href} className="relative z-10 inline-flex min-h-6 items-center text-sm font-semibold text-link underline">{t('forum.readMore')}</Link> : null}
      {post.imageUrl ? (
        <img src={post.imageUrl} srcSet={imageSrcSet(post.imageUrl, post.imageWidth)} sizes="(min-width: 48rem) 44rem, 100vw"
          width={post.imageWidth ?? undefined} height={post.imageHeight ?? undefined} alt="" loading="lazy" decoding="async"
          className="mt-3 h-auto max-h-96 w-full rounded-lg object-cover" />
      ) : null}
      {post.videoUrl ? <video src={post.videoUrl} controls preload="none" className="relative z-10 mt-3 max-h-96 w-full rounded-lg bg-black" /> : null}
      {post.tags.length ? (
        <ul className="mt-3 flex flex-wrap gap-1" aria-label={t('forum.tags')}>
          {post.tags.map((tag) => (
            <li key={tag}><Link to={`${FORUM}?q=${encodeURIComponent(tag)}`} className="relative z-10 inline-flex min-h-6 items-center rounded-full bg-surface-2 px-2 text-xs">#{tag}</Link></li>
          ))}
        </ul>
      ) : null}
    </>
  )
}
