import { Section, type Tone } from '~/components/ui/section'
import { SectionHeader } from '~/components/ui/section-header'
import { SnapRowControls } from '~/components/ui/snap-row-controls'
import type { ProcessStep, SectionIntro } from '~/content/service-types'
import { cn } from '~/lib/ui/cn'
import { wideColumns } from '~/lib/ui/grid-columns'
import { snapRowProps } from '~/lib/ui/snap-row'
import { sectionMessages } from '~/messages/edition/sections'

/** How an engagement runs: numbered steps. */
export function ProcessSection({
  id = 'process',
  intro,
  steps,
  tone = 'plain',
}: {
  id?: string
  intro: SectionIntro
  steps: readonly ProcessStep[]
  tone?: Tone
}) {
  return (
    <Section tone={tone} id={id} aria-labelledby={`${id}-title`}>
      <SectionHeader id={`${id}-title`} {...intro} />
      <SnapRowControls labelledBy={`${id}-title`} count={steps.length} />
      <ol {...snapRowProps(`${id}-title`)} className={cn('snap-row mt-8 gap-5 sm:mt-12 sm:grid md:grid-cols-2', wideColumns(steps.length))}>
        {steps.map((step, index) => (
          <li key={step.title} className="relative rounded-card border border-ink-100 bg-white p-6 shadow-card">
            <span
              aria-hidden="true"
              className="grid size-10 place-items-center rounded-full bg-gradient-to-br from-brand-600 to-accent-600 text-sm font-bold text-white"
            >
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className="mt-4 text-lg leading-snug">
              <span className="sr-only">{sectionMessages.step(index + 1)}</span>
              {step.title}
            </h3>
            <p className="mt-2 text-[0.9375rem] text-ink-600">{step.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  )
}
