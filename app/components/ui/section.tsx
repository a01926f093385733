import { cn } from '~/lib/ui/cn'

import { Container } from './container'

export type Tone = 'plain' | 'tinted' | 'dark'

type SectionProps = React.ComponentProps<'section'> & {
  tone?: Tone
}

/** A page band: consistent vertical rhythm, one of three backgrounds, content in the container. */
export function Section({ tone = 'plain', className, children, ...props }: SectionProps) {
  return (
    <section
      className={cn('py-12 sm:py-24', tone === 'tinted' && 'bg-ink-50', tone === 'dark' && 'bg-ink-900 text-white', className)}
      // Read by the band after it: the closing call to action drops its top padding after a plain band.
      data-tone={tone}
      {...props}
    >
      <Container>{children}</Container>
    </section>
  )
}
