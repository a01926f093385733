import { Container } from '~/components/ui/container'
import { companyFigures } from '~/content/company-figures'
import { offices } from '~/content/offices'
import type { PageBlock, PageHeroContent } from '~/content/page-types'
import { cn } from '~/lib/ui/cn'

import { HeroActions, HeroHeading } from '../hero-parts'
import { FiguresBoard } from './figures-board'
import { OfficesMap } from './offices-map'
import { TimelineStrip } from './timeline-strip'
import { FirstScreenEnd } from '../first-screen'

type CompanyHeroProps = {
  hero: PageHeroContent & { visual: NonNullable<PageHeroContent['visual']> }
  /** The page's blocks: the timeline visual is drawn from the page's own timeline block. */
  blocks: readonly PageBlock[]
  /** The booking button's label, when the page names its one call to action. */
  ctaLabel?: string
}

/**
 * The opening band of the company pages: the heading and the booking call to action, then a
 * concrete picture of the company drawn from its own data (the timeline, the offices, the figures)
 * instead of an illustration. The strips (timeline, figures) run the full width under the text; the
 * map sits beside it. On a phone everything stacks, so the call to action comes before the picture.
 * The lead's further paragraphs follow the call to action in the text's own column: set under the
 * picture, across two columns, a single one left half the band empty (issue 26).
 */
export function CompanyHero({ hero, blocks, ctaLabel }: CompanyHeroProps) {
  const [lead, ...more] = hero.lead
  const beside = hero.visual === 'offices-map'
  return (
    <section className="border-b border-ink-100 bg-gradient-to-b from-brand-50 to-white" data-company-visual={hero.visual}>
      <Container
        className={cn(
          'grid gap-x-12 py-8 sm:py-20 lg:grid-cols-2',
          beside ? 'lg:grid-rows-[auto_1fr]' : more.length > 0 ? 'lg:items-start' : 'lg:items-end',
        )}
      >
        <div>
          <HeroHeading eyebrow={hero.eyebrow} heading={hero.heading} className="text-3xl sm:text-5xl" />
          {hero.promise ? <p className="mt-4 text-lg font-medium text-ink-800 sm:mt-5 sm:text-xl">{hero.promise}</p> : null}
        </div>
        <div className={cn(beside ? 'lg:col-start-1' : 'lg:pb-1', !beside && more.length > 0 && 'lg:pt-9')}>
          {lead ? <p className="mt-4 max-w-prose text-ink-700 sm:mt-5 sm:text-lg">{lead}</p> : null}
          <HeroActions ctaLabel={ctaLabel} secondaryCta={hero.secondaryCta} className="mt-6 sm:mt-8" />
          {more.map((paragraph) => (
            <p key={paragraph} className="mt-6 max-w-prose text-ink-700 sm:mt-8 sm:text-lg">
              {paragraph}
            </p>
          ))}
        </div>
        <div
          className={cn('mt-10 sm:mt-14', beside ? 'lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:mt-0 lg:self-center' : 'lg:col-span-2')}
        >
          <Visual visual={hero.visual} blocks={blocks} />
        </div>
      </Container>
      <FirstScreenEnd />
    </section>
  )
}

function Visual({ visual, blocks }: { visual: CompanyHeroProps['hero']['visual']; blocks: readonly PageBlock[] }) {
  switch (visual) {
    case 'timeline': {
      // The content check (scripts/content/collections/pages.ts) makes sure the page has one.
      const timeline = blocks.find((block) => block.kind === 'timeline')
      if (!timeline) throw new Error('hero.visual is timeline, but the page has no timeline block')
      return <TimelineStrip blockId={timeline.id} entries={timeline.entries} />
    }
    case 'offices-map':
      return <OfficesMap offices={offices} />
    case 'figures':
      return <FiguresBoard figures={Object.values(companyFigures)} />
  }
}
