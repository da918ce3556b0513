import { mkdir, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'
import { env } from './env.server'
import { logger } from './logger.server'
import { isPlaceholderEmail } from './phone'

export interface Mail {
  to: string
  subject: string
  text: string
  html?: string
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post on notification mails). */
  headers?: Record<string, string>
}

let transporter: Transporter | undefined

/**
 * Sends a mail through SMTP_URL. With no SMTP configured, the message is written to
 * DATA_DIR/outbox/ and logged, so the quick start works offline and a volunteer can open it.
 */
export async function sendMail(mail: Mail): Promise<void> {
  const config = env()
  // An account made with a phone number alone (ADR 030), or by a provider sign-in without a
  // verified e-mail (ADR 031), has an address in the reserved .invalid domain: nothing can reach
  // it, so nothing is sent.
  if (isPlaceholderEmail(mail.to)) {
    logger.info({ subject: mail.subject }, 'mail not sent: the account has no e-mail address')
    return
  }
  if (config.SMTP_URL) {
    transporter ??= nodemailer.createTransport(config.SMTP_URL)
    await transporter.sendMail({ from: config.MAIL_FROM, ...mail })
    logger.info({ to: mail.to, subject: mail.subject }, 'mail sent')
    return
  }
  const outbox = resolve(config.DATA_DIR, 'outbox')
  await mkdir(outbox, { recursive: true })
  const file = join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.to.replace(/[^a-z0-9@._-]/gi, '_')}.txt`)
  const headers = Object.entries(mail.headers ?? {}).map(([name, value]) => `${name}: ${value}\n`).join('')
  await writeFile(file, `From: ${config.MAIL_FROM}\nTo: ${mail.to}\nSubject: ${mail.subject}\n${headers}\n${mail.text}\n`, { mode: 0o600 })
  logger.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the outbox (no SMTP_URL)')
}

/** Forgets the SMTP connection (tests change SMTP_URL between files). */
export function resetMailer() {
  transporter?.close()
  transporter = undefined
}
