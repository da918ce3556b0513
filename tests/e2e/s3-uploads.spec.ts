// Uploads in an S3-compatible store (issue 32 §3), end to end: the production server started
// with UPLOADS_S3_URL pointing at a loopback S3 server (s3rver); a member posts a picture from
// the page, it lands in the bucket, is shown and served from /uploads/…, and DATA_DIR/uploads
// stays empty.
import { existsSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { startFakeS3 } from '../setup/fake-s3'
import { expect, hydrated, test } from './fixtures'
import { registerByPage, tickRulesIfAsked, uniqueEmail } from './helpers'
import { freePort, ready, start, tempDataDir } from './server-process'

test('with UPLOADS_S3_URL a post\'s picture goes to the bucket, is served at /uploads/… and nothing is written to DATA_DIR/uploads', async ({ browser }) => {
  test.setTimeout(90_000)
  const s3 = await startFakeS3()
  const port = await freePort()
  const dataDir = tempDataDir('hathazari-s3-')
  const server = start({ PORT: String(port), DATA_DIR: dataDir, UPLOADS_S3_URL: s3.url, LOG_LEVEL: 'info' })
  const context = await browser.newContext({ baseURL: `http://localhost:${port}`, viewport: { width: 360, height: 800 } })
  try {
    await ready(port)
    const page = await context.newPage()
    await registerByPage(page, { email: uniqueEmail('s3') })
    await page.goto('/seeking-hathazari/new')
    await hydrated(page)
    const title = `হালদার পাড়ে সূর্যাস্ত ${Date.now()}`
    await page.getByLabel('শিরোনাম').fill(title)
    await page.getByLabel('বিষয়বস্তু').fill('আজ বিকেলে নদীর পাড় থেকে তোলা ছবি।')
    const photo = await sharp({ create: { width: 1000, height: 750, channels: 3, background: '#c84' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneMaker' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '22/1 30/1 30/1', GPSLongitudeRef: 'E', GPSLongitude: '91/1 48/1 30/1' } })
      .toBuffer()
    await page.getByLabel('ছবি (ঐচ্ছিক)').setInputFiles({ name: 'sunset.jpg', mimeType: 'image/jpeg', buffer: photo })
    await tickRulesIfAsked(page)
    await page.getByRole('button', { name: 'পোস্ট করুন' }).click()
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    const image = page.locator('article img')
    await expect(image).toHaveAttribute('src', /^\/uploads\/posts\/[0-9a-f]+\.webp$/)
    // The browser loaded it (the 480 px width on a 360 px phone) from the app, from the bucket.
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc)).toMatch(/-w480\.webp$/)
    const src = (await image.getAttribute('src'))!
    const key = src.slice('/uploads/'.length)
    expect(s3.objects()).toEqual(expect.arrayContaining([key, key.replace('.webp', '-w480.webp'), key.replace('.webp', '-w800.webp')]))

    const served = await context.request.get(src)
    expect(served.status()).toBe(200)
    expect(served.headers()['content-type']).toBe('image/webp')
    expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    const body = await served.body()
    expect(body.includes(Buffer.from('PhoneMaker'))).toBe(false)
    expect((await sharp(body).metadata()).width).toBe(1000)
    expect((await context.request.get('/uploads/posts/nothing-here.webp')).status()).toBe(404)

    const uploadsDir = join(dataDir, 'uploads')
    expect(existsSync(uploadsDir) ? readdirSync(uploadsDir, { recursive: true }) : []).toEqual([])
    // The log names the store, never its keys.
    expect(server.output()).toContain('uploads are kept in an S3 store')
    expect(server.output()).not.toContain('S3RVER')
  } finally {
    await context.close()
    server.child.kill('SIGTERM')
    await server.exited
    await s3.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
})
