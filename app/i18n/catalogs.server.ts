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
import { catalogFilesFor, type CatalogFile } from './namespaces'
import { peopleBn } from './people.bn'
import { peopleEn } from './people.en'

/** Both whole catalogs, for the server's own use (loaders, e-mails). */
export const catalogs: Record<Lang, Messages> = { bn, en }

const files: Record<Lang, Record<CatalogFile, Record<string, string>>> = {
  bn: { core: coreBn, guide: guideBn, info: infoBn, people: peopleBn, forum: forumBn, moderation: moderationBn, corrections: correctionsBn },
  en: { core: coreEn, guide: guideEn, info: infoEn, people: peopleEn, forum: forumEn, moderation: moderationEn, corrections: correctionsEn },
}

const cache = new Map<string, Messages>()

/**
 * The part of the catalog a page at `pathname` needs, for the browser. E-mail texts never
 * leave the server.
 */
export function messagesFor(lang: Lang, pathname: string): Messages {
  const wanted = catalogFilesFor(pathname)
  const key = `${lang}:${wanted.join(',')}`
  let messages = cache.get(key)
  if (!messages) {
    const merged: Record<string, string> = {}
    for (const part of wanted) {
      const linksOnly = part === 'corrections-links'
      for (const [k, v] of Object.entries(files[lang][linksOnly ? 'corrections' : part])) {
        if (k.startsWith('mail.')) continue
        if (linksOnly && !k.startsWith('corrections.link.') && !k.startsWith('corrections.toast.')) continue
        merged[k] = v
      }
    }
    messages = merged as Messages
    cache.set(key, messages)
  }
  return messages
}

/** A translator for loaders and actions. */
export function translator(lang: Lang): Translate {
  return makeTranslator(lang, catalogs[lang])
}

/** A message in both languages, for matching a reader's query in either. */
export function bilingual(key: MessageKey): { bn: string; en: string } {
  return { bn: bn[key], en: en[key] }
}
