import type { ColumnType, Generated } from 'kysely'

/**
 * Table types for Kysely. The SQL migrations in db/migrations are the truth; keep this in step.
 * better-auth's own tables use camelCase columns.
 */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>
export type Role = 'member' | 'moderator' | 'admin'

export type Category = 'question' | 'complaint' | 'suggestion' | 'general'
export type Resolution = 'open' | 'resolved' | 'closed'
/** 'pending': held for a moderator (issue 43 §2); only the author sees it. */
export type Moderation = 'active' | 'pending' | 'hidden' | 'removed'
/** Trust levels (issue 43 §1, app/features/trust/levels.ts). */
export type TrustLevel = 'new' | 'member' | 'trusted'
export type WordAction = 'block' | 'review' | 'flag'
export type WordKind = 'word' | 'phrase' | 'domain'
export type WordRule = 'betting' | 'loans' | 'adult' | 'scam' | 'other'
export type ItemType = 'post' | 'comment'
export type ReportKind = 'spam' | 'abuse' | 'false-information' | 'other'
export type RsvpStatus = 'going' | 'interested' | 'not_going'
/** What a notification tells (issue 29, docs/notifications.md). */
export type NotificationKind = 'comment' | 'followed-comment' | 'answer' | 'like' | 'resolution' | 'report' | 'correction' | 'moderation' | 'event'
  | 'mention' | 'reply' | 'answer-edited'

/**
 * A member a text mentions, as resolved when it was written (issue 44, migration 0030): `name` is
 * the name as written after "@" in that text ("Rahim Uddin", "rahim uddin"), which the page links.
 */
export interface Mention { id: string; name: string }

/** What an SMS code is for (issue 34, ADR 030). */
export type SmsPurpose = 'sign-in' | 'sign-up' | 'add-phone' | 'reset'

/** An identity column: read as a number, never written. */
type Id = ColumnType<number, never, never>

export interface DB {
  schema_migrations: { name: string; applied_at: Generated<Date> }
  announce_version: { id: Generated<boolean>; version: string }
  announce_pending: { id: Generated<string> }
  backup_runs: {
    id: Generated<string>
    kind: 'nightly' | 'manual'
    started_at: Date
    finished_at: Generated<Date>
    file: string
    bytes: string | number | null
    error: string | null
  }
  /** The admins' error log (migration 0033, app/lib/error-log): one warning or error a row. */
  error_log: {
    id: ColumnType<string, never, never>
    at: Date
    level: 'warn' | 'error' | 'fatal'
    group_key: string
    message: string
    error: string | null
    place: string
    stack: string | null
    method: string | null
    route: string | null
    status: number | null
    lang: 'bn' | 'en' | null
    signed_in: boolean | null
  }
  error_log_resolved: { group_key: string; resolved_at: Date; resolved_by: string | null }
  user: {
    id: string
    name: string
    email: string
    emailVerified: boolean
    image: string | null
    createdAt: Timestamp
    updatedAt: Timestamp
  }
  session: {
    id: string
    expiresAt: Timestamp
    token: string
    createdAt: Timestamp
    updatedAt: Timestamp
    ipAddress: string | null
    userAgent: string | null
    userId: string
  }
  two_factor: {
    user_id: string
    secret: string
    enabled_at: Timestamp | null
    last_step: Generated<number>
    created_at: Timestamp
  }
  two_factor_backup_codes: {
    id: Id
    user_id: string
    code_hash: string
    used_at: Timestamp | null
  }
  two_factor_trusted_devices: {
    token_hash: string
    user_id: string
    expires_at: Timestamp
  }
  session_pending_second_factor: {
    session_token: string
    user_id: string
    created_at: Timestamp
  }
  passkeys: {
    id: string
    user_id: string
    name: string
    credential_id: string
    public_key: Uint8Array
    counter: ColumnType<string, number | string | undefined, number | string>
    transports: Generated<string>
    device_type: string
    backed_up: Generated<boolean>
    created_at: Generated<Date>
    last_used_at: Date | null
  }
  passkey_challenges: { id: string; challenge: string; purpose: 'register' | 'sign-in'; user_id: string | null; expires_at: Timestamp }
  session_passkey: { session_token: string; user_id: string; created_at: Generated<Date> }
  user_phones: { user_id: string; phone: string; verified_at: Generated<Date> }
  sms_codes: {
    id: string
    phone: string
    purpose: SmsPurpose
    code_hash: string
    user_id: string | null
    name: string | null
    lang: Generated<string>
    tries: Generated<number>
    expires_at: Timestamp
    created_at: Generated<Date>
  }
  /** better-auth's accounts: a password ('credential'), or a link to an OpenID Connect provider ('oidc:' + issuer, accountId = the subject). */
  account: {
    id: string
    accountId: string
    providerId: string
    userId: string
    accessToken: string | null
    refreshToken: string | null
    idToken: string | null
    accessTokenExpiresAt: Timestamp | null
    refreshTokenExpiresAt: Timestamp | null
    scope: string | null
    password: string | null
    createdAt: Timestamp
    updatedAt: Timestamp
  }
  /** OpenID Connect sign-ins waiting for the provider's answer (ADR 031). */
  oidc_flows: {
    id: string
    nonce: string
    code_verifier: string
    purpose: 'sign-in' | 'connect'
    user_id: string | null
    redirect_to: string
    lang: string
    expires_at: Timestamp
  }
  profiles: {
    id: string
    name: string
    bio: string | null
    avatar_url: string | null
    role: Generated<Role>
    banned: Generated<boolean>
    suspended_until: Timestamp | null
    moderation_reason: string | null
    trust_level: Generated<TrustLevel>
    trust_locked: Generated<boolean>
    trust_reason: ColumnType<Record<string, unknown>, string | undefined, string>
    trust_computed_at: Timestamp | null
    review_cleared: Generated<boolean>
    silenced_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
    verify_before_writing: Generated<boolean>
    signup_address: string | null
    rules_accepted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
    created_at: Timestamp
    updated_at: Timestamp
  }
  member_reading: { user_id: string; posts_read: Generated<number>; reading_seconds: Generated<number>; last_seen_at: Timestamp | null }
  member_posts_read: { user_id: string; post_id: number }
  member_visit_days: { user_id: string; day: ColumnType<Date, string, string> }
  watched_words: {
    id: Id
    kind: WordKind
    pattern: string
    action: WordAction
    rule: WordRule
    created_by: string | null
    created_at: Generated<Date>
  }
  spammer_removals: {
    id: Id
    user_id: string
    removed_by: string
    before: ColumnType<Record<string, unknown>, string, string>
    signup_address: string | null
    created_at: Generated<Date>
    undone_at: Timestamp | null
    undone_by: string | null
  }
  blocked_identities: { kind: 'email' | 'phone'; value: string; removal_id: number | null; created_at: Generated<Date> }
  rate_limits: { key: string; window_start: Timestamp; count: number }
  posts: {
    id: Id
    author_id: string
    anonymous: boolean
    category: Category
    resolution: Generated<Resolution>
    resolution_note: string | null
    moderation: Generated<Moderation>
    moderation_reason: string | null
    title: string
    content: string
    tags: string[]
    image_url: string | null
    image_width: number | null
    image_height: number | null
    video_url: string | null
    like_count: Generated<number>
    comment_count: Generated<number>
    view_count: Generated<number>
    report_count: Generated<number>
    /** The comment chosen as the answer to a question (issue 29). */
    answer_comment_id: ColumnType<number | null, number | null | undefined, number | null>
    held_for: ColumnType<string | null, string | null | undefined, string | null>
    held_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
    flagged_for: ColumnType<string | null, string | null | undefined, string | null>
    fingerprint: ColumnType<string | null, string | null | undefined, string | null>
    /** Who the text mentions (issue 44): linked and told. */
    mentions: ColumnType<Mention[], string | undefined, string>
    /** When the text was last edited after its grace minutes (issue 44): shown as "edited". */
    edited_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
    search_text: Generated<string>
    search: Generated<string>
    created_at: Timestamp
    updated_at: Timestamp
  }
  comments: {
    id: Id
    post_id: number
    author_id: string
    content: string
    moderation: Generated<Moderation>
    moderation_reason: string | null
    like_count: Generated<number>
    report_count: Generated<number>
    held_for: ColumnType<string | null, string | null | undefined, string | null>
    held_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
    flagged_for: ColumnType<string | null, string | null | undefined, string | null>
    fingerprint: ColumnType<string | null, string | null | undefined, string | null>
    /** Who the text mentions (issue 44): linked and told. */
    mentions: ColumnType<Mention[], string | undefined, string>
    /** When the text was last edited after its grace minutes (issue 44): shown as "edited". */
    edited_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
    /** The top-level comment this one answers (issue 44); it may have been deleted since. */
    reply_to_id: ColumnType<number | null, number | null | undefined, number | null>
    created_at: Timestamp
    updated_at: Timestamp
  }
  likes: { user_id: string; item_type: ItemType; item_id: number; created_at: Timestamp }
  /** What a reader saved for later (issue 44): private to them. */
  saved_items: { user_id: string; item_type: ItemType; item_id: number; created_at: Timestamp }
  /** An earlier version of an edited post or comment (issue 44). */
  revisions: {
    id: Generated<string>
    item_type: ItemType
    item_id: number
    post_id: number
    title: string | null
    content: string
    tags: string[] | null
    image_url: string | null
    video_url: string | null
    editor_id: string
    by_moderator: Generated<boolean>
    written_at: ColumnType<Date, Date | string, Date | string>
    replaced_at: Timestamp
  }
  reports: {
    id: Id
    user_id: string
    item_type: ItemType
    item_id: number
    reason_kind: Generated<ReportKind>
    reason: string
    status: Generated<'open' | 'dismissed' | 'actioned'>
    /** A trusted member's spam report weighs 2 (issue 43 §4). */
    weight: Generated<number>
    created_at: Timestamp
  }
  post_views: { post_id: number; viewer: string; viewed_at: Timestamp }
  audit_log: {
    id: Id
    actor_id: string
    action: string
    target_type: 'post' | 'comment' | 'user' | 'correction' | 'event' | 'contact' | 'guide' | 'watched-word' | 'error'
    target_id: string
    reason: string | null
    details: ColumnType<Record<string, unknown>, string | undefined, string>
    created_at: Timestamp
  }
  content_suggestions: {
    id: Id
    kind: 'correction' | 'listing'
    collection: string
    record_id: string | null
    field: 'name' | 'address' | 'phone' | 'hours' | 'details' | 'location' | null
    proposal: ColumnType<Record<string, unknown>, string, string>
    source_url: string | null
    note: string | null
    /** Typed sources besides the link (a forum answer: issue 42). */
    ground: ColumnType<unknown[], string | undefined, string>
    /** A moderator's attempts to call a suggested number: [{ day, outcome }]. */
    calls: ColumnType<unknown[], string | undefined, string>
    lang: 'bn' | 'en'
    status: Generated<'pending' | 'accepted' | 'declined'>
    suggested_by: string
    decided_by: string | null
    decided_at: Timestamp | null
    decision_reason: string | null
    created_at: Timestamp
  }
  content_overrides: {
    id: Id
    collection: string
    record_id: string
    field: 'name' | 'address' | 'phone' | 'hours' | 'details' | 'record' | 'location'
    value: ColumnType<unknown, string, string>
    /** Typed sources (a web page's address, or a source from the ground: issue 42). */
    sources: ColumnType<unknown[], string, string>
    as_of: ColumnType<Date, string, string>
    suggestion_id: number | null
    created_at: Timestamp
  }
  ground_photos: {
    id: string
    suggestion_id: number
    storage_key: string
    width: number
    height: number
    bytes: number
    subject: 'signboard' | 'visiting-card' | 'notice' | 'letterhead' | 'other'
    taken_on: ColumnType<Date | null, string | null, string | null>
    created_at: Timestamp
  }
  guide_checks: {
    id: Id
    collection: string
    record_id: string
    field: 'phone' | 'address' | 'hours'
    number: string | null
    outcome: 'right' | 'changed' | 'no-answer' | 'wrong'
    method: 'call' | 'visit'
    answered_by: string | null
    checked_on: ColumnType<Date, string, string>
    recorded_by: string
    created_at: Timestamp
  }
  call_feedback: {
    collection: string
    record_id: string
    number: string
    day: ColumnType<Date, string, string>
    answer: 'yes' | 'no-answer' | 'wrong'
    count: ColumnType<number, number | undefined, number>
  }
  call_feedback_keys: { key: string; expires_at: Timestamp }
  wrong_number_reports: {
    collection: string
    record_id: string
    number: string
    device_key: string
    reported_on: ColumnType<Date, string, string>
  }
  contact_messages: {
    id: Generated<number>
    name: string
    email: string
    phone: string | null
    subject: string
    message: string
    user_id: string | null
    lang: 'bn' | 'en'
    created_at: Timestamp
    /** When an admin marked it handled (migration 0019), and who; null while it waits. */
    handled_at: Timestamp | null
    handled_by: string | null
  }
  news_sources: {
    id: string
    paused: Generated<boolean>
    etag: string | null
    last_modified: string | null
    body_hash: string | null
    last_checked_at: Timestamp | null
    last_success_at: Timestamp | null
    last_error: string | null
    consecutive_errors: Generated<number>
    next_check_at: Timestamp
    failing_since: Timestamp | null
  }
  news_items: {
    id: Id
    source_id: string
    guid: string
    canonical_url: string
    headline_key: string
    title: string
    excerpt: Generated<string>
    url: string
    region: 'local' | 'region'
    published_at: Timestamp
    fetched_at: Timestamp
  }
  event_dates: {
    id: Id
    event_id: string
    starts_at: Timestamp
    ends_at: Timestamp | null
    capacity: number | null
    going_count: Generated<number>
    interested_count: Generated<number>
    source_url: string
    status: Generated<'confirmed' | 'cancelled'>
    sequence: Generated<number>
    created_by: string | null
    created_at: Timestamp
    updated_at: Timestamp
  }
  event_rsvps: { event_date_id: number; user_id: string; status: RsvpStatus; updated_at: Timestamp }
  event_reminders: {
    event_date_id: number
    user_id: string
    minutes_before: number
    by_email: boolean
    lang: 'bn' | 'en'
    sent_at: Timestamp | null
  }
  push_subscriptions: { endpoint: string; user_id: string; p256dh: string; auth: string; lang: 'bn' | 'en'; notifications: Generated<boolean>; created_at: Timestamp }
  post_follows: { post_id: number; user_id: string; following: Generated<boolean>; created_at: Timestamp }
  notifications: {
    id: ColumnType<string, never, never>
    user_id: string
    kind: NotificationKind
    post_id: number | null
    comment_id: number | null
    event_date_id: number | null
    suggestion_id: number | null
    actor_ids: Generated<string[]>
    count: Generated<number>
    anchor_comment_id: number | null
    details: ColumnType<Record<string, unknown>, string | undefined, string>
    group_key: string | null
    grouping: Generated<boolean>
    read_at: Timestamp | null
    created_at: Timestamp
    updated_at: Timestamp
  }
  notification_fanouts: {
    id: ColumnType<string, never, never>
    post_id: number
    comment_id: number
    actor_id: string
    claimed_until: Timestamp | null
    created_at: Timestamp
  }
  notification_settings: {
    user_id: string
    lang: Generated<'bn' | 'en'>
    email: ColumnType<Record<string, string>, string | undefined, string>
    push: ColumnType<Record<string, boolean>, string | undefined, string>
    /** Per kind, how many times its e-mail choice changed (migration 0020): unsubscribe links sign it. */
    email_versions: ColumnType<Record<string, number>, string | undefined, string>
    updated_at: Timestamp
  }
  notification_deliveries: {
    id: ColumnType<string, never, never>
    notification_id: string
    user_id: string
    channel: 'push' | 'email'
    mode: Generated<'now' | 'soon' | 'daily'>
    due_at: Timestamp
    attempts: Generated<number>
    claimed_until: Timestamp | null
    done_at: Timestamp | null
    outcome: string | null
    created_at: Timestamp
  }
  calendar_feeds: { user_id: string; token: string; created_at: Timestamp }
}
