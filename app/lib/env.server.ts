import { z } from 'zod'

/** Treats an empty variable (a blank line in .env) as unset. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional())

const flag = z.enum(['0', '1', 'true', 'false', 'yes', 'no']).transform((v) => ['1', 'true', 'yes'].includes(v))

const envSchema = z.object({
  NODE_ENV: optional(z.enum(['production', 'development', 'test'])).transform((v) => v ?? 'production'),
  PORT: optional(z.coerce.number({ error: 'must be a port number from 0 to 65535' }).int().min(0).max(65535)).transform((v) => v ?? 3000),
  HOST: optional(z.string()).transform((v) => v ?? '0.0.0.0'),
  DATA_DIR: optional(z.string()).transform((v) => v ?? './data'),
  DATABASE_URL: optional(
    z.string().regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// URL'),
  ),
  PUBLIC_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })),
  SESSION_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  /**
   * How many reverse proxies stand in front (0: none). Express then takes the client's address
   * that many hops from the right of X-Forwarded-For, where the proxies wrote it, never the
   * left end that the client controls. `true`/`yes` mean one.
   */
  TRUST_PROXY: optional(z.union([
    z.enum(['true', 'yes', 'false', 'no']).transform((v) => (v === 'true' || v === 'yes' ? 1 : 0)),
    z.coerce.number({ error: 'must be the number of reverse proxies in front (0 for none)' }).int().min(0).max(10),
  ], { error: 'must be the number of reverse proxies in front (0 for none)' })).transform((v) => v ?? 0),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])).transform(
    (v) => v ?? 'info',
  ),
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL')),
  MAIL_FROM: optional(z.string()).transform((v) => v ?? 'Hathazari Guide <no-reply@localhost>'),
  REQUIRE_EMAIL_VERIFICATION: optional(flag).transform((v) => v ?? false),
  UPLOAD_MAX_VIDEO_MB: optional(z.coerce.number({ error: 'must be a number of megabytes' }).int().min(1).max(2048)).transform((v) => v ?? 50),
  SIGNUP_LIMIT_PER_HOUR: optional(z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(100000)).transform((v) => v ?? 10),
  SIGN_IN_LIMIT_PER_IP: optional(z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(100000)).transform((v) => v ?? 30),
  SIGN_IN_LIMIT_PER_ACCOUNT: optional(z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(100000)).transform((v) => v ?? 100),
  REPORT_HIDE_THRESHOLD: optional(z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(100)).transform((v) => v ?? 3),
  SITE_CONTACT_ADDRESS: optional(z.string()),
  SITE_CONTACT_PHONE: optional(z.string().regex(/^\+?[0-9 -]{3,20}$/, 'must be a phone number')),
  SITE_CONTACT_EMAIL: optional(z.email({ error: 'must be an e-mail address' })),
  SITE_FACEBOOK_URL: optional(z.url({ protocol: /^https$/, error: 'must be an https:// URL' })),
  DONATION_WALLET_NUMBER: optional(z.string().regex(/^\+?[0-9 -]{6,20}$/, 'must be a phone number')),
  DONATION_WALLET_PROVIDER: optional(z.string()),
  /**
   * App processes to run (node:cluster): more than one needs a PostgreSQL server (DATABASE_URL),
   * because the embedded database belongs to one process.
   */
  WEB_CONCURRENCY: optional(z.coerce.number({ error: 'must be a whole number of processes' }).int().min(1).max(64)).transform((v) => v ?? 1),
  /** The light maps' tile server: an http(s) address with {z}, {x} and {y} in it. */
  MAP_TILE_URL: optional(z.string().regex(/^https?:\/\/[^\s]*\{z\}[^\s]*\{x\}[^\s]*\{y\}[^\s]*$/, 'must be an http(s):// tile address with {z}, {x} and {y}'))
    .transform((v) => v ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  /** Local news (docs/news.md): off with 0; the sources as JSON (content/news-sources.ts's shape). */
  NEWS_ENABLED: optional(flag).transform((v) => v ?? true),
  NEWS_SOURCES: optional(z.string()),
  /** Lets the news job fetch loopback and private addresses: for tests with a local feed server only. */
  NEWS_ALLOW_PRIVATE: optional(flag).transform((v) => v ?? false),
  // The assistant's model (issue 12, docs/assistant.md): any OpenAI-compatible chat-completions
  // service. Without AI_BASE_URL and AI_MODEL the assistant answers from the guide alone.
  AI_BASE_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL (e.g. https://api.groq.com/openai/v1)' })),
  AI_API_KEY: optional(z.string()),
  AI_MODEL: optional(z.string().max(200)),
  AI_REFERER: optional(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })),
  AI_TITLE: optional(z.string().max(200)),
  AI_TEMPERATURE: optional(z.coerce.number({ error: 'must be a number from 0 to 2' }).min(0).max(2)).transform((v) => v ?? 0.7),
  AI_MAX_TOKENS: optional(z.coerce.number({ error: 'must be a whole number' }).int().min(50).max(8000)).transform((v) => v ?? 1000),
  AI_TIMEOUT_SECONDS: optional(z.coerce.number({ error: 'must be a number of seconds' }).int().min(1).max(600)).transform((v) => v ?? 30),
  ASSISTANT_LIMIT_PER_IP: optional(z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(100000)).transform((v) => v ?? 30),
  ASSISTANT_LIMIT_PER_ACCOUNT: optional(z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(100000)).transform((v) => v ?? 60),
  // Event reminders by Web Push (docs/events.md). Without the keys, a pair is generated on first
  // start and kept in DATA_DIR/vapid.json. Both or neither.
  VAPID_PUBLIC_KEY: optional(z.string().regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a URL-safe base64 P-256 public key (web-push generate-vapid-keys)')),
  VAPID_PRIVATE_KEY: optional(z.string().regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a URL-safe base64 P-256 private key')),
  /** Who push services contact about our messages: a mailto: or https: address. */
  VAPID_SUBJECT: optional(z.string().regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or https:// address')),
  /**
   * The push services the server will send to (a browser names its own endpoint, so this list
   * keeps the server from posting anywhere else). Entries without a scheme are host names
   * reached over https (subdomains included); entries with one are exact origins (tests).
   */
  PUSH_SERVICES: optional(z.string()).transform((v) =>
    (v ?? 'fcm.googleapis.com,android.googleapis.com,push.services.mozilla.com,notify.windows.com,push.apple.com')
      .split(',').map((entry) => entry.trim().toLowerCase()).filter(Boolean)),
  /**
   * How long notifications a reader gets "soon" by e-mail gather before one mail takes them all
   * (docs/notifications.md): minutes, 0 to send at once.
   */
  NOTIFY_EMAIL_WAIT_MINUTES: optional(z.coerce.number({ error: 'must be a whole number of minutes' }).int().min(0).max(1440)).transform((v) => v ?? 10),
  // Backups (docs/backups.md): where the nightly ones go (another disk is best), how many are
  // kept, and when, in Bangladesh time (off: none).
  BACKUP_DIR: optional(z.string()),
  BACKUP_KEEP: optional(z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(365)).transform((v) => v ?? 7),
  BACKUP_AT: optional(z.string().regex(/^(off|([01]\d|2[0-3]):[0-5]\d)$/, 'must be a time of day as HH:MM (Bangladesh time), or off')).transform((v) => v ?? '03:00'),
  /** Accounts registered with these e-mails become moderators: a first moderator, or tests. */
  BOOTSTRAP_MODERATOR_EMAILS: optional(z.string()).transform((v) =>
    (v ?? '').split(',').map((email) => email.trim().toLowerCase()).filter(Boolean)),
  /** The same for admins (the audit log, news sources): a first admin, or tests. */
  BOOTSTRAP_ADMIN_EMAILS: optional(z.string()).transform((v) =>
    (v ?? '').split(',').map((email) => email.trim().toLowerCase()).filter(Boolean)),
})

export type Env = z.infer<typeof envSchema> & { publicUrl: string }

/**
 * Reads and checks the configuration once. A bad value stops the start with one line per
 * problem, naming the variable and what it expects.
 */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source)
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = String(issue.path[0])
      return `  ${name}=${JSON.stringify(source[name] ?? '')}: ${issue.message}`
    })
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}\nSee .env.example and the README.`)
  }
  const env = result.data
  if (env.WEB_CONCURRENCY > 1 && !env.DATABASE_URL) {
    throw new ConfigError(
      `Invalid configuration:\n  WEB_CONCURRENCY=${JSON.stringify(source.WEB_CONCURRENCY)}: more than one process needs DATABASE_URL ` +
        '(a PostgreSQL server); the embedded database can only be used by one process. See docs/deploy.md.',
    )
  }
  if (!env.VAPID_PUBLIC_KEY !== !env.VAPID_PRIVATE_KEY) {
    throw new ConfigError('Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both, or neither (a pair is then generated in DATA_DIR).')
  }
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '')
  return { ...env, publicUrl }
}

export class ConfigError extends Error {}

let current: Env | undefined

/** The validated configuration of this process. */
export function env(): Env {
  current ??= parseEnv()
  return current
}

/** Lets the server entry (and tests) set the configuration explicitly. */
export function setEnv(value: Env) {
  current = value
}
