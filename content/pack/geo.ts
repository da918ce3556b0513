/** A guide record that is the same place as a mapped point (content/<pack>/geo/same-as.ts). */
export interface SameAs {
  collection: 'healthFacilities' | 'offices' | 'institutions'
  id: string
  /** The record's page and anchor ("/hospitals#upazila-health-complex"). */
  path: string
}

/**
 * A place a reader can measure "near you" from without sharing their position, besides the
 * unions' centres: at a point of geo/pois.json (by its name) or at a sourced position.
 */
export interface NearbyLandmark {
  id: string
  name: { bn: string; en: string }
  /** A point of geo/pois.json, by name; or `lat`/`lon`. */
  point?: string
  lat?: number
  lon?: number
  /** A large place (a campus, a union) stands for an area: lists from it are approximate. */
  approximate: boolean
}

/** Where a pack's mapped points come from, shown beside every list and map of them. */
export interface PointsSource {
  /** The data's date ('2022-11'). */
  asOf: string
  attribution: string
  /** The licence's page. */
  copyright: string
  /** The dataset the points were taken from. */
  dataset: string
}
