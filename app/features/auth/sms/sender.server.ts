import { mkdir, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { env, type Env } from '#app/lib/env.server'
import { logger } from '#app/lib/logger.server'
import { maskPhone } from '#app/lib/phone'
import { place } from '#pack/place'

/** One SMS provider (ADR 030): it sends `text` to `to` (E.164) or throws SmsSendError. */
export interface SmsSender {
  send(to: string, text: string): Promise<void>
}

/** The gateway did not take the message: the reader is asked to try again later. */
export class SmsSendError extends Error {}

/** How long a gateway may take to answer. */
export const SMS_TIMEOUT_MS = 10_000

/** Whether codes by SMS are on (SMS_PROVIDER set). */
export function smsEnabled(config: Env = env()): boolean {
  return !!config.SMS_PROVIDER
}

/** The configured sender, or null when SMS is off. */
export function smsSender(config: Env = env()): SmsSender | null {
  if (config.SMS_PROVIDER === 'http') return httpGateway(config)
  if (config.SMS_PROVIDER === 'outbox') return outbox(config)
  return null
}

/**
 * A generic HTTP gateway (most Bangladeshi SMS services take one request with the key, sender,
 * number and text as parameters). SMS_HTTP_URL is a template: {to} (8801XXXXXXXXX, no plus, as
 * the local gateways want it), {to_e164} (+8801…), {to_local} (01…), {text}, {key}, {sender},
 * each URL-encoded. GET sends the URL as it is; POST sends its query as a form body
 * (application/x-www-form-urlencoded) to the address without it. With SMS_API_KEY_HEADER the key
 * goes in that header. A non-2xx answer, no answer within 10 s, or an answer not matching
 * SMS_HTTP_SUCCESS (when set) is a failure.
 */
export function httpGateway(config: Env, timeoutMs = SMS_TIMEOUT_MS): SmsSender {
  const template = config.SMS_HTTP_URL!
  const success = config.SMS_HTTP_SUCCESS ? new RegExp(config.SMS_HTTP_SUCCESS) : null
  return {
    async send(to, text) {
      const values: Record<string, string> = {
        to: to.replace(/^\+/, ''), to_e164: to, to_local: to.replace(/^\+88/, ''), text,
        key: config.SMS_API_KEY ?? '', sender: config.SMS_SENDER_ID ?? '',
      }
      const filled = template.replace(/\{(to|to_e164|to_local|text|key|sender)\}/g, (_, name: string) => encodeURIComponent(values[name]!))
      const headers: Record<string, string> = { 'user-agent': `${place.guideName.en.replace(/\W+/g, '')}/1 (+sms)` }
      if (config.SMS_API_KEY_HEADER) headers[config.SMS_API_KEY_HEADER] = config.SMS_API_KEY ?? ''
      let url = filled
      let body: string | undefined
      if (config.SMS_HTTP_METHOD === 'POST') {
        const parsed = new URL(filled)
        body = parsed.search.slice(1)
        parsed.search = ''
        url = parsed.toString()
        headers['content-type'] = 'application/x-www-form-urlencoded'
      }
      const started = Date.now()
      let status = 0
      let answer = ''
      try {
        const response = await fetch(url, { method: config.SMS_HTTP_METHOD, headers, body, signal: AbortSignal.timeout(timeoutMs), redirect: 'error' })
        status = response.status
        answer = (await response.text()).slice(0, 2000)
      } catch (error) {
        const reason = (error as Error)?.name === 'TimeoutError' ? `no answer within ${timeoutMs / 1000} s` : 'could not reach the gateway'
        logger.warn({ to: maskPhone(to), reason, ms: Date.now() - started }, 'SMS not sent')
        throw new SmsSendError(reason)
      }
      if (status < 200 || status > 299 || (success && !success.test(answer))) {
        // The answer may quote the message (and so the code): only its status and length are logged.
        logger.warn({ to: maskPhone(to), status, answerBytes: answer.length, ms: Date.now() - started }, 'SMS not sent: the gateway refused it')
        throw new SmsSendError(`the gateway answered ${status}`)
      }
      logger.info({ to: maskPhone(to), status, ms: Date.now() - started }, 'SMS sent')
    },
  }
}

/** Writes each message to DATA_DIR/outbox/sms-*.txt (as mail does without SMTP_URL): for trying it out. */
export function outbox(config: Env): SmsSender {
  return {
    async send(to, text) {
      const dir = resolve(config.DATA_DIR, 'outbox')
      await mkdir(dir, { recursive: true })
      const file = join(dir, `sms-${new Date().toISOString().replace(/[:.]/g, '-')}-${to.slice(-3)}.txt`)
      await writeFile(file, `To: ${to}\n\n${text}\n`, { mode: 0o600 })
      logger.info({ to: maskPhone(to), file }, 'SMS written to the outbox (SMS_PROVIDER=outbox)')
    },
  }
}
