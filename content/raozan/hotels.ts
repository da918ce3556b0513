import type { ServiceProvider } from '../pack/schema'

/**
 * No hotel or guest house is sourced. No web page read for this pack names a residential hotel or
 * guest house in Raozan, so none is listed; the page says plainly that no verified listing exists.
 */
export const hotels: ServiceProvider[] = []
