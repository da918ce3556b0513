/** English messages of the people pages (merged into en.ts). */
export const peopleEn = {
} as const
