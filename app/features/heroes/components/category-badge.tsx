import { Icon, type IconName } from '#app/components/ui/icon'
import type { HeroCategory } from '../heroes'

export const categoryIcons: Record<HeroCategory, IconName> = {
  education: 'graduation-cap',
  social: 'users',
  environment: 'trees',
  health: 'heart-pulse',
  culture: 'book-open',
}

/** The person's category as a badge with its icon. */
export function CategoryBadge({ category, label }: { category: HeroCategory; label: string }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-link">
      <Icon name={categoryIcons[category]} className="size-3.5" />
      {label}
    </span>
  )
}

/** A hero's profile page. */
export const profilePath = (id: string) => `/local-heroes/${id}`
