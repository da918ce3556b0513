import type { MessageKey } from '#app/i18n/i18n'
import { isBlank, tidy } from '#app/lib/user-text'

export const BIO_MAX = 150
export const NAME_MAX = 100
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024

export interface ProfileValues {
  name: string
  bio: string
}

export { charCount } from '#app/lib/user-text'
import { charCount } from '#app/lib/user-text'

/** Profile rules (spec 1 §5), shared by the form and the action. */
export function validateProfile(values: ProfileValues): { field: keyof ProfileValues; message: MessageKey } | null {
  const name = tidy(values.name)
  if (isBlank(name)) return { field: 'name', message: 'profile.error.nameRequired' }
  if (charCount(name) > NAME_MAX) return { field: 'name', message: 'profile.error.nameLong' }
  if (charCount(tidy(values.bio)) > BIO_MAX) return { field: 'bio', message: 'profile.error.bioLong' }
  return null
}
