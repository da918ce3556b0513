import { describe, expect, it } from 'vitest'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { withTestApp } from '../../tests/setup/test-app'
import { filmedAtBox, FILMED_AT, mp4Box, mp4FileType } from '../../tests/fixtures/mp4'
import { BodyError } from './form.server'
import { parseMultipart, sniffVideo } from './multipart.server'

const { dataDir } = withTestApp()

async function formRequest(parts: Record<string, string | Blob>) {
  const form = new FormData()
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === 'string') form.append(name, value)
    else form.append(name, value, name === 'video' ? 'clip.mp4' : 'image.jpg')
  }
  return requestWithBody(form)
}

/**
 * A request whose body is the form already serialized, as a server receives it. Given the
 * FormData itself, undici streams it from a generator that, on Node 24, still pushes into the
 * stream after the parser has refused the body and cancelled it (an unhandled rejection).
 */
async function requestWithBody(form: FormData) {
  const serialized = new Response(form)
  const bytes = await serialized.arrayBuffer()
  return new Request('http://localhost/upload', { method: 'POST', body: bytes, headers: { 'content-type': serialized.headers.get('content-type') ?? '' } })
}

const mp4 = (size: number) => {
  const bytes = new Uint8Array(size)
  bytes.set([0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]) // ....ftypisom
  return new Blob([bytes], { type: 'video/mp4' })
}

describe('multipart uploads', () => {
  it('knows MP4 and WebM by their first bytes', () => {
    expect(sniffVideo(new Uint8Array([0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70, 0, 0, 0, 0]))).toBe('mp4')
    expect(sniffVideo(new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0, 0, 0, 0, 0, 0, 0, 0]))).toBe('webm')
    expect(sniffVideo(new TextEncoder().encode('<html>not a video</html>'))).toBeNull()
  })

  it('streams a video to storage and keeps the fields', async () => {
    const parsed = await parseMultipart(await formRequest({ title: 'ভিডিও', video: mp4(300_000) }), { buffer: ['image'], maxBufferBytes: 1000, stream: ['video'], maxStreamBytes: 1_000_000, prefix: 'videos', maxTotalBytes: 10_000_000 })
    expect(parsed.fields.title).toBe('ভিডিও')
    const video = parsed.streamed.video
    expect(video && 'key' in video && video.key).toMatch(/^videos\/[0-9a-f]+\.mp4$/)
    if (video && 'key' in video) expect(existsSync(join(dataDir, 'uploads', video.key))).toBe(true)
  })

  it('refuses a file that is not a video, and one over the limit, leaving nothing behind', async () => {
    const before = existsSync(join(dataDir, 'uploads', 'videos')) ? readdirSync(join(dataDir, 'uploads', 'videos')).length : 0
    const fake = new Blob([new TextEncoder().encode('<html><script>x</script></html>'.repeat(10))], { type: 'video/mp4' })
    const notVideo = await parseMultipart(await formRequest({ video: fake }), { buffer: [], maxBufferBytes: 0, stream: ['video'], maxStreamBytes: 1_000_000, prefix: 'videos', maxTotalBytes: 10_000_000 })
    expect(notVideo.streamed.video).toEqual({ error: 'not-video' })
    const tooBig = await parseMultipart(await formRequest({ video: mp4(2_000_000) }), { buffer: [], maxBufferBytes: 0, stream: ['video'], maxStreamBytes: 1_000_000, prefix: 'videos', maxTotalBytes: 10_000_000 })
    expect(tooBig.streamed.video).toEqual({ error: 'too-large' })
    const after = existsSync(join(dataDir, 'uploads', 'videos')) ? readdirSync(join(dataDir, 'uploads', 'videos')).length : 0
    expect(after).toBe(before)
  })

  it('buffers an image and flags one over its limit', async () => {
    const parsed = await parseMultipart(await formRequest({ image: new Blob([new Uint8Array(2000)]) }), { buffer: ['image'], maxBufferBytes: 1000, stream: [], maxStreamBytes: 0, prefix: 'x', maxTotalBytes: 10_000_000 })
    expect(parsed.files.image?.tooLarge).toBe(true)
  })
})

// ---- Hardening (issue 10) ----

const box = mp4Box
const GPS = FILMED_AT

/** An MP4 as a phone writes it: ftyp, moov with the location in udta (movie and track level), mdat. */
function phoneMp4() {
  const ftyp = mp4FileType()
  const xyz = filmedAtBox()
  const moov = box('moov', box('mvhd', Buffer.alloc(100)), box('trak', box('tkhd', Buffer.alloc(84)), box('udta', box('name', Buffer.from('Pixel GPS track')))), box('udta', xyz), box('meta', Buffer.from(`com.apple.quicktime.location.ISO6709${GPS}`, 'latin1')))
  const mdat = box('mdat', Buffer.alloc(4000, 7))
  return Buffer.concat([ftyp, moov, mdat])
}

/** A WebM as a recorder writes it: an open-ended segment and cluster, tags with a location. */
function phoneWebm() {
  const element = (id: number[], data: Buffer) => {
    if (data.length > 126) throw new Error('test element too large')
    return Buffer.concat([Buffer.from(id), Buffer.from([0x80 | data.length]), data])
  }
  const unknown = Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff])
  const ebml = element([0x1a, 0x45, 0xdf, 0xa3], element([0x42, 0x82], Buffer.from('webm')))
  const info = element([0x15, 0x49, 0xa9, 0x66], element([0x4d, 0x80], Buffer.from('recorder')))
  const tags = element([0x12, 0x54, 0xc3, 0x67], element([0x73, 0x73], element([0x67, 0xc8], Buffer.concat([element([0x45, 0xa3], Buffer.from('LOCATION')), element([0x44, 0x87], Buffer.from(GPS))]))))
  const cluster = Buffer.concat([Buffer.from([0x1f, 0x43, 0xb6, 0x75]), unknown, element([0xe7], Buffer.from([0])), element([0xa3], Buffer.alloc(100, 9))])
  return Buffer.concat([ebml, Buffer.from([0x18, 0x53, 0x80, 0x67]), unknown, info, tags, cluster])
}

const options = { buffer: ['image'], maxBufferBytes: 100_000, stream: ['video'], maxStreamBytes: 1_000_000, prefix: 'videos', maxTotalBytes: 2_000_000 }
const storedVideos = () => (existsSync(join(dataDir, 'uploads', 'videos')) ? readdirSync(join(dataDir, 'uploads', 'videos')) : [])

describe('multipart uploads that go wrong', () => {
  it('an upload cut off mid-body throws a body error and leaves no file behind', async () => {
    const before = storedVideos().length
    const template = await formRequest({ title: 't', video: mp4(600_000) })
    const headers = template.headers
    const sent = new Uint8Array(await template.arrayBuffer()).subarray(0, 300_000)
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(sent)
        // The phone lost its signal.
        setTimeout(() => controller.error(Object.assign(new Error('aborted'), { code: 'ECONNRESET' })), 20)
      },
    })
    const cut = new Request('http://localhost/upload', { method: 'POST', body, headers, duplex: 'half' } as RequestInit)
    await expect(parseMultipart(cut, options)).rejects.toBeInstanceOf(BodyError)
    expect(storedVideos().length).toBe(before)
  })

  it('refuses a second video or image before storing it, and keeps none of the extras', async () => {
    const form = new FormData()
    form.append('video', mp4(50_000), 'a.mp4')
    form.append('video', mp4(50_000), 'b.mp4')
    form.append('video', mp4(50_000), 'c.mp4')
    const parsed = await parseMultipart(await requestWithBody(form), options)
    expect(parsed.repeated).toEqual(['video'])
    // Only the first was stored; discarding it (as a refused post does) leaves nothing.
    expect(storedVideos().filter((name) => existsSync(join(dataDir, 'uploads', 'videos', name))).length).toBeGreaterThan(0)
    const before = storedVideos().length
    await parsed.discard()
    expect(storedVideos().length).toBe(before - 1)
  })

  it('a body over the total cap is cut off as too large, whatever its parts say', async () => {
    await expect(parseMultipart(await formRequest({ video: mp4(600_000) }), { ...options, maxTotalBytes: 100_000 })).rejects.toMatchObject({ problem: 'too-large' })
  })

  it('a body that is not a form is refused as unsupported, not read', async () => {
    const json = new Request('http://localhost/upload', { method: 'POST', body: '{"title":"x"}', headers: { 'content-type': 'application/json' } })
    await expect(parseMultipart(json, options)).rejects.toMatchObject({ problem: 'unsupported' })
    const broken = new Request('http://localhost/upload', { method: 'POST', body: '--x\r\nnot a part', headers: { 'content-type': 'multipart/form-data' } })
    await expect(parseMultipart(broken, options)).rejects.toBeInstanceOf(BodyError)
  })

  it('an empty video is reported as empty, not silently dropped', async () => {
    const parsed = await parseMultipart(await formRequest({ video: new Blob([]) }), options)
    expect(parsed.streamed.video).toEqual({ error: 'empty' })
  })

  it('strips where an MP4 was filmed (udta, meta), keeping its size and its media', async () => {
    const original = phoneMp4()
    expect(original.includes(GPS)).toBe(true)
    const parsed = await parseMultipart(await formRequest({ video: new Blob([new Uint8Array(original)]) }), options)
    const video = parsed.streamed.video
    if (!video || !('key' in video)) throw new Error(`not stored: ${JSON.stringify(video)}`)
    const stored = readFileSync(join(dataDir, 'uploads', video.key))
    expect(stored.length).toBe(original.length)
    expect(stored.includes(GPS)).toBe(false)
    expect(stored.includes('Pixel GPS track')).toBe(false)
    expect(stored.includes('com.apple.quicktime.location')).toBe(false)
    // The media data and the movie header are untouched.
    expect(stored.subarray(stored.length - 4000)).toEqual(Buffer.alloc(4000, 7))
    expect(stored.includes(Buffer.from('mvhd'))).toBe(true)
    expect(stored.includes(Buffer.from('udta'))).toBe(false)
  })

  it('strips the tags of a WebM, with open-ended segment and cluster, keeping its size and frames', async () => {
    const original = phoneWebm()
    const parsed = await parseMultipart(await formRequest({ video: new Blob([new Uint8Array(original)]) }), options)
    const video = parsed.streamed.video
    if (!video || !('key' in video)) throw new Error(`not stored: ${JSON.stringify(video)}`)
    const stored = readFileSync(join(dataDir, 'uploads', video.key))
    expect(stored.length).toBe(original.length)
    expect(stored.includes(GPS)).toBe(false)
    expect(stored.includes('LOCATION')).toBe(false)
    expect(stored.includes(Buffer.from([0x12, 0x54, 0xc3, 0x67]))).toBe(false)
    expect(stored.subarray(stored.length - 100)).toEqual(Buffer.alloc(100, 9))
    expect(stored.includes(Buffer.from('recorder'))).toBe(true)
  })

  it('a video whose boxes do not add up is refused, not stored', async () => {
    const broken = Buffer.concat([box('ftyp', Buffer.from('isom')), Buffer.from([0, 0, 0, 3, 0x6d, 0x6f, 0x6f, 0x76])])
    const parsed = await parseMultipart(await formRequest({ video: new Blob([new Uint8Array(broken)]) }), options)
    expect(parsed.streamed.video).toEqual({ error: 'not-video' })
  })
})
