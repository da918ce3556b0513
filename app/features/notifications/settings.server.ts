import type { Lang } from '#app/i18n/i18n'
import { db } from '#app/lib/db/database.server'
import {
  defaultEmail, defaultPush, isEmailMode, notificationKinds, type EmailMode, type NotificationKind,
} from '#app/lib/notifications/kinds'

/** A reader's choices for e-mail and phones, per kind, with the defaults filled in. */
export interface NotificationSettings {
  lang: Lang
  email: Record<NotificationKind, EmailMode>
  push: Record<NotificationKind, boolean>
}

/**
 * The reader's settings. A reader who never saved them gets e-mails and phone notifications in
 * `fallbackLang`: the language of the page they first opened their notifications on
 * (rememberLanguage), else Bengali, the site's default.
 */
export async function readSettings(userId: string, fallbackLang: Lang = 'bn'): Promise<NotificationSettings> {
  const row = await db().selectFrom('notification_settings').select(['lang', 'email', 'push']).where('user_id', '=', userId).executeTakeFirst()
  return withDefaults(row, fallbackLang)
}

function withDefaults(row: { lang: Lang; email: Record<string, string>; push: Record<string, boolean> } | undefined, fallbackLang: Lang): NotificationSettings {
  const email = { ...defaultEmail }
  const push = { ...defaultPush }
  for (const kind of notificationKinds) {
    const mode = row?.email?.[kind]
    if (isEmailMode(mode)) email[kind] = mode
    const on = row?.push?.[kind]
    if (typeof on === 'boolean') push[kind] = on
  }
  return { lang: row?.lang ?? fallbackLang, email, push }
}

/** Keeps the language a reader reads their notifications in, until they choose one in the settings. */
export async function rememberLanguage(userId: string, lang: Lang) {
  await db().insertInto('notification_settings').values({ user_id: userId, lang })
    .onConflict((oc) => oc.column('user_id').doNothing()).execute()
}

/**
 * Reads the settings form (`email.<kind>`: off, soon or daily; `push.<kind>`: a checkbox;
 * `lang`). Null when anything is not one of the choices offered: nothing is saved then.
 */
export function parseSettingsForm(form: FormData): NotificationSettings | null {
  const lang = form.get('lang')
  if (lang !== 'bn' && lang !== 'en') return null
  const email = {} as Record<NotificationKind, EmailMode>
  const push = {} as Record<NotificationKind, boolean>
  for (const kind of notificationKinds) {
    const mode = form.get(`email.${kind}`)
    if (!isEmailMode(mode)) return null
    email[kind] = mode
    const on = form.get(`push.${kind}`)
    if (on !== null && on !== '1') return null
    push[kind] = on === '1'
  }
  return { lang, email, push }
}

/** Per kind, how many times the reader's e-mail choice changed: what an unsubscribe link signs. */
export type EmailVersions = Partial<Record<NotificationKind, number>>

export async function readEmailVersions(userId: string): Promise<EmailVersions> {
  const row = await db().selectFrom('notification_settings').select('email_versions').where('user_id', '=', userId).executeTakeFirst()
  return row?.email_versions ?? {}
}

/** The version an unsubscribe link for a kind signs: for "all", the sum (it changes when any kind's does). */
export function emailVersion(versions: EmailVersions, kind: NotificationKind | 'all'): number {
  if (kind !== 'all') return versions[kind] ?? 0
  return notificationKinds.reduce((sum, each) => sum + (versions[each] ?? 0), 0)
}

/**
 * Saves the reader's settings. A kind whose e-mail choice changes gets a new version, so the
 * unsubscribe links of mails sent before stop working (they cannot undo a later choice).
 * `change` gets the stored settings inside the transaction; returning null saves nothing.
 */
async function writeSettings(
  userId: string,
  change: (stored: NotificationSettings, versions: EmailVersions) => NotificationSettings | null,
): Promise<boolean> {
  return db().transaction().execute(async (trx) => {
    const row = await trx.selectFrom('notification_settings').select(['lang', 'email', 'push', 'email_versions'])
      .where('user_id', '=', userId).forUpdate().executeTakeFirst()
    // An account deleted since (an old mail's link): nothing to save, nothing will be sent.
    if (!row && !(await trx.selectFrom('user').select('id').where('id', '=', userId).executeTakeFirst())) return false
    const stored = withDefaults(row, 'bn')
    const versions: EmailVersions = { ...(row?.email_versions ?? {}) }
    const next = change(stored, versions)
    if (!next) return false
    for (const kind of notificationKinds) if (next.email[kind] !== stored.email[kind]) versions[kind] = (versions[kind] ?? 0) + 1
    const values = { lang: next.lang, email: JSON.stringify(next.email), push: JSON.stringify(next.push), email_versions: JSON.stringify(versions) }
    await trx.insertInto('notification_settings').values({ user_id: userId, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, updated_at: new Date() })).execute()
    return true
  })
}

export async function saveSettings(userId: string, settings: NotificationSettings) {
  await writeSettings(userId, () => settings)
}

/** Turns e-mail off for one kind, or for every kind; pending e-mails of those kinds are not sent. */
export async function stopEmails(userId: string, kind: NotificationKind | 'all') {
  await writeSettings(userId, (stored) => turnedOff(stored, kind))
}

function turnedOff(stored: NotificationSettings, kind: NotificationKind | 'all'): NotificationSettings {
  const email = { ...stored.email }
  for (const each of notificationKinds) if (kind === 'all' || each === kind) email[each] = 'off'
  return { ...stored, email }
}

/**
 * What an unsubscribe link may do. 'done': e-mails of the kind are off (turned off now, or
 * already). 'stale': the reader changed their choice for the kind after the link's mail was sent
 * and still wants those e-mails; the link changes nothing.
 */
export async function unsubscribeByLink(userId: string, kind: NotificationKind | 'all', version: number): Promise<'done' | 'stale'> {
  let outcome: 'done' | 'stale' = 'done'
  await writeSettings(userId, (stored, versions) => {
    const off = notificationKinds.every((each) => (kind !== 'all' && each !== kind) || stored.email[each] === 'off')
    if (emailVersion(versions, kind) === version) return off ? null : turnedOff(stored, kind)
    outcome = off ? 'done' : 'stale'
    return null
  })
  return outcome
}

/** Whether an unsubscribe link is out of date: its reader changed their choice for the kind since, and still wants those e-mails. */
export async function unsubscribeLinkStale(userId: string, kind: NotificationKind | 'all', version: number): Promise<boolean> {
  const row = await db().selectFrom('notification_settings').select(['lang', 'email', 'push', 'email_versions']).where('user_id', '=', userId).executeTakeFirst()
  if (emailVersion(row?.email_versions ?? {}, kind) === version) return false
  const { email } = withDefaults(row, 'bn')
  return notificationKinds.some((each) => (kind === 'all' || each === kind) && email[each] !== 'off')
}
