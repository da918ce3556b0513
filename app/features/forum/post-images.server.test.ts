import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { db } from '#app/lib/db/database.server'
import { imageSrcSet } from '#app/lib/image-widths'
import { withTestApp } from '../../../tests/setup/test-app'
import { createUser } from '../../../tests/setup/users'
import { backfillPostImageWidths } from './image-backfill.server'
import { createPost, deletePost } from './write-post.server'

const { dataDir } = withTestApp()
const file = (url: string) => join(dataDir, 'uploads', url.slice('/uploads/'.length))
const photo = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#2a6' } }).jpeg().toBuffer()

describe('post pictures for small phones', () => {
  it('stores the picture at most 1600 px wide and in 480, 800 and 1200 px, and offers them as srcset', async () => {
    const { user } = await createUser()
    const result = await createPost(user, { title: 'ছবি', content: 'হালদা নদী', category: 'general', tags: '', anonymous: false }, { image: { bytes: new Uint8Array(await photo(2400, 1800)), tooLarge: false } }, 50)
    if (!result.ok) throw new Error(result.error.message)
    const { imageUrl, imageWidth, imageHeight } = result.post
    expect([imageWidth, imageHeight]).toEqual([1600, 1200])
    for (const [suffix, width] of [['', 1600], ['-w480', 480], ['-w800', 800], ['-w1200', 1200]] as const) {
      const stored = file(imageUrl!.replace('.webp', `${suffix}.webp`))
      expect((await sharp(stored).metadata()).width, suffix || 'original').toBe(width)
    }
    expect(imageSrcSet(imageUrl!, imageWidth)).toBe(
      `${imageUrl!.replace('.webp', '-w480.webp')} 480w, ${imageUrl!.replace('.webp', '-w800.webp')} 800w, ${imageUrl!.replace('.webp', '-w1200.webp')} 1200w, ${imageUrl} 1600w`,
    )
    // Deleting the post deletes every width.
    expect(await deletePost(user, result.post.id)).toMatchObject({ ok: true })
    for (const suffix of ['', '-w480', '-w800', '-w1200']) expect(existsSync(file(imageUrl!.replace('.webp', `${suffix}.webp`)))).toBe(false)
  })

  it('a small picture is not blown up: only the smaller widths that exist are offered', async () => {
    expect(imageSrcSet('/uploads/posts/a.webp', 640)).toBe('/uploads/posts/a-w480.webp 480w, /uploads/posts/a.webp 640w')
    expect(imageSrcSet('/uploads/posts/a.webp', 300)).toBe('/uploads/posts/a.webp 300w')
    expect(imageSrcSet('/uploads/posts/a.webp', null)).toBeUndefined()
  })

  it('pictures uploaded before get their size and smaller widths at the next start', async () => {
    const { user } = await createUser()
    mkdirSync(join(dataDir, 'uploads', 'posts'), { recursive: true })
    writeFileSync(join(dataDir, 'uploads', 'posts', 'old.webp'), await sharp(await photo(1000, 750)).webp().toBuffer())
    const row = await db().insertInto('posts').values({ author_id: user.id, anonymous: false, tags: [], category: 'general', title: 'পুরোনো', content: 'ছবি', image_url: '/uploads/posts/old.webp' }).returning('id').executeTakeFirstOrThrow()
    expect(await backfillPostImageWidths()).toBeGreaterThanOrEqual(1)
    expect(await db().selectFrom('posts').select(['image_width', 'image_height']).where('id', '=', row.id).executeTakeFirstOrThrow()).toEqual({ image_width: 1000, image_height: 750 })
    expect((await sharp(join(dataDir, 'uploads', 'posts', 'old-w480.webp')).metadata()).width).toBe(480)
    expect((await sharp(join(dataDir, 'uploads', 'posts', 'old-w800.webp')).metadata()).width).toBe(800)
    expect(existsSync(join(dataDir, 'uploads', 'posts', 'old-w1200.webp'))).toBe(false)
    // Once done, not again.
    expect(await backfillPostImageWidths()).toBe(0)
  })
})
