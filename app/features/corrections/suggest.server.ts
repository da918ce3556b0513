import type { Lang } from '#app/i18n/i18n'
import { writeBlock } from '#app/lib/auth/can-write.server'
import { actsAs, type SessionUser } from '#app/lib/auth/session.server'
import { removeEvidence, storeEvidencePhoto, type StoredPhoto } from '#app/lib/evidence.server'
import { dhakaDay } from '#app/lib/dhaka-day'
import { imageProblem, MAX_IMAGE_MEGAPIXELS } from '#app/lib/images.server'
import type { BufferedFile } from '#app/lib/multipart.server'
import { photoSubjects } from '#content/pack/schema'
import { acceptsListings, correctable, fieldsOf, isCollection, recordIdPattern, type CollectionName } from '#app/lib/content/correctable'
import { getGuide } from '#app/lib/content/guide.server'
import { pick } from '#app/lib/content/text'
import { db } from '#app/lib/db/database.server'
import { localDigits } from '#app/lib/format'
import { hitLimit } from '#app/lib/rate-limit.server'
import { MAP_POINTS } from '#app/lib/content/map-points'
import { SUGGEST_LIMIT } from './limits'
import { createMapSuggestion, loadMapTarget } from './map-suggestions.server'
import { safeRedirectPath } from '#app/lib/safe-redirect'
import type { SuggestTarget } from './components/suggest-form'
import { currentValue, findRecord, recordName, recordsOf } from './records'
import { refuse, type CorrectionResult } from './result'
import { NOTE_MAX, normalizePhone, validateSuggestion, type SuggestionErrors, type SuggestionInput } from './schema'
import { checkTexts, wordRefusal } from '#app/lib/watched-words/words.server'

export { SUGGEST_LIMIT } from './limits'

const comparable = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim().toLocaleLowerCase('en')

/** A photo sent with a suggestion (issue 42): the file as read, what it shows, and its form field. */
export interface SuggestionPhoto {
  field: 'photo1' | 'photo2' | 'photo3'
  file: BufferedFile
  subject: string
}

/** What a suggestion may bring besides its text. */
export interface SuggestionExtras {
  photos?: SuggestionPhoto[]
  /** The reader allows the day each photo was taken to be kept ("taken on"). */
  keepTakenOn?: boolean
  /** A moderator offers a forum answer to the guide: the post (and comment) is its source. */
  forum?: { post: number; comment?: number }
}

/** The largest photo a reader may send (as the forum's pictures). */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024
export const PHOTOS_MAX = 3
/** The whole suggestion form: three photos and the text fields, with room to spare (server/main.ts caps the body at it). */
export const SUGGEST_FORM_MAX_BYTES = PHOTOS_MAX * PHOTO_MAX_BYTES + 1024 * 1024

const isSubject = (value: string): value is (typeof photoSubjects)[number] => (photoSubjects as readonly string[]).includes(value)

/** Why each photo is refused, told from its bytes before anything is stored. */
async function checkPhotos(photos: readonly SuggestionPhoto[]): Promise<SuggestionErrors> {
  const errors: SuggestionErrors = {}
  for (const photo of photos) {
    if (photo.file.tooLarge) errors[photo.field] = { message: 'upload.error.tooLarge', vars: { size: PHOTO_MAX_BYTES / 1024 / 1024 } }
    else if (photo.file.bytes.length === 0) errors[photo.field] = { message: 'upload.error.empty' }
    else {
      const problem = await imageProblem(photo.file.bytes)
      if (problem === 'too-many-pixels') errors[photo.field] = { message: 'upload.error.tooManyPixels', vars: { max: MAX_IMAGE_MEGAPIXELS } }
      else if (problem) errors[photo.field] = { message: 'upload.error.notImage' }
      else if (!isSubject(photo.subject)) errors[photo.field] = { message: 'corrections.error.photoSubject' }
    }
  }
  return errors
}

/** Whether the forum answer a moderator offers is still there for everyone to read. */
async function forumAnswerShown(forum: { post: number; comment?: number }): Promise<boolean> {
  if (!Number.isSafeInteger(forum.post) || forum.post <= 0 || (forum.comment !== undefined && (!Number.isSafeInteger(forum.comment) || forum.comment <= 0))) return false
  const post = await db().selectFrom('posts').select('id').where('id', '=', forum.post).where('moderation', '=', 'active').executeTakeFirst()
  if (!post) return false
  if (forum.comment === undefined) return true
  const comment = await db().selectFrom('comments').select('id').where('id', '=', forum.comment).where('post_id', '=', forum.post).where('moderation', '=', 'active').executeTakeFirst()
  return !!comment
}

/**
 * Stores a reader's correction to a listing, or a new listing, for the moderators' queue. The
 * reader must be signed in and allowed to write; the suggestion must name a record the guide
 * has, change something, and carry something to check it against: a source link, photos, a
 * note, or (offered by a moderator) a forum answer. A phone number needs a link or a photo.
 *
 * Photos are checked by their bytes, re-encoded without their metadata and kept as evidence
 * for moderators (app/lib/evidence.server.ts); a refused suggestion leaves no file and no row.
 */
export async function createSuggestion(user: SessionUser, input: SuggestionInput, lang: Lang, extras: SuggestionExtras = {}): Promise<CorrectionResult<{ id: number }>> {
  const blocked = writeBlock(user)
  if (blocked) return refuse(403, blocked)
  if (input.collection === MAP_POINTS) return createMapSuggestion(user, input, lang)
  const photos = extras.photos ?? []
  if (photos.length > PHOTOS_MAX) return refuse(400, 'corrections.error.photoOneEach')
  if (extras.forum) {
    if (!actsAs(user, 'moderator')) return refuse(403, 'corrections.forum.only')
    if (!(await forumAnswerShown(extras.forum))) return refuse(404, 'corrections.forum.gone')
  }
  const photoErrors = await checkPhotos(photos)
  const checked = validateSuggestion({ ...input, photos: photos.length, fromForum: !!extras.forum })
  if (!checked.ok || Object.keys(photoErrors).length) {
    const fields = { ...(checked.ok ? {} : checked.errors), ...photoErrors }
    return refuse(400, checked.ok ? 'corrections.error.check' : checked.message, { fields })
  }
  const suggestion = checked.suggestion
  // Watched words (issue 43 §3) in anything the reader wrote, the source link included: a
  // blocked one refuses. "review" and "flag" add nothing: every suggestion waits for a moderator.
  const words = await checkTexts(Object.values(suggestion).filter((value): value is string => typeof value === 'string'))
  if (words?.action === 'block') return refuse(400, wordRefusal(words).message)

  if (suggestion.kind === 'correction') {
    const record = findRecord(await getGuide(), suggestion.collection, suggestion.recordId)
    if (!record) return refuse(404, 'corrections.error.notFound')
    const current = currentValue(suggestion.collection, record, suggestion.field)
    const unchanged = suggestion.field === 'phone'
      ? (current?.en.split(', ') ?? []).some((number) => normalizePhone(number) === suggestion.value)
      : !!current && [current.bn, current.en].some((text) => comparable(text) === comparable(suggestion.value))
    if (unchanged) return refuse(400, 'corrections.error.sameAsNow', { fields: { value: { message: 'corrections.error.sameAsNow' } } })
  }

  const limit = await hitLimit(`corrections:suggest:${user.id}`, SUGGEST_LIMIT)
  if (!limit.allowed) return refuse(429, 'corrections.error.rateLimited', { vars: { minutes: Math.max(1, Math.ceil(limit.retryAfter / 60)) } })

  const proposal = suggestion.kind === 'correction'
    ? { value: suggestion.value }
    : Object.fromEntries(Object.entries({ name: suggestion.name, address: suggestion.address, phone: suggestion.phone, hours: suggestion.hours, details: suggestion.details }).filter(([, v]) => v !== null))
  const today = dhakaDay()
  const ground = extras.forum ? [{ kind: 'forum', date: today, by: user.id, post: extras.forum.post, ...(extras.forum.comment ? { comment: extras.forum.comment } : {}) }] : []

  // The photos go to storage first; if anything after that fails, they are deleted again.
  const stored: Array<{ photo: SuggestionPhoto; file: StoredPhoto }> = []
  try {
    for (const photo of photos) {
      const file = await storeEvidencePhoto(photo.file.bytes, today)
      if ('refused' in file) {
        await removeEvidence(stored.map((done) => done.file.id))
        const message = file.refused === 'too-many-pixels' ? 'upload.error.tooManyPixels' : 'upload.error.notImage'
        return refuse(400, 'corrections.error.check', { fields: { [photo.field]: { message, vars: { max: MAX_IMAGE_MEGAPIXELS } } } })
      }
      stored.push({ photo, file })
    }
    const id = await db().transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('content_suggestions')
        .values({
          kind: suggestion.kind,
          collection: suggestion.collection,
          record_id: suggestion.kind === 'correction' ? suggestion.recordId : null,
          field: suggestion.kind === 'correction' ? suggestion.field : null,
          proposal: JSON.stringify(proposal),
          source_url: suggestion.sourceUrl,
          note: suggestion.note,
          ground: JSON.stringify(ground),
          lang,
          suggested_by: user.id,
          decided_by: null,
          decided_at: null,
          decision_reason: null,
          created_at: undefined,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      for (const { photo, file } of stored) {
        await trx.insertInto('ground_photos').values({
          id: file.id, suggestion_id: row.id, storage_key: file.key, width: file.width, height: file.height, bytes: file.bytes,
          subject: photo.subject as (typeof photoSubjects)[number], taken_on: extras.keepTakenOn ? file.takenOn : null, created_at: undefined,
        }).execute()
      }
      return row.id
    })
    return { ok: true, id }
  } catch (error) {
    await removeEvidence(stored.map((done) => done.file.id))
    throw error
  }
}

/**
 * What /suggest shows for `?collection=…&id=…` (a correction) or `?collection=…` (a new listing),
 * in the reader's language; null when the guide has no such list or record. `from` is the page
 * the reader came from (a same-site path), where they go back to.
 */
export async function loadSuggestTarget(params: URLSearchParams, lang: Lang): Promise<SuggestTarget | null> {
  const collection = params.get('collection')
  if (collection === MAP_POINTS) return loadMapTarget(params, lang)
  if (!isCollection(collection)) return null
  const from = safeRedirectPath(params.get('from'), correctable[collection].page)
  const id = params.get('id')
  if (!id) {
    if (!acceptsListings(collection)) return null
    return { kind: 'listing', collection, hours: fieldsOf(collection).includes('hours'), from, back: from }
  }
  const record = findRecord(await getGuide(), collection, id)
  if (!record) return null
  const field = params.get('field')
  const fields = fieldsOf(collection)
  return {
    kind: 'correction',
    collection,
    recordId: record.id,
    recordName: pick(lang, recordName(collection, record)),
    fields: fields.map((f) => {
      const current = pick(lang, currentValue(collection, record, f) ?? undefined)
      return { field: f, current: current && f === 'phone' ? localDigits(lang, current) : current ?? null }
    }),
    selected: fields.find((f) => f === field) ?? null,
    from,
    back: `${from.split('#')[0]}#${record.id}`,
  }
}

/** Where the reader lands after sending: the page they came from, at the listing's card. */
export function returnPath(form: { collection: string; from: string; recordId?: string }): string {
  const page = isCollection(form.collection) ? correctable[form.collection].page : form.collection === MAP_POINTS ? '/nearby' : '/'
  const from = safeRedirectPath(form.from, page).split('#')[0]!
  return form.recordId && recordIdPattern.test(form.recordId) && form.collection !== MAP_POINTS ? `${from}#${form.recordId}` : from
}

/** A forum answer a moderator offers to the guide: where it is, and its words to start the note with. */
export interface ForumOffer {
  post: number
  comment?: number
  /** The post's title, to say where the answer comes from. */
  title: string
  /** The answer's text (the comment's, else the post's), cut to fit the note. */
  excerpt: string
}

/** `?forum=<post id>&comment=<comment id>` as numbers; null when absent or not ids. */
export function forumParams(params: URLSearchParams): { post: number; comment?: number } | null {
  const post = Number(params.get('forum'))
  const comment = params.get('comment') ? Number(params.get('comment')) : undefined
  if (!Number.isSafeInteger(post) || post <= 0) return null
  if (comment !== undefined && (!Number.isSafeInteger(comment) || comment <= 0)) return null
  return { post, ...(comment ? { comment } : {}) }
}

/** The forum answer to offer, if everyone can still read it. */
export async function loadForumOffer(forum: { post: number; comment?: number }): Promise<ForumOffer | null> {
  const post = await db().selectFrom('posts').select(['id', 'title', 'content']).where('id', '=', forum.post).where('moderation', '=', 'active').executeTakeFirst()
  if (!post) return null
  let text = post.content
  if (forum.comment !== undefined) {
    const comment = await db().selectFrom('comments').select('content').where('id', '=', forum.comment).where('post_id', '=', forum.post).where('moderation', '=', 'active').executeTakeFirst()
    if (!comment) return null
    text = comment.content
  }
  const chars = Array.from(text.trim())
  return { ...forum, title: post.title ?? '', excerpt: chars.length > NOTE_MAX - 10 ? `${chars.slice(0, NOTE_MAX - 11).join('')}…` : chars.join('') }
}

/** The lists a forum answer can be offered to, and (once one is chosen) its listings, in the reader's language. */
export async function forumChoices(collection: CollectionName | null, lang: Lang) {
  const collections = (Object.keys(correctable) as CollectionName[])
  if (!collection) return { collections, collection: null, records: [], listings: false }
  const records = recordsOf(await getGuide(), collection).map((record) => ({ id: record.id, name: pick(lang, recordName(collection, record)) }))
  return { collections, collection, records, listings: acceptsListings(collection) }
}
