import { Link } from '#app/components/ui/link'
import { useI18n } from '#app/i18n/use-i18n'
import { sitePages, type PageKey } from '#app/lib/site-pages'

/** Footer: the credit line and a sitemap of every page (also the menu's no-JavaScript fallback). */
export function Footer() {
  const { t } = useI18n()
  return (
    <footer className="mt-12 border-t border-border bg-surface">
      {/* Room at the bottom for the floating assistant button, so it never hides the last line. */}
      <div className="container-page pb-24 pt-8">
        <nav id="sitemap" aria-label={t('footer.sitemap')} tabIndex={-1}>
          <h2 className="mb-3 font-bold">{t('footer.sitemap')}</h2>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3 lg:grid-cols-5">
            {(Object.keys(sitePages) as PageKey[]).map((key) => (
              <li key={key}>
                <Link to={sitePages[key].path} className="inline-flex min-h-7 items-center text-link underline-offset-2 hover:underline">
                  {t(`page.${key}.title`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="mt-6 text-sm text-muted">{t('footer.credit')}</p>
      </div>
    </footer>
  )
}
