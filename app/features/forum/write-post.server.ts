import { writeBlock } from '#app/lib/auth/can-write.server'
import type { SessionUser } from '#app/lib/auth/session.server'
import { db } from '#app/lib/db/database.server'
import { publish } from '#app/lib/events.server'
import { followOnWrite } from '#app/lib/notifications/notify.server'
import { imageProblem, MAX_IMAGE_MEGAPIXELS, POST_IMAGE_MAX_SIDE, reencodeImage, removePostImage, storePostImage } from '#app/lib/images.server'
import { logger } from '#app/lib/logger.server'
import { fileId, type BufferedFile, type StreamedFile } from '#app/lib/multipart.server'
import { getStorage, keyFromUrl } from '#app/lib/storage.server'
import { newAccountLimit, newMemberMentionLimit, overLimit } from './limits.server'
import { resolveMentions } from '#app/lib/mentions/resolve.server'
import { notifyMentions } from '#app/lib/mentions/notify.server'
import { toPostView, type PostView } from './post-view.server'
import { getPostRow } from './queries.server'
import { fail, type ForumResult } from './result'
import { isResolution, parseTags, validatePost, type Category, type PostInput, type Resolution } from './schema'
import { tidy } from '#app/lib/user-text'
import { checkTexts, wordRefusal } from '#app/lib/watched-words/words.server'
import { rulesProblem } from '#app/lib/community-rules.server'
import { fingerprintFor, holdFor, holdOtherCopies } from './review.server'

export const IMAGE_MAX_BYTES = 10 * 1024 * 1024

export interface MediaInput {
  image?: BufferedFile | null
  /** A video already streamed to storage (or why it was refused). */
  video?: StreamedFile | null
}

const clean = tidy

type StoredImage = { url: string | null; width: number | null; height: number | null }

/**
 * Checks and stores an uploaded image: by content, re-encoded to WebP with no metadata, in its
 * own size and the smaller widths pages offer to phones (srcset).
 */
async function storeImage(image: MediaInput['image']): Promise<ForumResult<StoredImage>> {
  if (!image) return { ok: true, url: null, width: null, height: null }
  if (image.tooLarge) return fail(413, 'upload.error.tooLarge', { field: 'image', vars: { size: IMAGE_MAX_BYTES / 1024 / 1024 } })
  if (image.bytes.length === 0) return fail(400, 'upload.error.empty', { field: 'image' })
  const problem = await imageProblem(image.bytes)
  if (problem === 'too-many-pixels') return fail(413, 'upload.error.tooManyPixels', { field: 'image', vars: { max: MAX_IMAGE_MEGAPIXELS } })
  if (problem) return fail(415, 'upload.error.notImage', { field: 'image' })
  let encoded
  try {
    encoded = await reencodeImage(image.bytes, { maxSide: POST_IMAGE_MAX_SIDE, quality: 78 })
  } catch {
    return fail(415, 'upload.error.notImage', { field: 'image' })
  }
  const key = `posts/${fileId()}.webp`
  try {
    await storePostImage(getStorage(), key, encoded)
  } catch (error) {
    logger.error({ err: error }, 'image storage failed')
    return fail(503, 'upload.error.storage', { field: 'image', description: 'upload.error.failedImage' })
  }
  return { ok: true, url: getStorage().url(key), width: encoded.width, height: encoded.height }
}

function videoResult(video: MediaInput['video'], maxMb: number): ForumResult<{ url: string | null }> {
  if (!video) return { ok: true, url: null }
  if ('error' in video) {
    if (video.error === 'too-large') return fail(413, 'upload.error.tooLarge', { field: 'video', vars: { size: maxMb } })
    if (video.error === 'not-video') return fail(415, 'forum.error.notVideo', { field: 'video' })
    if (video.error === 'empty') return fail(400, 'upload.error.empty', { field: 'video' })
    return fail(503, 'upload.error.storage', { field: 'video', description: 'upload.error.failedVideo' })
  }
  return { ok: true, url: video.url }
}

/** Deletes stored files by their URL (a picture with its stored widths). */
async function removeFiles(...urls: Array<string | null | undefined>) {
  for (const url of urls) {
    const key = keyFromUrl(url)
    if (key) await removePostImage(getStorage(), key)
  }
}

/**
 * Creates a post. Everything is checked before anything is written; a file stored for a post
 * that is then refused is deleted again. The new post goes out to open lists as a live event.
 */
export async function createPost(user: SessionUser, input: PostInput, media: MediaInput, maxVideoMb: number): Promise<ForumResult<{ post: PostView }>> {
  const streamedVideo = media.video && !('error' in media.video) ? media.video.url : null
  const refuse = async (result: ForumResult<{ post: PostView }>) => {
    await removeFiles(streamedVideo)
    return result
  }
  const blocked = writeBlock(user)
  if (blocked) return refuse(fail(403, blocked))
  const invalid = validatePost(input)
  if (invalid) return refuse(fail(400, invalid.message, { field: invalid.field, description: invalid.message === 'forum.error.insufficient' ? 'forum.toast.insufficient' : undefined }))
  const video = videoResult(media.video, maxVideoMb)
  if (!video.ok) return refuse(video)
  // Watched words (issue 43 §3): a "block" refuses naming the rule, never the word.
  const words = await checkTexts([input.title, input.content, input.tags])
  if (words?.action === 'block') return refuse(fail(400, wordRefusal(words).message, { field: 'content', vars: wordRefusal(words).vars }))
  // A new post has no thread yet: "@name" finds the member picked, or the one of exactly that name.
  const { mentions, memberIds } = await resolveMentions(clean(input.content), { postId: null, picked: input.mentionIds })
  const tooMany = newMemberMentionLimit(user, memberIds)
  if (tooMany) return refuse(tooMany)
  const limited = (await newAccountLimit(user, `${input.title} ${input.content}`, true, { hasVideo: video.url !== null })) ?? (await overLimit(user, 'post'))
  if (limited) return refuse(limited)
  const rules = await rulesProblem(user, input.rulesRead === true)
  if (rules) return refuse(fail(400, rules, { field: 'rulesRead' }))
  const fingerprint = fingerprintFor(`${input.title}\n${input.content}`)
  const held = await holdFor(user, 'post', words, fingerprint)
  const image = await storeImage(media.image)
  if (!image.ok) return refuse(image)

  try {
    let takenDown: number[] = []
    const id = await db().transaction().execute(async (trx) => {
      if (held === 'duplicate') takenDown = await holdOtherCopies(trx, 'post', fingerprint)
      const row = await trx
        .insertInto('posts')
        .values({
          ...(held ? { moderation: 'pending', held_for: held, held_at: new Date() } : {}),
          flagged_for: !held && words?.action === 'flag' ? `word:${words.rule}` : null,
          fingerprint,
          author_id: user.id,
          anonymous: input.anonymous,
          category: input.category as Category,
          title: clean(input.title),
          content: clean(input.content),
          tags: parseTags(input.tags, input.content),
          image_url: image.url,
          image_width: image.width,
          image_height: image.height,
          video_url: video.url,
          mentions: JSON.stringify(mentions),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      // The author follows their post: they are told of every comment (docs/notifications.md).
      await followOnWrite(trx, row.id, user.id)
      // Those it mentions, once it is up (a post waiting for a moderator: when approved).
      await notifyMentions(trx, { postId: row.id, commentId: null, actorId: user.id })
      return row.id
    })
    const row = (await getPostRow(id, user.id))!
    // The live event is built for a reader who is not the author: anonymity holds. A post
    // waiting for a moderator goes out when approved (app/features/moderation/review.server.ts);
    // the copies a duplicate took down leave the lists.
    if (!held) await publish(db(), 'forum', { type: 'post-created', post: toPostView(row, null, { preview: true }) })
    for (const gone of takenDown) await publish(db(), 'forum', { type: 'post-gone', id: gone })
    return { ok: true, post: toPostView(row, user.id) }
  } catch (error) {
    await removeFiles(image.url, video.url)
    throw error
  }
}

/** Edits the text, category and tags of one's own post (and can drop its image or video). */
export async function editPost(user: SessionUser, id: number, input: PostInput, remove: { image: boolean; video: boolean }): Promise<ForumResult<{ post: PostView }>> {
  const existing = await db().selectFrom('posts').select(['author_id', 'moderation', 'image_url', 'video_url']).where('id', '=', id).executeTakeFirst()
  if (!existing || existing.moderation === 'removed') return fail(404, 'forum.toast.postNotFound')
  if (existing.author_id !== user.id) return fail(403, 'forum.error.editOwnPost')
  const blocked = writeBlock(user)
  if (blocked) return fail(403, blocked)
  const invalid = validatePost(input)
  if (invalid) return fail(400, invalid.message, { field: invalid.field })
  const tooManyLinks = await newAccountLimit(user, `${input.title} ${input.content}`, false)
  if (tooManyLinks) return tooManyLinks
  // An edit is checked like a new text: a watched word's "review" takes the post down to wait.
  const words = await checkTexts([input.title, input.content, input.tags])
  if (words?.action === 'block') return fail(400, wordRefusal(words).message, { field: 'content', vars: wordRefusal(words).vars })
  const holdNow = words?.action === 'review' && user.role === 'member' && existing.moderation === 'active'
  const { mentions, memberIds } = await resolveMentions(clean(input.content), { postId: id, picked: input.mentionIds })
  const tooMany = newMemberMentionLimit(user, memberIds)
  if (tooMany) return tooMany
  await db().transaction().execute(async (trx) => {
    await trx
      .updateTable('posts')
      .set({
        ...(holdNow ? { moderation: 'pending', held_for: `word:${words.rule}`, held_at: new Date() } : {}),
        ...(words?.action === 'flag' && existing.moderation === 'active' ? { flagged_for: `word:${words.rule}` } : {}),
        fingerprint: fingerprintFor(`${input.title}\n${input.content}`),
        title: clean(input.title),
        content: clean(input.content),
        category: input.category as Category,
        tags: parseTags(input.tags, input.content),
        ...(remove.image ? { image_url: null, image_width: null, image_height: null } : {}),
        ...(remove.video ? { video_url: null } : {}),
        mentions: JSON.stringify(mentions),
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .where('author_id', '=', user.id)
      .execute()
    // Only the members the edit adds, and only while the post is visible.
    await notifyMentions(trx, { postId: id, commentId: null, actorId: user.id })
  })
  // Lists and the post's page, cached or kept (page cache, shared lists), must show the edit.
  await publish(db(), 'forum', holdNow ? { type: 'post-gone', id } : { type: 'post-changed', id })
  await removeFiles(remove.image ? existing.image_url : null, remove.video ? existing.video_url : null)
  return { ok: true, post: toPostView((await getPostRow(id, user.id))!, user.id) }
}

/**
 * Deletes one's own post with its comments, likes, reports, views and files. Not while a
 * moderator or the readers' reports have it hidden or removed: deleting would wipe the reports
 * and the author's record with them (delete, post again, clean slate).
 */
export async function deletePost(user: SessionUser, id: number): Promise<ForumResult> {
  const existing = await db().selectFrom('posts').select(['author_id', 'moderation', 'image_url', 'video_url']).where('id', '=', id).executeTakeFirst()
  if (!existing) return fail(404, 'forum.toast.postNotFound')
  if (existing.author_id !== user.id) return fail(403, 'forum.error.deleteOwnPost')
  const blocked = writeBlock(user)
  if (blocked) return fail(403, blocked)
  // A post waiting for a moderator is the author's to withdraw.
  if (existing.moderation !== 'active' && existing.moderation !== 'pending') return fail(409, 'forum.error.deleteModerated')
  await db().transaction().execute(async (trx) => {
    const commentIds = trx.selectFrom('comments').select('id').where('post_id', '=', id)
    await trx.deleteFrom('likes').where((eb) => eb.or([
      eb.and([eb('item_type', '=', 'post'), eb('item_id', '=', id)]),
      eb.and([eb('item_type', '=', 'comment'), eb('item_id', 'in', commentIds)]),
    ])).execute()
    await trx.deleteFrom('reports').where((eb) => eb.or([
      eb.and([eb('item_type', '=', 'post'), eb('item_id', '=', id)]),
      eb.and([eb('item_type', '=', 'comment'), eb('item_id', 'in', commentIds)]),
    ])).execute()
    await trx.deleteFrom('posts').where('id', '=', id).execute() // comments and views cascade
    await publish(trx, 'forum', { type: 'post-gone', id })
  })
  await removeFiles(existing.image_url, existing.video_url)
  return { ok: true }
}

/** The author marks their question or complaint open, resolved or closed. */
export async function setResolution(user: SessionUser, id: number, resolution: string): Promise<ForumResult<{ resolution: Resolution }>> {
  if (!isResolution(resolution)) return fail(400, 'forum.toast.actionFailed')
  const existing = await db().selectFrom('posts').select(['author_id', 'moderation']).where('id', '=', id).executeTakeFirst()
  if (!existing || existing.moderation === 'removed') return fail(404, 'forum.toast.postNotFound')
  if (existing.author_id !== user.id) return fail(403, 'forum.error.editOwnPost')
  const blocked = writeBlock(user)
  if (blocked) return fail(403, blocked)
  await db().updateTable('posts').set({ resolution, updated_at: new Date() }).where('id', '=', id).execute()
  await publish(db(), 'forum', { type: 'post-changed', id })
  return { ok: true, resolution }
}
