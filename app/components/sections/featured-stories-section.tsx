import { Icon } from '~/components/ui/icon'
import { ButtonLink } from '~/components/ui/button'
import { Section, type Tone } from '~/components/ui/section'
import { SectionHeader } from '~/components/ui/section-header'
import { SnapRowControls } from '~/components/ui/snap-row-controls'
import type { StorySummary } from '~/content/types'
import { cn } from '~/lib/ui/cn'
import { thirdsColumns } from '~/lib/ui/grid-columns'
import { snapRowProps } from '~/lib/ui/snap-row'
import { storyMessages } from '~/messages/edition/stories'

import { StoryCard } from './story-card'

export function FeaturedStoriesSection({
  heading,
  stories,
  tone = 'tinted',
}: {
  heading: { eyebrow: string; title: string; lead: string }
  stories: readonly StorySummary[]
  tone?: Tone
}) {
  return (
    <Section tone={tone} aria-labelledby="stories-title">
      <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
        <SectionHeader id="stories-title" {...heading} />
        <ButtonLink to="/success-stories" variant="secondary" className="self-start md:self-auto">
          {storyMessages.allStories}
          <Icon name="arrow-right" className="size-4" />
        </ButtonLink>
      </div>
      <SnapRowControls labelledBy="stories-title" count={stories.length} />
      <ul
        {...snapRowProps('stories-title')}
        className={cn('snap-row mt-8 gap-6 sm:mt-12 sm:grid md:grid-cols-2', thirdsColumns(stories.length))}
      >
        {stories.map((story) => (
          <li key={story.slug} className="flex">
            <StoryCard story={story} />
          </li>
        ))}
      </ul>
    </Section>
  )
}
