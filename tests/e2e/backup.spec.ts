import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, rmSync, statSync, truncateSync, copyFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { freePort, ready, start, tempDataDir } from './server-process'
import { mp4Box, mp4FileType } from '../fixtures/mp4'

// The restore drill (issue 32, docs/backups.md): a site with posts, comments, likes, a profile
// picture and a video is backed up while requests run, restored into a new directory, started,
// and compared with the original table by table and file by file.

test.describe.configure({ timeout: 180_000 })

/** Runs `npm run <script> -- args` the way an operator does, with these settings. */
function npmRun(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn('npm', ['run', '-s', script, '--', ...args], { env: { ...process.env, HG_SKIP_DOTENV: '1', LOG_LEVEL: 'warn', ...env } })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) => resolve({ code, output }))
  })
}

/** A small MP4 as a phone writes one: ftyp, moov, mdat. */
function mp4() {
  return Buffer.concat([mp4FileType(), mp4Box('moov', mp4Box('mvhd', Buffer.alloc(100))), mp4Box('mdat', Buffer.alloc(200_000, 3))])
}

/** Every table's rows, each as JSON text, sorted: two databases compare as equal or not. */
async function tableRows(dbDir: string) {
  const db = await PGlite.create(dbDir, { extensions: { pg_trgm } })
  try {
    const tables = (await db.query<{ name: string }>("SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1")).rows.map((row) => row.name)
    const rows: Record<string, string[]> = {}
    for (const table of tables) {
      rows[table] = (await db.query<{ row: string }>(`SELECT to_jsonb(t)::text AS row FROM "${table}" t`)).rows.map((row) => row.row).sort()
    }
    return rows
  } finally {
    await db.close()
  }
}

function fileHashes(dir: string) {
  if (!existsSync(dir)) return {}
  return Object.fromEntries(readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .map((path) => [path.slice(dir.length), createHash('sha256').update(readFileSync(path)).digest('hex')]))
}

test('backed up while it serves, restored into a new directory, the guide starts with every post, file and session', async () => {
  const dataDir = tempDataDir('hathazari-backup-')
  const restoredDir = join(tmpdir(), `hathazari-restored-${Date.now()}`)
  const file = join(tmpdir(), `hathazari-backup-test-${Date.now()}.tar`)
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  // The writer posts a video, which a new member may not (issue 43): they are the site's moderator.
  const writer = `backup-${Date.now()}@example.com`
  let server = start({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', PUBLIC_URL: base, BOOTSTRAP_MODERATOR_EMAILS: writer })
  try {
    await ready(port)
    const form = (path: string, body: FormData | URLSearchParams, cookie = '') => fetch(`${base}${path}`, { method: 'POST', redirect: 'manual', headers: { Origin: base, ...(cookie ? { Cookie: cookie } : {}) }, body })
    const registered = await form('/register', new URLSearchParams({ name: 'ব্যাকআপ পরীক্ষক', email: writer, password: 'secret1', confirmPassword: 'secret1', redirectTo: '/' }))
    expect(registered.status).toBe(302)
    const cookie = registered.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')

    const profile = new FormData()
    profile.append('intent', 'update-profile')
    profile.append('name', 'ব্যাকআপ পরীক্ষক')
    profile.append('bio', 'হাটহাজারীর বাসিন্দা।')
    profile.append('avatar', new Blob([await sharp({ create: { width: 300, height: 300, channels: 3, background: '#c33' } }).png().toBuffer()], { type: 'image/png' }), 'me.png')
    expect((await form('/seeking-hathazari/profile?edit=1', profile, cookie)).status).toBeLessThan(400)

    const post = new FormData()
    post.append('title', 'ব্যাকআপের আগের পোস্ট')
    post.append('content', 'এই পোস্ট, তার ছবি আর ভিডিও ফিরে আসা উচিত।')
    post.append('category', 'general')
    post.append('rulesRead', 'yes')
    post.append('image', new Blob([await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a6' } }).jpeg().toBuffer()], { type: 'image/jpeg' }), 'photo.jpg')
    post.append('video', new Blob([mp4()], { type: 'video/mp4' }), 'clip.mp4')
    const created = await form('/api/forum/posts', post, cookie)
    expect(created.status).toBe(200)
    const { id } = (await created.json()) as { id: number }
    expect((await form(`/seeking-hathazari/${id}`, new URLSearchParams({ intent: 'comment', content: 'একটি মন্তব্য, যা ফিরে আসবে।' }), cookie)).status).toBeLessThan(400)
    expect((await form(`/seeking-hathazari/${id}`, new URLSearchParams({ intent: 'like', itemType: 'post', itemId: String(id), liked: '1' }), cookie)).status).toBeLessThan(400)
    const uploads = fileHashes(join(dataDir, 'uploads'))
    expect(Object.keys(uploads).length).toBeGreaterThanOrEqual(3) // the avatar, the picture's widths, the video

    // Readers keep coming, for two seconds before the backup (what a page costs on this machine
    // now) and while it is taken.
    let reading = true
    let waits: number[] = []
    const readers = () => Array.from({ length: 3 }, async () => {
      while (reading) {
        const started = performance.now()
        const response = await fetch(`${base}/seeking-hathazari`, { headers: { Cookie: cookie } })
        await response.text()
        expect(response.status).toBe(200)
        waits.push(performance.now() - started)
      }
    })
    const warmUp = readers()
    await new Promise((resolve) => setTimeout(resolve, 2000))
    reading = false
    await Promise.all(warmUp)
    const slowestBefore = Math.max(...waits)
    waits = []
    reading = true
    const during = readers()
    const backup = await npmRun('backup', ['--out', file], { DATA_DIR: dataDir })
    reading = false
    await Promise.all(during)
    expect(backup.output).toContain('Backup written by the running server')
    expect(backup.code).toBe(0)
    const paused = Number(/the database paused (\d+) ms/.exec(backup.output)?.[1])
    expect(paused, 'the database paused').toBeLessThan(1000)
    expect(waits.length).toBeGreaterThan(3)
    const sorted = [...waits].sort((a, b) => a - b)
    console.log(`the database paused ${paused} ms; waits: median ${sorted[sorted.length >> 1]!.toFixed(0)} ms, slowest ${sorted.slice(-5).map((w) => w.toFixed(0)).join(" ")} ms; slowest before the backup ${slowestBefore.toFixed(0)} ms`)
    // What a backup stalls is the database's pause, under a second (above). A page's wait also
    // holds its own rendering, which on this 2-core machine with the suite's other worker took a
    // second and more at times, backup or not: so the bound is what a page cost just before, plus
    // the pause, plus one more second of the backup's own work on the machine's two cores. A
    // backup that held readers for its whole copy would take several seconds more.
    const allowed = Math.max(2000, slowestBefore + paused + 1000)
    expect(Math.max(...waits), `the longest wait of ${waits.length} pages (allowed ${allowed.toFixed(0)} ms)`).toBeLessThan(allowed)

    // A backup cut short is refused, and leaves no directory behind.
    const cut = `${file}.cut`
    copyFileSync(file, cut)
    truncateSync(cut, Math.floor(statSync(file).size / 2))
    const refused = await npmRun('restore', [cut], { DATA_DIR: restoredDir })
    expect(refused.code).toBe(1)
    expect(refused.output).toContain('is not a whole backup: the archive is cut short')
    expect(existsSync(restoredDir)).toBe(false)
    rmSync(cut)
    // Nor is the running site's own directory ever written over.
    const overRunning = await npmRun('restore', [file], { DATA_DIR: dataDir })
    expect(overRunning.code).toBe(1)
    expect(overRunning.output).toContain('is in use by a server')

    const restored = await npmRun('restore', [file], { DATA_DIR: restoredDir })
    expect(restored.output).toContain(`Restored into ${restoredDir}`)
    expect(restored.code).toBe(0)

    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    // Table by table, row by row, the same (the original also noted the backup it took).
    const [before, after] = [await tableRows(join(dataDir, 'db')), await tableRows(join(restoredDir, 'db'))]
    expect(before.backup_runs).toHaveLength(1)
    delete before.backup_runs
    delete after.backup_runs
    // Reading noted while the backup was taken is written each minute and at the stop, after it.
    for (const reading of ['member_reading', 'member_posts_read', 'member_visit_days']) {
      delete before[reading]
      delete after[reading]
    }
    expect(after).toEqual(before)
    expect(after.posts!.some((row) => row.includes('ব্যাকআপের আগের পোস্ট'))).toBe(true)
    expect(fileHashes(join(restoredDir, 'uploads'))).toEqual(uploads)

    // The restored guide serves the post, and the reader is still signed in.
    server = start({ PORT: String(port), DATA_DIR: restoredDir, LOG_LEVEL: 'warn', PUBLIC_URL: base })
    await ready(port)
    const page = await (await fetch(`${base}/seeking-hathazari/${id}`, { headers: { Cookie: cookie } })).text()
    expect(page).toContain('ব্যাকআপের আগের পোস্ট')
    expect(page).toContain('একটি মন্তব্য, যা ফিরে আসবে।')
    const account = await fetch(`${base}/seeking-hathazari/profile`, { headers: { Cookie: cookie }, redirect: 'manual' })
    expect(account.status).toBe(200)
    expect(await account.text()).toContain('হাটহাজারীর বাসিন্দা।')
    const avatar = /\/uploads\/avatars\/[^"]+\.webp/.exec(page)?.[0] ?? Object.keys(uploads).find((path) => path.includes('avatars'))!.replace(/^\//, '/uploads/')
    expect((await fetch(`${base}${avatar}`)).status).toBe(200)
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
  } finally {
    server.child.kill('SIGKILL')
    for (const path of [dataDir, restoredDir, file]) rmSync(path, { recursive: true, force: true })
  }
})
