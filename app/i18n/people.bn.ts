import type { peopleEn } from './people.en'

/** Bengali messages of the people pages (merged into bn.ts). */
export const peopleBn: Record<keyof typeof peopleEn, string> = {
}
