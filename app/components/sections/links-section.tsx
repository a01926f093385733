import { Link } from 'react-router'

import { Icon } from '~/components/ui/icon'
import { Section, type Tone } from '~/components/ui/section'
import { SectionHeader } from '~/components/ui/section-header'
import type { PageLink } from '~/content/page-types'
import type { SectionIntro } from '~/content/service-types'
import { cn } from '~/lib/ui/cn'
import { wideColumns } from '~/lib/ui/grid-columns'

/** A card's page, and another page its heading names (a careers practice names its service). */
type LinkCard = PageLink & { also?: { label: string; path: string } }

/** Related pages as cards: services for an audience, the other cloud models, and so on. */
export function LinksSection({
  id,
  intro,
  links,
  tone = 'plain',
}: {
  id: string
  intro: SectionIntro
  links: readonly LinkCard[]
  tone?: Tone
}) {
  return (
    <Section tone={tone} id={id} aria-labelledby={`${id}-title`}>
      <SectionHeader id={`${id}-title`} {...intro} />
      <ul className={cn('mt-10 grid gap-4 sm:grid-cols-2', wideColumns(links.length))}>
        {links.map((link) => (
          <li key={link.path} className="flex">
            <div className="group relative flex w-full flex-col rounded-card border border-ink-100 bg-white p-5 shadow-card transition-shadow hover:shadow-raised">
              <h3 className="text-lg leading-snug">
                <Link to={link.path} className="after:absolute after:inset-0 focus-visible:outline-none">
                  {link.label}
                </Link>
              </h3>
              <p className="mt-2 flex-1 text-[0.9375rem] text-ink-600">{link.description}</p>
              {link.also ? (
                // Above the stretched link, so both places the card names can be reached. It takes
                // the arrow's place: one arrow per card, on the link it belongs to.
                <Link
                  to={link.also.path}
                  className="relative z-10 mt-3 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
                >
                  <WithArrow text={link.also.label} />
                </Link>
              ) : (
                <Icon name="arrow-right" className="mt-3 size-4 text-brand-700 transition-transform group-hover:translate-x-0.5" />
              )}
            </div>
          </li>
        ))}
      </ul>
    </Section>
  )
}

/** A label with an arrow after it that never wraps onto a line of its own. */
function WithArrow({ text }: { text: string }) {
  const cut = text.lastIndexOf(' ')
  return (
    <>
      {text.slice(0, cut + 1)}
      <span className="whitespace-nowrap">
        {text.slice(cut + 1)}
        <Icon name="arrow-right" className="ms-1 inline size-4 align-[-0.1875rem]" />
      </span>
    </>
  )
}
