import { deviceShowsNotifications, removeSubscription, saveSubscription, subscriptionProblem, vapidKeys } from '#app/lib/push.server'
import { pathLang } from '#app/i18n/paths'
import { getUser } from '#app/lib/auth/session.server'
import { formText, readForm } from '#app/lib/form.server'
import { hitLimit } from '#app/lib/rate-limit.server'
import type { Route } from './+types/api.push-subscription'

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

/**
 * GET /api/push/subscription: the server's public VAPID key, for PushManager.subscribe(); with
 * `?endpoint=`, also whether that device of the signed-in reader shows forum notifications.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const endpoint = new URL(request.url).searchParams.get('endpoint')
  const user = endpoint ? await getUser(request) : null
  const notifications = user && endpoint && endpoint.length <= 1000 ? await deviceShowsNotifications(user.id, endpoint) : null
  return json({ publicKey: vapidKeys().publicKey, ...(endpoint ? { notifications } : {}) })
}

/**
 * POST /api/push/subscription: this device's Web Push subscription for the signed-in reader
 * (endpoint, p256dh, auth, lang; `notifications=1` or `0` to show the forum's notifications on
 * it or not), or `remove=1` to forget it. Only push services on the PUSH_SERVICES list are
 * accepted: the server will later send to this address.
 */
export async function action({ request }: Route.ActionArgs) {
  const user = await getUser(request)
  if (!user) return json({ error: 'sign-in' }, 401)
  const limit = await hitLimit(`push:subscribe:${user.id}`, { max: 20, windowSeconds: 3600 })
  if (!limit.allowed) return json({ error: 'rate-limited', retryAfter: limit.retryAfter }, 429)
  const form = await readForm(request)
  const input = { endpoint: formText(form, 'endpoint'), p256dh: formText(form, 'p256dh'), auth: formText(form, 'auth') }
  if (formText(form, 'remove') === '1') {
    await removeSubscription(user.id, input.endpoint)
    return json({ ok: true })
  }
  const problem = subscriptionProblem(input)
  if (problem) return json({ error: problem }, 400)
  const lang = formText(form, 'lang') === 'en' ? 'en' : formText(form, 'lang') === 'bn' ? 'bn' : pathLang(new URL(request.url).pathname)
  const notifications = formText(form, 'notifications')
  await saveSubscription(user.id, input, lang, notifications === '1' ? true : notifications === '0' ? false : undefined)
  return json({ ok: true })
}
