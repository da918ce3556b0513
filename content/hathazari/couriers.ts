import type { ServiceProvider } from '../pack/schema'

/**
 * No courier branch is sourced. The research (directory-data, "Couriers": NOT FOUND) searched
 * pages for 'হাটহাজারী কুরিয়ার' and 'সুন্দরবন কুরিয়ার হাটহাজারী শাখা' and GitHub for
 * 'Hathazari Courier' and found no branch, address or phone: do not list a courier until someone
 * checks it on the spot or on the courier's own branch locator. The page says so plainly.
 */
export const couriers: ServiceProvider[] = []
