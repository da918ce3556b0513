import { place } from '#pack/place'
import type { Lang } from './i18n'

/**
 * The catalogs name the place with words the pack fills in (`{@place}`, `{@guide}`…; the `@`
 * keeps them apart from a message's own `{vars}`), and a pack's own texts replace a message
 * outright (place.ts: texts). Done once, when the server loads the catalogs: the browser only ever
 * sees the filled texts.
 */
const bengaliDigits = (text: string) => text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x09e6 + Number(digit)))
const questions = (lang: Lang) => Object.fromEntries(place.assistant.sampleQuestions[lang].map((question, index) => [`question${index + 1}`, question]))

const words: Record<Lang, Record<string, string>> = {
  bn: {
    ...questions('bn'), exampleLocation: bengaliDigits(place.map.exampleLocation),
    place: place.name.bn, placeOf: place.nameOf.bn, placeIn: place.nameIn.bn, placeFull: place.fullName.bn,
    district: place.district.bn, districtOf: place.districtOf.bn, guide: place.guideName.bn, short: place.shortName.bn,
  },
  en: {
    ...questions('en'), exampleLocation: place.map.exampleLocation,
    place: place.name.en, placeOf: place.nameOf.en, placeIn: place.nameIn.en, placeFull: place.fullName.en,
    district: place.district.en, districtOf: place.districtOf.en, guide: place.guideName.en, short: place.shortName.en,
  },
}

/** The place's words as a message may name them ("{@placeIn}"), for checks and tests. */
export const placeWordNames = Object.keys(words.en)

export function fillPlaceWords(lang: Lang, text: string): string {
  return text.includes('{@') ? text.replace(/\{@(\w+)\}/g, (whole, name: string) => words[lang][name] ?? whole) : text
}

/** A catalog file with the place's words filled in and the pack's own texts in place. */
export function withPlaceWords<T extends Record<string, string>>(lang: Lang, messages: T): T {
  const own = place.texts[lang]
  const filled: Record<string, string> = {}
  for (const [key, text] of Object.entries(messages)) filled[key] = fillPlaceWords(lang, own[key] ?? text)
  return filled as T
}
