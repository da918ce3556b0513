import { randomBytes } from 'node:crypto'
import type { MessageKey, Vars } from '#app/i18n/i18n'
import type { SessionUser } from '#app/lib/auth/session.server'
import { db } from '#app/lib/db/database.server'
import { publish } from '#app/lib/events.server'
import { BodyError } from '#app/lib/form.server'
import { imageProblem, MAX_IMAGE_MEGAPIXELS, reencodeImage } from '#app/lib/images.server'
import { parseMultipart, type BufferedFile } from '#app/lib/multipart.server'
import { logger } from '#app/lib/logger.server'
import { getStorage, keyFromUrl } from '#app/lib/storage.server'
import { AVATAR_MAX_BYTES, validateProfile } from './schema'
import { checkName } from '#app/lib/watched-words/words.server'
import { isBlank, tidy } from '#app/lib/user-text'

export type ProfileUpdate =
  | { ok: true }
  | { ok: false; status: number; error: { field?: string; message: MessageKey; vars?: Vars } }

/**
 * Saves the signed-in user's name, bio and picture. The picture is checked by its content,
 * re-encoded to a small square WebP with no metadata, and stored; the old one is deleted.
 * Nothing is written unless everything is valid.
 */
/** The whole profile form body: the picture and room for the text fields (server/http.ts caps it). */
export const PROFILE_FORM_MAX_BYTES = AVATAR_MAX_BYTES * 4

/**
 * Reads the profile page's forms (the picture streamed, never more than AVATAR_MAX_BYTES of it
 * held). A picture over the limit is read to the end and dropped, so the page can answer with
 * its form and the message, not a bare error.
 */
export async function readProfileForm(request: Request): Promise<
  { ok: true; fields: Record<string, string>; avatar: BufferedFile | null } | { ok: false; status: number; error: { message: MessageKey } }
> {
  try {
    const form = await parseMultipart(request, { buffer: ['avatar'], maxBufferBytes: AVATAR_MAX_BYTES, stream: [], maxStreamBytes: 0, prefix: 'avatars', maxTotalBytes: PROFILE_FORM_MAX_BYTES })
    return { ok: true, fields: form.fields, avatar: form.files.avatar ?? null }
  } catch (error) {
    if (!(error instanceof BodyError)) throw error
    return { ok: false, status: error.problem === 'too-large' ? 413 : 400, error: { message: error.problem === 'too-large' ? 'form.error.tooLarge' : 'form.error.unreadable' } }
  }
}

export async function updateProfile(
  user: SessionUser,
  input: { name: string; bio: string; avatar: BufferedFile | null; removeAvatar: boolean },
): Promise<ProfileUpdate> {
  const invalid = validateProfile(input)
  if (invalid) return { ok: false, status: 400, error: invalid }
  // Watched words (issue 43 §3): a name or bio cannot wait for a moderator, so "block" and
  // "review" refuse it (checkName); nothing is written.
  for (const field of ['name', 'bio'] as const) {
    const refused = await checkName([input[field]])
    if (refused) return { ok: false, status: 400, error: { field, ...refused } }
  }

  let avatarUrl = input.removeAvatar ? null : user.avatarUrl
  let newKey: string | null = null
  if (input.avatar) {
    if (input.avatar.tooLarge) {
      return { ok: false, status: 413, error: { field: 'avatar', message: 'upload.error.tooLarge', vars: { size: AVATAR_MAX_BYTES / 1024 / 1024 } } }
    }
    const bytes = input.avatar.bytes
    if (bytes.length === 0) return { ok: false, status: 400, error: { field: 'avatar', message: 'upload.error.empty' } }
    const problem = await imageProblem(bytes)
    if (problem === 'too-many-pixels') return { ok: false, status: 413, error: { field: 'avatar', message: 'upload.error.tooManyPixels', vars: { max: MAX_IMAGE_MEGAPIXELS } } }
    if (problem) return { ok: false, status: 415, error: { field: 'avatar', message: 'upload.error.notImage' } }
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
      .set({ name: tidy(input.name), bio: isBlank(input.bio) ? null : tidy(input.bio), avatar_url: avatarUrl, updated_at: new Date() })
      .where('id', '=', user.id)
      .execute()
  } catch (error) {
    if (newKey) await getStorage().remove(newKey).catch(() => {})
    throw error
  }
  // The name and picture show on every post and comment of theirs: lists and post pages, cached
  // or kept, must show the new ones.
  if (tidy(input.name) !== user.name || avatarUrl !== user.avatarUrl) await publish(db(), 'forum', { type: 'author-changed' })
  const oldKey = keyFromUrl(user.avatarUrl)
  if (oldKey && user.avatarUrl !== avatarUrl) await getStorage().remove(oldKey).catch(() => {})
  return { ok: true }
}
