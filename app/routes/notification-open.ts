import { findNotification, markRead, parseNotificationId } from '#app/features/notifications/queries.server'
import { localizedTarget } from '#app/features/notifications/view.server'
import { pathLang } from '#app/i18n/paths'
import { requireUser } from '#app/lib/auth/session.server'
import { redirect } from 'react-router'
import { redirectWithToast } from '#app/lib/toast.server'
import type { Route } from './+types/notification-open'

/**
 * GET /notifications/<id> (and /en/…): opens one of the reader's notifications: marks it read
 * and leads to what it is about (a post scrolled to the comment). Someone else's, a made-up id
 * or one whose target is gone: back to the list with a message, nothing changed.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const lang = pathLang(new URL(request.url).pathname)
  const id = parseNotificationId(params.id)
  const notification = id ? await findNotification(user.id, id, lang) : null
  if (!notification) throw redirectWithToast(request, '/notifications', { title: 'notifications.toast.notFound', kind: 'error' })
  await markRead(user.id, notification.id)
  throw redirect(notification.target ? localizedTarget(lang, notification.target) : localizedTarget(lang, '/notifications'))
}
