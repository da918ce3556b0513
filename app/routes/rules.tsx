import { Link } from '#app/components/ui/link'
import { Icon, type IconName } from '#app/components/ui/icon'
import { PageHeader } from '#app/components/ui/page-header'
import { useI18n } from '#app/i18n/use-i18n'
import { pageMeta } from '#app/lib/meta'
import { sitePages } from '#app/lib/site-pages'
import type { Route } from './+types/rules'

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, 'page.rules.title')

// The rules in the order a newcomer needs them; their words are app/i18n/rules.{bn,en}.ts.
const rules: ReadonlyArray<{ key: 'post' | 'ads' | 'numbers' | 'rumours' | 'respect'; icon: IconName }> = [
  { key: 'post', icon: 'messages-square' },
  { key: 'ads', icon: 'tag' },
  { key: 'numbers', icon: 'phone-off' },
  { key: 'rumours', icon: 'newspaper' },
  { key: 'respect', icon: 'heart' },
]

const moderation: ReadonlyArray<{ key: 'reports' | 'spam' | 'newcomers' | 'trust'; icon: IconName }> = [
  { key: 'reports', icon: 'flag' },
  { key: 'spam', icon: 'shield' },
  { key: 'newcomers', icon: 'clock' },
  { key: 'trust', icon: 'users' },
]

/**
 * /rules: the community's rules (issue 43 §5), short, in the reader's language. Linked from the
 * welcome page, the footer and the new-post form, whose first post asks a newcomer to tick that
 * they read them. A public page for search engines too (in the sitemap).
 */
export default function Rules() {
  const { t } = useI18n()
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t('page.rules.title')} icon={sitePages.rules.icon}>{t('rules.intro')}</PageHeader>
      <ol className="space-y-3">
        {rules.map(({ key, icon }) => (
          <li key={key} className="rounded-xl border border-border bg-surface p-4">
            <h2 className="mb-1 flex items-center gap-2 text-lg font-bold">
              <Icon name={icon} className="size-5 shrink-0 text-link" />{t(`rules.${key}.title`)}
            </h2>
            <p>{t(`rules.${key}.body`)}</p>
          </li>
        ))}
      </ol>

      <section aria-labelledby="rules-moderation" className="mt-6 rounded-xl border border-border bg-surface-2 p-4">
        <h2 id="rules-moderation" className="mb-3 text-lg font-bold">{t('rules.moderation.title')}</h2>
        <ul className="space-y-3">
          {moderation.map(({ key, icon }) => (
            <li key={key} className="flex gap-3">
              <Icon name={icon} className="mt-1 size-5 shrink-0 text-link" />
              <span>{t(`rules.moderation.${key}`)}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="rules-appeal" className="mt-6 rounded-xl border border-border bg-surface p-4">
        <h2 id="rules-appeal" className="mb-2 text-lg font-bold">{t('rules.appeal.title')}</h2>
        <p>{t('rules.appeal.body')}</p>
        <Link to={sitePages.contact.path} className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-lg border border-border px-3 font-semibold hover:bg-surface-2">
          <Icon name="mail" className="size-4" />{t('rules.appeal.link')}
        </Link>
      </section>
    </div>
  )
}
