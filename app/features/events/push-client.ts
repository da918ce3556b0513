/**
 * Turns on Web Push for event reminders on this device (fetched only when a reader asks for a
 * reminder): asks for notification permission, subscribes with the server's VAPID key and
 * sends the subscription to the server for the signed-in reader. Resolves to what happened;
 * never throws for a refusal.
 */
export async function enablePush(lang: 'bn' | 'en'): Promise<'subscribed' | 'denied' | 'unsupported' | 'failed'> {
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
      body: new URLSearchParams({ endpoint, p256dh: keys.p256dh, auth: keys.auth, lang }),
    })
    return response.ok ? 'subscribed' : 'failed'
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
