import spriteUrl from './icons.svg?url'
import type { IconName } from '#app/lib/icon-names'

export type { IconName }

/**
 * A decorative icon from the SVG sprite. Give meaning with visible text or aria-label on the parent.
 * `filled` fills its shape with the text's colour (a liked heart).
 */
export function Icon({ name, className = 'size-5', filled = false }: { name: IconName; className?: string; filled?: boolean }) {
  return (
    <svg className={className} aria-hidden="true" focusable="false" fill={filled ? 'currentColor' : 'none'} stroke="currentColor"
      strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  )
}
