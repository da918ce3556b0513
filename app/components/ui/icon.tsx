import spriteUrl from './icons.svg?url'
import type { IconName } from '#app/lib/icon-names'

export type { IconName }

/** A decorative icon from the SVG sprite. Give meaning with visible text or aria-label on the parent. */
export function Icon({ name, className = 'size-5' }: { name: IconName; className?: string }) {
  return (
    <svg className={className} aria-hidden="true" focusable="false" fill="none" stroke="currentColor"
      strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  )
}
