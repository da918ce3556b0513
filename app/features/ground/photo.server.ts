import { Readable } from 'node:stream'
import { actsAs, type SessionUser } from '#app/lib/auth/session.server'
import { db } from '#app/lib/db/database.server'
import { evidenceKey, getEvidenceStorage } from '#app/lib/evidence.server'

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })

/**
 * An evidence photo for a moderator (issue 42): `<photo id>.webp`, or `<photo id>-w480.webp` for
 * its preview. Anyone else (a member, a visitor, a search engine) gets the same 404 as for a photo
 * that does not exist, so an address tells nothing. Never cached by a browser or a proxy.
 */
export async function evidencePhotoResponse(user: SessionUser | null, file: string): Promise<Response> {
  if (!actsAs(user, 'moderator')) return notFound()
  const match = /^(photo-[a-f0-9]{20})(-w480)?\.webp$/.exec(file)
  if (!match) return notFound()
  const id = match[1]!
  const row = await db().selectFrom('ground_photos').select('id').where('id', '=', id).executeTakeFirst()
  if (!row) return notFound()
  const stream = getEvidenceStorage().read(evidenceKey(id, !!match[2]))
  // A missing file shows as an error on the stream's first read: wait for it before answering.
  const first = await new Promise<Buffer | null>((resolve) => {
    stream.once('error', () => resolve(null))
    stream.once('readable', () => resolve(stream.read() as Buffer | null ?? Buffer.alloc(0)))
  })
  if (first === null) return notFound()
  const rest = Readable.from((async function* () {
    yield first
    for await (const chunk of stream) yield chunk as Buffer
  })())
  return new Response(Readable.toWeb(rest) as ReadableStream, {
    headers: {
      'Content-Type': 'image/webp',
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'X-Robots-Tag': 'noindex, nofollow',
    },
  })
}
