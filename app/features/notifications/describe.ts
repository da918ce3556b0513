import { pluralKey, type Lang, type MessageKey, type Translate } from '#app/i18n/i18n'
import { formatDateTime } from '#app/lib/format-time'
import type { NotificationView } from './view.server'

/**
 * A notification in words, in the reader's language: the same sentence on the page, on the
 * phone and in the e-mail. Only from the view, which holds nothing the reader may not see.
 */
export function describeNotification(n: NotificationView, t: Translate, lang: Lang): string {
  const title = n.title ? t('notifications.quoted', { title: n.title }) : null
  const actor = actorName(n, t)
  const others = n.others > 0 ? t(pluralKey(lang, 'notifications.others', n.others), { count: n.others }) : ''
  const who = others ? t('notifications.actorAndOthers', { actor, others }) : actor
  const onPost = (key: 'notifications.onYourPost' | 'notifications.onFollowedPost') => title ? t(key, { title }) : t(`${key}.untitled` as MessageKey)
  switch (n.kind) {
    case 'comment':
    case 'followed-comment': {
      const where = onPost(n.kind === 'comment' ? 'notifications.onYourPost' : 'notifications.onFollowedPost')
      return n.count > 1
        ? t('notifications.comments.group', { count: n.count, where, actor })
        : t('notifications.comments.single', { actor, where })
    }
    case 'mention':
      return t(n.itemType === 'comment' ? 'notifications.mention.comment' : 'notifications.mention.post', { actor, title: title ?? '' })
    case 'reply':
      return t('notifications.reply', { actor, title: title ?? '' })
    case 'answer-edited':
      return t('notifications.answerEdited', { actor, title: title ?? '' })
    case 'like':
      return t(n.itemType === 'comment' ? 'notifications.like.comment' : 'notifications.like.post', { who, title: title ?? '' })
    case 'answer':
      return n.actor ? t('notifications.answer.by', { actor, title: title ?? '' }) : t('notifications.answer.moderator', { title: title ?? '' })
    case 'resolution':
      return withNote(t(`notifications.resolution.${n.details.resolution ?? 'resolved'}` as MessageKey, { title: title ? t('notifications.post.titled', { title }) : t('notifications.yourPost') }), n.details.note, t)
    case 'report': {
      const item = t(n.itemType === 'comment' ? 'notifications.report.comment' : 'notifications.report.post', { title: title ?? '' })
      return t(`notifications.report.${n.details.outcome ?? 'kept'}` as MessageKey, { item: title ? item : t(n.itemType === 'comment' ? 'notifications.report.aComment' : 'notifications.report.aPost') })
    }
    case 'moderation': {
      const item = title
        ? t(n.itemType === 'comment' ? 'notifications.moderation.comment' : 'notifications.moderation.post', { title })
        : t(n.itemType === 'comment' ? 'notifications.moderation.yourComment' : 'notifications.moderation.yourPost')
      const state = n.details.state ?? 'hidden'
      const key = state === 'restored' ? 'notifications.moderation.restored'
        : state === 'approved' ? 'notifications.moderation.approved'
          : state === 'rejected' ? 'notifications.moderation.rejected'
            : n.details.by === 'spam-reports' ? 'notifications.moderation.hiddenAsSpam'
        : n.details.by === 'reports' ? 'notifications.moderation.hiddenByReports'
          : state === 'removed' ? 'notifications.moderation.removed' : 'notifications.moderation.hidden'
      const sentence = t(key, { item })
      return n.details.reason ? `${sentence} ${t('notifications.reason', { reason: n.details.reason })}` : sentence
    }
    case 'correction': {
      const name = title ?? t('notifications.correction.unnamed')
      const key = `notifications.correction.${n.details.suggestion === 'listing' ? 'listing' : 'correction'}.${n.details.decision ?? 'accepted'}` as MessageKey
      return withNote(t(key, { name }), n.details.note, t)
    }
    case 'event': {
      const name = title ?? t('notifications.event.unnamed')
      if (n.details.change === 'cancelled') return t('notifications.event.cancelled', { name })
      return t('notifications.event.moved', { name, when: n.details.startsAt ? formatDateTime(lang, n.details.startsAt) : '' })
    }
  }
}

function actorName(n: NotificationView, t: Translate): string {
  if (!n.actor) return t('notifications.actor.moderator')
  if ('name' in n.actor) return n.actor.name
  return t(`notifications.actor.${n.actor.label}` as MessageKey)
}

function withNote(sentence: string, note: string | null | undefined, t: Translate) {
  return note ? `${sentence} ${t('notifications.note', { note })}` : sentence
}
