/**
 * Turns on Web Push on this device (fetched only when a reader asks for a reminder or for
 * notifications): asks for notification permission, subscribes with the server's VAPID key and
 * sends the subscription to the server for the signed-in reader; `notifications: true` also has
 * the device show the forum's notifications. Resolves to what happened; never throws for a refusal.
 * 'service': the server refused the browser's push service (not on its PUSH_SERVICES list):
 * trying again will not help, unlike 'failed'.
 */
export async function enablePush(lang: 'bn' | 'en', options: { notifications?: boolean } = {}): Promise<'subscribed' | 'denied' | 'unsupported' | 'service' | 'failed'> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return 'unsupported'
  const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission
  if (permission !== 'granted') return 'denied'
  try {
    const registration = await Promise.race([
      navigator.serviceWorker.ready,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no service worker')), 5000)),
    ])
    let subscription = await registration.pushManager.getSubscription()
    if (!subscription) {
      const { publicKey } = (await (await fetch('/api/push/subscription', { credentials: 'same-origin' })).json()) as { publicKey: string }
      subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: fromBase64Url(publicKey) })
    }
    const { endpoint, keys } = subscription.toJSON()
    if (!endpoint || !keys?.p256dh || !keys.auth) return 'failed'
    const response = await fetch('/api/push/subscription', {
      method: 'POST',
      credentials: 'same-origin',
      body: new URLSearchParams({ endpoint, p256dh: keys.p256dh, auth: keys.auth, lang, ...(options.notifications ? { notifications: '1' } : {}) }),
    })
    if (response.ok) return 'subscribed'
    const refused = response.status === 400 ? ((await response.json().catch(() => null)) as { error?: string } | null) : null
    return refused?.error === 'endpoint' ? 'service' : 'failed'
  } catch {
    // No push service reachable (offline, or a browser without one): e-mail still works.
    return 'failed'
  }
}

function fromBase64Url(value: string): Uint8Array<ArrayBuffer> {
  const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(value.length / 4) * 4, '='))
  const bytes = new Uint8Array(new ArrayBuffer(binary.length))
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

/** This device's subscription, if it has one and the page is controlled by the service worker. */
async function currentSubscription(): Promise<PushSubscription | null> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window)) return null
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined)
  return (await registration?.pushManager.getSubscription().catch(() => null)) ?? null
}

/** Whether this device shows the forum's notifications now (asked of the server for its subscription). */
export async function deviceNotificationState(): Promise<'on' | 'off' | 'denied' | 'unsupported'> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return 'unsupported'
  if (Notification.permission === 'denied') return 'denied'
  const subscription = await currentSubscription()
  if (!subscription || Notification.permission !== 'granted') return 'off'
  try {
    const response = await fetch(`/api/push/subscription?endpoint=${encodeURIComponent(subscription.endpoint)}`, { credentials: 'same-origin' })
    const { notifications } = (await response.json()) as { notifications?: boolean | null }
    return notifications ? 'on' : 'off'
  } catch {
    return 'off'
  }
}

/** Stops the forum's notifications on this device (its event reminders stay). */
export async function disableNotifications(): Promise<boolean> {
  const subscription = await currentSubscription()
  if (!subscription) return true
  const { endpoint, keys } = subscription.toJSON()
  if (!endpoint || !keys?.p256dh || !keys.auth) return false
  const response = await fetch('/api/push/subscription', {
    method: 'POST',
    credentials: 'same-origin',
    body: new URLSearchParams({ endpoint, p256dh: keys.p256dh, auth: keys.auth, notifications: '0', lang: document.documentElement.lang === 'en' ? 'en' : 'bn' }),
  }).catch(() => null)
  return !!response?.ok
}
