/**
 * "Interested" marks on events, kept in the browser (spec 2 §3: a map from event id to the ids
 * of the people who marked it, and an anonymous id starting with "user_" created once). Nothing
 * is sent anywhere. Reading is here; changing is in toggle-interest.ts, fetched on first use.
 */
export const INTEREST_KEY = 'hg.eventInterest'
export const ANONYMOUS_ID_KEY = 'hg.anonymousId'
export const interestKeys = { interest: INTEREST_KEY, user: ANONYMOUS_ID_KEY }

/** Whether `user` marked the event, in the stored map (`raw`); anything unreadable counts as no. */
export function isMarked(raw: string | null, eventId: string, user: string | null): boolean {
  try {
    const users: unknown = raw && user ? (JSON.parse(raw) as Record<string, unknown>)?.[eventId] : null
    return Array.isArray(users) && users.includes(user)
  } catch {
    return false
  }
}
