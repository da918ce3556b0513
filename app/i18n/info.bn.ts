import type { infoEn } from './info.en'

/** Bengali messages of the info pages (merged into bn.ts). */
export const infoBn: Record<keyof typeof infoEn, string> = {
}
