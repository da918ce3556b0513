import type { MessageKey } from '#app/i18n/i18n'
import { charCount, cleanText, isBlank, tidy } from '#app/lib/user-text'
import { categories, resolutions, type Category, type Resolution } from './constants'

/*
 * The forum's rules, shared by the forms (instant feedback) and the server (the check that
 * counts). One model for everything the earlier app's two list variants did (ADR 006).
 */

export { categories, reportKinds, resolutions } from './constants'
export type { Category, ReportKind, Resolution } from './constants'

export const TITLE_MAX = 100
export const CONTENT_MAX = 10_000
export const COMMENT_MAX = 2000
export const REPORT_MIN = 10
export const REPORT_MAX = 1000
export const TAGS_MAX = 10
export const TAG_MAX = 30
export const PAGE_SIZE = 10
export const PREVIEW_LENGTH = 200

export const isCategory = (v: unknown): v is Category => categories.includes(v as Category)
export const isResolution = (v: unknown): v is Resolution => resolutions.includes(v as Resolution)

/**
 * The earlier app's filter variant used issues / initiatives / suggestions; links using those
 * words still land on the right category (spec 1 §3 mapping).
 */
export function categoryFromParam(value: string | null): Category | null {
  if (!value) return null
  if (isCategory(value)) return value
  return ({ issues: 'complaint', suggestions: 'suggestion', initiatives: 'general', questions: 'question' } as Record<string, Category>)[value] ?? null
}

const length = charCount

/**
 * Tags from the comma-separated field (trimmed, empties dropped) and from #words in the
 * content, without the #, lower-cased for Latin letters, unique, at most TAGS_MAX.
 */
export function parseTags(field: string, content = ''): string[] {
  const fromField = field.split(',').map((t) => t.trim().replace(/^#+/, ''))
  const fromContent = [...cleanText(content).matchAll(/(?:^|\s)#([\p{L}\p{M}\p{N}_-]+)/gu)].map((m) => m[1]!)
  const seen = new Set<string>()
  const tags: string[] = []
  for (const raw of [...fromField, ...fromContent]) {
    const tag = Array.from(cleanText(raw).toLocaleLowerCase('en')).slice(0, TAG_MAX).join('').trim()
    if (isBlank(tag) || seen.has(tag)) continue
    seen.add(tag)
    tags.push(tag)
    if (tags.length === TAGS_MAX) break
  }
  return tags
}

export interface PostInput {
  title: string
  content: string
  category: string
  tags: string
  anonymous: boolean
  /** A newcomer's tick of "I have read the community's rules" (issue 43 §5). */
  rulesRead?: boolean
  /** The members the composer's "@" suggestions picked (issue 44 §1): they decide between members of one name. */
  mentionIds?: string[]
}

/**
 * Post form rules (spec 1 §5): title and content required (text of only invisible characters
 * counts as empty); title at most 100. Measured on the text as it will be stored (`tidy`).
 */
export function validatePost(input: PostInput): { field: keyof PostInput; message: MessageKey } | null {
  const title = tidy(input.title)
  const content = tidy(input.content)
  if (isBlank(title) || isBlank(content)) return { field: isBlank(title) ? 'title' : 'content', message: 'forum.error.insufficient' }
  if (length(title) > TITLE_MAX) return { field: 'title', message: 'forum.error.titleLong' }
  if (length(content) > CONTENT_MAX) return { field: 'content', message: 'forum.error.contentLong' }
  if (!isCategory(input.category)) return { field: 'category', message: 'forum.error.category' }
  return null
}

export function validateComment(content: string): MessageKey | null {
  const text = tidy(content)
  if (isBlank(text)) return 'forum.error.commentEmpty'
  if (length(text) > COMMENT_MAX) return 'forum.error.commentLong'
  return null
}

export function validateReport(reason: string, kind?: string): MessageKey | null {
  const text = tidy(reason)
  // "Spam" is its own reason (issue 43 §4): a reader need not explain an advert.
  if (kind === 'spam' && isBlank(text)) return null
  if (isBlank(text)) return 'forum.error.reportReason'
  if (length(text) < REPORT_MIN) return 'forum.error.reportReason'
  if (length(text) > REPORT_MAX) return 'forum.error.reportLong'
  return null
}

/** The preview of a post's content on a card: cut at 200 characters with an ellipsis. */
export function preview(content: string): string {
  const chars = Array.from(content)
  return chars.length <= PREVIEW_LENGTH ? content : `${chars.slice(0, PREVIEW_LENGTH).join('').trimEnd()}…`
}

/** Opaque keyset cursor of the last post shown: its time and id. */
export function encodeCursor(createdAt: string, id: number): string {
  return `${new Date(createdAt).getTime()}_${id}`
}

export function decodeCursor(value: string | null): { createdAt: Date; id: number } | null {
  const match = value?.match(/^(\d{1,15})_(\d{1,10})$/)
  if (!match) return null
  return { createdAt: new Date(Number(match[1])), id: Number(match[2]) }
}
