import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Lang } from '#app/i18n/i18n'
import { localePath } from '#app/i18n/paths'
import { env } from '#app/lib/env.server'
import { isNotificationKind, type NotificationKind } from '#app/lib/notifications/kinds'
import { getSecret } from '#app/lib/secret.server'

/**
 * One-click unsubscribe links (RFC 8058) in notification e-mails: they work without signing in,
 * so the link itself proves who it is for. The signature is an HMAC of the reader, the kind and
 * the version of the reader's e-mail choice for that kind when the mail was sent, with the
 * server's secret, compared in constant time: a link made for one reader or kind does nothing
 * for another, and once the reader changes that choice (turns the e-mails on again) an old link
 * changes nothing (settings.server.ts, unsubscribeByLink).
 */
export type UnsubscribeKind = NotificationKind | 'all'

const sign = (userId: string, kind: UnsubscribeKind, version: number) =>
  createHmac('sha256', getSecret()).update(`notification-unsubscribe\0${userId}\0${kind}\0${version}`).digest()

/** The absolute unsubscribe address for a reader and kind at the version of their choice (emailVersion), in a language. */
export function unsubscribeUrl(userId: string, kind: UnsubscribeKind, version: number, lang: Lang): string {
  const query = new URLSearchParams({ u: userId, k: kind, v: String(version), s: sign(userId, kind, version).toString('base64url') })
  return `${env().publicUrl}${localePath(lang, '/notifications/unsubscribe')}?${query}`
}

/** The reader, kind and version a link names, if its signature is right; null for anything else. */
export function verifyUnsubscribe(params: URLSearchParams): { userId: string; kind: UnsubscribeKind; version: number } | null {
  const userId = params.get('u') ?? ''
  const kind = params.get('k') ?? ''
  const version = params.get('v') ?? ''
  const signature = params.get('s') ?? ''
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(userId) || !(kind === 'all' || isNotificationKind(kind)) || !/^(0|[1-9]\d{0,8})$/.test(version)
    || !/^[A-Za-z0-9_-]{43}$/.test(signature)) return null
  const given = Buffer.from(signature, 'base64url')
  const expected = sign(userId, kind, Number(version))
  // Only the one spelling of the signature: base64url's last character has two bits that decoding
  // ignores, and four spellings of one link would each be "a link".
  if (given.toString('base64url') !== signature) return null
  return given.length === expected.length && timingSafeEqual(given, expected) ? { userId, kind, version: Number(version) } : null
}
