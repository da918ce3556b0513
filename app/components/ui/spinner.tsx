import { Icon } from './icon'

export function Spinner({ className = 'size-4' }: { className?: string }) {
  return (
    <span className="inline-flex animate-spin">
      <Icon name="loader-circle" className={className} />
    </span>
  )
}
