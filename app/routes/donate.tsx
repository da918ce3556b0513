import { useLoaderData } from 'react-router'
import { Link } from '#app/components/ui/link'
import { Card } from '#app/components/ui/content'
import { Icon } from '#app/components/ui/icon'
import { PageHeader } from '#app/components/ui/page-header'
import { CopyNumber } from '#app/features/guide/components/copy-number'
import { useI18n } from '#app/i18n/use-i18n'
import { env } from '#app/lib/env.server'
import { pageMeta } from '#app/lib/meta'
import { sitePages } from '#app/lib/site-pages'
import type { Route } from './+types/donate'

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, 'page.donate.title')

/**
 * The operator's wallet comes from the configuration (README: DONATION_WALLET_PROVIDER and
 * DONATION_WALLET_NUMBER), never from the code: until both are set, no number is shown at all.
 */
export function loader() {
  const { DONATION_WALLET_PROVIDER: provider, DONATION_WALLET_NUMBER: number } = env()
  return { wallet: provider && number ? { provider, number } : null }
}

/** Donate (spec 2 §2): the configured mobile wallet with a copy button, or a plain "not set up yet". */
export default function Donate() {
  const { t } = useI18n()
  const { wallet } = useLoaderData<typeof loader>()
  return (
    <>
      <PageHeader title={t('page.donate.title')} icon={sitePages.donate.icon}>{t('info.donate.lead')}</PageHeader>
      {wallet ? (
        <div className="grid gap-4 md:grid-cols-2">
          <Card as="section" className="border-2 border-primary">
            <h2 className="mb-3 flex items-center gap-2 text-xl font-bold"><Icon name="wallet" className="size-5 text-link" />{t('info.donate.wallet')}</h2>
            <dl className="space-y-3">
              <div>
                <dt className="text-sm text-muted">{t('info.donate.provider')}</dt>
                <dd className="text-lg font-semibold">{wallet.provider}</dd>
              </div>
              <div>
                <dt className="text-sm text-muted">{t('info.donate.number')}</dt>
                <dd><CopyNumber number={wallet.number} /></dd>
              </div>
            </dl>
            <p className="mt-3 text-sm text-muted">{t('info.donate.check')}</p>
          </Card>
          <Card as="section" className="flex flex-col items-start gap-3">
            <Icon name="hand-heart" className="size-10 text-link" />
            <p className="text-lg font-bold">{t('info.donate.thanks')}</p>
            <p className="text-sm">{t('info.donate.questions')} <Link to="/contact" className="text-link underline">{t('info.about.contact')}</Link></p>
          </Card>
        </div>
      ) : (
        <Card as="section" className="border-dashed">
          <h2 className="mb-2 flex items-center gap-2 text-xl font-bold"><Icon name="info" className="size-5 text-link" />{t('info.donate.notSet.title')}</h2>
          <p>{t('info.donate.notSet.body')}</p>
          <p className="mt-3 text-sm">{t('info.donate.questions')} <Link to="/contact" className="text-link underline">{t('info.about.contact')}</Link></p>
        </Card>
      )}
    </>
  )
}
