import { nationalHotlines } from '../pack/national-hotlines'
import type { Hotline } from '../pack/schema'

/**
 * The national hotlines (content/pack/national-hotlines.ts). No local number is listed: no web
 * page read for this pack prints a number for Raozan thana, the Raozan fire station or the
 * Upazila Health Complex. Do not add one from memory; cite the page that prints it
 * (docs/content.md, rule 5).
 */
export const hotlines: Hotline[] = [...nationalHotlines]
