import { useLocation } from 'react-router'
import { Link } from '#app/components/ui/link'
import { Icon } from '#app/components/ui/icon'
import { useI18n } from '#app/i18n/use-i18n'
import { menuGroups, pageKeyForPath, sitePages } from '#app/lib/site-pages'

/** The five menu groups of spec 1 §2, with the current page marked. */
export function SiteNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useI18n()
  const current = pageKeyForPath(useLocation().pathname)
  return (
    <nav aria-label={t('nav.menu.title')}>
      {menuGroups.map((group) => (
        <section key={group.key} className="mb-4">
          <h3 className="px-2 pb-1 text-xs font-bold uppercase tracking-wide text-muted">{t(`nav.group.${group.key}`)}</h3>
          <ul>
            {group.pages.map((key) => {
              const isCurrent = key === current
              return (
                <li key={key}>
                  <Link
                    to={sitePages[key].path}
                    onClick={onNavigate}
                    aria-current={isCurrent ? 'page' : undefined}
                    className={`flex items-center gap-3 rounded-lg px-2 py-2 ${isCurrent ? 'bg-primary-soft font-bold text-link' : 'hover:bg-surface-2'}`}
                  >
                    <Icon name={sitePages[key].icon} />
                    <span>{t(`page.${key}.title`)}</span>
                  </Link>
                </li>
              )
            })}
          </ul>
        </section>
      ))}
    </nav>
  )
}
