import { dhakaDay } from '#app/lib/dhaka-day'
import { describe, expect, it } from 'vitest'
import { getGuide } from '#app/lib/content/guide.server'
import { pageSeo } from './head.server'
import { breadcrumbs, datedEvents, directoryPlaces, forumPosting, jsonLdText, webSite, type CommentLike, type PostLike } from './structured-data.server'

// The pack as pages read it (indexed, so each record knows its collection); no database here.
const contentPack = await getGuide()
const origin = 'https://hathazari.example'
type Json = Record<string, unknown>

// What Google's structured data guidelines require of each type (the properties it names as required).
function expectPlace(place: Json) {
  expect(typeof place.name).toBe('string')
  expect(place.address).toMatchObject({ '@type': 'PostalAddress', addressLocality: expect.any(String), addressCountry: 'BD' })
}

// Every kind of place the directory pages publish, and the page each is on.
const directoryPaths = ['/hospitals', '/emergency', '/administration', '/banks', '/education', '/religious-places', '/tourist-spots', '/tourist-attractions', '/hotels', '/shopping-malls']
const placeKinds = [
  'Hospital', 'MedicalClinic', 'PoliceStation', 'FireStation', 'GovernmentOffice', 'PostOffice', 'BankOrCreditUnion', 'CollegeOrUniversity', 'School',
  'EducationalOrganization', 'Mosque', 'HinduTemple', 'BuddhistTemple', 'Church', 'PlaceOfWorship', 'TouristAttraction', 'Hotel', 'ShoppingCenter',
]

/**
 * A place as Google's local business guidelines require it (name and address; url, geo and
 * telephone as recommended, each well-formed where given), with the record it was made from.
 */
function expectListing(place: Json, path: string, lang: 'bn' | 'en') {
  expectPlace(place)
  const id = String(place['@id']).split('#')[1]!
  expect(place.url).toBe(`${origin}${lang === 'en' ? '/en' : ''}${path}#${id}`)
  expect(place['@id']).toBe(place.url)
  expect((place.name as string).trim().length, id).toBeGreaterThan(1)
  if (place.geo !== undefined) {
    const geo = place.geo as { '@type': string; latitude: number; longitude: number }
    expect(geo['@type']).toBe('GeoCoordinates')
    // Hathazari and the hills around it.
    expect(geo.latitude).toBeGreaterThan(22.3)
    expect(geo.latitude).toBeLessThan(22.8)
    expect(geo.longitude).toBeGreaterThan(91.6)
    expect(geo.longitude).toBeLessThan(92)
  }
  if (place.telephone !== undefined) expect(place.telephone, id).toMatch(/^\+?[\d\s-]{3,}$/)
  if (place.sameAs !== undefined) expect(place.sameAs, id).toMatch(/^https?:\/\//)
}

describe('schema.org data', () => {
  it('gives every place the directories publish its name, address and an address of its own on the page, in both languages', () => {
    const seen = new Set<string>()
    for (const lang of ['bn', 'en'] as const) {
      for (const path of directoryPaths) {
        const places = directoryPlaces(path, contentPack, origin, lang) as unknown as Json[]
        for (const place of places) {
          expectListing(place, path, lang)
          expect(placeKinds, path).toContain(place['@type'])
          seen.add(place['@type'] as string)
        }
        // Parses as JSON-LD text, each record once.
        expect(JSON.parse(jsonLdText({ '@context': 'https://schema.org', '@graph': places as never }))['@graph']).toHaveLength(places.length)
        expect(new Set(places.map((p) => p['@id'])).size, path).toBe(places.length)
      }
    }
    // The kinds the guide's records have today (no hotel, mall or diagnostic centre yet: the next test).
    expect([...seen].sort()).toEqual(expect.arrayContaining(['BankOrCreditUnion', 'CollegeOrUniversity', 'FireStation', 'GovernmentOffice', 'Hospital', 'PoliceStation', 'PostOffice', 'School', 'TouristAttraction']))
  })

  it('a diagnostic centre is a MedicalClinic, a post office a PostOffice, a hotel a Hotel, a mall a ShoppingCenter, an institution neither school nor college an EducationalOrganization', () => {
    const byId = (path: string, pack = contentPack) => new Map((directoryPlaces(path, pack, origin, 'en') as unknown as Json[]).map((place) => [String(place['@id']).split('#')[1]!, place]))
    const administration = byId('/administration')
    expect(contentPack.postOffices.length).toBeGreaterThan(0)
    for (const record of contentPack.postOffices) {
      expect(administration.get(record.id), record.id).toMatchObject({ '@type': 'PostOffice', name: record.name.en })
      expectListing(administration.get(record.id)!, '/administration', 'en')
    }
    // The pack has no hotel, mall, diagnostic centre or other institution yet: records made from
    // its own, as the pages would list them, with a sure number and a position.
    const [hospital] = contentPack.healthFacilities
    const [institution] = contentPack.institutions
    // A number checked this month: within the pack's age.
    const sure = { confidence: 'high' as const, phones: [{ number: '+880 1700-000000', sources: ['https://example.org/notice'], asOf: dhakaDay() }], coordinates: { lat: 22.5, lng: 91.8 } }
    const hand = (id: string) => ({ ...hospital!, ...sure, id, name: { bn: `নাম ${id}`, en: `Name ${id}` }, address: { bn: 'হাটহাজারী বাজার', en: 'Hathazari Bazar' } })
    const pack = {
      ...contentPack,
      healthFacilities: [{ ...hand('diagnostic-centre'), type: 'diagnostic' as const }],
      hotels: [hand('guest-house')],
      shoppingMalls: [hand('city-market')],
      institutions: [{ ...institution!, ...hand('training-centre'), type: 'other' as const }],
    } as unknown as typeof contentPack
    for (const [path, id, kind] of [['/hospitals', 'diagnostic-centre', 'MedicalClinic'], ['/hotels', 'guest-house', 'Hotel'], ['/shopping-malls', 'city-market', 'ShoppingCenter'], ['/education', 'training-centre', 'EducationalOrganization']] as const) {
      const place = byId(path, pack).get(id)!
      expect(place, id).toMatchObject({
        '@type': kind, name: `Name ${id}`, telephone: '+880 1700-000000', geo: { '@type': 'GeoCoordinates', latitude: 22.5, longitude: 91.8 },
        address: { '@type': 'PostalAddress', streetAddress: 'Hathazari Bazar', addressLocality: 'Hathazari', addressRegion: 'Chattogram', addressCountry: 'BD' },
      })
      expectListing(place, path, 'en')
    }
    // A hospital that is not a diagnostic centre stays a Hospital.
    for (const record of contentPack.healthFacilities) expect(byId('/hospitals').get(record.id)?.['@type'], record.id).toBe(record.type === 'diagnostic' ? 'MedicalClinic' : 'Hospital')
  })

  it('lists each directory page’s records as their kind of place, with geo where mapped and a telephone only from sure sources', () => {
    const kinds = new Set<string>()
    for (const path of ['/hospitals', '/emergency', '/administration', '/banks', '/education', '/religious-places', '/tourist-spots']) {
      const places = directoryPlaces(path, contentPack, origin, 'bn') as unknown as Json[]
      expect(places.length, path).toBeGreaterThan(0)
      for (const place of places) {
        expectPlace(place)
        kinds.add(place['@type'] as string)
        expect(place.url).toMatch(new RegExp(`^${origin}${path}#`))
      }
    }
    expect([...kinds]).toEqual(expect.arrayContaining(['Hospital', 'PoliceStation', 'FireStation', 'GovernmentOffice', 'BankOrCreditUnion', 'CollegeOrUniversity', 'School', 'TouristAttraction']))
    expect([...kinds].some((kind) => ['Mosque', 'HinduTemple', 'BuddhistTemple', 'PlaceOfWorship'].includes(kind))).toBe(true)

    const hospitals = directoryPlaces('/hospitals', contentPack, origin, 'en') as unknown as Json[]
    const complex = hospitals.find((h) => String(h['@id']).endsWith('#upazila-health-complex'))!
    expect(complex.geo).toMatchObject({ '@type': 'GeoCoordinates', latitude: expect.any(Number), longitude: expect.any(Number) })
    // A number is published only where the record's sources are sure of it.
    for (const record of contentPack.healthFacilities) {
      const place = hospitals.find((h) => String(h['@id']).endsWith(`#${record.id}`))!
      if (record.confidence !== 'high' || !record.phones?.length) expect(place.telephone, record.id).toBeUndefined()
      else expect(place.telephone).toBe(record.phones[0]!.number)
    }
    expect(directoryPlaces('/history', contentPack, origin, 'bn')).toEqual([])
  })

  it('describes the site with its search, and the way to every page', () => {
    const site = webSite(origin, 'en', 'Hathazari Guide') as unknown as Json
    expect(site).toMatchObject({ '@type': 'WebSite', name: 'Hathazari Guide', url: `${origin}/en` })
    expect(site.potentialAction).toMatchObject({ '@type': 'SearchAction', target: { urlTemplate: `${origin}/en/search?q={search_term_string}` }, 'query-input': 'required name=search_term_string' })
    const trail = breadcrumbs(origin, 'bn', [{ name: 'হোম', path: '/' }, { name: 'হাসপাতাল', path: '/hospitals' }]) as unknown as { itemListElement: Json[] }
    expect(trail.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'হোম', item: `${origin}/` },
      { '@type': 'ListItem', position: 2, name: 'হাসপাতাল', item: `${origin}/hospitals` },
    ])
  })

  it('gives dated events their date, place and status; a cancelled date says so', () => {
    const event = contentPack.events[0]!
    const events = datedEvents(contentPack, [
      { eventId: event.id, startsAt: '2026-12-20T04:00:00.000Z', endsAt: null, cancelled: false },
      { eventId: event.id, startsAt: '2027-01-20T04:00:00.000Z', endsAt: '2027-01-20T10:00:00.000Z', cancelled: true },
      { eventId: 'no-such-event', startsAt: '2027-01-20T04:00:00.000Z', endsAt: null, cancelled: false },
    ], origin, 'en') as unknown as Json[]
    expect(events).toHaveLength(2)
    for (const e of events) {
      expect(e).toMatchObject({ '@type': 'Event', name: event.title.en, startDate: expect.any(String), location: { '@type': 'Place', name: event.location.en } })
      expectPlace(e.location as Json)
    }
    expect(events.map((e) => e.eventStatus)).toEqual(['https://schema.org/EventScheduled', 'https://schema.org/EventCancelled'])
  })

  const post: PostLike = {
    id: 12, title: 'হাটহাজারী থেকে নাজিরহাট কোন বাসে যাব?', content: 'সকালে কোন বাস পাওয়া যায়?', category: 'question', moderation: 'active',
    imageUrl: null, likes: 3, comments: 2, createdAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-20T10:00:00.000Z',
    anonymous: true, author: { name: 'করিম আহমেদ' }, answerCommentId: null,
  }

  it('a post is a DiscussionForumPosting with its counts; an anonymous author is never named', () => {
    const posting = forumPosting(post, undefined, origin, 'bn', 'বেনামি ব্যবহারকারী') as unknown as Json
    expect(posting).toMatchObject({
      '@type': 'DiscussionForumPosting', headline: post.title, text: post.content, datePublished: post.createdAt,
      url: `${origin}/seeking-hathazari/12`, commentCount: 2, author: { name: 'বেনামি ব্যবহারকারী' },
    })
    expect(posting.interactionStatistic).toEqual(expect.arrayContaining([expect.objectContaining({ userInteractionCount: 3, interactionType: { '@type': 'LikeAction' } })]))
    expect(JSON.stringify(posting)).not.toContain('করিম')
  })

  it('an answered question is a QAPage with its accepted answer', () => {
    const answer = { id: 7, content: 'সকাল ৭টায় নাজিরহাটের বাস ছাড়ে।', likes: 5, createdAt: '2026-11-20T11:00:00.000Z', moderation: 'active', author: { name: 'রহিম' } }
    const page = forumPosting({ ...post, anonymous: false, answerCommentId: 7 }, answer, origin, 'bn', 'বেনামি') as unknown as { '@type': string; mainEntity: Json }
    expect(page['@type']).toBe('QAPage')
    expect(page.mainEntity).toMatchObject({
      '@type': 'Question', name: post.title, answerCount: 2, author: { name: 'করিম আহমেদ' },
      acceptedAnswer: { '@type': 'Answer', text: answer.content, upvoteCount: 5, url: `${origin}/seeking-hathazari/12#comment-7`, author: { name: 'রহিম' } },
    })
  })

  it('writes JSON that no text can end early', () => {
    const text = jsonLdText({ '@type': 'Thing', name: '</script><script>alert(1)</script>' })
    expect(text).not.toContain('</script>')
    expect(JSON.parse(text).name).toBe('</script><script>alert(1)</script>')
  })

  describe('a forum post page', () => {
    const seoOf = (routeId: string, url: string, data: { post: PostLike; comments: CommentLike[] }) => pageSeo(
      new Request(`${origin}${url}`),
      { statusCode: 200, errors: null, matches: [{ route: { id: routeId } }], loaderData: { [routeId]: data } } as never,
      origin, async () => [],
    )
    const named = { ...post, anonymous: false, category: 'complaint', content: `${'রাস্তায় পানি জমে থাকে। '.repeat(20)}শেষ` }

    it('is an article with its title, its first 200 characters, its canonical address, a DiscussionForumPosting and its breadcrumbs', async () => {
      for (const [routeId, url] of [['routes/forum-post', '/seeking-hathazari/12'], ['forum-post-alias-share', '/forum/12'], ['forum-post-alias-community', '/community-forum/post/12']]) {
        const seo = await seoOf(routeId!, url!, { post: named, comments: [] })
        expect(seo, url).toMatchObject({ type: 'article', title: named.title, url: `${origin}/seeking-hathazari/12`, section: 'কমিউনিটি ফোরাম' })
        expect(Array.from(seo!.description)).toHaveLength(200)
        expect(named.content.startsWith(seo!.description)).toBe(true)
        const [posting, trail] = seo!.jsonLd as unknown as Json[]
        expect(posting).toMatchObject({
          '@type': 'DiscussionForumPosting', headline: named.title, url: `${origin}/seeking-hathazari/12`, author: { '@type': 'Person', name: 'করিম আহমেদ' },
          datePublished: named.createdAt, commentCount: 2,
        })
        expect(typeof posting!.text).toBe('string')
        expect((trail!.itemListElement as Json[]).map((item) => item.item)).toEqual([`${origin}/`, `${origin}/seeking-hathazari`, `${origin}/seeking-hathazari/12`])
      }
      const en = await seoOf('routes/forum-post', '/en/seeking-hathazari/12', { post: { ...named, anonymous: true }, comments: [] })
      expect(en).toMatchObject({ lang: 'en', url: `${origin}/en/seeking-hathazari/12`, jsonLd: [{ author: { name: 'Anonymous User' } }, {}] })
      expect(JSON.stringify(en)).not.toContain('করিম')
    })

    it('an answered question is a QAPage, unless its answer was hidden', async () => {
      const answer: CommentLike = { id: 7, content: 'সকাল ৭টায়', likes: 1, createdAt: '2026-11-20T11:00:00.000Z', moderation: 'active', author: { name: 'রহিম' } }
      const question = { ...post, answerCommentId: 7 }
      const answered = await seoOf('routes/forum-post', '/seeking-hathazari/12', { post: question, comments: [answer] })
      expect(answered!.jsonLd[0]).toMatchObject({ '@type': 'QAPage', mainEntity: { '@type': 'Question', acceptedAnswer: { text: 'সকাল ৭টায়' } } })
      const hiddenAnswer = await seoOf('routes/forum-post', '/seeking-hathazari/12', { post: question, comments: [{ ...answer, moderation: 'hidden' }] })
      expect(hiddenAnswer!.jsonLd[0]).toMatchObject({ '@type': 'DiscussionForumPosting' })
    })

    it('a hidden or removed post gets nothing: no title, no description, no structured data', async () => {
      for (const moderation of ['hidden', 'removed']) {
        // Its author may still open it: the page answers 200, but says nothing to search engines.
        expect(await seoOf('routes/forum-post', '/seeking-hathazari/12', { post: { ...named, moderation }, comments: [] }), moderation).toBeNull()
      }
    })
  })
})
