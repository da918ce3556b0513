import { env } from '#app/lib/env.server'
import type { Limit } from '#app/lib/rate-limit.server'

/**
 * Failed sign-ins allowed per e-mail address from one IP per minute; the next attempt from that
 * IP is refused. Counted per address and IP (issue 10): someone guessing from elsewhere does not
 * lock the owner out.
 */
export const SIGN_IN_FAILURES_PER_EMAIL_AND_IP: Limit = { max: 10, windowSeconds: 60 }
/**
 * Failed sign-ins per e-mail address from anywhere per hour (SIGN_IN_LIMIT_PER_ACCOUNT, 100): a
 * ceiling on guessing spread over many IPs, high enough that it takes a determined attack to lock
 * an owner out.
 */
export const signInFailuresPerEmail = (): Limit => ({ max: env().SIGN_IN_LIMIT_PER_ACCOUNT, windowSeconds: 3600 })
/**
 * Failed sign-ins per IP per minute (SIGN_IN_LIMIT_PER_IP, 30): generous, since many phones share
 * one carrier IP (CGNAT).
 */
export const signInFailuresPerIp = (): Limit => ({ max: env().SIGN_IN_LIMIT_PER_IP, windowSeconds: 60 })
/** After this many failures each further attempt waits a little longer (up to 2 s). */
export const SLOW_DOWN_AFTER = 3
/** New accounts per IP per hour (SIGNUP_LIMIT_PER_HOUR overrides it). */
export const signUpsPerIp = (): Limit => ({ max: env().SIGNUP_LIMIT_PER_HOUR, windowSeconds: 3600 })
/** Password-reset and verification mails per e-mail address per hour. */
export const MAILS_PER_EMAIL: Limit = { max: 3, windowSeconds: 3600 }
