import { useState, type ReactNode } from 'react'
import { FileField } from '#app/components/ui/file-field'
import { TextArea, TextField, inputClass } from '#app/components/ui/form'
import { Honeypot } from '#app/components/ui/honeypot'
import type { MessageKey, Vars } from '#app/i18n/i18n'
import { useI18n } from '#app/i18n/use-i18n'
import { categories } from '../constants'
import { TITLE_MAX } from '../schema'
import { armMentions } from './mention-trigger'

export interface PostFieldValues {
  title: string
  content: string
  category: string
  tags: string
  anonymous: boolean
}

type FieldError = { field?: string; message: MessageKey; vars?: Vars } | null | undefined

/**
 * The fields of a post: title (with its counter), category, content, tags, anonymity, media.
 * `afterTitle` is shown right under the title (the new-post form's similar posts, issue 44 §5).
 */
export function PostFields({ values, error, media = true, editing = false, maxVideoMb, postId, afterTitle }: { values?: Partial<PostFieldValues>; error?: FieldError; media?: boolean; editing?: boolean; maxVideoMb: number; postId?: number; afterTitle?: ReactNode }) {
  const { t } = useI18n()
  const [title, setTitle] = useState(values?.title ?? '')
  const message = error ? t(error.message, error.vars) : undefined
  const errorFor = (field: string) => (error?.field === field ? message : undefined)
  return (
    <>
      <TextField label={t('forum.field.title')} name="title" value={title} onChange={(e) => setTitle(e.currentTarget.value)}
        maxLength={TITLE_MAX} required error={errorFor('title')} hint={t('forum.titleCounter', { count: Array.from(title).length })} />
      {afterTitle}
      <div className="mb-3">
        <label htmlFor="field-category" className="mb-1 block text-sm font-semibold">{t('forum.field.category')}</label>
        <select id="field-category" name="category" defaultValue={values?.category || 'question'} className={inputClass}>
          {categories.map((c) => <option key={c} value={c}>{t(`forum.badge.${c}`)}</option>)}
        </select>
      </div>
      <TextArea label={t('forum.field.content')} name="content" rows={5} defaultValue={values?.content} required error={errorFor('content')}
        onFocus={(e) => armMentions(e.currentTarget, t, postId)} />
      <TextField label={t('forum.field.tags')} name="tags" defaultValue={values?.tags} hint={t('forum.field.tagsHint')} />
      {!editing ? <Honeypot /> : null}
      {!editing ? (
        <div className="mb-3">
          <label className="flex items-start gap-2">
            <input type="checkbox" name="anonymous" defaultChecked={values?.anonymous} className="mt-1 size-4" />
            <span>
              <span className="font-semibold">{t('forum.field.anonymous')}</span>
              <span className="block text-xs text-muted">{t('forum.field.anonymousHint')}</span>
            </span>
          </label>
        </div>
      ) : null}
      {media ? (
        <>
          <FileField label={t('forum.field.image')} name="image" accept="image/jpeg,image/png,image/webp" hint={t('forum.field.imageHint')} error={errorFor('image')} />
          <FileField label={t('forum.field.video')} name="video" accept="video/mp4,video/webm" hint={t('forum.field.videoHint', { size: maxVideoMb })} error={errorFor('video')} />
        </>
      ) : null}
    </>
  )
}
