import { describe, expect, it } from 'vitest'
import { catalogFor, catalogScript, messagesFor } from './catalogs.server'

describe('the catalog parts of the rules (issue 43 §5)', () => {
  it('asked for by address before any page named it, a part with a hyphen in its name is served, not a crash', () => {
    // First in this process: nothing has made these lists yet (the state after a restart).
    const forum = catalogScript('bn.core-forum-moderation-rules-form.stale.json')
    expect(forum?.current).toBe(false)
    expect(JSON.parse(forum!.body)['rules.form.tick']).toBe('আমি কমিউনিটির নিয়মগুলো পড়েছি')
    const links = catalogScript('en.core-guide-corrections-links.stale.json')
    expect(links?.body).toContain('corrections.link.')
    // A list no page uses is refused.
    expect(catalogScript('bn.core-rules-form.x.json')).toBeNull()
    expect(catalogScript('bn.rules.x.json')).toBeNull()
  })

  it('gives the forum only the tick and its error, and the rules and welcome pages the whole text', () => {
    for (const path of ['/seeking-hathazari', '/seeking-hathazari/new', '/register']) {
      const messages = messagesFor('en', path) as Record<string, string>
      expect(messages['rules.form.tick'], path).toBe("I have read the community's rules")
      expect(messages['rules.error.mustAccept'], path).toBeDefined()
      expect(messages['rules.intro'], path).toBeUndefined()
    }
    for (const path of ['/rules', '/welcome']) {
      const messages = messagesFor('bn', path) as Record<string, string>
      expect(messages['rules.intro'], path).toBeDefined()
      expect(messages['rules.welcome.heading'], path).toBe('হাটহাজারী গাইডে স্বাগতম')
      expect(messages['page.rules.title'], path).toBe('কমিউনিটির নিয়ম')
    }
    // Every page's footer names the rules (paths come here without their language).
    expect((messagesFor('en', '/hospitals') as Record<string, string>)['page.rules.title']).toBe('Community rules')
    expect(catalogFor('bn', '/rules').src).toMatch(/^\/catalogs\/bn\.core-rules\.[\w-]+\.json$/)
  })
})
