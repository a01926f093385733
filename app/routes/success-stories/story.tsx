import { data } from 'react-router'

import { PageHero } from '~/components/sections/page-hero'
import { getStory } from '~/content/stories'
import { storyPath } from '~/content/story-slugs'
import { buildMeta } from '~/lib/meta'

import type { Route } from './+types/story'

export function loader({ params }: Route.LoaderArgs) {
  const story = getStory(params.slug)
  if (!story) throw data(null, { status: 404, statusText: 'Not Found' })
  return { story }
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { story } = loaderData
  return buildMeta({ title: story.title, description: story.desc, path: storyPath(story.slug) })
}

export default function StoryRoute({ loaderData }: Route.ComponentProps) {
  const { story } = loaderData
  return (
    <PageHero
      eyebrow={`${story.industry} · ${story.region}`}
      heading={story.title}
      intro={[story.desc, `Headline result: ${story.result}.`]}
    />
  )
}
