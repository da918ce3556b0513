import type { NotificationKind } from '#app/lib/db/schema'

export type { NotificationKind }

/** Every kind, in the order the settings page lists them (docs/notifications.md). */
export const notificationKinds = [
  'comment', 'mention', 'reply', 'answer', 'answer-edited', 'followed-comment', 'like', 'resolution', 'moderation', 'report', 'correction', 'event',
] as const satisfies readonly NotificationKind[]

export const emailModes = ['off', 'soon', 'daily'] as const
export type EmailMode = (typeof emailModes)[number]

/** What a reader gets by e-mail before they change anything: answers to them, soon; the rest off. */
export const defaultEmail: Record<NotificationKind, EmailMode> = {
  comment: 'soon',
  mention: 'soon',
  reply: 'soon',
  answer: 'soon',
  'answer-edited': 'off',
  'followed-comment': 'off',
  like: 'off',
  resolution: 'off',
  moderation: 'off',
  report: 'off',
  correction: 'off',
  event: 'off',
}

/** What a device that has notifications turned on shows by default: everything but likes. */
export const defaultPush: Record<NotificationKind, boolean> = {
  comment: true,
  mention: true,
  reply: true,
  answer: true,
  'answer-edited': true,
  'followed-comment': true,
  like: false,
  resolution: true,
  moderation: true,
  report: true,
  correction: true,
  event: true,
}

export const isNotificationKind = (value: unknown): value is NotificationKind =>
  typeof value === 'string' && (notificationKinds as readonly string[]).includes(value)

export const isEmailMode = (value: unknown): value is EmailMode => typeof value === 'string' && (emailModes as readonly string[]).includes(value)

/** The unread count as the bell shows it: at most "99+". */
export const UNREAD_CAP = 99
