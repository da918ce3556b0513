import { PageHeader } from '#app/components/ui/page-header'
import { useI18n } from '#app/i18n/use-i18n'
import { pageMeta } from '#app/lib/meta'
import { sitePages } from '#app/lib/site-pages'
import type { Route } from './+types/legal-aid'

// Stub: being built (replace this whole file).
export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'page.legalAid.title')

export default function Page() {
  const { t } = useI18n()
  return (
    <>
      <PageHeader title={t('page.legalAid.title')} icon={sitePages.legalAid.icon} />
      <p className="rounded-lg border border-border bg-surface p-4">{t('common.beingPrepared')}</p>
    </>
  )
}
