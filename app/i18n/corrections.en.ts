/** English messages of suggestions and corrections to the guide (merged into en.ts). */
export const correctionsEn = {
} as const
