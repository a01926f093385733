import { Section, type Tone } from '~/components/ui/section'
import { SectionHeader } from '~/components/ui/section-header'
import type { SectionIntro } from '~/content/service-types'
import type { Badge } from '~/content/types'
import { sectionMessages } from '~/messages/edition/sections'

const { badges: messages } = sectionMessages

/** Partner and certification badges (content/en/badges/), each linking to where it can be checked. */
export function BadgesSection({
  id,
  intro,
  badges,
  tone = 'plain',
}: {
  id: string
  intro: SectionIntro
  badges: readonly Badge[]
  tone?: Tone
}) {
  return (
    <Section tone={tone} id={id} aria-labelledby={`${id}-title`}>
      <SectionHeader id={`${id}-title`} {...intro} />
      <ul className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {badges.map((badge) => {
          const image = (
            <img
              src={badge.image.src}
              alt=""
              width={badge.image.width}
              height={badge.image.height}
              loading="lazy"
              className="h-16 w-auto max-w-full object-contain"
            />
          )
          return (
            <li key={badge.name} className="flex flex-col items-center gap-3 rounded-card border border-ink-100 bg-white p-5 text-center">
              {badge.url ? (
                <a href={badge.url} rel="noopener" className="grid place-items-center">
                  {image}
                  <span className="sr-only">{messages.verify(badge.name)}</span>
                </a>
              ) : (
                image
              )}
              <p className="text-sm font-semibold text-ink-900">{badge.name}</p>
              <p className="text-xs text-ink-600">{messages[badge.kind]}</p>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
