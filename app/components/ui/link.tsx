import { Form as RouterForm, Link as RouterLink, type FormProps, type LinkProps } from 'react-router'
import { useI18n } from '#app/i18n/use-i18n'

/**
 * React Router's Link and Form, keeping the reader's language: an internal path such as
 * `/hospitals` becomes `/en/hospitals` on an English page (ADR 010). Endpoints that are not pages
 * (`/preferences`, `/logout`, `/api/…`) and relative or outside addresses are left as given.
 */
export function Link({ to, ...props }: LinkProps & React.RefAttributes<HTMLAnchorElement>) {
  const { href } = useI18n()
  const localized = typeof to === 'string' ? href(to) : to.pathname ? { ...to, pathname: href(to.pathname) } : to
  return <RouterLink to={localized} {...props} />
}

export function Form({ action, ...props }: FormProps & React.RefAttributes<HTMLFormElement>) {
  const { href } = useI18n()
  return <RouterForm action={action === undefined ? undefined : href(action)} {...props} />
}
