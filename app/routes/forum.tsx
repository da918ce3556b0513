import { useLoaderData, useSearchParams } from 'react-router'
import { Form, Link } from '#app/components/ui/link'
import { Icon } from '#app/components/ui/icon'
import { PageHeader } from '#app/components/ui/page-header'
import { Feed } from '#app/features/forum/components/feed'
import type { PostView } from '#app/features/forum/post-view.server'
import { countPosts, listPosts } from '#app/features/forum/queries.server'
import { categories, resolutions } from '#app/features/forum/constants'
import { ForumTabs } from '#app/features/forum/components/forum-tabs'
import { NewPostButton } from '#app/features/forum/components/new-post-button'
import { readFilters } from '#app/features/forum/filters.server'
import { decodeCursor } from '#app/features/forum/schema'
import { pluralKey } from '#app/i18n/i18n'
import { useI18n } from '#app/i18n/use-i18n'
import { getUser } from '#app/lib/auth/session.server'
import { env } from '#app/lib/env.server'
import { pageMeta } from '#app/lib/meta'
import type { Route } from './+types/forum'
import { localizedRedirect } from '#app/lib/preferences.server'
import { FORUM } from '#app/lib/forum-path'

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, 'page.communityForum.title', { canonical: FORUM })

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const user = await getUser(request)
  // The Profile tab is its own page; old links with ?tab=profile still arrive there.
  if (url.searchParams.get('tab') === 'profile') throw localizedRedirect(request, `${FORUM}/profile${url.searchParams.get('edit') === '1' ? '?edit=1' : ''}`)
  const filters = readFilters(url)
  const cursor = decodeCursor(url.searchParams.get('after'))
  const mine = filters.mine && !!user
  const page = await listPosts({ ...filters, mine }, user?.id ?? null, cursor)
  // Counting is bounded (at most 1000) and only for the first page.
  const count = cursor ? null : await countPosts({ ...filters, mine }, user?.id ?? null)
  // The New Post dialog asks a newcomer's first post to tick the community's rules (issue 43 §5).
  return { filters: { ...filters, mine }, page, count, signedIn: !!user, maxVideoMb: env().UPLOAD_MAX_VIDEO_MB, askRules: !!user && !user.rulesAccepted }
}

/** The community forum's Feed (spec 1 §2): search, filters, the live list. Profile is its own page. */
export default function Forum() {
  const { t, lang } = useI18n()
  const loaderData = useLoaderData<typeof loader>()
  const [params] = useSearchParams()
  const { filters, page, count } = loaderData
  const listKey = params.toString()
  const link = (change: (p: URLSearchParams) => void) => {
    const next = new URLSearchParams(params)
    next.delete('after')
    next.delete('tab')
    change(next)
    const query = next.toString()
    return query ? `?${query}` : '?'
  }
  const filtered = !!(filters.q || filters.category || filters.statuses.length || filters.unanswered)
  const chip = (active: boolean) =>
    `inline-flex min-h-10 items-center rounded-full border px-3 text-sm font-semibold ${active ? 'border-primary bg-primary text-on-primary' : 'border-border bg-surface hover:bg-surface-2'}`
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t('page.communityForum.title')} icon="messages-square">{t('forum.intro')}</PageHeader>
      <ForumTabs current="feed" />
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <NewPostButton maxVideoMb={loaderData.maxVideoMb} askRules={loaderData.askRules} />
        <Link to={link((p) => (filters.mine ? p.delete('mine') : p.set('mine', '1')))} aria-current={filters.mine ? 'true' : undefined} className={chip(filters.mine)}>
          <Icon name="user" className="mr-1 size-4" />{t('forum.myPosts')}
        </Link>
      </div>
      {params.get('mine') === '1' && !loaderData.signedIn ? (
        <p role="alert" className="mb-3 rounded-lg border border-border bg-warning-soft p-3 text-warning-fg">
          {t('forum.toast.loginFirst')}. <Link to={`/login?redirectTo=${encodeURIComponent(`${FORUM}?mine=1`)}`} className="font-semibold underline">{t('header.login')}</Link>
        </p>
      ) : null}
      <Form method="get" role="search" className="mb-3 flex gap-2">
        {filters.category ? <input type="hidden" name="category" value={filters.category} /> : null}
        {filters.statuses.map((s) => <input key={s} type="hidden" name="status" value={s} />)}
        {filters.mine ? <input type="hidden" name="mine" value="1" /> : null}
        <label className="flex-1">
          <span className="sr-only">{t('forum.search')}</span>
          <input type="search" name="q" defaultValue={filters.q} placeholder={t('forum.search')}
            className="min-h-11 w-full rounded-lg border border-border bg-surface px-3 text-fg placeholder:text-muted" />
        </label>
        <button type="submit" className="min-h-11 rounded-lg border border-border px-4 font-semibold hover:bg-surface-2">{t('forum.searchButton')}</button>
      </Form>
      <nav aria-label={t('forum.categories')} className="mb-2 flex flex-wrap gap-2">
        <Link to={link((p) => p.delete('category'))} aria-current={!filters.category ? 'true' : undefined} className={chip(!filters.category)}>{t('forum.category.all')}</Link>
        {categories.map((c) => (
          <Link key={c} to={link((p) => p.set('category', c))} aria-current={filters.category === c ? 'true' : undefined} className={chip(filters.category === c)}>
            {t(`forum.category.${c}`)}
          </Link>
        ))}
      </nav>
      <nav aria-label={t('forum.statuses')} className="mb-3 flex flex-wrap items-center gap-2">
        {resolutions.map((r) => {
          const on = filters.statuses.includes(r)
          return (
            <Link key={r} to={link((p) => {
              const rest = p.getAll('status').filter((s) => s !== r)
              p.delete('status')
              for (const s of on ? rest : [...rest, r]) p.append('status', s)
            })} aria-current={on ? 'true' : undefined} className={chip(on)}>
              {t(`forum.status.${r}`)}
            </Link>
          )
        })}
        <Link to={link((p) => (filters.unanswered ? p.delete('unanswered') : p.set('unanswered', '1')))} aria-current={filters.unanswered ? 'true' : undefined} className={chip(filters.unanswered)}>
          <Icon name="message-circle" className="mr-1 size-4" />{t('forum.filter.unanswered')}
        </Link>
        {filtered ? <Link to="?" className="inline-flex min-h-10 items-center px-1 text-sm font-semibold text-link underline">{t('forum.resetFilters')}</Link> : null}
      </nav>
      {count ? (
        <p className="mb-3 text-sm text-muted" role="status">
          {count.more ? t('forum.postsFound.many', { count: count.count }) : t(pluralKey(lang, 'forum.postsFound', count.count), { count: count.count })}
        </p>
      ) : null}
      {page && page.posts.length === 0 && !params.get('after') ? (
        <div className="rounded-xl border border-dashed border-border p-8 text-center">
          <h2 className="text-lg font-bold">{t('forum.empty.title')}</h2>
          <p className="mt-1 text-muted">{t(filters.unanswered && !filters.q ? 'forum.empty.unanswered' : filtered ? 'forum.empty.search' : filters.mine ? 'forum.empty.mine' : 'forum.empty.none')}</p>
          <div className="mt-4"><NewPostButton maxVideoMb={loaderData.maxVideoMb} askRules={loaderData.askRules} label="forum.createNew" /></div>
        </div>
      ) : page ? (
        <Feed key={listKey} initial={page} acceptsLive={(post: PostView) =>
          !filters.q && !filters.mine && (!filters.category || filters.category === post.category) &&
          (!filters.statuses.length || filters.statuses.includes(post.resolution)) &&
          (!filters.unanswered || (post.category === 'question' && post.resolution === 'open' && post.answerCommentId === null))} />
      ) : null}
    </div>
  )
}
