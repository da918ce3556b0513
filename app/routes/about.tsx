import { useLoaderData } from 'react-router'
import { Link } from '#app/components/ui/link'
import { Card } from '#app/components/ui/content'
import { Icon, type IconName } from '#app/components/ui/icon'
import { PageHeader } from '#app/components/ui/page-header'
import { useI18n } from '#app/i18n/use-i18n'
import { localDigits } from '#app/lib/format'
import { pageMeta } from '#app/lib/meta'
import { sitePages } from '#app/lib/site-pages'
import pkg from '../../package.json'
import type { Route } from './+types/about'

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, 'page.about.title')

// The version the package declares; read on the server, so package.json never reaches the browser.
export function loader() {
  return { version: pkg.version }
}

const features: Array<{ key: 'guide' | 'forum' | 'assistant' | 'news'; icon: IconName; to?: string }> = [
  { key: 'guide', icon: 'book-open', to: sitePages.home.path },
  { key: 'forum', icon: 'messages-square', to: sitePages.communityForum.path },
  { key: 'assistant', icon: 'sparkles' },
  { key: 'news', icon: 'newspaper', to: sitePages.news.path },
]

/** About (spec 2 §2): what the guide is, what it offers, how facts are sourced and corrected, who runs it. */
export default function About() {
  const { t, lang } = useI18n()
  const { version } = useLoaderData<typeof loader>()
  return (
    <>
      <PageHeader title={t('page.about.title')} icon={sitePages.about.icon} />
      <div className="grid gap-4 lg:grid-cols-2">
        <Card as="section" className="lg:col-span-2">
          <h2 className="mb-2 text-xl font-bold">{t('info.about.what.title')}</h2>
          <p>{t('info.about.what.body')}</p>
          <p className="mt-3 inline-flex items-center gap-2 rounded-full bg-surface-2 px-3 py-1 text-sm font-semibold">
            <Icon name="tag" className="size-4" />{t('info.about.version', { version: localDigits(lang, version) })}
          </p>
        </Card>

        <Card as="section">
          <h2 className="mb-3 text-xl font-bold">{t('info.about.features.title')}</h2>
          <ul className="space-y-3">
            {features.map((feature) => (
              <li key={feature.key} className="flex gap-3">
                <Icon name={feature.icon} className="mt-1 size-5 shrink-0 text-link" />
                {feature.to ? (
                  <Link to={feature.to} className="text-link underline">{t(`info.about.feature.${feature.key}`)}</Link>
                ) : <span>{t(`info.about.feature.${feature.key}`)}</span>}
              </li>
            ))}
          </ul>
        </Card>

        <Card as="section">
          <h2 className="mb-2 flex items-center gap-2 text-xl font-bold"><Icon name="shield-check" className="size-5 text-link" />{t('info.about.sources.title')}</h2>
          <p>{t('info.about.sources.body')}</p>
          <p className="mt-3">{t('info.about.correction')}</p>
          <Link to="/contact" className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-lg border border-border px-3 font-semibold hover:bg-surface-2">
            <Icon name="pencil" className="size-4" />{t('info.about.correction.link')}
          </Link>
        </Card>

        <Card as="section">
          <h2 className="mb-2 flex items-center gap-2 text-xl font-bold"><Icon name="users" className="size-5 text-link" />{t('info.about.who.title')}</h2>
          <p>{t('info.about.who.body')}</p>
        </Card>

        <Card as="section">
          <h2 className="mb-2 flex items-center gap-2 text-xl font-bold"><Icon name="heart" className="size-5 text-link" />{t('info.about.message.title')}</h2>
          <p>{t('info.about.message.body')}</p>
          <Link to="/contact" className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-lg bg-primary px-4 font-semibold text-on-primary hover:opacity-90">
            <Icon name="mail" className="size-4" />{t('info.about.contact')}
          </Link>
        </Card>
      </div>
    </>
  )
}
