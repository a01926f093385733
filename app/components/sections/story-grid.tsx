import { SnapRowControls } from '~/components/ui/snap-row-controls'
import type { StorySummary } from '~/content/types'

import { cn } from '~/lib/ui/cn'
import { thirdsColumns } from '~/lib/ui/grid-columns'
import { snapRowProps } from '~/lib/ui/snap-row'

import { StoryCard } from './story-card'

type StoryGridProps = {
  stories: readonly StorySummary[]
  headingLevel?: 'h2' | 'h3'
  /** Id of the heading naming the list: given, the grid is a sideways snap row on phones. */
  rowLabelledBy?: string
}

/**
 * Story cards, three a row with a short last row centred. A page that cites one story shows it as
 * one wide card, its picture beside the words, rather than a card beside two empty slots (and on a
 * phone as a plain card: a row of one has nothing to scroll to).
 */
export function StoryGrid({ stories, headingLevel = 'h3', rowLabelledBy }: StoryGridProps) {
  if (stories.length === 1) return <StoryCard story={stories[0]!} headingLevel={headingLevel} wide />
  const grid = (
    <ul
      {...(rowLabelledBy ? snapRowProps(rowLabelledBy) : {})}
      className={cn('gap-6 md:grid-cols-2', thirdsColumns(stories.length), rowLabelledBy ? 'snap-row sm:grid' : 'grid')}
    >
      {stories.map((story) => (
        <li key={story.slug} className="flex">
          <StoryCard story={story} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
  if (!rowLabelledBy) return grid
  return (
    <>
      <SnapRowControls labelledBy={rowLabelledBy} count={stories.length} className="mb-3" />
      {grid}
    </>
  )
}
