import { lazy } from 'react'
import { smsEnabled } from '#app/features/auth/sms/sender.server'
import { initialsOf } from '#app/lib/initials'
import { data, Outlet, redirect, useLoaderData, useRouteLoaderData } from 'react-router'
import { Footer } from '#app/components/shell/footer'
import { Header } from '#app/components/shell/header'
import { Toaster } from '#app/components/ui/toaster'
import { useI18n } from '#app/i18n/use-i18n'
import { AccountButton } from '#app/features/auth/components/account-button'
import { AssistantButton } from '#app/features/assistant/components/assistant-button'
import { NotificationBell } from '#app/features/notifications/components/bell'
import { unreadCount } from '#app/features/notifications/queries.server'
import { localePath, pathLang } from '#app/i18n/paths'
import { getSession } from '#app/lib/auth/session.server'
import { chosenLang } from '#app/lib/preferences.server'
import { takeToast } from '#app/lib/toast.server'
import type { RootData } from '#app/root'
import type { Route } from './+types/layout'

// Shown only inside the side menu, which is itself loaded when first opened.
const MenuAccount = lazy(() => import('#app/features/auth/components/menu-account').then((m) => ({ default: m.MenuAccount })))

/** Per-request data of the shell: the reader, the flash toast, the server's clock (for relative times). */
export async function loader({ request }: Route.LoaderArgs) {
  // A reader who chose English with the toggle gets the English address of a Bengali link
  // (ADR 010). An English address always stays English, so a shared link opens as it was sent.
  const url = new URL(request.url)
  if (request.method === 'GET' && chosenLang(request) === 'en' && pathLang(url.pathname) === 'bn') {
    throw redirect(localePath('en', url.pathname + url.search))
  }
  const { toast, headers } = takeToast(request)
  const { user, setCookies } = await getSession(request)
  for (const cookie of setCookies) headers.append('Set-Cookie', cookie)
  // The avatar's initials are worked out here (titles skipped), not by every page's script. The
  // bell's count costs no query on the embedded database (kept until it changes, ADR 025).
  const unread = user ? await unreadCount(user.id) : 0
  // `sms`: codes by SMS are on (SMS_PROVIDER), so the sign-in forms offer them (issue 34).
  return data({ toast, now: new Date().toISOString(), user: user && { ...user, initials: initialsOf(user.name) }, unread, sms: smsEnabled() }, { headers })
}

export type LayoutData = ReturnType<typeof useLoaderData<typeof loader>>

/** The shared layout of every page: header with the side menu, the page, the footer, the toast. */
export default function Layout() {
  const { toast, user, unread } = useLoaderData<typeof loader>()
  const root = useRouteLoaderData('root') as RootData
  const { t } = useI18n()
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-surface focus:p-2">
        {t('nav.skipToContent')}
      </a>
      <Header
        theme={root.theme}
        bellSlot={user ? <NotificationBell unread={unread} /> : null}
        accountSlot={<AccountButton user={user} />}
        menuAccountSlot={(close) => <MenuAccount user={user} onNavigate={close} />}
      />
      {/* On a phone the page ends with room for the floating assistant button, so it covers
          nothing of the page's last lines (a tile, a card, a comment) once read to the end. */}
      <main id="main" tabIndex={-1} className="container-page pb-24 pt-6 outline-none sm:pb-6">
        <Outlet />
      </main>
      <Footer />
      <AssistantButton />
      <Toaster flash={toast} />
    </>
  )
}
