import type { MessageKey } from '#app/i18n/i18n'
import { useI18n } from '#app/i18n/use-i18n'
import { Link } from './link'
import { FORUM } from '#app/lib/forum-path'

/**
 * Where to go next, for the refusals that only a link can answer (issue 43 §4): a blocked
 * sign-up is told how to reach us, a member who must verify before writing where to do it.
 */
const HELP: Partial<Record<MessageKey, { to: string; label: MessageKey }>> = {
  'auth.error.blockedEmail': { to: '/contact', label: 'auth.help.contact' },
  'auth.error.blockedPhone': { to: '/contact', label: 'auth.help.contact' },
  'auth.oidc.error.blocked': { to: '/contact', label: 'auth.help.contact' },
  'moderation.blocked.verifyFirst': { to: `${FORUM}/profile`, label: 'auth.help.verify' },
}

/** A link after a refusal's message, when that refusal has one; nothing otherwise. */
export function MessageHelp({ message }: { message: MessageKey | null | undefined }) {
  const { t } = useI18n()
  const help = message ? HELP[message] : undefined
  if (!help) return null
  return <>{' '}<Link to={help.to} className="font-semibold underline">{t(help.label)}</Link></>
}
