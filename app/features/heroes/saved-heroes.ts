/** Saved heroes (spec 2 §4): ids in localStorage, pages in Cache Storage. Kept apart from the list logic so the profile page loads only this. */

/** The key under which saved hero ids are kept in localStorage. */
export const SAVED_HEROES_KEY = 'hg.savedHeroes'

/** The saved ids in a stored value; anything unreadable counts as none. */
export function parseSavedHeroes(raw: string | null): string[] {
  if (!raw) return []
  try {
    const value: unknown = JSON.parse(raw)
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : []
  } catch {
    return []
  }
}
