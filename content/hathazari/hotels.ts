import type { ServiceProvider } from '../pack/schema'

/**
 * No hotel or guest house is sourced. The research (directory-data, "Hotels and guest houses":
 * NOT FOUND) searched 'হাটহাজারী আবাসিক হোটেল' and 'Hathazari hotel guest house' and found only
 * Chattogram city and Dhaka results. The spec's example hotels are not sourced and stay out.
 */
export const hotels: ServiceProvider[] = []
