import { lazy, Suspense, useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { Form, Link } from '#app/components/ui/link'
import { Icon, type IconName } from '#app/components/ui/icon'
import { useI18n } from '#app/i18n/use-i18n'
import type { Theme } from '#app/lib/theme'

const loadSideMenu = () => import('./side-menu')
const SideMenu = lazy(loadSideMenu)

const nextTheme: Record<Theme, Theme> = { light: 'dark', dark: 'system', system: 'light' }
const themeIcon: Record<Theme, IconName> = { light: 'sun', dark: 'moon', system: 'monitor' }

/** Header of every page: menu, title, login, language and theme (spec 1 §2, shared layout). */
export function Header({
  theme, bellSlot, accountSlot, menuAccountSlot,
}: {
  theme: Theme
  /** The signed-in reader's notifications link. */
  bellSlot?: React.ReactNode
  accountSlot?: React.ReactNode
  /** The signed-in part of the side menu; receives a function that closes the menu. */
  menuAccountSlot?: (close: () => void) => React.ReactNode
}) {
  const { t, lang } = useI18n()
  const location = useLocation()
  const [menuOpen, setMenuOpen] = useState(false)
  const [menuWanted, setMenuWanted] = useState(false)
  // Any navigation (a link, or Logout's redirect) closes the menu.
  useEffect(() => setMenuOpen(false), [location.key])
  const here = location.pathname + location.search
  // 36 px wide on a phone (44 from sm up): a signed-in reader's five controls (the bell, the
  // avatar) leave the guide's name its room at 360 px.
  const iconButton = 'inline-flex min-h-11 min-w-9 items-center justify-center rounded-lg hover:bg-surface-2 sm:min-w-11'
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-surface/95 backdrop-blur">
      {/* Narrower side padding than the page's on a phone, so the guide's name fits at 360 px. */}
      <div className="mx-auto flex h-14 w-full max-w-6xl items-center gap-0 px-1.5 sm:gap-1 sm:px-4">
        {/* Without JavaScript the menu link jumps to the sitemap in the footer. */}
        <a
          href="#sitemap"
          className={iconButton}
          aria-label={t('nav.menu.open')}
          aria-haspopup="dialog"
          onPointerEnter={() => void loadSideMenu()}
          onFocus={() => void loadSideMenu()}
          onClick={(event) => {
            event.preventDefault()
            setMenuWanted(true)
            setMenuOpen(true)
          }}
        >
          <Icon name="menu" />
        </a>
        <Link to="/" className="mr-auto truncate px-0.5 text-base font-bold text-link sm:px-1 sm:text-lg">
          {t('app.name')}
        </Link>
        {bellSlot}
        {accountSlot ?? (
          <Link to="/login" className={`${iconButton} gap-1 px-1.5 text-sm font-semibold sm:px-2`}>
            <Icon name="log-in" className="hidden size-4 sm:block" />
            <span>{t('header.login')}</span>
          </Link>
        )}
        <Form method="post" action="/preferences" preventScrollReset>
          <input type="hidden" name="lang" value={lang === 'bn' ? 'en' : 'bn'} />
          <input type="hidden" name="redirectTo" value={here} />
          <button type="submit" className={`${iconButton} px-1.5 text-sm font-bold sm:px-2`} aria-label={t('header.language.switch')}>
            <span aria-hidden="true">{t('header.language.short')}</span>
          </button>
        </Form>
        <Form method="post" action="/preferences" preventScrollReset>
          <input type="hidden" name="theme" value={nextTheme[theme]} />
          <input type="hidden" name="redirectTo" value={here} />
          <button type="submit" className={iconButton} aria-label={t('header.theme.change', { mode: t(`theme.${theme}`) })}>
            <Icon name={themeIcon[theme]} />
          </button>
        </Form>
      </div>
      {menuWanted ? (
        <Suspense fallback={null}>
          <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} account={menuAccountSlot?.(() => setMenuOpen(false))} />
        </Suspense>
      ) : null}
    </header>
  )
}
