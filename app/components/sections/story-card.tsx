import { Link } from 'react-router'

import { Icon } from '~/components/ui/icon'
import { ResultChart } from '~/components/ui/result-chart'
import { imageSizeOf } from '~/content/image-sizes'
import { storyPath } from '~/content/story-slugs'
import type { StorySummary } from '~/content/types'
import { cn } from '~/lib/ui/cn'
import { storyMessages } from '~/messages/edition/stories'

type StoryCardProps = {
  story: StorySummary
  headingLevel?: 'h2' | 'h3'
  /** The only story a section shows: from md up, its picture sits beside the words across the row. */
  wide?: boolean
}

export function StoryCard({ story, headingLevel = 'h3', wide = false }: StoryCardProps) {
  const Heading = headingLevel
  return (
    <article
      className={cn(
        'group relative flex w-full flex-col overflow-hidden rounded-card border border-ink-100 bg-white shadow-card transition-shadow hover:shadow-raised',
        wide && 'md:flex-row',
      )}
    >
      <img
        src={story.image}
        alt=""
        {...imageSizeOf(story.image)}
        loading="lazy"
        // A wide card's picture column is taller than 16:9: the whole drawing shows, on its own
        // background colour (brand-50, the illustrations' fill), instead of being cropped at the sides.
        className={cn(
          'aspect-video w-full bg-ink-50 object-cover',
          wide && 'md:aspect-auto md:w-5/12 md:shrink-0 md:bg-brand-50 md:object-contain',
        )}
      />
      <div className={cn('flex flex-1 flex-col p-6', wide && 'md:p-8 lg:p-10')}>
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          {story.industry} · {story.region}
        </p>
        <Heading className="mt-2 text-lg leading-snug">
          <Link to={storyPath(story.slug)} className="after:absolute after:inset-0 focus-visible:outline-none">
            {story.title}
          </Link>
        </Heading>
        <p className="mt-3 flex-1 text-[0.9375rem] text-ink-600">{story.desc}</p>
        {/* The headline result, drawn: the first result is the one the story's figure states. */}
        <ResultChart result={story.results[0]!} size="compact" className="mt-4 rounded-control border border-ink-100 bg-ink-50 px-4 py-3" />
        <span aria-hidden="true" className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
          {storyMessages.seeHow} <Icon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </div>
    </article>
  )
}
