import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { db } from '#app/lib/db/database.server'
import { withTestApp } from '../../../tests/setup/test-app'
import { createUser } from '../../../tests/setup/users'
import { updateProfile } from './update-profile.server'

const { dataDir } = withTestApp()

async function newUser(email: string) {
  return (await createUser({ email, name: 'Avatar Owner' })).user
}

/** A JPEG carrying EXIF with GPS coordinates, like a phone photo. */
async function jpegWithGps() {
  return sharp({ create: { width: 600, height: 400, channels: 3, background: '#3a7' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Phone 1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '22/1 30/1 30/1', GPSLongitudeRef: 'E', GPSLongitude: '91/1 48/1 30/1' } })
    .toBuffer()
}

const file = (bytes: Uint8Array, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type })
const profileRow = (id: string) => db().selectFrom('profiles').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

describe('profile update', () => {
  it('re-encodes the picture as a small square WebP with no metadata at all', async () => {
    const user = await newUser('gps@example.com')
    const original = await jpegWithGps()
    expect((await sharp(original).metadata()).exif?.toString('latin1')).toContain('PhoneMaker')

    const result = await updateProfile(user, { name: 'Avatar Owner', bio: '', avatar: file(original, 'me.jpg', 'image/jpeg'), removeAvatar: false })
    expect(result).toEqual({ ok: true })
    const row = await profileRow(user.id)
    expect(row.avatar_url).toMatch(/^\/uploads\/avatars\/.+\.webp$/)
    const stored = readFileSync(join(dataDir, 'uploads', row.avatar_url!.slice('/uploads/'.length)))
    const meta = await sharp(stored).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 })
    expect(meta.exif).toBeUndefined()
    expect(meta.xmp).toBeUndefined()
    expect(meta.icc).toBeUndefined()
    expect(stored.includes(Buffer.from('PhoneMaker'))).toBe(false)
  })

  it('refuses an HTML file named .png, whatever the browser claims', async () => {
    const user = await newUser('html@example.com')
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>')
    const result = await updateProfile(user, { name: 'X', bio: '', avatar: file(html, 'cat.png', 'image/png'), removeAvatar: false })
    expect(result).toMatchObject({ ok: false, status: 415, error: { field: 'avatar', message: 'upload.error.notImage' } })
    expect((await profileRow(user.id)).avatar_url).toBeNull()
  })

  it('refuses a file over 5 MB with the message, and changes nothing', async () => {
    const user = await newUser('big@example.com')
    const big = new Uint8Array(5 * 1024 * 1024 + 1)
    big.set([0xff, 0xd8, 0xff])
    const result = await updateProfile(user, { name: 'Changed', bio: 'changed', avatar: file(big, 'big.jpg', 'image/jpeg'), removeAvatar: false })
    expect(result).toMatchObject({ ok: false, status: 413, error: { message: 'upload.error.tooLarge', vars: { size: 5 } } })
    expect(await profileRow(user.id)).toMatchObject({ name: 'Avatar Owner', bio: null })
  })

  it('enforces the bio limit of 150 and the required name on the server', async () => {
    const user = await newUser('bio@example.com')
    expect(await updateProfile(user, { name: 'Ok', bio: 'ক'.repeat(151), avatar: null, removeAvatar: false }))
      .toMatchObject({ ok: false, error: { field: 'bio', message: 'profile.error.bioLong' } })
    expect(await updateProfile(user, { name: '   ', bio: '', avatar: null, removeAvatar: false }))
      .toMatchObject({ ok: false, error: { field: 'name', message: 'profile.error.nameRequired' } })
    expect(await updateProfile(user, { name: ' নতুন নাম ', bio: 'ক'.repeat(150), avatar: null, removeAvatar: false })).toEqual({ ok: true })
    expect(await profileRow(user.id)).toMatchObject({ name: 'নতুন নাম', bio: 'ক'.repeat(150) })
    // The database refuses it too, whatever code path writes.
    await expect(db().updateTable('profiles').set({ bio: 'x'.repeat(151) }).where('id', '=', user.id).execute()).rejects.toThrow()
  })

  it('stores an empty bio and a removed picture as null', async () => {
    const user = await newUser('empty@example.com')
    await updateProfile(user, { name: 'A', bio: 'something', avatar: file(await jpegWithGps(), 'a.jpg', 'image/jpeg'), removeAvatar: false })
    const current = { ...user, avatarUrl: (await profileRow(user.id)).avatar_url }
    expect(await updateProfile(current, { name: 'A', bio: '   ', avatar: null, removeAvatar: true })).toEqual({ ok: true })
    expect(await profileRow(user.id)).toMatchObject({ bio: null, avatar_url: null })
  })
})
