import { nationalHotlines } from '../pack/national-hotlines'
import type { Hotline } from '../pack/schema'

/**
 * The national hotlines (content/pack/national-hotlines.ts). Local police, fire and hospital
 * numbers were not found anywhere: none is listed.
 */
export const hotlines: Hotline[] = [...nationalHotlines]
