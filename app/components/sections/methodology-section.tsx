import { Section } from '~/components/ui/section'
import { SectionHeader } from '~/components/ui/section-header'
import { SnapRowControls } from '~/components/ui/snap-row-controls'
import type { MethodologyStep } from '~/content/types'
import { cn } from '~/lib/ui/cn'
import { thirdsColumns } from '~/lib/ui/grid-columns'
import { snapRowProps } from '~/lib/ui/snap-row'
import { sectionMessages } from '~/messages/edition/sections'

type MethodologySectionProps = {
  heading: { eyebrow: string; title: string; lead: string }
  steps: readonly MethodologyStep[]
}

export function MethodologySection({ heading, steps }: MethodologySectionProps) {
  return (
    <Section tone="tinted" aria-labelledby="methodology-title">
      <SectionHeader id="methodology-title" {...heading} />
      <SnapRowControls labelledBy="methodology-title" count={steps.length} />
      <ol
        {...snapRowProps('methodology-title')}
        className={cn('snap-row mt-8 gap-5 sm:mt-12 sm:grid md:grid-cols-2', thirdsColumns(steps.length))}
      >
        {steps.map((step) => (
          <li key={step.number} className="rounded-card border border-ink-100 bg-white p-6 shadow-card">
            <span
              aria-hidden="true"
              className="grid size-10 place-items-center rounded-full bg-gradient-to-br from-brand-600 to-accent-600 text-sm font-bold text-white"
            >
              {String(step.number).padStart(2, '0')}
            </span>
            <h3 className="mt-4 text-lg">
              <span className="sr-only">{sectionMessages.step(step.number)}</span>
              {step.name}
            </h3>
            <p className="mt-2 text-[0.9375rem] text-ink-600">{step.desc}</p>
          </li>
        ))}
      </ol>
    </Section>
  )
}
