/**
 * Which parts of the guide readers can correct, and where each lives. Shared by the suggestion
 * form (browser), the moderation services and the overlay that lays accepted corrections over
 * the content pack (docs/decisions/008-guide-corrections.md). Plain data: no server code.
 */

/** What a correction can change. `phone` replaces the record's phone list with one sourced number. */
export const correctionFields = ['name', 'address', 'phone', 'hours', 'details'] as const
export type CorrectionField = (typeof correctionFields)[number]

export interface CorrectableCollection {
  /** Where the pack keeps the list: `['banks']`, or `['train', 'services']`. */
  path: readonly string[]
  /** The record property each correctable field writes (`phone` always writes `phones`). */
  fields: Partial<Record<CorrectionField, string>>
  /** The page that lists it: where a reader goes back to. */
  page: string
  /** Readers may suggest a new listing here (a directory page). */
  listings?: boolean
  /**
   * An accepted new listing is published at once. Only for lists whose records need nothing but
   * a name, an address, a phone and details; the others go into the pack by hand.
   */
  publishListings?: boolean
}

const listing = { name: 'name', address: 'address', phone: 'phones', details: 'details' } as const
/** Listings that show opening hours (issue 42: hours can be corrected and checked from the ground). */
const withHours = { ...listing, hours: 'hours' } as const

export const correctable = {
  offices: { path: ['offices'], fields: listing, page: '/administration' },
  postOffices: { path: ['postOffices'], fields: listing, page: '/administration' },
  unions: { path: ['unions'], fields: listing, page: '/administration' },
  healthFacilities: { path: ['healthFacilities'], fields: listing, page: '/hospitals', listings: true },
  doctors: { path: ['doctors'], fields: { ...listing, hours: 'schedule' }, page: '/doctors', listings: true },
  hotlines: { path: ['hotlines'], fields: { name: 'service', details: 'description' }, page: '/emergency' },
  // A bank's card shows its bank and branch, not `name`: a new name goes in by hand.
  banks: { path: ['banks'], fields: { address: 'address', phone: 'phones', details: 'details' }, page: '/banks', listings: true },
  couriers: { path: ['couriers'], fields: withHours, page: '/courier-services', listings: true, publishListings: true },
  hotels: { path: ['hotels'], fields: withHours, page: '/hotels', listings: true, publishListings: true },
  shoppingMalls: { path: ['shoppingMalls'], fields: withHours, page: '/shopping-malls', listings: true, publishListings: true },
  journalists: { path: ['journalists'], fields: listing, page: '/journalists', listings: true },
  mediaOrganizations: { path: ['mediaOrganizations'], fields: listing, page: '/journalists' },
  organizations: { path: ['organizations'], fields: listing, page: '/organizations' },
  institutions: { path: ['institutions'], fields: listing, page: '/education' },
  religiousPlaces: { path: ['religiousPlaces'], fields: listing, page: '/religious-places' },
  markets: { path: ['markets'], fields: listing, page: '/local-markets' },
  fairs: { path: ['fairs'], fields: listing, page: '/local-markets' },
  places: { path: ['places'], fields: listing, page: '/tourist-spots' },
  transport: { path: ['transport'], fields: listing, page: '/transportation' },
  trainServices: { path: ['train', 'services'], fields: listing, page: '/train-schedule' },
  trainTimetables: { path: ['train', 'timetables'], fields: { name: 'title', details: 'caveat' }, page: '/train-schedule' },
  people: { path: ['people'], fields: { name: 'name', details: 'story' }, page: '/local-heroes' },
  events: { path: ['events'], fields: { name: 'title', address: 'location', details: 'description' }, page: '/event-calendar' },
} as const satisfies Record<string, CorrectableCollection>

export type CollectionName = keyof typeof correctable

export function isCollection(value: unknown): value is CollectionName {
  return typeof value === 'string' && Object.hasOwn(correctable, value)
}

export function isCorrectionField(value: unknown): value is CorrectionField {
  return correctionFields.includes(value as CorrectionField)
}

/** The fields readers can correct on a record of `collection`, in form order. */
export function fieldsOf(collection: CollectionName): CorrectionField[] {
  const spec: CorrectableCollection = correctable[collection]
  return correctionFields.filter((field) => spec.fields[field] !== undefined)
}

export const acceptsListings = (collection: CollectionName): boolean => (correctable[collection] as CorrectableCollection).listings === true
export const publishesListings = (collection: CollectionName): boolean => (correctable[collection] as CorrectableCollection).publishListings === true

/** Record ids: lowercase-with-dashes, as the pack's schema has them. */
export const recordIdPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/
