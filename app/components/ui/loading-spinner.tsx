import { cn } from '~/lib/ui/cn'
import { errorMessages } from '~/messages/edition/errors'

type LoadingSpinnerProps = {
  /** What is loading, shown and announced; "Loading" for a page's code. */
  label?: string
  className?: string
}

/** The spinner shown while something loads. Its accessible name is its label. */
export function LoadingSpinner({ label = errorMessages.loading, className }: LoadingSpinnerProps) {
  return (
    <div
      role="status"
      aria-label={label}
      className={cn(
        'inline-flex items-center gap-3 rounded-full bg-white px-4 py-2 text-sm font-medium text-ink-700 shadow-raised',
        className,
      )}
    >
      <span aria-hidden="true" className="size-5 animate-spin-slow rounded-full border-2 border-brand-200 border-t-brand-600" />
      <span aria-hidden="true">{label}</span>
    </div>
  )
}
