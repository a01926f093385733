import type { StorySummary } from '~/content/types'

import { StoryCard } from './story-card'

export function StoryGrid({ stories, headingLevel = 'h3' }: { stories: readonly StorySummary[]; headingLevel?: 'h2' | 'h3' }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {stories.map((story) => (
        <li key={story.slug} className="flex">
          <StoryCard story={story} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}
