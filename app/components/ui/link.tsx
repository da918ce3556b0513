import { createContext, use } from 'react'
import { Form as RouterForm, Link as RouterLink, useNavigate, type FormProps, type LinkProps, type NavigateFunction } from 'react-router'
import { useI18n } from '#app/i18n/use-i18n'

/**
 * The router's navigate function, given once by the root (NavigationProvider) to every Link, so
 * a link to one of our pages needs no router hooks of its own (see Link).
 */
const NavigateContext = createContext<NavigateFunction | null>(null)

export function NavigationProvider({ children }: { children: React.ReactNode }) {
  return <NavigateContext value={useNavigate()}>{children}</NavigateContext>
}

/** An absolute path on this site that the router would give back unchanged as the link's href. */
const plainSitePath = /^\/(?![/\\])(?!.*\/\.\.?(?:[/?#]|$))(?!.*[?#]$)/

/**
 * React Router's Link, keeping the reader's language: an internal path such as `/hospitals`
 * becomes `/en/hospitals` on an English page (ADR 010). Endpoints that are not pages
 * (`/preferences`, `/logout`, `/api/…`) and relative or outside addresses are left as given.
 *
 * A link to a plain path of ours (most links: menus, footer, every card) is drawn as the same
 * anchor React Router's Link draws, and a click on it navigates the same way; but it uses one
 * context instead of React Router's eight hooks, which resolve the path twice. A page has about a
 * hundred links, and those hooks were 6% of a signed-in forum list's CPU (docs/performance.md).
 * Relative addresses, objects, and the options only React Router's Link handles (`target`,
 * `reloadDocument`, `prefetch`, view transitions…) still go through it.
 */
export function Link({ to, ...props }: LinkProps & React.RefAttributes<HTMLAnchorElement>) {
  const { href } = useI18n()
  const navigate = use(NavigateContext)
  if (typeof to === 'string' && plainSitePath.test(to) && !needsRouterLink(props)) {
    const { replace, state, preventScrollReset, onClick, discover, prefetch: _prefetch, ...anchor } = props
    const path = href(to)
    return (
      <a
        {...anchor}
        href={path}
        data-discover={discover === 'none' ? undefined : 'true'}
        onClick={(event) => {
          onClick?.(event)
          if (!navigate || !isPlainClick(event)) return
          event.preventDefault()
          // As React Router does: a link to the page already shown replaces it in the history.
          const here = window.location.pathname + window.location.search + window.location.hash
          void navigate(path, { replace: replace ?? path === here, state, preventScrollReset })
        }}
      />
    )
  }
  const localized = typeof to === 'string' ? href(to) : to.pathname ? { ...to, pathname: href(to.pathname) } : to
  return <RouterLink to={localized} {...props} />
}

/** Options only React Router's Link handles (none of our links uses them today). */
function needsRouterLink({ target, reloadDocument, prefetch, relative, viewTransition, mask, defaultShouldRevalidate }: Omit<LinkProps, 'to'>): boolean {
  return Boolean(target || reloadDocument || (prefetch && prefetch !== 'none') || relative || viewTransition || mask || defaultShouldRevalidate !== undefined)
}

/** A main-button click without modifier keys, not already handled: the browser's own "follow". */
function isPlainClick(event: React.MouseEvent<HTMLAnchorElement>): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey
}

export function Form({ action, ...props }: FormProps & React.RefAttributes<HTMLFormElement>) {
  const { href } = useI18n()
  return <RouterForm action={action === undefined ? undefined : href(action)} {...props} />
}
