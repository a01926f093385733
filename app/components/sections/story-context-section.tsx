import { Container } from '~/components/ui/container'
import { SectionHeader } from '~/components/ui/section-header'
import { STORY_PROSE_ID } from '~/content/markdown-formats'
import { storyMessages } from '~/messages/edition/stories'

import { MarkdownProse } from './markdown-prose'

/**
 * A success story's prose, its Markdown body: the client and where they stood before the project.
 * On wide screens the heading takes the left column and the text the right, as the site's other
 * prose sections do; a text column alone left the band's right half empty (issue 26).
 */
export function StoryContextSection({ blocks }: { blocks: readonly string[] }) {
  return (
    <section id={STORY_PROSE_ID} aria-labelledby={`${STORY_PROSE_ID}-title`} className="bg-ink-50 py-16 sm:py-20">
      <Container className="grid gap-5 lg:grid-cols-[0.9fr_1.1fr] lg:gap-10">
        <SectionHeader id={`${STORY_PROSE_ID}-title`} {...storyMessages.context} />
        <MarkdownProse blocks={blocks} className="max-w-prose lg:pt-9" />
      </Container>
    </section>
  )
}
