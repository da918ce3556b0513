import { randomBytes } from 'node:crypto'
import type { MessageKey, Vars } from '#app/i18n/i18n'
import type { SessionUser } from '#app/lib/auth/session.server'
import { db } from '#app/lib/db/database.server'
import { reencodeImage, sniffImage } from '#app/lib/images.server'
import { logger } from '#app/lib/logger.server'
import { getStorage, keyFromUrl } from '#app/lib/storage.server'
import { AVATAR_MAX_BYTES, validateProfile } from './schema'

export type ProfileUpdate =
  | { ok: true }
  | { ok: false; status: number; error: { field?: string; message: MessageKey; vars?: Vars } }

/**
 * Saves the signed-in user's name, bio and picture. The picture is checked by its content,
 * re-encoded to a small square WebP with no metadata, and stored; the old one is deleted.
 * Nothing is written unless everything is valid.
 */
export async function updateProfile(
  user: SessionUser,
  input: { name: string; bio: string; avatar: File | null; removeAvatar: boolean },
): Promise<ProfileUpdate> {
  const invalid = validateProfile(input)
  if (invalid) return { ok: false, status: 400, error: invalid }

  let avatarUrl = input.removeAvatar ? null : user.avatarUrl
  let newKey: string | null = null
  if (input.avatar && input.avatar.size > 0) {
    if (input.avatar.size > AVATAR_MAX_BYTES) {
      return { ok: false, status: 413, error: { field: 'avatar', message: 'upload.error.tooLarge', vars: { size: 5 } } }
    }
    const bytes = new Uint8Array(await input.avatar.arrayBuffer())
    if (!sniffImage(bytes)) return { ok: false, status: 415, error: { field: 'avatar', message: 'upload.error.notImage' } }
    let image
    try {
      image = await reencodeImage(bytes, { square: 256 })
    } catch {
      return { ok: false, status: 415, error: { field: 'avatar', message: 'upload.error.notImage' } }
    }
    newKey = `avatars/${user.id}-${randomBytes(8).toString('hex')}.webp`
    try {
      await getStorage().put(newKey, image.data, 'image/webp')
    } catch (error) {
      logger.error({ err: error }, 'avatar storage failed')
      return { ok: false, status: 503, error: { field: 'avatar', message: 'upload.error.storage' } }
    }
    avatarUrl = getStorage().url(newKey)
  }

  try {
    await db()
      .updateTable('profiles')
      .set({ name: input.name.trim(), bio: input.bio.trim() || null, avatar_url: avatarUrl, updated_at: new Date() })
      .where('id', '=', user.id)
      .execute()
  } catch (error) {
    if (newKey) await getStorage().remove(newKey).catch(() => {})
    throw error
  }
  const oldKey = keyFromUrl(user.avatarUrl)
  if (oldKey && user.avatarUrl !== avatarUrl) await getStorage().remove(oldKey).catch(() => {})
  return { ok: true }
}
