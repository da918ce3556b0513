import { Avatar } from '#app/components/ui/avatar'
import { Icon } from '#app/components/ui/icon'
import { useI18n } from '#app/i18n/use-i18n'
import type { PostView } from '../post-view.server'
import { PostTime } from './post-time'

/**
 * Who wrote it: name and picture, "Anonymous User", and a moderator badge, with when, as
 * `relative` words ("3 hours ago": see relativeTime in post-time.tsx), and `edited` after it.
 */
export function AuthorLine({ post, relative, edited }: { post: Pick<PostView, 'author' | 'mine' | 'anonymous' | 'createdAt'>; relative: string | null; edited?: React.ReactNode }) {
  const { t } = useI18n()
  const name = post.author && !post.anonymous ? post.author.name : t('forum.anonymous')
  return (
    <div className="flex min-w-0 items-center gap-2">
      <Avatar name={post.author && !post.anonymous ? post.author.name : '?'} initials={post.author && !post.anonymous ? post.author.initials : undefined} url={post.anonymous ? null : post.author?.avatarUrl} size="sm" />
      <div className="min-w-0 text-sm">
        <p className="flex flex-wrap items-center gap-x-1 font-semibold">
          <span className="break-all">{name}</span>{post.mine ? <span className="font-normal text-muted">{t('forum.you')}</span> : null}
          {post.author && !post.anonymous && post.author.role !== 'member' ? (
            <span className="inline-flex items-center gap-0.5 rounded-full bg-primary-soft px-1.5 text-xs text-link">
              <Icon name="shield-check" className="size-3" />
              {t(post.author.role === 'admin' ? 'forum.adminBadge' : 'forum.moderatorBadge')}
            </span>
          ) : null}
        </p>
        <p className="text-xs text-muted"><PostTime iso={post.createdAt} relative={relative} />{edited}</p>
      </div>
    </div>
  )
}
