import { Section } from '~/components/ui/section'
import { SectionHeader } from '~/components/ui/section-header'
import { CountUp } from '~/components/ui/count-up'
import type { Milestone } from '~/content/types'

type MilestonesSectionProps = {
  heading: { eyebrow: string; title: string; lead: string }
  milestones: readonly Milestone[]
  highlight: { value: string; label: string; body: string }
}

export function MilestonesSection({ heading, milestones, highlight }: MilestonesSectionProps) {
  return (
    <Section tone="tinted" aria-labelledby="milestones-title">
      <SectionHeader id="milestones-title" {...heading} />
      <dl className="mt-12 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {milestones.map((milestone) => (
          <div key={milestone.id} className="flex flex-col rounded-card border border-ink-100 bg-white p-5 shadow-card sm:p-6">
            <dt className="order-2 mt-2 text-[0.9375rem] font-medium text-ink-600">{milestone.description}</dt>
            <dd className="order-1 text-3xl font-bold tracking-tight text-brand-700 sm:text-5xl">
              {/* The animated figure is for sighted visitors; screen readers get the final value once. */}
              <span aria-hidden="true">
                <CountUp end={milestone.end} prefix={milestone.prefix} suffix={milestone.suffix} />
              </span>
              <span className="sr-only">
                {milestone.prefix}
                {milestone.end}
                {milestone.suffix}
              </span>
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 flex flex-col gap-4 rounded-card bg-gradient-to-r from-brand-700 to-accent-600 p-6 text-white sm:flex-row sm:items-center sm:gap-8 sm:p-8">
        <p className="text-5xl font-bold tracking-tight">{highlight.value}</p>
        <div>
          <p className="text-lg font-semibold">{highlight.label}</p>
          <p className="mt-1 text-white/90">{highlight.body}</p>
        </div>
      </div>
    </Section>
  )
}
