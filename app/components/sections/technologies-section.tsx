import { Section, type Tone } from '~/components/ui/section'
import { SectionHeader } from '~/components/ui/section-header'
import { TechnologyLogo } from '~/components/ui/technology-logo'
import type { SectionIntro, Technology } from '~/content/service-types'

/** The tools a service is built with: logos where simple-icons has them, names always. */
export function TechnologiesSection({ intro, items, tone = 'tinted' }: { intro: SectionIntro; items: readonly Technology[]; tone?: Tone }) {
  return (
    <Section tone={tone} id="technologies" aria-labelledby="technologies-title">
      <SectionHeader id="technologies-title" {...intro} />
      <ul className="mt-10 flex flex-wrap gap-3">
        {items.map((item) => (
          <li
            key={item.name}
            className="flex items-center gap-2.5 rounded-full border border-ink-100 bg-white px-4 py-2 text-[0.9375rem] font-medium text-ink-800 shadow-card"
          >
            {item.logo ? <TechnologyLogo slug={item.logo} className="size-5" /> : null}
            {item.name}
          </li>
        ))}
      </ul>
    </Section>
  )
}
