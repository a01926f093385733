import { Section, type Tone } from '~/components/ui/section'
import { SectionHeader } from '~/components/ui/section-header'
import type { Figure, ProofMeasures, SectionIntro } from '~/content/service-types'
import type { StorySummary } from '~/content/types'

import { FiguresGrid } from './figures-grid'
import { StoryGrid } from './story-grid'

type ProofSectionProps = {
  id?: string
  intro: SectionIntro
  figures?: readonly Figure[]
  stories?: readonly StorySummary[]
  /** How results are measured, where no success story fits the page. */
  measures?: ProofMeasures
  tone?: Tone
}

/** Figures from the spec, the success stories and how results are measured: what backs a page's claims. */
export function ProofSection({ id = 'proof', intro, figures = [], stories = [], measures, tone = 'plain' }: ProofSectionProps) {
  return (
    <Section tone={tone} id={id} aria-labelledby={`${id}-title`}>
      <SectionHeader id={`${id}-title`} {...intro} />
      {figures.length > 0 ? (
        <div className="mt-10">
          <FiguresGrid figures={figures} />
        </div>
      ) : null}
      {stories.length > 0 ? (
        <div className="mt-10">
          <StoryGrid stories={stories} rowLabelledBy={`${id}-title`} />
        </div>
      ) : null}
      {measures ? <MeasuresList measures={measures} /> : null}
    </Section>
  )
}

function MeasuresList({ measures }: { measures: ProofMeasures }) {
  return (
    <div className="mt-12">
      <h3 className="text-2xl">{measures.title}</h3>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {measures.items.map((item) => (
          <li key={item.title} className="rounded-card border border-ink-100 bg-white p-6 shadow-card">
            <h4 className="text-lg leading-snug">{item.title}</h4>
            <p className="mt-2 text-[0.9375rem] text-ink-600">{item.description}</p>
          </li>
        ))}
      </ul>
    </div>
  )
}
