import { describe, expect, it } from 'vitest'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { withTestApp } from '../../tests/setup/test-app'
import { parseMultipart, sniffVideo } from './multipart.server'

const { dataDir } = withTestApp()

function formRequest(parts: Record<string, string | Blob>) {
  const form = new FormData()
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === 'string') form.append(name, value)
    else form.append(name, value, name === 'video' ? 'clip.mp4' : 'image.jpg')
  }
  return new Request('http://localhost/upload', { method: 'POST', body: form })
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
    const parsed = await parseMultipart(formRequest({ title: 'ভিডিও', video: mp4(300_000) }), { buffer: ['image'], maxBufferBytes: 1000, stream: ['video'], maxStreamBytes: 1_000_000, prefix: 'videos' })
    expect(parsed.fields.title).toBe('ভিডিও')
    const video = parsed.streamed.video
    expect(video && 'key' in video && video.key).toMatch(/^videos\/[0-9a-f]+\.mp4$/)
    if (video && 'key' in video) expect(existsSync(join(dataDir, 'uploads', video.key))).toBe(true)
  })

  it('refuses a file that is not a video, and one over the limit, leaving nothing behind', async () => {
    const before = existsSync(join(dataDir, 'uploads', 'videos')) ? readdirSync(join(dataDir, 'uploads', 'videos')).length : 0
    const fake = new Blob([new TextEncoder().encode('<html><script>x</script></html>'.repeat(10))], { type: 'video/mp4' })
    const notVideo = await parseMultipart(formRequest({ video: fake }), { buffer: [], maxBufferBytes: 0, stream: ['video'], maxStreamBytes: 1_000_000, prefix: 'videos' })
    expect(notVideo.streamed.video).toEqual({ error: 'not-video' })
    const tooBig = await parseMultipart(formRequest({ video: mp4(2_000_000) }), { buffer: [], maxBufferBytes: 0, stream: ['video'], maxStreamBytes: 1_000_000, prefix: 'videos' })
    expect(tooBig.streamed.video).toEqual({ error: 'too-large' })
    const after = existsSync(join(dataDir, 'uploads', 'videos')) ? readdirSync(join(dataDir, 'uploads', 'videos')).length : 0
    expect(after).toBe(before)
  })

  it('buffers an image and flags one over its limit', async () => {
    const parsed = await parseMultipart(formRequest({ image: new Blob([new Uint8Array(2000)]) }), { buffer: ['image'], maxBufferBytes: 1000, stream: [], maxStreamBytes: 0, prefix: 'x' })
    expect(parsed.files.image?.tooLarge).toBe(true)
  })
})
