// A figure beside success-story cards that states one of those stories' headline result says the
// same thing twice: the card already charts it. Shared by the service pages' proof band and the
// figure tiles of the other pages.
import type { StoryFile } from '../../../app/content/schema/story'
import { restates } from '../../../app/content/service-hero-proof'
import type { Figure } from '../../../app/content/service-types'
import type { ContentEntry } from '../read-content'

/** The story among `shown` (slugs of the cards on the page) whose headline result `figure` restates. */
export function storyCardRepeated(figure: Figure, shown: readonly string[], stories: readonly ContentEntry<StoryFile>[]) {
  return stories.find((story) => shown.includes(story.slug) && story.data.results[0] !== undefined && restates(figure, story.data.results[0]))
}
