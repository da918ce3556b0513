import { correctable, type CollectionName, type CorrectableCollection, type CorrectionField } from '#app/lib/content/correctable'
import type { Bilingual } from '#app/lib/content/text'
import type { ContentPack } from '#content/pack/schema'

/** A record of any correctable list, as far as corrections care. */
export type PackRecord = Record<string, unknown> & { id: string; sources: string[]; asOf: string }

export function recordsOf(pack: ContentPack, collection: CollectionName): PackRecord[] {
  let list: unknown = pack
  for (const key of correctable[collection].path) list = (list as Record<string, unknown>)[key]
  return list as PackRecord[]
}

export function findRecord(pack: ContentPack, collection: CollectionName, id: string): PackRecord | undefined {
  return recordsOf(pack, collection).find((record) => record.id === id)
}

/** The name a reader knows the record by (a bank's "Bank, Branch", an event's title). */
export function recordName(collection: CollectionName, record: PackRecord): Bilingual {
  const spec: CorrectableCollection = correctable[collection]
  return (record[spec.fields.name ?? 'name'] ?? record.name) as Bilingual
}

/** What the guide says now for `field`; a phone list as its numbers. Null when it says nothing. */
export function currentValue(collection: CollectionName, record: PackRecord, field: CorrectionField): Bilingual | null {
  const spec: CorrectableCollection = correctable[collection]
  const property = spec.fields[field]
  if (!property) return null
  if (field === 'phone') {
    const phones = (record[property] as Array<{ number: string }> | undefined) ?? []
    if (!phones.length) return null
    const numbers = phones.map((phone) => phone.number).join(', ')
    return { bn: numbers, en: numbers }
  }
  return (record[property] as Bilingual | undefined) ?? null
}
