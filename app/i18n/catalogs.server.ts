import { bn } from './bn'
import { en } from './en'
import type { Lang, Messages } from './i18n'

/** Both catalogs live on the server; a page receives only its language's catalog in the root loader. */
export const catalogs: Record<Lang, Messages> = { bn, en }
