import type { SessionUser } from '#app/lib/auth/session.server'
import { env } from '#app/lib/env.server'
import { BodyError } from '#app/lib/form.server'
import { parseMultipart, type ParsedForm } from '#app/lib/multipart.server'
import { hitLimit, peekLimit } from '#app/lib/rate-limit.server'
import { limits } from './limits.server'
import { fail, type ForumResult } from './result'
import type { PostView } from './post-view.server'
import { createPost, IMAGE_MAX_BYTES } from './write-post.server'
import { parseMentionIds } from '#app/lib/mentions/resolve.server'

type NewPostResult = ForumResult<{ post: PostView }> & { values?: Record<string, string> }

/** The largest new-post body: the video, the image and the text fields with room to spare. */
export const newPostMaxBytes = () => (env().UPLOAD_MAX_VIDEO_MB + IMAGE_MAX_BYTES / 1024 / 1024 + 2) * 1024 * 1024

/**
 * Reads a new-post form (fields, an image, a video streamed to storage) and creates the post.
 * Used by the /seeking-<place>/new page and by the composer's upload endpoint alike.
 *
 * Whatever stops it (a refused post, an upload cut off, an error), every file the request
 * stored is deleted, and a refused upload counts against the posting limit: sending large
 * files that are then refused cannot be repeated without limit.
 */
export async function submitNewPost(user: SessionUser, request: Request): Promise<NewPostResult> {
  const limitKey = `forum:post:${user.id}`
  // Refuse before receiving any file when the user is already over the posting limit.
  const limit = await peekLimit(limitKey, limits.post)
  if (limit.count >= limits.post.max) return fail(429, 'forum.toast.rateLimited', { vars: { seconds: limit.retryAfter } })
  const maxVideoMb = env().UPLOAD_MAX_VIDEO_MB
  let form: ParsedForm
  try {
    form = await parseMultipart(request, {
      buffer: ['image'],
      maxBufferBytes: IMAGE_MAX_BYTES,
      stream: ['video'],
      maxStreamBytes: maxVideoMb * 1024 * 1024,
      prefix: 'videos',
      maxTotalBytes: newPostMaxBytes(),
    })
  } catch (error) {
    if (!(error instanceof BodyError)) throw error
    await hitLimit(limitKey, limits.post)
    if (error.problem === 'too-large') return fail(413, 'upload.error.tooLarge', { vars: { size: maxVideoMb } })
    if (error.problem === 'aborted') return fail(400, 'upload.error.interrupted')
    return fail(error.problem === 'unsupported' ? 415 : 400, 'form.error.unreadable')
  }

  const fields = form.fields
  const values = { title: fields.title ?? '', content: fields.content ?? '', category: fields.category ?? '', tags: fields.tags ?? '', anonymous: fields.anonymous ?? '' }
  let result: NewPostResult
  try {
    if (fields.website?.trim()) {
      // The honeypot was filled: a bot. Nothing is kept.
      result = fail(400, 'form.error.rejected')
    } else if (form.repeated.length > 0) {
      result = fail(400, 'upload.error.oneEach', { field: form.repeated[0] })
    } else {
      result = await createPost(
        user,
        {
          ...values, category: values.category || 'general', anonymous: values.anonymous === 'on' || values.anonymous === '1',
          rulesRead: fields.rulesRead === 'yes' || fields.rulesRead === 'on',
          mentionIds: parseMentionIds(fields.mentionIds),
        },
        { image: form.files.image ?? null, video: form.streamed.video ?? null },
        maxVideoMb,
      )
    }
  } catch (error) {
    await form.discard()
    throw error
  }
  if (result.ok) return result
  await form.discard()
  const sentFiles = !!form.files.image || !!form.streamed.video || form.repeated.length > 0
  if (sentFiles && result.status !== 429) await hitLimit(limitKey, limits.post)
  return { ...result, values }
}
