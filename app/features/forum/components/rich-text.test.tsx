import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { I18nScopeContext } from '#app/i18n/use-i18n'
import { RichText } from './rich-text'

const render = (lang: 'bn' | 'en', text: string, mentions?: Array<{ id: string; name: string }>) =>
  renderToString(<I18nScopeContext value={{ lang, catalogKey: 'test' }}><RichText text={text} mentions={mentions} /></I18nScopeContext>).replaceAll('<!-- -->', '')

describe('RichText', () => {
  it('links each "@name" the server found to the member’s page, in the page’s language, and nothing else', () => {
    const text = '@রহিম উদ্দিন ভাই, @Rahim! karim@রহিম উদ্দিন @রহিম উদ্দিনকে https://example.com/@রহিম'
    const html = render('en', text, [{ id: 'u1', name: 'রহিম উদ্দিন' }])
    expect(html.match(/href="\/en\/seeking-hathazari\/members\/u1"/g)).toHaveLength(1)
    expect(html).toContain('<a href="/en/seeking-hathazari/members/u1" class="font-semibold text-link underline">@রহিম উদ্দিন</a> ভাই, @Rahim!')
    expect(html).toContain('href="https://example.com/@রহিম"')
    expect(render('bn', '@Rahim কেমন আছেন', [{ id: 'u2', name: 'Rahim' }])).toContain('<a href="/seeking-hathazari/members/u2"')
  })

  it('keeps a name that looks like markup as text', () => {
    const html = render('bn', '@<b>x</b> হ্যালো <script>', [{ id: 'u3', name: '<b>x</b>' }])
    expect(html).toContain('>@&lt;b&gt;x&lt;/b&gt;</a> হ্যালো &lt;script&gt;')
    expect(html).not.toContain('<b>')
  })

  it('without mentions is the text with its web addresses linked, as before', () => {
    expect(render('bn', 'দেখুন https://example.com/a. ধন্যবাদ')).toBe(
      '<p class="whitespace-pre-line break-words ">দেখুন <a href="https://example.com/a" rel="nofollow ugc noopener noreferrer" target="_blank" class="break-all text-link underline">https://example.com/a</a>. ধন্যবাদ</p>')
  })
})
