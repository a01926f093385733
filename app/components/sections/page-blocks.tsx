import type { Tone } from '~/components/ui/section'
import type { PageBlock } from '~/content/page-types'
import type { Badge, Office, StorySummary, TeamMember } from '~/content/types'

import { ArchitectureSection } from './architecture-section'
import { BadgesSection } from './badges-section'
import { type BrochureListing, BrochuresSection } from './brochures-section'
import { DocumentSection } from './document-section'
import { FaqSection } from './faq-section'
import { IconCardsSection } from './icon-cards-section'
import { LinksSection } from './links-section'
import { ListsSection } from './lists-section'
import { OfficesSection } from './offices-section'
import { ProcessSection } from './process-section'
import { ProofSection } from './proof-section'
import { ProseSection } from './prose-section'
import { DeploymentOptionsSection } from './realm/deployment-options-section'
import { ProductTourSection } from './realm/product-tour-section'
import { TableSection } from './table-section'
import { TeamSection } from './team-section'
import { TestimonialsSection } from './testimonials-section'
import { TimelineSection } from './timeline-section'

/** Data some blocks show that lives outside the page's own content, resolved by the loader. */
export type BlockData = {
  stories: Record<string, StorySummary>
  offices: readonly Office[]
  brochures: readonly BrochureListing[]
  team: readonly TeamMember[]
  badges: readonly Badge[]
}

/** Renders a page's blocks in order, alternating plain and tinted bands. */
export function PageBlocks({ blocks, data }: { blocks: readonly PageBlock[]; data: BlockData }) {
  // A block over an empty collection is left out before the bands alternate, so none go missing.
  return blocks
    .filter((block) => !isEmpty(block, data))
    .map((block, index) => <Block key={block.id} block={block} data={data} tone={index % 2 === 0 ? 'plain' : 'tinted'} />)
}

function isEmpty(block: PageBlock, data: BlockData) {
  return (block.kind === 'team' && data.team.length === 0) || (block.kind === 'badges' && data.badges.length === 0)
}

function Block({ block, data, tone }: { block: PageBlock; data: BlockData; tone: Tone }) {
  const { id, intro } = block
  switch (block.kind) {
    case 'prose':
      return <ProseSection id={id} intro={intro} paragraphs={block.paragraphs} link={block.link} tone={tone} />
    case 'icon-cards':
      return <IconCardsSection id={id} intro={intro} items={block.items} tone={tone} />
    case 'lists':
      return <ListsSection id={id} intro={intro} groups={block.groups} tone={tone} />
    case 'strategy-groups':
      return (
        <ListsSection
          id={id}
          intro={intro}
          groups={block.groups.map(({ id: groupId, name, points }) => ({ id: groupId, name, items: points }))}
          tone={tone}
        />
      )
    case 'steps':
      return <ProcessSection id={id} intro={intro} steps={block.steps} tone={tone} />
    case 'figures':
      return <ProofSection id={id} intro={intro} figures={block.figures} tone={tone} />
    case 'stories':
      return <ProofSection id={id} intro={intro} stories={block.slugs.flatMap((slug) => data.stories[slug] ?? [])} tone={tone} />
    case 'links':
      return <LinksSection id={id} intro={intro} links={block.links} tone={tone} />
    case 'table':
      return <TableSection id={id} intro={intro} caption={block.caption} columns={block.columns} rows={block.rows} tone={tone} />
    case 'quotes':
      return <TestimonialsSection id={id} heading={intro} quotes={block.quotes} tone={tone} />
    case 'timeline':
      return <TimelineSection id={id} intro={intro} entries={block.entries} tone={tone} />
    case 'architecture':
      return <ArchitectureSection id={id} intro={intro} layers={block.layers} caption={block.caption} tone={tone} />
    case 'product-tour':
      return <ProductTourSection id={id} intro={intro} items={block.items} tone={tone} />
    case 'deployment-options':
      return <DeploymentOptionsSection id={id} intro={intro} aspects={block.aspects} options={block.options} tone={tone} />
    case 'faq':
      return <FaqSection id={id} items={block.items} intro={intro} tone={tone} />
    case 'offices':
      return <OfficesSection id={id} intro={intro} offices={data.offices} note={block.note} tone={tone} />
    case 'brochures':
      return <BrochuresSection id={id} intro={intro} brochures={data.brochures} note={block.note} tone={tone} />
    case 'team':
      return <TeamSection id={id} intro={intro} members={data.team} tone={tone} />
    case 'badges':
      return <BadgesSection id={id} intro={intro} badges={data.badges} tone={tone} />
    case 'document':
      return <DocumentSection id={id} sections={block.sections} />
  }
}
