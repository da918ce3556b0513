import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { crc32, deflateSync } from 'node:zlib'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { db } from '#app/lib/db/database.server'
import { withTestApp } from '../../../tests/setup/test-app'
import { createUser } from '../../../tests/setup/users'
import { readProfileForm, updateProfile } from './update-profile.server'

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

/** A PNG that says it is width×height (a few bytes on disk, gigabytes once decoded). */
function pngHeader(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const out = Buffer.alloc(12 + data.length)
    out.writeUInt32BE(data.length, 0)
    body.copy(out, 4)
    out.writeUInt32BE(crc32(body), 8 + data.length)
    return out
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr.set([8, 0, 0, 0, 0], 8) // 8-bit greyscale
  return new Uint8Array(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.alloc(64))), chunk('IEND', Buffer.alloc(0))]))
}

/** The profile form as the page posts it, read as the action reads it. */
async function postedAvatar(bytes: Uint8Array, name: string, type: string) {
  const form = new FormData()
  form.append('intent', 'update-profile')
  form.append('avatar', new File([new Uint8Array(bytes)], name, { type }))
  const parsed = await readProfileForm(new Request('http://localhost:3000/seeking-hathazari/profile', { method: 'POST', body: form }))
  if (!parsed.ok) throw new Error('the form was not read')
  return parsed.avatar
}
const file = (bytes: Uint8Array, _name: string, _type: string) => ({ bytes, tooLarge: false })
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
    const avatar = await postedAvatar(big, 'big.jpg', 'image/jpeg')
    // Read to the end but not held: nothing past the limit stays in memory.
    expect(avatar).toMatchObject({ tooLarge: true, bytes: new Uint8Array() })
    const result = await updateProfile(user, { name: 'Changed', bio: 'changed', avatar, removeAvatar: false })
    expect(result).toMatchObject({ ok: false, status: 413, error: { message: 'upload.error.tooLarge', vars: { size: 5 } } })
    expect(await profileRow(user.id)).toMatchObject({ name: 'Avatar Owner', bio: null })
  })

  it('calls a 20000×20000 picture too large (not "not an image"), and an empty file empty', async () => {
    const user = await newUser('pixels@example.com')
    const huge = pngHeader(20000, 20000)
    expect(await updateProfile(user, { name: 'X', bio: '', avatar: await postedAvatar(huge, 'huge.png', 'image/png'), removeAvatar: false }))
      .toMatchObject({ ok: false, status: 413, error: { field: 'avatar', message: 'upload.error.tooManyPixels', vars: { max: 50 } } })
    expect(await updateProfile(user, { name: 'X', bio: '', avatar: await postedAvatar(new Uint8Array(), 'empty.jpg', 'image/jpeg'), removeAvatar: false }))
      .toMatchObject({ ok: false, status: 400, error: { field: 'avatar', message: 'upload.error.empty' } })
    expect((await profileRow(user.id)).avatar_url).toBeNull()
  })

  it('a name of only invisible characters is no name; the text is stored as it was measured', async () => {
    const user = await newUser('invisible@example.com')
    expect(await updateProfile(user, { name: '\u200b\u200c\u3164', bio: '', avatar: null, removeAvatar: false }))
      .toMatchObject({ ok: false, error: { field: 'name', message: 'profile.error.nameRequired' } })
    // 100 × ড় is 200 code points once normalised: over the limit, refused with the message, not a database error.
    expect(await updateProfile(user, { name: '\u09dc'.repeat(100), bio: '', avatar: null, removeAvatar: false }))
      .toMatchObject({ ok: false, error: { field: 'name', message: 'profile.error.nameLong' } })
    expect(await updateProfile(user, { name: 'নাম\u0000', bio: 'ড়\u0007', avatar: null, removeAvatar: false })).toEqual({ ok: true })
    expect(await profileRow(user.id)).toMatchObject({ name: 'নাম', bio: '\u09a1\u09bc' })
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
