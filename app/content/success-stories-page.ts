import page from '../generated/content/success-stories.json' with { type: 'json' }
import type { SuccessStoriesPageFile } from './schema/success-stories-page'
import type { Path } from './types'

// The case-study list page's copy, from content/en/success-stories.yaml. The stories themselves
// are content/en/stories/<slug>.md (stories.ts).
export const successStoriesPage = {
  path: '/success-stories' satisfies Path,
  ...(page as SuccessStoriesPageFile),
}
