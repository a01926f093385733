import { cn } from '~/lib/ui/cn'

type SectionHeaderProps = {
  eyebrow?: string
  title: string
  lead?: string
  /** Heading level: sections under a page h1 use h2. */
  as?: 'h1' | 'h2'
  align?: 'start' | 'center'
  tone?: 'light' | 'dark'
  id?: string
  className?: string
}

export function SectionHeader({
  eyebrow,
  title,
  lead,
  as: Heading = 'h2',
  align = 'start',
  tone = 'light',
  id,
  className,
}: SectionHeaderProps) {
  const dark = tone === 'dark'
  return (
    <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow ? (
        <p className={cn('mb-3 text-sm font-semibold tracking-wide uppercase', dark ? 'text-brand-200' : 'text-brand-600')}>{eyebrow}</p>
      ) : null}
      <Heading id={id} className={cn(Heading === 'h1' ? 'text-4xl sm:text-5xl' : 'text-3xl sm:text-4xl', dark && 'text-white')}>
        {title}
      </Heading>
      {lead ? <p className={cn('mt-4 text-lg', dark ? 'text-ink-200' : 'text-ink-600')}>{lead}</p> : null}
    </div>
  )
}
