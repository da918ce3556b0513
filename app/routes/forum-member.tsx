import { data, useLoaderData } from 'react-router'
import { Avatar } from '#app/components/ui/avatar'
import { Icon } from '#app/components/ui/icon'
import { Link } from '#app/components/ui/link'
import { memberIdOf, publicMember } from '#app/features/forum/member-profile.server'
import { listPosts } from '#app/features/forum/queries.server'
import { decodeCursor, encodeCursor } from '#app/features/forum/schema'
import { useI18n } from '#app/i18n/use-i18n'
import { formatDate } from '#app/lib/format'
import { pageMeta } from '#app/lib/meta'
import type { Route } from './+types/forum-member'
import { FORUM } from '#app/lib/forum-path'

// A member's page is for the neighbours who meet them in the forum, not for search engines: it
// says little a search would want, and nobody asked to be found by name.
export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => [
  ...pageMeta({ matches, location }, 'page.notFound.title', { titleText: loaderData?.member?.name }),
  { name: 'robots', content: 'noindex' },
]

/**
 * /seeking-<place>/members/<id>: a member's public page (issue 44 §1), where a mention leads:
 * name, picture, bio, since when, role, and their public posts (not anonymous, not hidden), ten
 * a page by keyset. An unknown (or banned) member is the site's "not found", with a 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const id = memberIdOf(params.userId)
  const member = id === null ? null : await publicMember(id)
  if (!member) return data({ member: null, posts: [], older: null, after: false }, { status: 404 })
  const after = new URL(request.url).searchParams.get('after')
  // The list shows no likes or reports: the rows every reader shares (kept in memory) suffice.
  const page = await listPosts({ authorId: member.id }, null, decodeCursor(after))
  return { member, posts: page.posts, older: page.next && encodeCursor(page.next.createdAt, page.next.id), after: after !== null }
}

export default function MemberPage() {
  const { t, tn, lang } = useI18n()
  const { member, posts, older, after } = useLoaderData<typeof loader>()
  if (!member) {
    return (
      <section className="py-16 text-center">
        <p className="text-6xl font-bold text-primary">{t('notFound.code')}</p>
        <h1 className="mt-4 text-2xl font-bold">{t('notFound.message')}</h1>
        <Link to={FORUM} className="mt-6 inline-block rounded-lg bg-primary px-5 py-3 font-semibold text-on-primary">{t('forum.back')}</Link>
      </section>
    )
  }
  const here = `${FORUM}/members/${member.id}`
  const pager = 'inline-flex min-h-11 items-center rounded-lg border border-border bg-surface px-5 font-semibold hover:bg-surface-2'
  return (
    <div className="mx-auto max-w-3xl">
      <Link to={FORUM} className="mb-4 inline-flex min-h-11 items-center gap-1 font-semibold text-link">
        <Icon name="arrow-left" className="size-4" />{t('forum.back')}
      </Link>
      <section aria-labelledby="member-name" className="flex flex-col items-center gap-4 rounded-xl border border-border bg-surface p-5 sm:flex-row sm:items-start">
        <Avatar name={member.name} initials={member.initials} url={member.avatarUrl} size="lg" />
        <div className="min-w-0 flex-1 text-center sm:text-left">
          <h1 id="member-name" className="break-words text-2xl font-bold">{member.name}</h1>
          <p className="mt-1 flex flex-wrap items-center justify-center gap-2 text-sm text-muted sm:justify-start">
            {member.role !== 'member' ? (
              <span className="inline-flex items-center gap-0.5 rounded-full bg-primary-soft px-2 text-xs font-semibold text-link">
                <Icon name="shield-check" className="size-3" />{t(member.role === 'admin' ? 'forum.adminBadge' : 'forum.moderatorBadge')}
              </span>
            ) : null}
            <span>{t('profile.memberSince', { date: formatDate(lang, member.memberSince) })}</span>
          </p>
          {member.bio ? <p className="mt-3 whitespace-pre-line break-words">{member.bio}</p> : null}
        </div>
      </section>
      <section aria-labelledby="member-posts" className="mt-6">
        <h2 id="member-posts" className="mb-3 text-xl font-bold">{t('forum.member.posts')}</h2>
        {posts.length ? (
          <ol className="space-y-3">
            {posts.map((post) => (
              <li key={post.id}>
                <Link to={`${FORUM}/${post.id}`} className="block rounded-xl border border-border bg-surface p-4 hover:border-primary">
                  <span className="block break-words text-lg font-semibold">{post.title}</span>
                  <span className="mt-1 line-clamp-2 break-words text-fg">{post.content}</span>
                  <span className="mt-2 block text-sm text-muted">
                    {t(`forum.badge.${post.category}`)} · {formatDate(lang, post.createdAt)} · {tn('forum.commentCount', post.comments)}
                  </span>
                </Link>
              </li>
            ))}
          </ol>
        ) : (
          <p className="rounded-xl border border-dashed border-border p-4 text-center text-muted">
            {after ? t('forum.member.noMorePosts') : t('forum.member.noPosts', { name: member.name })}
          </p>
        )}
        {after || older ? (
          <nav className="flex flex-wrap justify-center gap-2 py-4">
            {after ? <Link to={here} className={pager}>{t('forum.member.newest')}</Link> : null}
            {older ? <Link to={`${here}?after=${older}`} className={pager}>{t('forum.member.older')}</Link> : null}
          </nav>
        ) : null}
      </section>
    </div>
  )
}
