import type { ServiceProvider } from '../pack/schema'

/**
 * No courier branch is sourced. No web page read for this pack names a courier branch in Raozan
 * with an address or phone: do not list one until someone checks it on the spot or on the
 * courier's own branch locator. The page says so plainly.
 */
export const couriers: ServiceProvider[] = []
