import { describe, expect, it } from 'vitest'
import { getGuide } from '#app/lib/content/guide.server'
import { breadcrumbs, datedEvents, directoryPlaces, forumPosting, jsonLdText, webSite, type PostLike } from './structured-data.server'

// The pack as pages read it (indexed, so each record knows its collection); no database here.
const contentPack = await getGuide()
const origin = 'https://hathazari.example'
type Json = Record<string, unknown>

// What Google's structured data guidelines require of each type (the properties it names as required).
function expectPlace(place: Json) {
  expect(typeof place.name).toBe('string')
  expect(place.address).toMatchObject({ '@type': 'PostalAddress', addressLocality: expect.any(String), addressCountry: 'BD' })
}

describe('schema.org data', () => {
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
})
