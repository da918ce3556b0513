import { bn, coreBn } from './bn'
import { coreEn, en } from './en'
import { correctionsBn } from './corrections.bn'
import { correctionsEn } from './corrections.en'
import { forumBn } from './forum.bn'
import { forumEn } from './forum.en'
import { guideBn } from './guide.bn'
import { guideEn } from './guide.en'
import { makeTranslator, type Lang, type MessageKey, type Messages, type Translate } from './i18n'
import { infoBn } from './info.bn'
import { infoEn } from './info.en'
import { moderationBn } from './moderation.bn'
import { moderationEn } from './moderation.en'
import { createHash } from 'node:crypto'
import { allPartLists, catalogFilesFor, type CatalogFile, type CatalogPart } from './namespaces'
import { withPlaceWords } from './place-words'
import { registerMessages, type CatalogRef } from './registry'
import { peopleBn } from './people.bn'
import { peopleEn } from './people.en'
import { notificationsBn } from './notifications.bn'
import { notificationsEn } from './notifications.en'
import { rulesBn } from './rules.bn'
import { rulesEn } from './rules.en'

/** Both whole catalogs, with the place's words (place-words.ts), for the server's own use (loaders, e-mails). */
export const catalogs: Record<Lang, Messages> = { bn: withPlaceWords('bn', bn), en: withPlaceWords('en', en) }

const placed = <T extends Record<CatalogFile, Record<string, string>>>(lang: Lang, parts: T) =>
  Object.fromEntries(Object.entries(parts).map(([name, messages]) => [name, withPlaceWords(lang, messages)])) as T

const files: Record<Lang, Record<CatalogFile, Record<string, string>>> = {
  bn: placed('bn', { core: coreBn, guide: guideBn, info: infoBn, people: peopleBn, forum: forumBn, moderation: moderationBn, corrections: correctionsBn, notifications: notificationsBn, rules: rulesBn }),
  en: placed('en', { core: coreEn, guide: guideEn, info: infoEn, people: peopleEn, forum: forumEn, moderation: moderationEn, corrections: correctionsEn, notifications: notificationsEn, rules: rulesEn }),
}

/** The parts that are a few keys of a file: the file, and the prefixes of the keys kept. */
const partial: Partial<Record<CatalogPart, { file: CatalogFile; prefixes: string[] }>> = {
  'corrections-links': { file: 'corrections', prefixes: ['corrections.link.', 'corrections.toast.'] },
  'rules-form': { file: 'rules', prefixes: ['rules.form.', 'rules.error.'] },
}

const cache = new Map<string, Messages>()

/**
 * The part of the catalog a page at `pathname` needs, for the browser. E-mail texts never
 * leave the server.
 */
export function messagesFor(lang: Lang, pathname: string): Messages {
  return messagesForParts(lang, catalogFilesFor(pathname))
}

function messagesForParts(lang: Lang, wanted: CatalogPart[]): Messages {
  const key = `${lang}:${wanted.join(',')}`
  let messages = cache.get(key)
  if (!messages) {
    const merged: Record<string, string> = {}
    for (const part of wanted) {
      const some = partial[part]
      for (const [k, v] of Object.entries(files[lang][some ? some.file : (part as CatalogFile)])) {
        if (k.startsWith('mail.')) continue
        if (some && !some.prefixes.some((prefix) => k.startsWith(prefix))) continue
        merged[k] = v
      }
    }
    messages = merged as Messages
    cache.set(key, messages)
  }
  return messages
}

interface CatalogScript {
  ref: CatalogRef
  /** The messages as JSON, the file's content. */
  body: string
}
const scripts = new Map<string, CatalogScript>()

/**
 * The catalog a page at `pathname` needs, registered for the server's render, with the address
 * of the file that brings it to the browser: named by its content's hash, so the browser keeps
 * it for a year and a changed text gets a new address.
 */
export function catalogFor(lang: Lang, pathname: string): CatalogRef {
  return catalogForParts(lang, catalogFilesFor(pathname))
}

function catalogForParts(lang: Lang, parts: CatalogPart[]): CatalogRef {
  const key = `${lang}.${parts.join('-')}`
  let script = scripts.get(key)
  if (!script) {
    const messages = messagesForParts(lang, parts)
    registerMessages(key, messages)
    // Data, not code: JSON is parsed far faster than script is compiled on a slow phone.
    const body = JSON.stringify(messages)
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 12)
    script = { ref: { key, src: `/catalogs/${key}.${hash}.json` }, body }
    scripts.set(key, script)
  }
  return script.ref
}

/**
 * The file for `/catalogs/<file>`: `current` is false when the file names an older hash (a
 * page cached before a release), which then gets today's texts without the year-long cache.
 */
export function catalogScript(file: string): { body: string; current: boolean } | null {
  const match = /^(bn|en)\.([a-z-]+)\.([\w-]+)\.json$/.exec(file)
  if (!match) return null
  const lang = match[1] as Lang
  // Only the part lists pages use (a made-up list would fill the map). A part's own name may
  // have a hyphen ('rules-form'): the list is the known one, not the name split at hyphens.
  const parts = allPartLists().find((list) => list.join('-') === match[2])
  if (!parts) return null
  const ref = catalogForParts(lang, parts)
  return { body: scripts.get(ref.key)!.body, current: ref.src.endsWith(`.${match[3]}.json`) }
}

/** A translator for loaders and actions. */
export function translator(lang: Lang): Translate {
  return makeTranslator(lang, catalogs[lang])
}

/** A message in both languages, for matching a reader's query in either. */
export function bilingual(key: MessageKey): { bn: string; en: string } {
  return { bn: bn[key], en: en[key] }
}
