/**
 * The shape of the content pack. Every record says where it comes from (`sources`), when the
 * fact was true (`asOf`) and how sure we are (`confidence`); every phone number carries its own
 * sources. `npm run build` and a unit test validate the whole pack against these schemas, so a
 * record or a phone number without a source cannot ship. See docs/content.md.
 */
import { z } from 'zod'
import { isCopySite } from './copy-sites'
import { answeredByRoles, groundFields, photoSubjects } from './ground-kinds'

export { COPY_DOMAINS, isCopySite } from './copy-sites'

/** Text in both languages. Bengali first: it is the default. */
export const Text = z.object({
  bn: z.string({ error: 'the Bengali text is missing: write it' }).trim().min(1, 'the Bengali text is empty: write it'),
  en: z.string({ error: 'the English text is missing: write it' }).trim().min(1, 'the English text is empty: write it'),
}).strict()
export type Text = z.infer<typeof Text>

export const SourceUrl = z.string().regex(/^https?:\/\/\S+$/, 'a source must be an http(s) URL')
  .refine((url) => !isCopySite(url), 'a copy of another site is never a source: cite the original (docs/content.md)')
/**
 * The same address however it is written: `new URL` percent-encodes what is not ASCII and
 * lower-cases the host, then every escape that stands for a character is decoded, so
 * `…/wiki/ধলই_ইউনিয়ন` and `…/wiki/%E0%A6%A7…` (any case of hex) compare equal.
 */
export function sourceKey(url: string): string {
  let href = url
  try {
    href = new URL(url).href
  } catch {
    // not a URL: SourceUrl reports it
  }
  try {
    return decodeURI(href)
  } catch {
    return href
  }
}

/** When the fact was true: YYYY, YYYY-MM or YYYY-MM-DD (the latest date its sources give). */
export const AsOf = z.string().regex(/^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/, 'asOf must be YYYY, YYYY-MM or YYYY-MM-DD')

/** A day: when a source from the ground was recorded (YYYY-MM-DD). */
export const Day = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'a day is YYYY-MM-DD')

export { answeredByRoles, groundFields, photoSubjects } from './ground-kinds'

/** The facts of a record a source from the ground confirms; absent: all it shows. */
const Confirms = z.array(z.enum(groundFields)).min(1).optional()

/** Who recorded a source from the ground: a moderator's account id, or a volunteer's handle in the pack. */
const RecordedBy = z.string().trim().min(1).max(100)


/**
 * A source from the ground (issue 42, ADR 034): a photo (a signboard, a visiting card, a notice, a
 * letterhead), a moderator's successful call, a moderator's visit, or an answer in the forum.
 * Each says when it was recorded and by whom; the evidence (the photo, the post) stays with the
 * site. A phone number is published only on a web page or a successful call (`Phone`).
 */
export const GroundSource = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('photo'), date: Day, by: RecordedBy, confirms: Confirms,
    subject: z.enum(photoSubjects),
    /** The stored photo's id (moderators open it through the app). */
    photo: z.string().regex(/^[a-z0-9-]{1,64}$/),
    /** The day the photo was taken, kept only when the reader allowed it. */
    takenOn: Day.optional(),
  }).strict(),
  z.object({ kind: z.literal('call'), date: Day, by: RecordedBy, confirms: Confirms, answeredBy: z.enum(answeredByRoles) }).strict(),
  z.object({ kind: z.literal('visit'), date: Day, by: RecordedBy, confirms: Confirms }).strict(),
  z.object({
    kind: z.literal('forum'), date: Day, by: RecordedBy, confirms: Confirms,
    post: z.number().int().positive(), comment: z.number().int().positive().optional(),
  }).strict(),
])
export type GroundSource = z.infer<typeof GroundSource>

/** A web page (its address: the pack's shorthand, dated by the record's `asOf`), or a source from the ground. */
export const Source = z.union([SourceUrl, GroundSource])
export type Source = z.infer<typeof Source>

/** What identifies a source, for "cite it once". */
export function sourceIdentity(source: Source): string {
  if (typeof source === 'string') return sourceKey(source)
  switch (source.kind) {
    case 'photo': return `photo:${source.photo}`
    case 'forum': return `forum:${source.post}:${source.comment ?? ''}`
    default: return `${source.kind}:${source.date}:${source.by}`
  }
}

export const Sources = z.array(Source).min(1, 'every record needs at least one source')
  .superRefine((sources, context) => {
    const seen = new Map<string, number>()
    sources.forEach((source, index) => {
      const key = sourceIdentity(source)
      const first = seen.get(key)
      if (first === undefined) seen.set(key, index)
      else context.addIssue({ code: 'custom', path: [index], message: `the same source as sources[${first}] (one written percent-encoded?): cite it once` })
    })
  })

/** high: official portal, Banglapedia, Wikipedia or a national daily; medium: one report or a mirror; low: blogs only (shown as "unverified"). */
export const Confidence = z.enum(['high', 'medium', 'low'])

/**
 * What moderators found when they called a number: `unreachable` after no answer on three
 * different days (the dates), `wrong` when it reached someone else. Either way it is no longer
 * offered as a number to call; it stays for moderators.
 */
export const PhoneStatus = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('unreachable'), dates: z.array(Day).min(1) }).strict(),
  z.object({ kind: z.literal('wrong'), date: Day }).strict(),
])
export type PhoneStatus = z.infer<typeof PhoneStatus>

/**
 * A phone number exactly as a source prints it (digits, optional +, dashes), with its own
 * sources: a web page that prints it, or a moderator's successful call. A photo, a visit or a
 * forum answer alone never publishes a number (issue 42).
 */
export const Phone = z
  .object({
    number: z.string().regex(/^\+?\d[\d-]{1,19}$/, 'a phone number is digits, an optional leading + and dashes'),
    label: Text.optional(),
    sources: Sources,
    asOf: AsOf,
    note: Text.optional(),
    status: PhoneStatus.optional(),
  })
  .strict()
  .refine((phone) => phone.sources.some((source) => typeof source === 'string' || source.kind === 'call'), {
    path: ['sources'],
    message: 'a phone number needs a web page that prints it or a moderator\'s successful call (a photo or a visit alone is not enough)',
  })
export type Phone = z.infer<typeof Phone>

/** A point in Bangladesh; `npm run pack:check` holds it to the place's own box (place.ts map.bounds). */
export const Coordinates = z
  .object({ lat: z.number().min(20.5).max(26.7), lng: z.number().min(88).max(92.7) })
  .strict()

/** What every record has. `notes` keep a conflicting value from another source, or a caution. */
const sourced = {
  sources: Sources,
  asOf: AsOf,
  confidence: Confidence,
  notes: Text.optional(),
}

const listing = {
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'ids are lowercase-with-dashes'),
  name: Text,
  address: Text.optional(),
  details: Text.optional(),
  phones: z.array(Phone).optional(),
  coordinates: Coordinates.optional(),
  website: SourceUrl.optional(),
  ...sourced,
}

/** A person holding an office on a date (UNO, officer-in-charge, chairman, doctor's post). */
export const OfficeHolder = z
  .object({ role: Text, name: Text, asOf: AsOf, sources: Sources })
  .strict()

/** A single fact about the upazila: area, population, formation year... */
export const Fact = z
  .object({ id: listing.id, label: Text, value: Text, ...sourced })
  .strict()
export type Fact = z.infer<typeof Fact>

/** A section of prose (history, geography, transport overview), each with its own sources. */
export const Section = z
  .object({ id: listing.id, title: Text, body: Text, ...sourced })
  .strict()
export type Section = z.infer<typeof Section>

export const Office = z
  .object({
    ...listing,
    kind: z.enum(['administration', 'police', 'fire', 'land', 'agriculture', 'education', 'health', 'social', 'utility', 'post', 'other']),
    holders: z.array(OfficeHolder).optional(),
    postcode: z.string().regex(/^\d{4}$/).optional(),
  })
  .strict()
export type Office = z.infer<typeof Office>

export const Union = z
  .object({
    ...listing,
    /** The official union number where a source gives it ("03"). */
    number: z.string().regex(/^\d{1,2}$/).optional(),
    kind: z.enum(['union', 'municipality', 'former-union']),
    postcode: z.string().regex(/^\d{4}$/).optional(),
    areaKm2: z.number().positive().optional(),
    chairman: OfficeHolder.optional(),
  })
  .strict()
export type Union = z.infer<typeof Union>

export const HealthFacility = z
  .object({
    ...listing,
    type: z.enum(['government', 'private', 'diagnostic']),
    services: z.array(Text).optional(),
  })
  .strict()
export type HealthFacility = z.infer<typeof HealthFacility>

export const Doctor = z
  .object({
    ...listing,
    specialty: Text,
    qualification: Text.optional(),
    /** The post the sources name, with its date: postings change. */
    post: Text,
    schedule: Text.optional(),
  })
  .strict()
export type Doctor = z.infer<typeof Doctor>

export const Hotline = z
  .object({
    id: listing.id,
    number: z.string().regex(/^\d{3,6}$/),
    service: Text,
    description: Text,
    /** Shown on the emergency page's first screen. */
    urgent: z.boolean(),
    ...sourced,
  })
  .strict()
export type Hotline = z.infer<typeof Hotline>

export const Bank = z
  .object({
    ...listing,
    bank: Text,
    branch: Text,
    type: z.enum(['government', 'private', 'islamic']),
    routingNumber: z.string().regex(/^\d{9}$/).optional(),
    services: z.array(Text).optional(),
    email: z.email().optional(),
  })
  .strict()
export type Bank = z.infer<typeof Bank>

export const Journalist = z
  .object({
    ...listing,
    position: Text,
    mediaOutlet: Text,
    category: z.enum(['press-club', 'print', 'online', 'broadcast']),
    achievements: z.array(Text).optional(),
  })
  .strict()
export type Journalist = z.infer<typeof Journalist>

/** A press club, association or other media organisation (not a person). */
export const MediaOrganization = z.object({ ...listing, kind: Text }).strict()
export type MediaOrganization = z.infer<typeof MediaOrganization>

export const Organization = z
  .object({ ...listing, focus: Text, kind: Text })
  .strict()
export type Organization = z.infer<typeof Organization>

export const Institution = z
  .object({
    ...listing,
    type: z.enum(['university', 'college', 'school', 'madrasa', 'technical', 'other']),
    kind: Text,
    eiin: z.string().regex(/^\d{5,7}$/).optional(),
  })
  .strict()
export type Institution = z.infer<typeof Institution>

export const ReligiousPlace = z
  .object({
    ...listing,
    type: z.enum(['mosque', 'temple', 'buddhist', 'shrine', 'church', 'other']),
    kind: Text,
    /** A founding year or period where sources give one ("1474–1481"). */
    period: Text.optional(),
  })
  .strict()
export type ReligiousPlace = z.infer<typeof ReligiousPlace>

export const Market = z
  .object({ ...listing, days: Text.optional() })
  .strict()
export type Market = z.infer<typeof Market>

export const Fair = z
  .object({ ...listing, when: Text })
  .strict()
export type Fair = z.infer<typeof Fair>

export const Place = z
  .object({
    ...listing,
    type: z.enum(['natural', 'religious', 'historical']),
    kind: Text,
    bestTime: Text.optional(),
  })
  .strict()
export type Place = z.infer<typeof Place>

export const TransportItem = z
  .object({ ...listing, mode: z.enum(['rail', 'road', 'bus', 'water', 'other']), kind: Text })
  .strict()
export type TransportItem = z.infer<typeof TransportItem>

export const TrainStation = z
  .object({ id: listing.id, name: Text, branch: z.boolean().optional(), local: z.boolean().optional() })
  .strict()

/** A timetable as one source published it, with its date: never presented as current. */
export const PublishedTimetable = z
  .object({
    id: listing.id,
    title: Text,
    published: AsOf,
    rows: z.array(
      z.object({ from: Text, to: Text, departs: z.string().regex(/^\d{2}:\d{2}$/), arrives: z.string().regex(/^\d{2}:\d{2}$/).optional() }).strict(),
    ),
    caveat: Text,
    ...sourced,
  })
  .strict()

export const Train = z
  .object({
    line: Section,
    stations: z.array(TrainStation).min(2),
    stationsSources: Sources,
    timetables: z.array(PublishedTimetable),
    services: z.array(TransportItem),
  })
  .strict()
export type Train = z.infer<typeof Train>

/** A courier branch, hotel or shopping mall. None is sourced yet; the pages say so. */
export const ServiceProvider = z
  .object({ ...listing, area: Text.optional(), services: z.array(Text).optional(), hours: Text.optional() })
  .strict()
export type ServiceProvider = z.infer<typeof ServiceProvider>

/** A notable person: the heroes, honoured personalities and local pride pages draw on these. */
export const Person = z
  .object({
    id: listing.id,
    name: Text,
    /** What they are known for, in a line ("Economist; Nobel Peace Prize 2006"). */
    title: Text,
    category: z.enum(['education', 'social', 'environment', 'health', 'culture']),
    story: Text,
    achievements: z.array(Text).min(1),
    /** Their tie to the place, as the sources state it. */
    connection: Text,
    yearsOfService: z.number().int().positive().optional(),
    /** The date the guide added them: the "recent" sort order, not a fact about the person. */
    featuredDate: AsOf,
    links: z.array(SourceUrl).optional(),
    ...sourced,
  })
  .strict()
export type Person = z.infer<typeof Person>

export const Event = z
  .object({
    id: listing.id,
    title: Text,
    /** When it happens, as the sources put it ("Mid-April to early June"). */
    when: Text,
    /** Months (1-12) it usually falls in, for the calendar view. */
    months: z.array(z.number().int().min(1).max(12)).min(1),
    category: z.enum(['cultural', 'religious', 'community']),
    location: Text,
    description: Text,
    organizer: Text.optional(),
    tags: z.array(Text).optional(),
    ...sourced,
  })
  .strict()
export type Event = z.infer<typeof Event>

/** A known disagreement between sources, shown where the fact appears. */
export const Conflict = z
  .object({ id: listing.id, topic: Text, shown: Text, other: Text, ...sourced })
  .strict()
export type Conflict = z.infer<typeof Conflict>

/**
 * How the guide treats its facts in this place. `freshness`: after how many months a phone
 * number, an address or opening hours is shown as "last checked … ago" and joins the moderators'
 * re-check list (issue 42).
 */
export const PackSettings = z
  .object({
    freshness: z.object({
      phoneMonths: z.number().int().min(1).max(120),
      addressMonths: z.number().int().min(1).max(240),
      hoursMonths: z.number().int().min(1).max(120),
    }).strict(),
  })
  .strict()
export type PackSettings = z.infer<typeof PackSettings>

/** The whole pack, as content/<pack>/index.ts assembles it. */
export const ContentPack = z
  .object({
    settings: PackSettings,
    facts: z.array(Fact),
    history: z.array(Section),
    geography: z.array(Section),
    offices: z.array(Office),
    postOffices: z.array(Office),
    unions: z.array(Union),
    healthFacilities: z.array(HealthFacility),
    doctors: z.array(Doctor),
    hotlines: z.array(Hotline),
    banks: z.array(Bank),
    couriers: z.array(ServiceProvider),
    hotels: z.array(ServiceProvider),
    shoppingMalls: z.array(ServiceProvider),
    journalists: z.array(Journalist),
    mediaOrganizations: z.array(MediaOrganization),
    organizations: z.array(Organization),
    institutions: z.array(Institution),
    religiousPlaces: z.array(ReligiousPlace),
    markets: z.array(Market),
    fairs: z.array(Fair),
    places: z.array(Place),
    transport: z.array(TransportItem),
    transportOverview: z.array(Section),
    train: Train,
    people: z.array(Person),
    events: z.array(Event),
    conflicts: z.array(Conflict),
  })
  .strict()
export type ContentPack = z.infer<typeof ContentPack>
