import type { Lang } from '#app/i18n/i18n'
import { clientIp } from '#app/lib/auth/session.server'
import { db } from '#app/lib/db/database.server'
import { env } from '#app/lib/env.server'
import { logger } from '#app/lib/logger.server'
import { sendMail } from '#app/lib/mail.server'
import { hitLimit } from '#app/lib/rate-limit.server'
import { validateContact, type ContactValues } from './schema'
import { tidy } from '#app/lib/user-text'
import { place } from '#pack/place'

export type ContactResult =
  | { ok: true }
  | { ok: false; status: number; errors: ReturnType<typeof validateContact>; limited?: boolean }

/**
 * Keeps a contact message for the people who run the site and mails it to SITE_CONTACT_EMAIL
 * when that is set. Limited per IP; a filled honeypot field is dropped silently.
 */
export async function sendContactMessage(request: Request, values: ContactValues & { honeypot: string }, lang: Lang, userId: string | null): Promise<ContactResult> {
  const errors = validateContact(values)
  if (Object.keys(errors).length > 0) return { ok: false, status: 400, errors }
  if (values.honeypot.trim()) {
    logger.warn({ ip: clientIp(request) }, 'contact form honeypot filled: dropped')
    return { ok: true }
  }
  const limit = await hitLimit(`contact:ip:${clientIp(request)}`, { max: 5, windowSeconds: 3600 })
  if (!limit.allowed) return { ok: false, status: 429, errors: {}, limited: true }
  const row = {
    name: tidy(values.name),
    email: tidy(values.email),
    phone: tidy(values.phone) || null,
    subject: tidy(values.subject),
    message: tidy(values.message),
    user_id: userId,
    lang,
  }
  await db().insertInto('contact_messages').values(row).execute()
  const operator = env().SITE_CONTACT_EMAIL
  if (operator) {
    await sendMail({
      to: operator,
      subject: `[${place.guideName.en}] ${row.subject}`,
      text: `${row.message}\n\n— ${row.name} <${row.email}>${row.phone ? `, ${row.phone}` : ''}`,
    }).catch((error) => logger.error({ err: error }, 'contact mail failed (the message is stored)'))
  }
  return { ok: true }
}
