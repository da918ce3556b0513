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

export async function saveSettings(userId: string, settings: NotificationSettings) {
  const values = { lang: settings.lang, email: JSON.stringify(settings.email), push: JSON.stringify(settings.push) }
  await db().insertInto('notification_settings').values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, updated_at: new Date() })).execute()
}

/** Turns e-mail off for one kind, or for every kind; pending e-mails of those kinds are not sent. */
export async function stopEmails(userId: string, kind: NotificationKind | 'all') {
  const settings = await readSettings(userId)
  for (const each of notificationKinds) if (kind === 'all' || each === kind) settings.email[each] = 'off'
  await saveSettings(userId, settings)
}
