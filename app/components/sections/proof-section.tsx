import { Section, type Tone } from '~/components/ui/section'
import { SectionHeader } from '~/components/ui/section-header'
import type { Figure, SectionIntro } from '~/content/service-types'
import type { StorySummary } from '~/content/types'

import { FiguresGrid } from './figures-grid'
import { StoryGrid } from './story-grid'

type ProofSectionProps = {
  id?: string
  intro: SectionIntro
  figures?: readonly Figure[]
  stories?: readonly StorySummary[]
  tone?: Tone
}

/** Figures from the spec and/or the success stories that back a page's claims. */
export function ProofSection({ id = 'proof', intro, figures = [], stories = [], tone = 'plain' }: ProofSectionProps) {
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
          <StoryGrid stories={stories} />
        </div>
      ) : null}
    </Section>
  )
}
