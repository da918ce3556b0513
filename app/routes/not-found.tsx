import { data } from 'react-router'
import { Link } from '#app/components/ui/link'
import { useI18n } from '#app/i18n/use-i18n'
import { logger, notKept } from '#app/lib/logger.server'
import { pageMeta } from '#app/lib/meta'
import type { Route } from './+types/not-found'

/** Any path not in the route table: HTTP 404, the not-found page, and the path in the log. */
export async function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname
  // Kept in the log, not in the admins' error log: scanners ask for thousands of addresses a day,
  // which would push the server's own errors out of its 10,000 rows.
  logger.warn({ ...notKept, path }, 'page not found')
  return data({ path }, { status: 404 })
}

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, 'page.notFound.title')

export default function NotFound() {
  const { t } = useI18n()
  return (
    <section className="py-16 text-center">
      <p className="text-6xl font-bold text-primary">{t('notFound.code')}</p>
      <h1 className="mt-4 text-2xl font-bold">{t('notFound.message')}</h1>
      <Link to="/" className="mt-6 inline-block rounded-lg bg-primary px-5 py-3 font-semibold text-on-primary">
        {t('common.backHome')}
      </Link>
    </section>
  )
}
