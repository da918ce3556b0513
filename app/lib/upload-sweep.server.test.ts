import { mkdirSync, utimesSync, writeFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { db } from './db/database.server'
import { withTestApp } from '../../tests/setup/test-app'
import { createUser } from '../../tests/setup/users'
import { sweepOrphanUploads } from './upload-sweep.server'

const { dataDir } = withTestApp()

function file(key: string, ageMinutes: number) {
  const path = join(dataDir, 'uploads', key)
  mkdirSync(join(path, '..'), { recursive: true })
  writeFileSync(path, 'x')
  const time = new Date(Date.now() - ageMinutes * 60_000)
  utimesSync(path, time, time)
  return path
}

describe('the sweep of orphaned uploads', () => {
  it('deletes old files nobody refers to, and keeps referenced, recent and variant files', async () => {
    const { user } = await createUser()
    await db().insertInto('posts').values({ author_id: user.id, anonymous: false, tags: [], category: 'general', title: 't', content: 'c', image_url: '/uploads/posts/kept.webp', video_url: '/uploads/videos/kept.mp4' }).execute()
    await db().updateTable('profiles').set({ avatar_url: '/uploads/avatars/me.webp' }).where('id', '=', user.id).execute()
    const kept = [file('posts/kept.webp', 120), file('posts/kept-w480.webp', 120), file('videos/kept.mp4', 120), file('avatars/me.webp', 120), file('videos/uploading.mp4', 5)]
    const orphans = [file('videos/aborted.mp4', 90), file('posts/refused.webp', 61), file('posts/refused-w480.webp', 61), file('avatars/old.webp', 600)]
    const removed = await sweepOrphanUploads()
    expect(removed.sort()).toEqual(['avatars/old.webp', 'posts/refused-w480.webp', 'posts/refused.webp', 'videos/aborted.mp4'])
    for (const path of kept) expect(existsSync(path), path).toBe(true)
    for (const path of orphans) expect(existsSync(path), path).toBe(false)
  })
})
