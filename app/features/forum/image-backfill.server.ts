import { loadSharp } from '#app/lib/sharp.server'
import { db } from '#app/lib/db/database.server'
import { storePostImage } from '#app/lib/images.server'
import { logger } from '#app/lib/logger.server'
import { getStorage, keyFromUrl } from '#app/lib/storage.server'

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/**
 * Pictures uploaded before pages offered phones smaller widths (issue 11) get their size and
 * their smaller widths, once, at the next start. A missing or unreadable file is left alone
 * (the page shows it as before).
 */
export async function backfillPostImageWidths(): Promise<number> {
  const rows = await db().selectFrom('posts').select(['id', 'image_url']).where('image_url', 'is not', null).where('image_width', 'is', null).execute()
  let done = 0
  for (const row of rows) {
    const key = keyFromUrl(row.image_url)
    if (!key) continue
    try {
      const data = await readAll(getStorage().read(key))
      const sharp = await loadSharp()
      const { width, height } = await sharp(data).metadata()
      if (!width || !height) continue
      await storePostImage(getStorage(), key, { data, width, height }, { keepOriginal: true })
      await db().updateTable('posts').set({ image_width: width, image_height: height }).where('id', '=', row.id).execute()
      done++
    } catch (error) {
      logger.warn({ err: error, postId: row.id }, 'could not make the smaller widths of a post picture')
    }
  }
  if (done) logger.info({ count: done }, 'post pictures given their smaller widths')
  return done
}
