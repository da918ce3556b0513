import type { SessionUser } from '#app/lib/auth/session.server'
import { env } from '#app/lib/env.server'
import { parseMultipart } from '#app/lib/multipart.server'
import { getStorage } from '#app/lib/storage.server'
import { peekLimit } from '#app/lib/rate-limit.server'
import { limits } from './limits.server'
import { fail, type ForumResult } from './result'
import type { PostView } from './post-view.server'
import { createPost, IMAGE_MAX_BYTES } from './write-post.server'

/**
 * Reads a new-post form (fields, an image, a video streamed to storage) and creates the post.
 * Used by the /seeking-hathazari/new page and by the composer's upload endpoint alike.
 */
export async function submitNewPost(user: SessionUser, request: Request): Promise<ForumResult<{ post: PostView }> & { values?: Record<string, string> }> {
  // Refuse before receiving any file when the user is already over the posting limit.
  const limit = await peekLimit(`forum:post:${user.id}`, limits.post)
  if (limit.count >= limits.post.max) return fail(429, 'forum.toast.rateLimited', { vars: { seconds: limit.retryAfter } })
  const maxVideoMb = env().UPLOAD_MAX_VIDEO_MB
  const form = await parseMultipart(request, {
    buffer: ['image'],
    maxBufferBytes: IMAGE_MAX_BYTES,
    stream: ['video'],
    maxStreamBytes: maxVideoMb * 1024 * 1024,
    prefix: 'videos',
  })
  const fields = form.fields
  if (fields.website?.trim()) {
    // The honeypot was filled: a bot. Nothing is kept (a streamed video is deleted).
    const video = form.streamed.video
    if (video && 'key' in video) await getStorage().remove(video.key).catch(() => {})
    return fail(400, 'form.error.rejected')
  }
  const result = await createPost(
    user,
    {
      title: fields.title ?? '',
      content: fields.content ?? '',
      category: fields.category ?? 'general',
      tags: fields.tags ?? '',
      anonymous: fields.anonymous === 'on' || fields.anonymous === '1',
    },
    { image: form.files.image ?? null, video: form.streamed.video ?? null },
    maxVideoMb,
  )
  return result.ok ? result : { ...result, values: { title: fields.title ?? '', content: fields.content ?? '', category: fields.category ?? '', tags: fields.tags ?? '', anonymous: fields.anonymous ?? '' } }
}
