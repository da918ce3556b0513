import { Link } from 'react-router'
import { Icon } from '#app/components/ui/icon'
import { useI18n } from '#app/i18n/use-i18n'
import { pageMeta } from '#app/lib/meta'
import { homeTiles, sitePages } from '#app/lib/site-pages'
import type { Route } from './+types/home'

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, 'page.home.title', { canonical: location.pathname === '/' ? undefined : '/' })

export default function Home() {
  const { t } = useI18n()
  return (
    <>
      <section className="rounded-2xl bg-primary px-5 py-10 text-on-primary">
        <h1 className="text-3xl font-bold">{t('app.name')}</h1>
        <p className="mt-2 max-w-prose">{t('app.tagline')}</p>
      </section>
      <section id="categories" className="mt-8">
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-5">
          {homeTiles.map((key) => (
            <li key={key}>
              <Link to={sitePages[key].path}
                className="flex h-full flex-col items-center gap-2 rounded-xl border border-border bg-surface p-4 text-center font-semibold hover:border-primary">
                <Icon name={sitePages[key].icon} className="size-7 text-primary" />
                <span>{t(`page.${key}.title`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
