/** English messages of the info pages (merged into en.ts). */
export const infoEn = {
} as const
