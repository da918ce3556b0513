// Uploads in an S3-compatible store (issue 32 §3): the S3Storage backend against a loopback S3
// server speaking the real protocol (s3rver, signatures checked), the same checks as on disk
// (content, metadata stripping, limits, cut-off uploads, the orphan sweep), and the files served
// back through the app at /uploads/<key>.
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'
import express from 'express'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { db } from '#app/lib/db/database.server'
import { env } from '#app/lib/env.server'
import { parseMultipart } from '#app/lib/multipart.server'
import { filmedAtBox, FILMED_AT, mp4Box, mp4FileType } from '../fixtures/mp4'
import { getStorage, localUploadsDir } from '#app/lib/storage.server'
import { S3Storage } from '#app/lib/storage-s3.server'
import { ORPHAN_AGE_MS, sweepOrphanUploads } from '#app/lib/upload-sweep.server'
import { getEvidenceStorage, localEvidenceDir, storeEvidencePhoto } from '#app/lib/evidence.server'
import { action as uploadPost } from '#app/routes/api.forum.posts'
import { s3Uploads } from '../../server/uploads'
import { startFakeS3, type FakeS3 } from '../setup/fake-s3'
import { testRequest, withTestApp } from '../setup/test-app'
import { createUser } from '../setup/users'

let s3: FakeS3
beforeAll(async () => {
  s3 = await startFakeS3({ prefix: 'site' })
})
afterAll(async () => {
  await s3?.close()
})
// Registered after the server's start: its beforeAll reads s3.url.
withTestApp(() => ({ UPLOADS_S3_URL: s3.url }))

const storage = () => getStorage() as S3Storage
const readAll = async (stream: Readable) => {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}
const inBucket = (key: string) => `site/${key}`

const GPS = FILMED_AT
/** An MP4 as a phone writes it, with where it was filmed in udta, and `mediaBytes` of media. */
const phoneMp4 = (mediaBytes: number) => Buffer.concat([
  mp4FileType(),
  mp4Box('moov', mp4Box('mvhd', Buffer.alloc(100)), mp4Box('udta', filmedAtBox())),
  mp4Box('mdat', Buffer.alloc(mediaBytes, 7)),
])
const videoForm = (video: Buffer) => {
  const form = new FormData()
  form.append('title', 'ভিডিও')
  form.append('video', new Blob([new Uint8Array(video)], { type: 'video/mp4' }), 'clip.mp4')
  return new Request('http://localhost/upload', { method: 'POST', body: form })
}
const videoOptions = { buffer: ['image'], maxBufferBytes: 100_000, stream: ['video'], maxStreamBytes: 20 * 1024 * 1024, prefix: 'videos', maxTotalBytes: 24 * 1024 * 1024 }

describe('uploads in an S3 store', () => {
  it('is the backend when UPLOADS_S3_URL is set; backups then leave the uploads to the store', () => {
    expect(env().uploadsS3).toMatchObject({ endpoint: `http://127.0.0.1:${s3.port}`, bucket: 'hg-uploads', prefix: 'site/', forcePathStyle: true })
    expect(getStorage()).toBeInstanceOf(S3Storage)
    expect(localUploadsDir()).toBeNull()
  })

  it('puts, reads, lists and removes objects under the prefix', async () => {
    const bytes = Buffer.from('a picture, say')
    await storage().put('posts/s3-put.webp', bytes, 'image/webp')
    expect(s3.objects()).toContain(inBucket('posts/s3-put.webp'))
    expect(await readAll(storage().read('posts/s3-put.webp'))).toEqual(bytes)
    const listed = []
    for await (const file of storage().list()) listed.push(file)
    const entry = listed.find((file) => file.key === 'posts/s3-put.webp')
    expect(entry?.modified).toBeInstanceOf(Date)
    expect(Math.abs(entry!.modified.getTime() - Date.now())).toBeLessThan(60_000)
    await storage().remove('posts/s3-put.webp')
    expect(s3.objects()).not.toContain(inBucket('posts/s3-put.webp'))
    // Removing what is not there, and reading it, behave as on disk.
    await storage().remove('posts/s3-put.webp')
    await expect(readAll(storage().read('posts/s3-put.webp'))).rejects.toThrow(/No stored file/)
    await expect(storage().put('../escape.webp', bytes, 'image/webp')).rejects.toThrow(/Invalid storage key/)
  })

  it('streams a 12 MB video up in parts, without where it was filmed', async () => {
    const original = phoneMp4(12 * 1024 * 1024)
    const parsed = await parseMultipart(videoForm(original), videoOptions)
    const video = parsed.streamed.video
    if (!video || !('key' in video)) throw new Error(`not stored: ${JSON.stringify(video)}`)
    expect(s3.objects()).toContain(inBucket(video.key))
    const stored = await readAll(storage().read(video.key))
    expect(stored.length).toBe(original.length)
    expect(stored.includes(GPS)).toBe(false)
    expect(stored.subarray(stored.length - 1000)).toEqual(Buffer.alloc(1000, 7))
    expect(s3.pendingUploads()).toBe(0)
    await parsed.discard()
    expect(s3.objects()).not.toContain(inBucket(video.key))
  })

  it('an upload cut off mid-stream leaves no object and no parts behind', async () => {
    const before = s3.objects()
    const abortedBefore = s3.aborted()
    // Cut off after 7 MB: the first 5 MB part is already in the store.
    const template = videoForm(phoneMp4(12 * 1024 * 1024))
    const sent = new Uint8Array(await template.arrayBuffer()).subarray(0, 7 * 1024 * 1024)
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < sent.length; at += 256 * 1024) controller.enqueue(sent.subarray(at, at + 256 * 1024))
        setTimeout(() => controller.error(Object.assign(new Error('aborted'), { code: 'ECONNRESET' })), 50)
      },
    })
    const cut = new Request('http://localhost/upload', { method: 'POST', body, headers: template.headers, duplex: 'half' } as RequestInit)
    await expect(parseMultipart(cut, videoOptions)).rejects.toMatchObject({ problem: 'aborted' })
    expect(s3.objects()).toEqual(before)
    expect(s3.pendingUploads()).toBe(0)
    expect(s3.aborted()).toBe(abortedBefore + 1)

    // Over the size limit: cut off by the app, nothing kept either.
    const tooLarge = await parseMultipart(videoForm(phoneMp4(8 * 1024 * 1024)), { ...videoOptions, maxStreamBytes: 6 * 1024 * 1024 })
    expect(tooLarge.streamed.video).toEqual({ error: 'too-large' })
    // Not a video at all: refused by its first bytes, nothing sent to the store.
    const notVideo = await parseMultipart(videoForm(Buffer.from('<html><script>x</script></html>'.repeat(10))), videoOptions)
    expect(notVideo.streamed.video).toEqual({ error: 'not-video' })
    expect(s3.objects()).toEqual(before)
    expect(s3.pendingUploads()).toBe(0)

    // A stream destroyed without an error (as the upload code stops one) is no finished file.
    const stream = new Readable({ read() {} })
    stream.push(Buffer.alloc(1000, 1))
    setTimeout(() => stream.destroy(), 20)
    await expect(storage().put('videos/destroyed.mp4', stream, 'video/mp4')).rejects.toThrow()
    expect(s3.objects()).toEqual(before)
  })

  it('the orphan sweep deletes an old object no post refers to, and keeps the referenced one', async () => {
    const { user } = await createUser()
    await storage().put('posts/orphan.webp', Buffer.from('x'), 'image/webp')
    await storage().put('posts/kept.webp', Buffer.from('x'), 'image/webp')
    await storage().put('posts/kept-w480.webp', Buffer.from('x'), 'image/webp')
    await db().insertInto('posts').values({ author_id: user.id, anonymous: false, tags: [], category: 'general', title: 't', content: 'c', image_url: '/uploads/posts/kept.webp' }).execute()
    // Something the app never writes, put there by hand: left alone.
    const { S3Client, PutObjectCommand } = await import('@aws-sdk/client-s3')
    const client = new S3Client({ endpoint: `http://127.0.0.1:${s3.port}`, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } })
    await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: inBucket('notes/read me.txt'), Body: 'x' }))
    // Written just now: not swept yet (it may be a post being made).
    expect(await sweepOrphanUploads()).not.toContain('posts/orphan.webp')
    // An hour on, it is.
    const removed = await sweepOrphanUploads(Date.now() + ORPHAN_AGE_MS + 60_000)
    expect(removed).toContain('posts/orphan.webp')
    expect(removed).not.toContain('posts/kept.webp')
    expect(s3.objects()).toEqual(expect.arrayContaining([inBucket('posts/kept.webp'), inBucket('posts/kept-w480.webp')]))
    expect(s3.objects()).not.toContain(inBucket('posts/orphan.webp'))
    expect(s3.objects()).toContain(inBucket('notes/read me.txt'))
  })
})

describe('a post with a picture, over HTTP', () => {
  let base = ''
  let close = () => {}
  beforeAll(async () => {
    const app = express()
    app.use('/uploads', s3Uploads(storage()))
    const server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    close = () => server.close()
  })
  afterAll(() => close())

  it('is stored in the bucket without its EXIF and served back at /uploads/… with long caching, ranges and 404s', async () => {
    const { cookie } = await createUser()
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2a6' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Phone 1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '22/1 30/1 30/1', GPSLongitudeRef: 'E', GPSLongitude: '91/1 48/1 30/1' } })
      .toBuffer()
    const form = new FormData()
    form.append('title', 'হালদা নদীর ছবি')
    form.append('content', 'আজ সকালে তোলা।')
    form.append('category', 'general')
    form.append('image', new File([new Uint8Array(photo)], 'IMG_0001.jpg', { type: 'image/jpeg' }))
    const response = (await uploadPost({ request: testRequest('/api/forum/posts', { cookie, body: form }), params: {}, context: {} } as never)) as Response
    expect(response.status).toBe(200)
    const { id } = (await response.json()) as { id: number }
    const { image_url: url } = await db().selectFrom('posts').select('image_url').where('id', '=', id).executeTakeFirstOrThrow()
    expect(url).toMatch(/^\/uploads\/posts\/[0-9a-f]+\.webp$/)
    const key = url!.slice('/uploads/'.length)
    expect(s3.objects()).toEqual(expect.arrayContaining([inBucket(key), inBucket(key.replace('.webp', '-w480.webp')), inBucket(key.replace('.webp', '-w800.webp'))]))

    const served = await fetch(base + url)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const etag = served.headers.get('etag')
    expect(etag).toMatch(/^"[^"]+"$/)
    const bytes = Buffer.from(await served.arrayBuffer())
    expect(served.headers.get('content-length')).toBe(String(bytes.length))
    const meta = await sharp(bytes).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 900, height: 600 })
    expect(meta.exif).toBeUndefined()
    expect(bytes.includes(Buffer.from('PhoneMaker'))).toBe(false)

    // A part of it (how browsers play videos), the same again (304), HEAD.
    const part = await fetch(base + url, { headers: { range: 'bytes=10-19' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 10-19/${bytes.length}`)
    expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(10, 20))
    const beyond = await fetch(base + url, { headers: { range: `bytes=${bytes.length + 10}-` } })
    expect(beyond.status).toBe(416)
    expect(beyond.headers.get('content-range')).toBe(`bytes */${bytes.length}`)
    const again = await fetch(base + url, { headers: { 'if-none-match': etag! } })
    expect(again.status).toBe(304)
    const head = await fetch(base + url, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe(String(bytes.length))

    // Missing and made-up keys are 404, never a 5xx; other methods 405.
    for (const path of ['/uploads/posts/missing.webp', '/uploads/..%2F..%2Fetc%2Fpasswd', '/uploads/%E0%A4', '/uploads/', '/uploads/posts/.hidden', '/uploads/posts/a%00b.webp', `/uploads/posts/${'a'.repeat(400)}.webp`]) {
      const answer = await fetch(base + path)
      expect(answer.status, path).toBe(404)
    }
    expect((await fetch(base + url, { method: 'POST' })).status).toBe(405)
  })

  it('keeps a suggestion’s photo in the store’s evidence folder: never served at /uploads/…, never swept as an upload', async () => {
    const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#363' } }).jpeg().withExif({ IFD0: { Make: 'PhoneMaker' } }).toBuffer()
    const stored = await storeEvidencePhoto(new Uint8Array(jpeg), '2026-11-28')
    if ('refused' in stored) throw new Error(stored.refused)
    expect(localEvidenceDir()).toBeNull()
    expect(s3.objects()).toContain(inBucket(`evidence/${stored.key}`))
    expect((await readAll(getEvidenceStorage().read(stored.key))).includes(Buffer.from('PhoneMaker'))).toBe(false)
    expect((await fetch(`${base}/uploads/evidence/${stored.key}`)).status).toBe(404)
    expect(await sweepOrphanUploads(Date.now() + ORPHAN_AGE_MS + 60_000)).not.toContain(`evidence/${stored.key}`)
    expect(s3.objects()).toContain(inBucket(`evidence/${stored.key}`))
  })
})
