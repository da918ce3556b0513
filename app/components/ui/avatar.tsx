/** A round picture, or the initials of the name on a coloured disc when there is none. */
export function Avatar({ name, url, size = 'md' }: { name: string; url?: string | null; size?: 'sm' | 'md' | 'lg' }) {
  const box = { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-20 text-2xl' }[size]
  if (url) return <img src={url} alt="" width={80} height={80} className={`${box} shrink-0 rounded-full object-cover`} />
  const initials = name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase()
  return (
    <span aria-hidden="true" className={`${box} inline-flex shrink-0 items-center justify-center rounded-full bg-primary font-bold text-on-primary`}>
      {initials || '?'}
    </span>
  )
}
