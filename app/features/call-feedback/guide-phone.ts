import type { ContentPack, Phone } from '#content/pack/schema'
import { correctable, isCollection } from '#app/lib/content/correctable'

import { phoneDigits } from '#app/lib/content/phone-number'

/**
 * The phone of a record of the guide with the same digits as `number`; undefined when the list,
 * the record or the number is not in the guide (a forged id, a number since corrected).
 */
export function guidePhone(guide: ContentPack, collection: string, recordId: string, number: string): Phone | undefined {
  if (!isCollection(collection)) return undefined
  let list: unknown = guide
  for (const key of correctable[collection].path) list = (list as Record<string, unknown>)[key]
  const record = (list as Array<{ id: string; phones?: Phone[] }>).find((r) => r.id === recordId)
  return record?.phones?.find((phone) => phoneDigits(phone.number) === phoneDigits(number))
}
