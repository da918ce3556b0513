import { betterAuth } from 'better-auth'
import { getDatabase, type AppDatabase } from '../db/database.server'
import { env } from '../env.server'
import { logger } from '../logger.server'
import { sendMail } from '../mail.server'
import { getSecret } from '../secret.server'
import { passwordResetMail, verificationMail } from './auth-mail.server'
import { ensureProfile } from './profile-defaults.server'
import { place } from '#pack/place'

/** Sliding expiry: a session used at least once a day stays alive for 30 days (seconds). */
export const sessionLifetime = { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 }

function createAuth(database: AppDatabase) {
  const config = env()
  const https = config.publicUrl.startsWith('https:')
  return betterAuth({
    appName: place.guideName.en,
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: getSecret(),
    database: { db: database.db as never, type: 'postgres' },
    telemetry: { enabled: false },
    trustedOrigins: [new URL(config.publicUrl).origin],
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: true,
      // Reading and posting do not wait for verification unless REQUIRE_EMAIL_VERIFICATION
      // is set; requireVerifiedUser enforces that for writing.
      requireEmailVerification: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // The link opens our own page, which works without JavaScript.
      sendResetPassword: async ({ user, token }) => {
        await sendMail(passwordResetMail(user.email, user.name, `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`))
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, token }) => {
        await sendMail(verificationMail(user.email, user.name, `${config.publicUrl}/verify-email?token=${encodeURIComponent(token)}`))
      },
    },
    // session.server.ts reads live sessions directly and must agree on when one is renewed.
    session: sessionLifetime,
    // Our own limiter (app/lib/rate-limit.server.ts) guards sign-in and sign-up per e-mail and
    // per IP; better-auth's guards the few endpoints reachable at /api/auth directly.
    rateLimit: { enabled: true, window: 60, max: 30, storage: 'memory' },
    advanced: {
      cookiePrefix: 'hg',
      useSecureCookies: https,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: https, path: '/' },
      // The server writes this header from Express's proxy-aware req.ip (server/http.ts: clientAddress).
      ipAddress: { ipAddressHeaders: ['x-hg-client-ip'] },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await ensureProfile(user)
          },
        },
      },
    },
    logger: {
      log: (level, message, ...args) => {
        const entry = { source: 'better-auth', args: args.length ? args : undefined }
        if (level === 'error') logger.error(entry, message)
        else if (level === 'warn') logger.warn(entry, message)
        else logger.debug(entry, message)
      },
    },
  })
}

export type Auth = ReturnType<typeof createAuth>

const instances = new WeakMap<AppDatabase, Auth>()

/** The better-auth instance for the open database (built on first use, after the database opens). */
export function getAuth(): Auth {
  const database = getDatabase()
  let auth = instances.get(database)
  if (!auth) {
    auth = createAuth(database)
    instances.set(database, auth)
  }
  return auth
}
