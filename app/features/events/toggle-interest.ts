/**
 * Changing the "Interested" marks (see interest.ts). The functions take the storage and its keys
 * (INTEREST_KEY, ANONYMOUS_ID_KEY), so they can be tested and this chunk imports nothing.
 */
type StorageLike = Pick<Storage, 'getItem' | 'setItem'>
export interface InterestKeys {
  interest: string
  user: string
}
export type InterestMap = Record<string, string[]>

/** This browser's anonymous id, created on first use. */
export function anonymousId(storage: StorageLike, keys: InterestKeys, random: () => string = () => crypto.randomUUID()): string {
  const existing = storage.getItem(keys.user)
  if (existing?.startsWith('user_')) return existing
  const id = `user_${random().replace(/-/g, '').slice(0, 16)}`
  storage.setItem(keys.user, id)
  return id
}

/** The stored map; anything unreadable counts as empty. */
export function parseInterest(raw: string | null): InterestMap {
  if (!raw) return {}
  try {
    const value: unknown = JSON.parse(raw)
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {}
    const map: InterestMap = {}
    for (const [eventId, users] of Object.entries(value)) {
      if (Array.isArray(users)) map[eventId] = users.filter((u): u is string => typeof u === 'string')
    }
    return map
  } catch {
    return {}
  }
}

/** Marks or unmarks the event for this browser's id; returns whether it is now marked. */
export function toggleInterest(storage: StorageLike, keys: InterestKeys, eventId: string): boolean {
  const userId = anonymousId(storage, keys)
  const map = parseInterest(storage.getItem(keys.interest))
  const users = map[eventId] ?? []
  const interested = !users.includes(userId)
  const next = interested ? [...users, userId] : users.filter((u) => u !== userId)
  if (next.length) map[eventId] = next
  else delete map[eventId]
  storage.setItem(keys.interest, JSON.stringify(map))
  return interested
}
