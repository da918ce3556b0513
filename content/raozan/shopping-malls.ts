import type { ServiceProvider } from '../pack/schema'

/**
 * No shopping mall is sourced. The only shopping buildings any source names are the markets of
 * Noapara Pather Hat (Amir Market, Khayej Market: Kaler Kantho, 2019) and Gausia Market at Jalil
 * Nagar, named only in passing with no address, hours or owner; they are described on the markets
 * page (markets.ts) rather than listed here as malls.
 */
export const shoppingMalls: ServiceProvider[] = []
