import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Lang } from '#app/i18n/i18n'
import { localePath } from '#app/i18n/paths'
import { env } from '#app/lib/env.server'
import { isNotificationKind, type NotificationKind } from '#app/lib/notifications/kinds'
import { getSecret } from '#app/lib/secret.server'

/**
 * One-click unsubscribe links (RFC 8058) in notification e-mails: they work without signing in,
 * so the link itself proves who it is for. The signature is an HMAC of the reader and the kind
 * with the server's secret, compared in constant time; a link made for one reader or kind does
 * nothing for another.
 */
export type UnsubscribeKind = NotificationKind | 'all'

const sign = (userId: string, kind: UnsubscribeKind) =>
  createHmac('sha256', getSecret()).update(`notification-unsubscribe\0${userId}\0${kind}`).digest()

/** The absolute unsubscribe address for a reader and kind, in a language. */
export function unsubscribeUrl(userId: string, kind: UnsubscribeKind, lang: Lang): string {
  const query = new URLSearchParams({ u: userId, k: kind, s: sign(userId, kind).toString('base64url') })
  return `${env().publicUrl}${localePath(lang, '/notifications/unsubscribe')}?${query}`
}

/** The reader and kind a link names, if its signature is right; null for anything else. */
export function verifyUnsubscribe(params: URLSearchParams): { userId: string; kind: UnsubscribeKind } | null {
  const userId = params.get('u') ?? ''
  const kind = params.get('k') ?? ''
  const signature = params.get('s') ?? ''
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(userId) || !(kind === 'all' || isNotificationKind(kind)) || !/^[A-Za-z0-9_-]{43}$/.test(signature)) return null
  const given = Buffer.from(signature, 'base64url')
  const expected = sign(userId, kind)
  return given.length === expected.length && timingSafeEqual(given, expected) ? { userId, kind } : null
}
