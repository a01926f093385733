import { Container } from '~/components/ui/container'
import { STORY_PROSE_ID } from '~/content/markdown-formats'

import { MarkdownProse } from './markdown-prose'

/** A success story's prose, its Markdown body: the client and where they stood before the project. */
export function StoryContextSection({ blocks }: { blocks: readonly string[] }) {
  return (
    <section id={STORY_PROSE_ID} aria-labelledby={`${STORY_PROSE_ID}-title`} className="bg-ink-50 py-16 sm:py-20">
      <Container>
        <div className="max-w-prose">
          <h2 id={`${STORY_PROSE_ID}-title`} className="text-3xl">
            The client and the starting point
          </h2>
          <MarkdownProse blocks={blocks} className="mt-5" />
        </div>
      </Container>
    </section>
  )
}
