import { phoneViews } from '#app/lib/content/record-facts.server'
import { isWebSource } from '#app/lib/content/sources'
import type { Phone } from '#content/pack/schema'
import type {
  Answer, BreadcrumbList, DiscussionForumPosting, Event as SchemaEvent, Graph, Place, PostalAddress, QAPage, SearchAction, Thing, WebSite,
} from 'schema-dts'
import type { Lang } from '#app/i18n/i18n'
import { localePath } from '#app/i18n/paths'
import { mappedCoordinates } from '#app/lib/content/mapped-places'
import { collectionOf } from '#app/lib/content/guide.server'
import type { ContentPack } from '#content/pack/schema'
import { FORUM } from '#app/lib/forum-path'
import { place } from '#pack/place'

/**
 * schema.org data as JSON-LD (issue 31 §1), typed with schema-dts: what search engines read to
 * show a page as a place, an event or a discussion. Built on the server from the same records
 * the page shows; nothing here reaches a browser's script.
 */

/** What a forum post page shows, as far as search engines are told (the forum's PostView has it). */
export interface PostLike {
  id: number
  title: string
  content: string
  category: string
  moderation: string
  imageUrl: string | null
  likes: number
  comments: number
  createdAt: string
  updatedAt: string
  anonymous: boolean
  author: { name: string } | null
  answerCommentId: number | null
}

/** A comment on it (the forum's CommentView). */
export interface CommentLike {
  id: number
  content: string
  likes: number
  createdAt: string
  moderation: string
  author: { name: string } | null
}

/** An announced date of one of the guide's events (the events feature's EventDate). */
export interface EventDateLike {
  eventId: string
  startsAt: string
  endsAt: string | null
  cancelled: boolean
}

/** A URL of this site in a language. */
export const siteUrl = (origin: string, lang: Lang, path: string) => `${origin}${localePath(lang, path)}`

/** The JSON-LD script's text: `<` escaped so no text can end the script early. */
export function jsonLdText(graph: Graph | Thing): string {
  return JSON.stringify(graph).replace(/</g, '\\u003c')
}

/** The site, with the site search as its SearchAction (the home page). */
export function webSite(origin: string, lang: Lang, name: string): WebSite {
  return {
    '@type': 'WebSite',
    name,
    url: siteUrl(origin, lang, '/'),
    inLanguage: lang,
    // schema-dts has no 'query-input' (a Google extension the search box needs): added to its type.
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${siteUrl(origin, lang, '/search')}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    } as SearchAction,
  }
}

/** Home, then each step to this page, each with its address. */
export function breadcrumbs(origin: string, lang: Lang, steps: Array<{ name: string; path: string }>): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({ '@type': 'ListItem', position: index + 1, name: step.name, item: siteUrl(origin, lang, step.path) })),
  }
}

type Listing = { id: string; name: { bn: string; en: string }; address?: { bn: string; en: string }; phones?: Phone[]; website?: string; confidence: 'high' | 'medium' | 'low' }

/**
 * The number JSON-LD gives as `telephone`: only one that is checked (issue 42). It rests on a
 * moderator's call, or on a sure source (confidence "high": an official portal or a national
 * daily); it is within the pack's age, nobody has put it in doubt, and moderators have not found
 * it unreachable or wrong. Never a number the page itself calls unverified.
 */
function checkedTelephone(record: Listing, lang: Lang): string | undefined {
  return phoneViews(record, lang).find((phone) =>
    !phone.status && !phone.reportedWrong && phone.staleMonths === null && (!isWebSource(phone.basis) || record.confidence === 'high'))?.number
}

/** Which records a directory page lists, and as what kind of place (the page's path, without /en). */
const directories: Record<string, (guide: ContentPack) => Array<{ record: Listing; type: string }>> = {
  '/hospitals': (g) => g.healthFacilities.map((record) => ({ record, type: record.type === 'diagnostic' ? 'MedicalClinic' : 'Hospital' })),
  '/emergency': (g) => g.offices.filter((o) => o.kind === 'police' || o.kind === 'fire').map((record) => ({ record, type: officeType(record.kind) })),
  '/administration': (g) => [
    ...g.offices.map((record) => ({ record, type: officeType(record.kind) })),
    ...g.postOffices.map((record) => ({ record, type: 'PostOffice' })),
  ],
  '/banks': (g) => g.banks.map((record) => ({ record, type: 'BankOrCreditUnion' })),
  '/education': (g) => g.institutions.map((record) => ({
    record, type: record.type === 'university' || record.type === 'college' ? 'CollegeOrUniversity' : record.type === 'other' ? 'EducationalOrganization' : 'School',
  })),
  '/religious-places': (g) => g.religiousPlaces.map((record) => ({
    record, type: ({ mosque: 'Mosque', temple: 'HinduTemple', buddhist: 'BuddhistTemple', church: 'Church' } as Record<string, string>)[record.type] ?? 'PlaceOfWorship',
  })),
  '/tourist-spots': (g) => g.places.map((record) => ({ record, type: 'TouristAttraction' })),
  '/tourist-attractions': (g) => g.places.map((record) => ({ record, type: 'TouristAttraction' })),
  '/hotels': (g) => g.hotels.map((record) => ({ record, type: 'Hotel' })),
  '/shopping-malls': (g) => g.shoppingMalls.map((record) => ({ record, type: 'ShoppingCenter' })),
}

function officeType(kind: string) {
  return kind === 'police' ? 'PoliceStation' : kind === 'fire' ? 'FireStation' : kind === 'post' ? 'PostOffice' : 'GovernmentOffice'
}

/** Where every place of the guide is: the upazila, in its district, Bangladesh. */
const address = (lang: Lang, street?: { bn: string; en: string }): PostalAddress => ({
  '@type': 'PostalAddress',
  ...(street ? { streetAddress: street[lang] } : {}),
  addressLocality: place.name[lang],
  addressRegion: place.district[lang],
  addressCountry: 'BD',
})

/** The places a directory page lists, as their schema.org kinds: with `geo` where the record is mapped and a checked `telephone`. */
export function directoryPlaces(path: string, guide: ContentPack, origin: string, lang: Lang): Place[] {
  const listed = directories[path]?.(guide) ?? []
  return listed.map(({ record, type }) => {
    const position = mappedCoordinates(record as Listing & { coordinates?: { lat: number; lng: number } }, collectionOf(record))
    const phone = checkedTelephone(record, lang)
    return {
      '@type': type,
      '@id': `${siteUrl(origin, lang, path)}#${record.id}`,
      name: record.name[lang],
      url: `${siteUrl(origin, lang, path)}#${record.id}`,
      address: address(lang, record.address),
      ...(phone ? { telephone: phone } : {}),
      ...(position ? { geo: { '@type': 'GeoCoordinates', latitude: position.lat, longitude: position.lng } } : {}),
      ...(record.website ? { sameAs: record.website } : {}),
    } as Place
  })
}

/** The calendar's dated events (an event of the guide on an announced date), cancelled ones so marked. */
export function datedEvents(guide: ContentPack, dates: readonly EventDateLike[], origin: string, lang: Lang): SchemaEvent[] {
  return dates.flatMap((date) => {
    const event = guide.events.find((e) => e.id === date.eventId)
    if (!event) return []
    return [{
      '@type': 'Event',
      name: event.title[lang],
      description: event.description[lang],
      startDate: date.startsAt,
      ...(date.endsAt ? { endDate: date.endsAt } : {}),
      eventStatus: date.cancelled ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: event.location[lang], address: address(lang) },
      url: `${siteUrl(origin, lang, '/event-calendar')}#${event.id}`,
      ...(event.organizer ? { organizer: { '@type': 'Organization', name: event.organizer[lang] } } : {}),
    } satisfies SchemaEvent]
  })
}

const excerpt = (text: string, length = 300) => {
  const characters = Array.from(text)
  return characters.length > length ? `${characters.slice(0, length - 1).join('')}…` : text
}

/**
 * A forum post as a DiscussionForumPosting, or, for a question with a chosen answer, a QAPage
 * with that answer accepted. An anonymous author is named by the anonymous label only.
 */
export function forumPosting(post: PostLike, answer: CommentLike | undefined, origin: string, lang: Lang, anonymous: string): DiscussionForumPosting | QAPage {
  const url = siteUrl(origin, lang, `${FORUM}/${post.id}`)
  const author = { '@type': 'Person' as const, name: post.anonymous || !post.author ? anonymous : post.author.name }
  if (post.category === 'question' && answer) {
    const accepted: Answer = {
      '@type': 'Answer',
      text: excerpt(answer.content),
      datePublished: answer.createdAt,
      upvoteCount: answer.likes,
      url: `${url}#comment-${answer.id}`,
      author: { '@type': 'Person', name: answer.author?.name ?? anonymous },
    }
    return {
      '@type': 'QAPage',
      mainEntity: {
        '@type': 'Question',
        name: post.title,
        text: excerpt(post.content),
        answerCount: post.comments,
        upvoteCount: post.likes,
        datePublished: post.createdAt,
        author,
        acceptedAnswer: accepted,
      },
    }
  }
  return {
    '@type': 'DiscussionForumPosting',
    headline: post.title,
    text: excerpt(post.content),
    url,
    datePublished: post.createdAt,
    ...(post.updatedAt !== post.createdAt ? { dateModified: post.updatedAt } : {}),
    author,
    commentCount: post.comments,
    interactionStatistic: [
      { '@type': 'InteractionCounter', interactionType: { '@type': 'LikeAction' }, userInteractionCount: post.likes },
      { '@type': 'InteractionCounter', interactionType: { '@type': 'CommentAction' }, userInteractionCount: post.comments },
    ],
    ...(post.imageUrl ? { image: `${origin}${post.imageUrl}` } : {}),
  }
}
