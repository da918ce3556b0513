import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { getSecret } from './secret.server'

/*
 * Time-based one-time passwords (RFC 6238: HMAC-SHA1, 30-second steps, 6 digits), the codes an
 * authenticator app shows. Secrets are kept encrypted (AES-256-GCM with a key derived from the
 * site's secret), so a copy of the database alone does not give anyone's codes away.
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
export const TOTP_PERIOD = 30

/** A new secret for an authenticator app: 20 random bytes, as base32 (32 letters and digits). */
export function newTotpSecret(): string {
  return base32(randomBytes(20))
}

function base32(bytes: Buffer): string {
  let bits = 0
  let value = 0
  let out = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31]
  return out
}

function unbase32(text: string): Buffer {
  let bits = 0
  let value = 0
  const out: number[] = []
  for (const char of text.replace(/[\s=]/g, '').toUpperCase()) {
    const index = ALPHABET.indexOf(char)
    if (index === -1) throw new Error('not base32')
    value = (value << 5) | index
    bits += 5
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255)
      bits -= 8
    }
  }
  return Buffer.from(out)
}

/** The 30-second step a moment falls in. */
export const totpStep = (at = Date.now()) => Math.floor(at / 1000 / TOTP_PERIOD)

/** The 6-digit code of `secret` for one step. */
export function totpCode(secret: string, step: number): string {
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(step))
  const hmac = createHmac('sha1', unbase32(secret)).update(counter).digest()
  const offset = hmac[hmac.length - 1]! & 15
  const binary = hmac.readUInt32BE(offset) & 0x7fffffff
  return String(binary % 1_000_000).padStart(6, '0')
}

/**
 * The step whose code `code` is, allowing one step either side for a phone's clock, or null.
 * Only steps after `lastUsedStep` count, so a code cannot be used twice.
 */
export function matchTotp(secret: string, code: string, lastUsedStep: number, at = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null
  const now = totpStep(at)
  for (const step of [now - 1, now, now + 1]) {
    if (step <= lastUsedStep) continue
    const expected = Buffer.from(totpCode(secret, step))
    if (timingSafeEqual(expected, Buffer.from(code))) return step
  }
  return null
}

/** The address an authenticator app reads from the QR code. */
export function otpauthUri(secret: string, account: string, issuer: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`
  return `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=6&period=${TOTP_PERIOD}`
}

const key = () => createHash('sha256').update(`two-factor|${getSecret()}`).digest()

export function encryptSecret(secret: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key(), iv)
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
  return [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url')).join('.')
}

export function decryptSecret(stored: string): string {
  const [iv, tag, data] = stored.split('.').map((part) => Buffer.from(part, 'base64url'))
  const decipher = createDecipheriv('aes-256-gcm', key(), iv!)
  decipher.setAuthTag(tag!)
  return Buffer.concat([decipher.update(data!), decipher.final()]).toString('utf8')
}

/** A keyed hash for stored backup codes and trusted-device tokens: the values never sit in the database. */
export function tokenHash(value: string): string {
  return createHmac('sha256', getSecret()).update(value).digest('base64url')
}
