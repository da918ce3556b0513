import { useLocation } from 'react-router'
import { PageHeader } from '#app/components/ui/page-header'
import { useI18n } from '#app/i18n/use-i18n'
import { pageMeta } from '#app/lib/meta'
import { pageKeyForPath, sitePages } from '#app/lib/site-pages'
import type { Route } from './+types/placeholder'

/** Pages whose feature is built by a later issue: the title and a short "being prepared" line. */
export const meta: Route.MetaFunction = ({ matches, location }) => {
  const key = pageKeyForPath(location.pathname) ?? 'home'
  return pageMeta({ matches, location }, `page.${key}.title`)
}

export default function Placeholder() {
  const { t } = useI18n()
  const key = pageKeyForPath(useLocation().pathname) ?? 'home'
  return (
    <>
      <PageHeader title={t(`page.${key}.title`)} icon={sitePages[key].icon} />
      <p className="rounded-lg border border-border bg-surface p-4">{t('common.beingPrepared')}</p>
    </>
  )
}
