import { Link } from '#app/components/ui/link'
import { Icon, type IconName } from '#app/components/ui/icon'
import { PageHeader } from '#app/components/ui/page-header'
import type { MessageKey } from '#app/i18n/i18n'
import { useI18n } from '#app/i18n/use-i18n'
import { pageMeta } from '#app/lib/meta'
import { sitePages } from '#app/lib/site-pages'
import type { Route } from './+types/welcome'

// A landing page for newcomers that repeats the home page's ways in: kept out of search results.
export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...pageMeta({ matches, location }, 'rules.welcome.title'),
  { name: 'robots', content: 'noindex' },
]

const cardClass = 'flex h-full flex-col gap-1 rounded-xl border border-border bg-surface p-4 hover:border-primary focus-visible:border-primary'

function CardBody({ icon, title, body }: { icon: IconName; title: string; body: string }) {
  return (
    <>
      <span className="flex items-center gap-2 text-lg font-bold text-link">
        <Icon name={icon} className="size-6 shrink-0" />{title}
      </span>
      <span className="text-fg">{body}</span>
    </>
  )
}

const pages: ReadonlyArray<{ key: 'history' | 'touristAttractions'; body: MessageKey }> = [
  { key: 'history', body: 'rules.welcome.history' },
  { key: 'touristAttractions', body: 'rules.welcome.attractions' },
]

/**
 * /welcome: the seeds' welcome page (spec 2, "Welcome or landing page"; issue 43 §5): three cards
 * (history, the tourist attractions, the assistant), buttons to the home page and the forum, and
 * the community's rules before a first post. A new account lands here once, right after signing
 * up, unless it was on its way somewhere (app/lib/after-sign-up.ts); anyone may open it later.
 */
export default function Welcome() {
  const { t, href } = useI18n()
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t('rules.welcome.heading')} icon="hand-heart">{t('rules.welcome.intro')}</PageHeader>
      <section aria-labelledby="welcome-start">
        <h2 id="welcome-start" className="mb-3 text-xl font-bold">{t('rules.welcome.start')}</h2>
        <ul className="grid gap-3 sm:grid-cols-3">
          {pages.map(({ key, body }) => (
            <li key={key}>
              <Link to={sitePages[key].path} className={cardClass}>
                <CardBody icon={sitePages[key].icon} title={t(`page.${key}.title`)} body={t(body)} />
              </Link>
            </li>
          ))}
          <li>
            {/* Without JavaScript, the assistant's page; with it, the floating button's script
                opens its panel (data-assistant-ask, with no question to ask). */}
            <a href={href('/assistant')} data-assistant-ask="" className={cardClass}>
              <CardBody icon="bot" title={t('rules.welcome.assistant.title')} body={t('rules.welcome.assistant.body')} />
            </a>
          </li>
        </ul>
      </section>

      <p className="mt-6 flex items-start gap-3 rounded-xl border border-border bg-surface-2 p-4">
        <Icon name={sitePages.rules.icon} className="mt-1 size-5 shrink-0 text-link" />
        <Link to={sitePages.rules.path} className="font-semibold text-link underline underline-offset-2">{t('rules.welcome.rules')}</Link>
      </p>

      <div className="mt-6 flex flex-wrap gap-3">
        <Link to={sitePages.communityForum.path} className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-primary px-4 font-semibold text-on-primary hover:opacity-90">
          <Icon name="messages-square" className="size-4" />{t('rules.welcome.forum')}
        </Link>
        <Link to={sitePages.home.path} className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-border px-4 font-semibold hover:bg-surface-2">
          <Icon name="house" className="size-4" />{t('rules.welcome.home')}
        </Link>
      </div>
    </div>
  )
}
