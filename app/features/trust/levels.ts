import type { TrustLevel } from '#app/lib/db/schema'

/*
 * Trust earned by taking part (issue 43 §1, docs/moderation.md "Trust levels"). Pure: the
 * thresholds live here and only here; the background runner (recompute.server.ts) gathers the
 * figures and this file decides. Modelled on Discourse's trust levels 0–2, cut to three.
 */

/** What the level is computed from, as the background runner last saw it. */
export interface TrustFigures {
  /** Whole days since the account was made. */
  daysSinceJoining: number
  /** Distinct posts of others opened (member_posts_read). */
  postsRead: number
  /** Time between page requests less than two minutes apart (member_reading). */
  readingSeconds: number
  /**
   * The account's posts and comments now hidden (by readers' reports or a moderator) or removed
   * by a moderator. An author deleting their own post deletes the row: it never counts here.
   */
  hiddenItems: number
  /** Days (in Dhaka) with at least one signed-in request (member_visit_days). */
  visitDays: number
  /** Different members who liked the account's posts or comments (themselves excluded). */
  likers: number
  /** Reports against the account's posts and comments made in the last 60 days and upheld ('actioned'). */
  upheldReports: number
  /**
   * The account was made before reading was recorded (migration 0027 made such accounts
   * members): the reading conditions are waived, since their figures could never be met.
   */
  joinedBeforeReading: boolean
}

export type Condition = keyof Omit<TrustFigures, 'joinedBeforeReading'>

/** One condition of a level, as the admins' "why" shows it. */
export interface ConditionResult {
  /** The level this condition leads to. */
  level: Exclude<TrustLevel, 'new'>
  condition: Condition
  /** 'min': the figure must reach `need`; 'max': it must not pass it. */
  kind: 'min' | 'max'
  need: number
  have: number
  met: boolean
  /** Met without the figure: the account is older than the recording of it. */
  waived?: boolean
}

/**
 * The thresholds, with why each is there. A `max` is "at most"; every other is "at least".
 * Trusted needs every member condition too.
 */
export const THRESHOLDS = {
  member: {
    // Two days: a spammer's fresh accounts do their harm in the first hours; a neighbour waits a weekend.
    daysSinceJoining: { kind: 'min', need: 2 },
    // Ten posts read and three minutes reading: someone who read how the forum talks before
    // writing much, which a script that only posts never does.
    postsRead: { kind: 'min', need: 10 },
    readingSeconds: { kind: 'min', need: 180 },
    // Nothing hidden or removed: readers or moderators found nothing of theirs out of place.
    hiddenItems: { kind: 'max', need: 0 },
  },
  trusted: {
    // A month, and visits on fifteen different days of it: a resident who comes back, not a burst.
    daysSinceJoining: { kind: 'min', need: 30 },
    visitDays: { kind: 'min', need: 15 },
    // Liked by five different members: others found what they write useful (one friend cannot make it).
    likers: { kind: 'min', need: 5 },
    // No report against them upheld for 60 days: trusted members' spam reports weigh double.
    upheldReports: { kind: 'max', need: 0 },
  },
} as const satisfies Record<Exclude<TrustLevel, 'new'>, Partial<Record<Condition, { kind: 'min' | 'max'; need: number }>>>

/** The window in which an upheld report keeps a member from being trusted. */
export const UPHELD_REPORT_DAYS = 60
/** A gap between two page requests counts as reading only when shorter than this. */
export const READING_GAP_SECONDS = 120

const readingConditions: Condition[] = ['postsRead', 'readingSeconds']

function check(level: ConditionResult['level'], figures: TrustFigures): ConditionResult[] {
  return Object.entries(THRESHOLDS[level]).map(([name, rule]) => {
    const condition = name as Condition
    const have = figures[condition]
    const waived = figures.joinedBeforeReading && readingConditions.includes(condition)
    const met = waived || (rule.kind === 'min' ? have >= rule.need : have <= rule.need)
    return { level, condition, kind: rule.kind, need: rule.need, have, met, ...(waived ? { waived } : {}) }
  })
}

/**
 * The level the figures earn, with every condition of member and trusted, met or not (the
 * admins' "why": stored as profiles.trust_reason).
 */
export function computeLevel(figures: TrustFigures): { level: TrustLevel; reasons: ConditionResult[] } {
  const member = check('member', figures)
  const trusted = check('trusted', figures)
  const isMember = member.every((c) => c.met)
  const level: TrustLevel = !isMember ? 'new' : trusted.every((c) => c.met) ? 'trusted' : 'member'
  return { level, reasons: [...member, ...trusted] }
}

/** The levels in order, for comparing and for the moderators' form. */
export const trustLevels: readonly TrustLevel[] = ['new', 'member', 'trusted']
export const isTrustLevel = (value: unknown): value is TrustLevel => trustLevels.includes(value as TrustLevel)
