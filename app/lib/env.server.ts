import { z } from 'zod'
import { place } from '#pack/place'

/** Treats an empty variable (a blank line in .env) as unset. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional())

const flag = z.enum(['0', '1', 'true', 'false', 'yes', 'no']).transform((v) => ['1', 'true', 'yes'].includes(v))

const envSchema = z.object({
  /**
   * The place this deployment serves (docs/packs.md). It is chosen when the app is built (the
   * forum's address and the browser's texts are in the build): a server started with another
   * pack than its build's stops and says how to build the right one.
   */
  GUIDE_PACK: optional(z.string()).transform((v) => v ?? place.slug).refine((v) => v === place.slug, {
    error: `must be the pack this build was made with ("${place.slug}"); build for another place with GUIDE_PACK=<pack> npm run build`,
  }),
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
  /**
   * GET /metrics (docs/operations.md) is answered to `Authorization: Bearer <METRICS_TOKEN>`, and,
   * with METRICS_LOOPBACK=1, to a scraper on this machine; otherwise it is a page not found.
   * Sent in a header: visible ASCII, no spaces; long enough not to be guessed.
   */
  METRICS_TOKEN: optional(z.string()
    .min(32, 'must be at least 32 characters (for example the output of `openssl rand -hex 32`)')
    .max(256, 'must be at most 256 characters')
    .regex(/^[\x21-\x7e]+$/, 'must be visible ASCII characters without spaces (it is sent in an HTTP header)')),
  METRICS_LOOPBACK: optional(flag).transform((v) => v ?? false),
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL')),
  MAIL_FROM: optional(z.string()).transform((v) => v ?? `${place.guideName.en} <no-reply@localhost>`),
  REQUIRE_EMAIL_VERIFICATION: optional(flag).transform((v) => v ?? false),
  /**
   * Uploads in an S3-compatible store instead of DATA_DIR/uploads (docs/several-machines.md): s3://KEY_ID:SECRET@host[:port]/bucket?region=…&prefix=…&path_style=1&tls=0.
   */
  UPLOADS_S3_URL: optional(z.string().superRefine((value, ctx) => {
    const problem = s3UrlProblem(value)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })),
  UPLOAD_MAX_VIDEO_MB: optional(z.coerce.number({ error: 'must be a number of megabytes' }).int().min(1).max(2048)).transform((v) => v ?? 50),
  SIGNUP_LIMIT_PER_HOUR: optional(z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(100000)).transform((v) => v ?? 10),
  SIGN_IN_LIMIT_PER_IP: optional(z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(100000)).transform((v) => v ?? 30),
  SIGN_IN_LIMIT_PER_ACCOUNT: optional(z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(100000)).transform((v) => v ?? 100),
  REPORT_HIDE_THRESHOLD: optional(z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(100)).transform((v) => v ?? 3),
  // Newcomers' posts held for a moderator (issue 43 §2): their first ones, none, or all while new.
  NEW_MEMBER_REVIEW: optional(z.enum(['first', 'off', 'all-new'], { error: 'must be first, off or all-new' })).transform((v) => v ?? 'first'),
  // An edit within this many minutes of writing keeps no earlier version and is not marked
  // "edited" (issue 44 §4, docs/forum.md); 0 keeps every edit (the end-to-end tests).
  EDIT_GRACE_MINUTES: optional(z.coerce.number({ error: 'must be a whole number of minutes' }).int().min(0).max(60)).transform((v) => v ?? 5),
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
  /**
   * The C allocator (server/allocator.js, docs/deploy.md "Memory"): jemalloc where installed, or
   * the system's. Read by whoever starts the server (scripts/serve.sh); checked here too.
   */
  MEMORY_ALLOCATOR: optional(z.enum(['jemalloc', 'system'], { error: 'must be jemalloc or system' })).transform((v) => v ?? 'jemalloc'),
  /** The light maps' tile server: an http(s) address with {z}, {x} and {y} in it. */
  MAP_TILE_URL: optional(z.string().regex(/^https?:\/\/[^\s]*\{z\}[^\s]*\{x\}[^\s]*\{y\}[^\s]*$/, 'must be an http(s):// tile address with {z}, {x} and {y}'))
    .transform((v) => v ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  /** Local news (docs/news.md): off with 0; the sources as JSON (content/pack/news-source.ts's shape). */
  NEWS_ENABLED: optional(flag).transform((v) => v ?? true),
  NEWS_SOURCES: optional(z.string()),
  /** Lets the news job fetch loopback and private addresses: for tests with a local feed server only. */
  NEWS_ALLOW_PRIVATE: optional(flag).transform((v) => v ?? false),
  /** How long a story is kept after it was published, in days. */
  NEWS_KEEP_DAYS: optional(z.coerce.number({ error: 'must be a whole number of days' }).int().min(1).max(3650)).transform((v) => v ?? 90),
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
  // A code by SMS (docs/accounts.md, ADR 030): off unless SMS_PROVIDER is set. `http`: a gateway
  // reached by SMS_HTTP_URL, a template with {to} and {text} (and {key}, {sender}); `outbox`:
  // messages written to DATA_DIR/outbox, for trying it out without a gateway.
  SMS_PROVIDER: optional(z.enum(['http', 'outbox'], { error: 'must be http (an SMS gateway reached by SMS_HTTP_URL) or outbox (DATA_DIR/outbox, for trying it out)' })),
  SMS_HTTP_URL: optional(z.string().regex(/^https?:\/\/\S+$/, 'must be an http:// or https:// URL template with {to} and {text} in it')),
  SMS_HTTP_METHOD: optional(z.enum(['GET', 'POST', 'get', 'post'], { error: 'must be GET or POST' })).transform((v) => (v ?? 'GET').toUpperCase() as 'GET' | 'POST'),
  SMS_API_KEY: optional(z.string().max(500)),
  /** The header that carries SMS_API_KEY (e.g. Authorization); without it, the key goes where {key} is. */
  SMS_API_KEY_HEADER: optional(z.string().regex(/^[A-Za-z0-9-]{1,60}$/, 'must be a header name, e.g. Authorization or X-API-Key')),
  SMS_SENDER_ID: optional(z.string().max(50)),
  /** A regular expression the gateway's answer must match to count as sent (some say "error" with 200 OK). */
  SMS_HTTP_SUCCESS: optional(z.string().max(500).superRefine((value, ctx) => {
    try {
      new RegExp(value)
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a regular expression, e.g. "response_code"\\s*:\\s*202' })
    }
  })),
  /**
   * Sign-in with Google or another OpenID Connect provider (docs/accounts.md, ADR 031): the
   * issuer (its /.well-known/openid-configuration is read), the client's id and secret. All
   * three or none. http:// only for a provider on this machine (tests).
   */
  OIDC_ISSUER: optional(z.url({ protocol: /^https?$/, error: 'must be the provider\'s issuer URL, e.g. https://accounts.google.com' })
    .refine((value) => value.startsWith('https:') || /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?(\/|$)/.test(value), 'must be an https:// URL (http:// only for localhost, in tests)')),
  OIDC_CLIENT_ID: optional(z.string().max(500)),
  OIDC_CLIENT_SECRET: optional(z.string().max(500)),
  /** How long to wait for the provider's answers (discovery, keys, tokens). */
  OIDC_TIMEOUT_SECONDS: optional(z.coerce.number({ error: 'must be a number of seconds' }).int().min(1).max(60)).transform((v) => v ?? 10),
  /** The provider's name on the button ("Continue with Google"). */
  OIDC_NAME: optional(z.string().max(40, 'must be at most 40 characters')).transform((v) => v?.trim() ?? 'Google'),
  /** Accounts registered with these e-mails become moderators: a first moderator, or tests. */
  BOOTSTRAP_MODERATOR_EMAILS: optional(z.string()).transform((v) =>
    (v ?? '').split(',').map((email) => email.trim().toLowerCase()).filter(Boolean)),
  /** The same for admins (the audit log, news sources): a first admin, or tests. */
  BOOTSTRAP_ADMIN_EMAILS: optional(z.string()).transform((v) =>
    (v ?? '').split(',').map((email) => email.trim().toLowerCase()).filter(Boolean)),
})

export type Env = z.infer<typeof envSchema> & {
  publicUrl: string
  /** Where uploads go when UPLOADS_S3_URL is set; null: DATA_DIR/uploads. */
  uploadsS3: S3Settings | null
}

/** An S3-compatible store for uploads, read from UPLOADS_S3_URL. */
export interface S3Settings {
  /** `https://host[:port]` (`http://` with tls=0). */
  endpoint: string
  bucket: string
  region: string
  /** Put before every key: '' or a folder ending in '/'. */
  prefix: string
  /** The bucket in the path (`host/bucket/key`) rather than in the host name (`bucket.host/key`). */
  forcePathStyle: boolean
  /** Absent: the SDK's own chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, an instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string }
}

const S3_OPTIONS = ['region', 'prefix', 'path_style', 'tls']
const S3_SHAPE = 's3://ACCESS_KEY_ID:SECRET_ACCESS_KEY@host[:port]/bucket[?region=…&prefix=…&path_style=1&tls=0]'

/** Reads UPLOADS_S3_URL (checked first by s3UrlProblem). */
export function parseS3Url(value: string): S3Settings {
  const problem = s3UrlProblem(value)
  if (problem) throw new ConfigError(`UPLOADS_S3_URL: ${problem}`)
  const url = new URL(value.trim())
  const host = url.hostname
  const options = url.searchParams
  const tls = options.get('tls') !== '0'
  // Virtual-hosted addresses (bucket.host) need a name in DNS: an IP address or localhost cannot take one.
  const bareHost = /^[\d.]+$|^\[|^localhost$/i.test(host)
  const region = options.get('region')
    // s3.<region>.amazonaws.com, s3.<region>.backblazeb2.com; R2 is always 'auto'.
    ?? /^s3[.-]([a-z0-9-]+)\.(amazonaws\.com|backblazeb2\.com)$/i.exec(host)?.[1]?.toLowerCase()
    ?? (/\.r2\.cloudflarestorage\.com$/i.test(host) ? 'auto' : 'us-east-1')
  let prefix = options.get('prefix') ?? ''
  if (prefix && !prefix.endsWith('/')) prefix += '/'
  return {
    endpoint: `${tls ? 'https' : 'http'}://${url.host}`,
    bucket: url.pathname.replace(/^\/+|\/+$/g, ''),
    region,
    prefix,
    forcePathStyle: options.has('path_style') ? options.get('path_style') === '1' : bareHost,
    credentials: url.username ? { accessKeyId: decodeURIComponent(url.username), secretAccessKey: decodeURIComponent(url.password) } : undefined,
  }
}

/** What is wrong with an UPLOADS_S3_URL, or null. Never repeats the secret. */
function s3UrlProblem(raw: string): string | null {
  const value = raw.trim()
  if (!/^s3:\/\//i.test(value)) return `must start with s3:// (${S3_SHAPE})`
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return `is not a valid address (${S3_SHAPE}); a '/', '@', ':' or '%' in the secret must be written %2F, %40, %3A or %25`
  }
  if (!url.hostname) return `names no host: the store's endpoint, e.g. s3.eu-central-1.amazonaws.com or <account>.r2.cloudflarestorage.com (${S3_SHAPE})`
  if (url.username && !url.password) return 'has an access key id but no secret: write ACCESS_KEY_ID:SECRET_ACCESS_KEY@ before the host'
  if (!url.username && url.password) return 'has a secret but no access key id before it'
  try {
    decodeURIComponent(url.username)
    decodeURIComponent(url.password)
  } catch {
    return "the access key or secret has a '%' that starts no valid escape: write it %25"
  }
  // A '/' in an unescaped secret ends the host part early: what follows looks like a path with an '@'.
  if (url.pathname.includes('@') || url.pathname.includes('%40')) return "could not be split into keys, host and bucket: a '/' in the secret must be written %2F"
  const bucket = url.pathname.replace(/^\/+|\/+$/g, '')
  if (!bucket) return `names no bucket: put it after the host, as in s3://KEY:SECRET@host/my-bucket`
  if (bucket.includes('/')) return `the path must be the bucket alone ("${bucket}" has a '/'); for a folder inside the bucket add ?prefix=${bucket.split('/').slice(1).join('/')}/`
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) return `the bucket "${bucket}" is not a valid bucket name (3-63 lower-case letters, digits, '.' and '-', starting and ending with a letter or digit)`
  if (url.hash) return "has a '#' part: a '#' in the secret must be written %23"
  for (const name of url.searchParams.keys()) {
    if (!S3_OPTIONS.includes(name)) return `has an unknown option "${name}" (known: ${S3_OPTIONS.join(', ')})`
  }
  for (const name of ['path_style', 'tls']) {
    const option = url.searchParams.get(name)
    if (option !== null && option !== '0' && option !== '1') return `${name} must be 0 or 1, not "${option}"`
  }
  const region = url.searchParams.get('region')
  if (region !== null && !/^[a-z0-9-]{1,40}$/.test(region)) return `region "${region}" is not a region name (e.g. us-east-1, eu-central-1, auto)`
  const prefix = url.searchParams.get('prefix')
  if (prefix !== null && (!/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*\/?$/.test(prefix) || prefix.split('/').some((part) => part === '.' || part === '..'))) {
    return `prefix "${prefix}" must be a folder name such as uploads/ (letters, digits, '.', '_', '-' and '/' between parts, no leading '/')`
  }
  return null
}

/** A variable's value as it may be shown in a message: the secret in a URL's user part hidden. */
function shown(name: string, value: string | undefined) {
  if ((name === 'OIDC_CLIENT_SECRET' || name === 'METRICS_TOKEN') && value) return '***'
  if (name !== 'UPLOADS_S3_URL' || value === undefined) return value ?? ''
  return value.replace(/^([a-z0-9+.-]*:\/\/[^:@/]*:).*@/i, '$1***@')
}

/**
 * Reads and checks the configuration once. A bad value stops the start with one line per
 * problem, naming the variable and what it expects.
 */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source)
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = String(issue.path[0])
      return `  ${name}=${JSON.stringify(shown(name, source[name]))}: ${issue.message}`
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
  const smsProblem = smsSettingsProblem(env)
  if (smsProblem) throw new ConfigError(`Invalid configuration:\n  ${smsProblem}\nSee docs/accounts.md ("A code by SMS").`)
  const oidcSet = [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET].filter(Boolean).length
  if (oidcSet !== 0 && oidcSet !== 3) {
    const missing = (['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const).filter((name) => !env[name])
    throw new ConfigError(`Invalid configuration:\n  ${missing.join(', ')}: set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together (sign-in with Google), or none of them. See docs/accounts.md.`)
  }
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '')
  return { ...env, publicUrl, uploadsS3: env.UPLOADS_S3_URL ? parseS3Url(env.UPLOADS_S3_URL) : null }
}

/** What is missing or wrong in the SMS settings taken together, or null. Never repeats the key. */
function smsSettingsProblem(env: z.infer<typeof envSchema>): string | null {
  if (env.SMS_PROVIDER !== 'http') {
    return env.SMS_HTTP_URL && !env.SMS_PROVIDER ? 'SMS_HTTP_URL is set but SMS_PROVIDER is not: set SMS_PROVIDER=http to send codes by SMS.' : null
  }
  const url = env.SMS_HTTP_URL
  if (!url) return 'SMS_PROVIDER=http needs SMS_HTTP_URL: the gateway\'s address with {to} and {text} where the number and the message go.'
  if (!/\{to(_local|_e164)?\}/.test(url)) return 'SMS_HTTP_URL must have {to} in it (or {to_local} / {to_e164}): where the gateway wants the number.'
  if (!url.includes('{text}')) return 'SMS_HTTP_URL must have {text} in it: where the gateway wants the message.'
  if (url.includes('{key}') && !env.SMS_API_KEY) return 'SMS_HTTP_URL has {key} but SMS_API_KEY is not set.'
  if (env.SMS_API_KEY_HEADER && !env.SMS_API_KEY) return 'SMS_API_KEY_HEADER is set but SMS_API_KEY is not.'
  if (url.includes('{sender}') && !env.SMS_SENDER_ID) return 'SMS_HTTP_URL has {sender} but SMS_SENDER_ID is not set.'
  try {
    new URL(url.replace(/\{(to|text|key|sender|to_local|to_e164)\}/g, 'x'))
  } catch {
    return 'SMS_HTTP_URL is not a valid address once its {placeholders} are filled in.'
  }
  return null
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
