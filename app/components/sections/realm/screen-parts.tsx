import { cn } from '~/lib/ui/cn'

// Small pieces the Realm screens share, so status colors and meters read the same on every screen.

export type Tint = 'good' | 'caution' | 'danger' | 'neutral' | 'brand'

const TINTS: Record<Tint, { badge: string; dot: string; bar: string }> = {
  good: { badge: 'bg-accent-500/10 text-accent-700', dot: 'bg-accent-500', bar: 'fill-accent-500' },
  caution: { badge: 'bg-caution-50 text-caution-700', dot: 'bg-caution-500', bar: 'fill-caution-500' },
  danger: { badge: 'bg-danger-50 text-danger-700', dot: 'bg-danger-500', bar: 'fill-danger-500' },
  neutral: { badge: 'bg-ink-100 text-ink-700', dot: 'bg-ink-300', bar: 'fill-ink-300' },
  brand: { badge: 'bg-brand-50 text-brand-700', dot: 'bg-brand-500', bar: 'fill-brand-500' },
}

/** A status pill with a dot: "Available", "Blocked". */
export function StatusBadge({ tint, children, className }: { tint: Tint; children: React.ReactNode; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2 py-px text-xs font-medium whitespace-nowrap',
        TINTS[tint].badge,
        className,
      )}
    >
      <span className={cn('size-1.5 rounded-full', TINTS[tint].dot)} />
      {children}
    </span>
  )
}

/** A horizontal meter: budget used, a score. SVG, so its length is an attribute (the pages allow no inline styles). */
export function Meter({ percent, tint = 'brand', className }: { percent: number; tint?: Tint; className?: string }) {
  return (
    <svg aria-hidden="true" className={cn('block h-1.5 w-full rounded-full bg-ink-100', className)}>
      <rect width={`${Math.min(percent, 100)}%`} height="100%" rx="3" className={TINTS[tint].bar} />
    </svg>
  )
}

/** The small uppercase label over a column or a panel. */
export function ScreenLabel({ children, className }: { children: React.ReactNode; className?: string }) {
  return <span className={cn('block text-[0.6875rem] font-semibold tracking-wide text-ink-600 uppercase', className)}>{children}</span>
}

/** A screen's title row: its title on the left, filters and status on the right. */
export function ScreenHeading({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <p className="mr-auto text-base font-semibold text-ink-900">{title}</p>
      {children}
    </div>
  )
}

/** An outlined chip: a filter, a period, a version. `roomy`: only where the window is wide enough. */
export function Chip({ children, roomy = false }: { children: React.ReactNode; roomy?: boolean }) {
  return (
    <span
      className={cn(
        'items-center gap-1 rounded-full border border-ink-200 px-2.5 py-0.5 text-xs text-ink-700',
        roomy ? 'hidden @md:inline-flex' : 'inline-flex',
      )}
    >
      {children}
    </span>
  )
}

/** The panel beside a screen's main pane in a wide window, under it in a narrow one. */
export function SidePanel({ children }: { children: React.ReactNode }) {
  return (
    <div className="grid content-start gap-2.5 border-t border-ink-100 bg-ink-50/60 p-4 @md:p-5 @xl:border-t-0 @xl:border-l">
      {children}
    </div>
  )
}
