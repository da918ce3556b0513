import type { MessageKey } from '#app/i18n/i18n'

export const BIO_MAX = 150
export const NAME_MAX = 100
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024

export interface ProfileValues {
  name: string
  bio: string
}

/** Characters as the database counts them (code points, so an emoji is one, not two). */
export const charCount = (text: string) => Array.from(text).length

/** Profile rules (spec 1 §5), shared by the form and the action. */
export function validateProfile(values: ProfileValues): { field: keyof ProfileValues; message: MessageKey } | null {
  const name = values.name.trim()
  if (!name) return { field: 'name', message: 'profile.error.nameRequired' }
  if (charCount(name) > NAME_MAX) return { field: 'name', message: 'profile.error.nameLong' }
  if (charCount(values.bio.trim()) > BIO_MAX) return { field: 'bio', message: 'profile.error.bioLong' }
  return null
}
