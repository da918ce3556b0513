import type { correctionsEn } from './corrections.en'

/** Bengali messages of suggestions and corrections to the guide (merged into bn.ts). */
export const correctionsBn: Record<keyof typeof correctionsEn, string> = {
}
