/** The first letters of the first two words: for a name whose initials no view worked out. */
const plainInitials = (name: string) => name.trim().split(/\s+/).slice(0, 2).map((word) => Array.from(word)[0] ?? '').join('').toUpperCase()

/**
 * A round picture, or initials on a coloured disc when there is none. Pass `initials` from
 * app/lib/initials (titles skipped) where the name may carry one.
 */
export function Avatar({ name, initials, url, size = 'md' }: { name: string; initials?: string; url?: string | null; size?: 'sm' | 'md' | 'lg' }) {
  const box = { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-20 text-2xl' }[size]
  if (url) return <img src={url} alt="" width={80} height={80} className={`${box} shrink-0 rounded-full object-cover`} />
  return (
    <span aria-hidden="true" className={`${box} inline-flex shrink-0 items-center justify-center rounded-full bg-primary font-bold text-on-primary`}>
      {initials || plainInitials(name) || '?'}
    </span>
  )
}
