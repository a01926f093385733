import { cn } from '~/lib/cn'

/** The spinner shown while a page's code loads. Its accessible name is "Loading". */
export function LoadingSpinner({ className }: { className?: string }) {
  return (
    <div
      role="status"
      aria-label="Loading"
      className={cn(
        'inline-flex items-center gap-3 rounded-full bg-white px-4 py-2 text-sm font-medium text-ink-700 shadow-raised',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className="size-5 animate-spin-slow rounded-full border-2 border-brand-200 border-t-brand-600"
      />
      <span aria-hidden="true">Loading</span>
    </div>
  )
}
