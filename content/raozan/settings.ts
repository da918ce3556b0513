import type { PackSettings } from '../pack/schema'

/**
 * How long a fact stays fresh here before the guide says when it was last checked and asks a
 * moderator to check it again (issue 42; docs/content.md, "Facts from the ground"). Phone
 * numbers change most often (a new SIM, a new duty desk); opening hours with the season or a new
 * owner; addresses seldom.
 */
export const settings: PackSettings = {
  freshness: { phoneMonths: 12, addressMonths: 24, hoursMonths: 12 },
}
