import type { StorySummary } from '~/content/types'

import { cn } from '~/lib/ui/cn'
import { snapRowProps } from '~/lib/ui/snap-row'

import { StoryCard } from './story-card'

type StoryGridProps = {
  stories: readonly StorySummary[]
  headingLevel?: 'h2' | 'h3'
  /** Id of the heading naming the list: given, the grid is a sideways snap row on phones. */
  rowLabelledBy?: string
}

export function StoryGrid({ stories, headingLevel = 'h3', rowLabelledBy }: StoryGridProps) {
  return (
    <ul
      {...(rowLabelledBy ? snapRowProps(rowLabelledBy) : {})}
      className={cn('gap-6 md:grid-cols-2 lg:grid-cols-3', rowLabelledBy ? 'snap-row sm:grid' : 'grid')}
    >
      {stories.map((story) => (
        <li key={story.slug} className="flex">
          <StoryCard story={story} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}
