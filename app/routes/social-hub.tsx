import { useLoaderData } from 'react-router'
import { Link } from '#app/components/ui/link'
import { Badge, Card, SourceNote } from '#app/components/ui/content'
import { Icon, type IconName } from '#app/components/ui/icon'
import { PageHeader } from '#app/components/ui/page-header'
import { FeaturedHero } from '#app/features/heroes/components/hero-card'
import { sortHeroes } from '#app/features/heroes/heroes'
import { heroViews } from '#app/features/heroes/views.server'
import { currentMonth, datedFirst, dateViews, eventViews } from '#app/features/events/views.server'
import { upcomingDates } from '#app/features/events/dates.server'
import { listPosts } from '#app/features/forum/queries.server'
import { catalogs } from '#app/i18n/catalogs.server'
import { formatDate, localDigits } from '#app/lib/format'
import type { MessageKey } from '#app/i18n/i18n'
import { useI18n } from '#app/i18n/use-i18n'
import { getGuide } from '#app/lib/content/guide.server'
import { pageMeta } from '#app/lib/meta'
import { getLang } from '#app/lib/preferences.server'
import { sitePages } from '#app/lib/site-pages'
import type { Route } from './+types/social-hub'
import { FORUM } from '#app/lib/forum-path'

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, 'page.socialHub.title')

export async function loader({ request }: Route.LoaderArgs) {
  const lang = getLang(request)
  const { events, people } = await getGuide()
  // The forum's two latest posts, as any visitor sees them (spec 2: "From the community forum").
  // This page is in the forum's cache invalidation (server/page-cache.ts) for that reason.
  const [{ posts }, dates] = await Promise.all([listPosts({}, null, null, 2), upcomingDates()])
  const next = dateViews(dates, lang, null)
  const t = catalogs[lang]
  return {
    posts: posts.map((post) => ({
      id: post.id, title: post.title, excerpt: post.content, category: t[`forum.badge.${post.category}`],
      author: post.author?.name ?? t['hub.forum.anonymous'], date: formatDate(lang, post.createdAt, 'medium'),
      comments: localDigits(lang, String(post.comments)),
    })),
    // The two that come next: announced dates first, then the calendar's order.
    events: datedFirst(eventViews(events, lang, currentMonth()), dates).slice(0, 2)
      .map((event) => ({ ...event, next: next[event.id]?.find((date) => !date.cancelled)?.when ?? null })),
    hero: sortHeroes(heroViews(people, lang), 'recent')[0] ?? null,
  }
}

const hubCards: ReadonlyArray<{ path: string; icon: IconName; title: MessageKey; body: MessageKey }> = [
  { path: sitePages.eventCalendar.path, icon: sitePages.eventCalendar.icon, title: 'page.eventCalendar.title', body: 'hub.card.events' },
  { path: '/community-forum', icon: sitePages.communityForum.icon, title: 'page.communityForum.title', body: 'hub.card.forum' },
  { path: sitePages.localHeroes.path, icon: sitePages.localHeroes.icon, title: 'page.localHeroes.title', body: 'hub.card.heroes' },
]

const moreLink = 'inline-flex min-h-11 items-center gap-1 font-semibold text-link hover:underline'

/** Social hub (spec 2 §2): links to events, the forum and heroes; two events, one hero, the forum's latest. */
export default function SocialHub() {
  const { t } = useI18n()
  const { events, hero, posts } = useLoaderData<typeof loader>()
  return (
    <>
      <PageHeader title={t('page.socialHub.title')} icon={sitePages.socialHub.icon}>{t('hub.intro')}</PageHeader>
      <nav aria-label={t('hub.sections')} className="mb-8">
        <ul className="grid gap-3 md:grid-cols-3">
          {hubCards.map((card) => (
            <li key={card.path}>
              <Link to={card.path} className="flex h-full items-start gap-3 rounded-xl border border-border bg-surface p-4 hover:border-primary hover:bg-surface-2">
                <span className="rounded-lg bg-primary-soft p-2 text-link"><Icon name={card.icon} className="size-6" /></span>
                <span className="min-w-0">
                  <span className="block font-bold text-link">{t(card.title)}</span>
                  <span className="block text-sm text-muted">{t(card.body)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className="grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="hub-events">
          <h2 id="hub-events" className="mb-3 text-xl font-bold">{t('hub.events.title')}</h2>
          <ul className="flex flex-col gap-3">
            {events.map((event) => (
              <Card as="li" key={event.id} className="flex flex-col gap-2">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h3 className="min-w-0 font-bold leading-snug">
                    <Link to={`${sitePages.eventCalendar.path}?event=${event.id}#${event.id}`} className="text-link hover:underline">{event.title}</Link>
                  </h3>
                  <Badge tone="primary">{event.categoryLabel}</Badge>
                </div>
                {event.next ? <p className="text-sm font-semibold">{t('events.dates.next', { when: event.next })}</p> : null}
                <p className="flex gap-2 text-sm"><Icon name="calendar-days" className="mt-0.5 size-4 shrink-0 text-muted" /><span className="line-clamp-2">{event.when}</span></p>
                <p className="flex gap-2 text-sm"><Icon name="map-pin" className="mt-0.5 size-4 shrink-0 text-muted" />{event.location}</p>
                <SourceNote sources={event.sources} asOf={event.asOf} />
              </Card>
            ))}
          </ul>
          <Link to={sitePages.eventCalendar.path} className={moreLink}>{t('hub.events.all')}<Icon name="chevron-right" className="size-4" /></Link>
        </section>

        <section aria-labelledby="hub-forum">
          <h2 id="hub-forum" className="mb-3 text-xl font-bold">{t('hub.forum.title')}</h2>
          {posts.length === 0 ? <p className="mb-3 rounded-xl border border-dashed border-border p-4 text-muted">{t('hub.forum.empty')}</p> : (
            <ul className="mb-1 flex flex-col gap-3">
              {posts.map((post) => (
                <Card as="li" key={post.id} className="flex flex-col gap-1">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <h3 className="min-w-0 font-bold leading-snug">
                      <Link to={`${FORUM}/${post.id}`} className="text-link hover:underline">{post.title}</Link>
                    </h3>
                    <Badge tone="primary">{post.category}</Badge>
                  </div>
                  <p className="line-clamp-2 text-sm">{post.excerpt}</p>
                  <p className="text-xs text-muted">{t('hub.forum.byline', { author: post.author, date: post.date, comments: post.comments })}</p>
                </Card>
              ))}
            </ul>
          )}
          <Link to={sitePages.communityForum.path} className={moreLink}>{t('hub.forum.open')}<Icon name="chevron-right" className="size-4" /></Link>
        </section>
      </div>

      {hero ? (
        <section aria-labelledby="hub-hero" className="mt-8">
          <h2 id="hub-hero" className="mb-3 text-xl font-bold">{t('hub.hero.title')}</h2>
          <FeaturedHero hero={hero} />
          <Link to={sitePages.localHeroes.path} className={moreLink}>{t('hub.hero.all')}<Icon name="chevron-right" className="size-4" /></Link>
        </section>
      ) : null}
    </>
  )
}
