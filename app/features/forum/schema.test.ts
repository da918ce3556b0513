import { describe, expect, it } from 'vitest'
import { categoryFromParam, decodeCursor, encodeCursor, parseTags, preview, validatePost, validateReport } from './schema'

describe('forum rules', () => {
  it('parses tags from the field and from #words in the content', () => {
    expect(parseTags(' রাস্তা, , Water ,#halda', 'বৃষ্টিতে #জলাবদ্ধতা হয়েছে, আবার #water')).toEqual(['রাস্তা', 'water', 'halda', 'জলাবদ্ধতা'])
    expect(parseTags('')).toEqual([])
    expect(parseTags(Array.from({ length: 20 }, (_, i) => `t${i}`).join(','))).toHaveLength(10)
  })

  it('requires title and content after trimming, and limits the title to 100', () => {
    expect(validatePost({ title: '  ', content: 'x', category: 'general', tags: '', anonymous: false })?.message).toBe('forum.error.insufficient')
    expect(validatePost({ title: 'x', content: '   ', category: 'general', tags: '', anonymous: false })?.message).toBe('forum.error.insufficient')
    expect(validatePost({ title: 'ক'.repeat(101), content: 'x', category: 'general', tags: '', anonymous: false })?.message).toBe('forum.error.titleLong')
    expect(validatePost({ title: 'ক'.repeat(100), content: 'x', category: 'question', tags: '', anonymous: false })).toBeNull()
    expect(validatePost({ title: 'x', content: 'x', category: 'issues', tags: '', anonymous: false })?.message).toBe('forum.error.category')
  })

  it('needs a report reason of at least 10 characters', () => {
    expect(validateReport(' short   ')).toBe('forum.error.reportReason')
    expect(validateReport('এটি বিভ্রান্তিকর তথ্য')).toBeNull()
  })

  it('maps the old filter names to the one model', () => {
    expect(categoryFromParam('issues')).toBe('complaint')
    expect(categoryFromParam('initiatives')).toBe('general')
    expect(categoryFromParam('question')).toBe('question')
    expect(categoryFromParam('nonsense')).toBeNull()
  })

  it('cuts previews at 200 characters with an ellipsis', () => {
    expect(preview('ক'.repeat(200))).toBe('ক'.repeat(200))
    expect(preview('ক'.repeat(250))).toBe(`${'ক'.repeat(200)}…`)
  })

  it('round-trips the keyset cursor and refuses garbage', () => {
    const cursor = encodeCursor('2026-11-22T10:00:00.123Z', 42)
    expect(decodeCursor(cursor)).toEqual({ createdAt: new Date('2026-11-22T10:00:00.123Z'), id: 42 })
    expect(decodeCursor("1'; drop table posts")).toBeNull()
  })
})
