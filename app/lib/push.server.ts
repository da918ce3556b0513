import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import webpush from 'web-push'
import type { Lang } from '#app/i18n/i18n'
import { db } from '#app/lib/db/database.server'
import { env } from '#app/lib/env.server'
import { logger } from '#app/lib/logger.server'

/**
 * Web Push for event reminders (docs/events.md) and forum notifications (docs/notifications.md),
 * one subscription per device. The server signs with VAPID keys (from the
 * environment, or generated once into DATA_DIR/vapid.json) and encrypts each message for the
 * browser (aes128gcm, web-push's generateRequestDetails); the request itself goes out with
 * fetch, and only to the push services PUSH_SERVICES allows.
 */

interface VapidKeys { publicKey: string; privateKey: string }
let keys: VapidKeys | undefined

export function vapidKeys(): VapidKeys {
  if (keys) return keys
  const config = env()
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) return (keys = { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY })
  const path = join(config.DATA_DIR, 'vapid.json')
  if (existsSync(path)) {
    const stored = JSON.parse(readFileSync(path, 'utf8')) as VapidKeys
    return (keys = { publicKey: stored.publicKey, privateKey: stored.privateKey })
  }
  mkdirSync(config.DATA_DIR, { recursive: true })
  const made = webpush.generateVAPIDKeys()
  writeFileSync(path, JSON.stringify(made), { mode: 0o600 })
  logger.info({ path }, 'Web Push keys generated (keep this file with the database: a new pair ends every subscription)')
  return (keys = made)
}

/** Forgets the loaded keys (tests change DATA_DIR). */
export function resetPushKeys() {
  keys = undefined
}

function subject(): string {
  const config = env()
  if (config.VAPID_SUBJECT) return config.VAPID_SUBJECT
  if (config.publicUrl.startsWith('https://')) return config.publicUrl
  const address = /<([^>]+@[^>]+)>/.exec(config.MAIL_FROM)?.[1] ?? (/^\S+@\S+$/.test(config.MAIL_FROM) ? config.MAIL_FROM : 'no-reply@localhost')
  return `mailto:${address}`
}

/** Whether the server may send to this endpoint: an allowed push service, never an arbitrary address. */
export function allowedEndpoint(endpoint: string): boolean {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return false
  }
  if (url.username || url.password) return false
  return env().PUSH_SERVICES.some((entry) => {
    if (entry.includes('://')) return url.origin === entry
    return url.protocol === 'https:' && (url.hostname === entry || url.hostname.endsWith(`.${entry}`))
  })
}

export interface SubscriptionInput { endpoint: string; p256dh: string; auth: string }

const base64url = /^[A-Za-z0-9_-]+=*$/

/** Checks what a browser sent as its subscription; the reason it is refused, or null. */
export function subscriptionProblem(input: SubscriptionInput): 'endpoint' | 'keys' | null {
  if (input.endpoint.length > 1000 || !allowedEndpoint(input.endpoint)) return 'endpoint'
  // A P-256 public key is 65 bytes (87 characters); the auth secret 16 bytes (22).
  if (!base64url.test(input.p256dh) || input.p256dh.length < 80 || input.p256dh.length > 100) return 'keys'
  if (!base64url.test(input.auth) || input.auth.length < 16 || input.auth.length > 32) return 'keys'
  return null
}

/**
 * Keeps a device's subscription for the reader (a device keeps one; its latest reader owns it).
 * `notifications`: whether this device also shows the forum's notifications (undefined keeps
 * what the device had; a device that changes reader starts without them).
 */
export async function saveSubscription(userId: string, input: SubscriptionInput, lang: Lang, notifications?: boolean) {
  await db().insertInto('push_subscriptions').values({ endpoint: input.endpoint, user_id: userId, p256dh: input.p256dh, auth: input.auth, lang, notifications: notifications ?? false })
    .onConflict((oc) => oc.column('endpoint').doUpdateSet((eb) => ({
      user_id: userId, p256dh: input.p256dh, auth: input.auth, lang, created_at: new Date(),
      notifications: notifications ?? eb.case().when('push_subscriptions.user_id', '=', userId).then(eb.ref('push_subscriptions.notifications')).else(false).end(),
    })))
    .execute()
  // At most ten devices per reader: the oldest go first.
  const extra = await db().selectFrom('push_subscriptions').select('endpoint').where('user_id', '=', userId)
    .orderBy('created_at', 'desc').offset(10).limit(100).execute()
  if (extra.length) await db().deleteFrom('push_subscriptions').where('endpoint', 'in', extra.map((row) => row.endpoint)).execute()
}

/** Whether this device of the reader shows forum notifications; null when it is not subscribed for them. */
export async function deviceShowsNotifications(userId: string, endpoint: string): Promise<boolean | null> {
  const row = await db().selectFrom('push_subscriptions').select('notifications').where('user_id', '=', userId).where('endpoint', '=', endpoint).executeTakeFirst()
  return row ? row.notifications : null
}

export async function removeSubscription(userId: string, endpoint: string) {
  await db().deleteFrom('push_subscriptions').where('user_id', '=', userId).where('endpoint', '=', endpoint).execute()
}

/** What the service worker shows: already in the reader's language; a newer message with the same tag replaces the older. */
export interface PushMessage { title: string; body: string; url: string; tag: string; lang: Lang }

/**
 * Sends one message to one subscription. Returns 'gone' when the push service says the
 * subscription no longer exists (the row is then deleted), 'sent' or 'failed'.
 */
export async function sendPush(subscription: { endpoint: string; p256dh: string; auth: string }, message: PushMessage): Promise<'sent' | 'gone' | 'failed'> {
  if (!allowedEndpoint(subscription.endpoint)) return 'failed'
  const { publicKey, privateKey } = vapidKeys()
  try {
    const details = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(message),
      { vapidDetails: { subject: subject(), publicKey, privateKey }, TTL: 3600, urgency: 'high', contentEncoding: 'aes128gcm' },
    )
    const response = await fetch(details.endpoint, {
      method: 'POST',
      headers: details.headers as Record<string, string>,
      body: details.body ? new Uint8Array(details.body) : null,
      redirect: 'error',
      signal: AbortSignal.timeout(10_000),
    })
    await response.arrayBuffer().catch(() => undefined)
    if (response.status === 404 || response.status === 410) {
      await db().deleteFrom('push_subscriptions').where('endpoint', '=', subscription.endpoint).execute()
      return 'gone'
    }
    if (!response.ok) {
      logger.warn({ status: response.status, host: new URL(subscription.endpoint).host }, 'push service refused a message')
      return 'failed'
    }
    return 'sent'
  } catch (error) {
    logger.warn({ err: error, host: new URL(subscription.endpoint).host }, 'push message not sent')
    return 'failed'
  }
}
