import { describe, expect, it } from 'vitest'
import { firstCodePoints, toPostView, type PostRow } from './post-view.server'

const row = (content: string, over: Partial<PostRow> = {}): PostRow => ({
  id: 1, title: 'শিরোনাম', content, category: 'general', resolution: 'open', resolution_note: null, moderation: 'active', moderation_reason: null,
  tags: [], image_url: null, video_url: null, like_count: 0, comment_count: 0, view_count: 0, created_at: new Date(0), updated_at: new Date(0),
  anonymous: false, author_id: 'a', author_name: 'করিম', author_avatar: null, author_role: 'member', ...over,
})

describe('a card\'s preview of a post', () => {
  it('is the first 200 characters with an ellipsis, never half an emoji, and the whole text when it is short', () => {
    const bengali = 'হাটহাজারী বাজারে আজ অনেক ভিড়। '.repeat(10)
    const withEmoji = `${'ক'.repeat(199)}😀😀 শেষ`
    for (const text of [bengali, withEmoji]) {
      const preview = toPostView(row(text), null, { preview: true })
      expect(preview.truncated).toBe(true)
      expect(preview.content).toBe(`${Array.from(text).slice(0, 200).join('').trimEnd()}…`)
    }
    expect(toPostView(row(withEmoji), null, { preview: true }).content.endsWith('😀…')).toBe(true)
    const short = `${'ক'.repeat(199)}😀`
    expect(toPostView(row(short), null, { preview: true })).toMatchObject({ truncated: false, content: short })
    expect(toPostView(row(bengali), null)).toMatchObject({ truncated: false, content: bengali })
  })

  it('counts characters as the database does (content_length), when it is given', () => {
    expect(toPostView(row('ছোট লেখা', { content_length: 500 }), null, { preview: true })).toMatchObject({ truncated: true, content: 'ছোট লেখা…' })
  })

  it('cuts at code points: a lone surrogate at the end is kept whole, not read past', () => {
    expect(firstCodePoints('ab\ud83d', 3)).toBe('ab\ud83d')
    expect(firstCodePoints('😀😀', 1)).toBe('😀')
    expect(firstCodePoints('', 5)).toBe('')
  })
})
