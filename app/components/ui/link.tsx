import { Form as RouterForm, Link as RouterLink, type FormProps, type LinkProps } from 'react-router'
import { useI18n } from '#app/i18n/use-i18n'

/**
 * React Router's Link, keeping the reader's language: an internal path such as `/hospitals`
 * becomes `/en/hospitals` on an English page (ADR 010). Endpoints that are not pages
 * (`/preferences`, `/logout`, `/api/…`) and relative or outside addresses are left as given.
 *
 * On the server, a link to a plain path of ours (menus, footer, every card: most of a page's
 * hundred links) is written as the anchor React Router's Link would write, without its eight
 * hooks, which resolve the path twice: they were 6% of a signed-in forum list's CPU
 * (docs/performance.md, ADR 019). In the browser every link is React Router's, which hydrates
 * onto that same anchor and handles its clicks. The browser's bundle has none of this code.
 */
export function Link({ to, ...props }: LinkProps & React.RefAttributes<HTMLAnchorElement>) {
  const { href } = useI18n()
  if (import.meta.env.SSR && typeof to === 'string' && plainSitePath.test(to) && !needsRouterLink(props)) {
    // The props React Router's Link reads itself, which are not attributes of the anchor.
    const { replace: _replace, state: _state, preventScrollReset: _preventScrollReset, onClick: _onClick, discover, prefetch: _prefetch, ...anchor } = props
    return <a {...anchor} href={href(to)} data-discover={discover === 'none' ? undefined : 'true'} />
  }
  const localized = typeof to === 'string' ? href(to) : to.pathname ? { ...to, pathname: href(to.pathname) } : to
  return <RouterLink to={localized} {...props} />
}

/**
 * An absolute path of this site that React Router gives back unchanged as the link's href: not
 * `//host`, no `.` or `..` segment, no empty query or fragment (which it would drop).
 */
const plainSitePath = /^\/(?![/\\])(?!.*\/\.\.?(?:[/?#]|$))(?!.*[?#]$)(?!.*\?#)/

/** Options that change what React Router's Link writes (none of our links uses them today). */
function needsRouterLink({ target, reloadDocument, prefetch, relative, viewTransition, mask, defaultShouldRevalidate }: Omit<LinkProps, 'to'>): boolean {
  return Boolean(target || reloadDocument || (prefetch && prefetch !== 'none') || relative || viewTransition || mask || defaultShouldRevalidate !== undefined)
}

export function Form({ action, ...props }: FormProps & React.RefAttributes<HTMLFormElement>) {
  const { href } = useI18n()
  return <RouterForm action={action === undefined ? undefined : href(action)} {...props} />
}

/**
 * A fetcher's post form (`useFetcher().Form method="post"`) as the server writes it. On the server
 * no fetcher has state yet, so the form is exactly React Router's markup, written without the two
 * dozen hooks of useFetcher and Form: the Like and Save buttons of every comment on a post page
 * were the page's largest repeated cost (docs/performance.md). In the browser the caller renders its
 * fetcher.Form, which hydrates onto this markup. `action` is a path of ours, already in the
 * reader's language.
 */
export function ServerPostForm({ action, className, children }: { action: string; className?: string; children: React.ReactNode }) {
  return <form method="post" action={action} className={className} data-discover="true">{children}</form>
}
