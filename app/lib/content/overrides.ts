import { z } from 'zod'
import { AsOf, Phone, ServiceProvider, Sources, Text, sourceIdentity, type ContentPack, type Source } from '#content/pack/schema'
import { correctable, isCollection, publishesListings, type CollectionName, type CorrectableCollection, type CorrectionField } from './correctable'

/**
 * An accepted correction as `content_overrides` stores it. `value` is `{ bn, en }` for a text
 * field, `{ number }` for a phone, and a `NewListing` for a new record (`field: 'record'`).
 */
export interface Override {
  collection: string
  recordId: string
  field: CorrectionField | 'record'
  value: unknown
  /** The sources it was accepted on (a web page, a photo, a call, a visit): prepended to the record's sources. */
  sources: Source[]
  /** YYYY-MM-DD, the day a moderator accepted it: becomes the record's as-of date. */
  asOf: string
}

/** What an accepted new listing holds; sources, date and confidence come from the override. */
export const NewListing = z
  .object({ name: Text, address: Text.optional(), hours: Text.optional(), details: Text.optional(), phone: Phone.shape.number.optional() })
  .strict()
export type NewListing = z.infer<typeof NewListing>

const PhoneValue = z.object({ number: Phone.shape.number }).strict()

export type Row = Record<string, unknown> & { id: string; sources: Source[]; asOf: string }

/** `first` then `rest`, each source once. */
export function mergeSources(first: readonly Source[], rest: readonly Source[]): Source[] {
  const seen = new Set<string>()
  return [...first, ...rest].filter((source) => {
    const key = sourceIdentity(source)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/**
 * A copy of `pack` whose lists are copied the first time they are asked for (`listOf`): what an
 * overlay changes is copied, the rest is shared with the shipped pack.
 */
export function packEditor(pack: ContentPack) {
  const out = { ...pack, train: { ...pack.train } } as ContentPack
  const copied = new Set<string>()
  const listOf = (name: CollectionName): Row[] => {
    const spec: CorrectableCollection = correctable[name]
    let parent = out as unknown as Record<string, unknown>
    for (const key of spec.path.slice(0, -1)) parent = parent[key] as Record<string, unknown>
    const key = spec.path[spec.path.length - 1]!
    if (!copied.has(name)) {
      parent[key] = [...(parent[key] as Row[])]
      copied.add(name)
    }
    return parent[key] as Row[]
  }
  return { out, listOf }
}

/**
 * The pack with accepted corrections laid over it, in the order given (oldest first). Pure: the
 * input pack is not changed; only the lists and records an override touches are copied. An
 * override that no longer fits (its record left the pack, a malformed value) is skipped and
 * reported through `onSkip`, never half-applied.
 */
export function applyOverrides(
  pack: ContentPack,
  overrides: readonly Override[],
  onSkip: (override: Override, why: string) => void = () => {},
): ContentPack {
  if (overrides.length === 0) return pack
  const { out, listOf: list } = packEditor(pack)
  const listOf = (_spec: CorrectableCollection, name: CollectionName) => list(name)

  for (const override of overrides) {
    const skip = (why: string) => onSkip(override, why)
    if (!isCollection(override.collection)) {
      skip('unknown collection')
      continue
    }
    const sources = Sources.safeParse(override.sources)
    const asOf = AsOf.safeParse(override.asOf)
    if (!sources.success || !asOf.success) {
      skip('bad sources or date')
      continue
    }
    const spec: CorrectableCollection = correctable[override.collection]
    const list = listOf(spec, override.collection)

    if (override.field === 'record') {
      if (!publishesListings(override.collection)) {
        skip('new listings are not published in this collection')
        continue
      }
      const value = NewListing.safeParse(override.value)
      if (!value.success) {
        skip('malformed listing')
        continue
      }
      if (list.some((record) => record.id === override.recordId)) {
        skip('a record with this id exists')
        continue
      }
      const { phone, ...text } = value.data
      const record = ServiceProvider.safeParse({
        id: override.recordId,
        ...text,
        ...(phone ? { phones: [{ number: phone, sources: sources.data, asOf: asOf.data }] } : {}),
        sources: sources.data,
        asOf: asOf.data,
        confidence: 'medium',
      })
      if (!record.success) {
        skip('invalid listing')
        continue
      }
      list.push(record.data as Row)
      continue
    }

    const property = spec.fields[override.field]
    const index = list.findIndex((record) => record.id === override.recordId)
    if (!property || index === -1) {
      skip(property ? 'record not in the pack' : 'field not correctable here')
      continue
    }
    let value: unknown
    if (override.field === 'phone') {
      const number = PhoneValue.safeParse(override.value)
      // The publish rule holds here too: a web page or a successful call, never a photo alone.
      const phone = number.success ? Phone.safeParse({ number: number.data.number, sources: sources.data, asOf: asOf.data }) : number
      if (!phone.success) {
        skip(number.success ? 'a phone needs a web page or a successful call' : 'malformed phone')
        continue
      }
      value = [phone.data]
    } else {
      const text = Text.safeParse(override.value)
      if (!text.success) {
        skip('malformed text')
        continue
      }
      value = text.data
    }
    const current = list[index]!
    list[index] = {
      ...current,
      [property]: value,
      sources: mergeSources(sources.data, current.sources),
      asOf: asOf.data,
    }
  }
  return out
}
