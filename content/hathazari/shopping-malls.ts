import type { ServiceProvider } from '../pack/schema'

/**
 * No shopping mall is sourced. The research has no shopping-mall category or record (its NOT
 * FOUND notes cover couriers, hotels, clinics and more; nothing names a mall), so the spec's
 * example malls are not used. The only shopping centre any source names is "Sattar Shopping
 * Center, Kachari Road", and only as National Bank's 2014 branch address (see banks.ts).
 */
export const shoppingMalls: ServiceProvider[] = []
