import { buttonVariants } from '~/components/ui/button'
import { Section, type Tone } from '~/components/ui/section'
import { SectionHeader } from '~/components/ui/section-header'
import type { SectionIntro } from '~/content/service-types'

import { ContentLink } from './content-link'

/** A section header beside paragraphs of body copy. */
export function ProseSection({
  intro,
  paragraphs,
  link,
  id,
  tone = 'plain',
}: {
  intro: SectionIntro
  paragraphs: readonly string[]
  /** Where the text leads, as a button after it. */
  link?: { label: string; href: string }
  id: string
  tone?: Tone
}) {
  return (
    <Section tone={tone} aria-labelledby={`${id}-title`} id={id}>
      <div className="grid gap-10 lg:grid-cols-[0.9fr_1.1fr]">
        <SectionHeader id={`${id}-title`} {...intro} />
        <div className="grid max-w-prose gap-5 text-lg text-ink-700 lg:pt-9">
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {link ? <ContentLink link={link} className={buttonVariants({ className: 'group justify-self-start' })} /> : null}
        </div>
      </div>
    </Section>
  )
}
