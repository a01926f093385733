import { Icon } from '~/components/ui/icon'
import { PersonPhoto } from '~/components/ui/person-photo'
import { Section, type Tone } from '~/components/ui/section'
import { SectionHeader } from '~/components/ui/section-header'
import { SnapRowControls } from '~/components/ui/snap-row-controls'
import type { Quotation } from '~/content/types'
import { snapRowProps } from '~/lib/ui/snap-row'

type TestimonialsSectionProps = {
  id?: string
  heading: { eyebrow: string; title: string; lead: string }
  quotes: readonly Quotation[]
  tone?: Tone
}

export function TestimonialsSection({ id = 'testimonials', heading, quotes, tone = 'plain' }: TestimonialsSectionProps) {
  return (
    <Section id={id} tone={tone} aria-labelledby={`${id}-title`}>
      <SectionHeader id={`${id}-title`} {...heading} />
      <SnapRowControls labelledBy={`${id}-title`} count={quotes.length} />
      <ul {...snapRowProps(`${id}-title`)} className="snap-row mt-8 gap-6 sm:mt-12 sm:grid lg:grid-cols-3">
        {quotes.map((quote) => (
          <li key={quote.quote} className="flex">
            <figure className="flex flex-col rounded-card border border-ink-100 bg-white p-6 shadow-card">
              <Icon name="quote" className="size-8 text-brand-300" />
              <blockquote className="mt-4 flex-1 text-ink-800">
                <p>{quote.quote}</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-4 border-t border-ink-100 pt-4">
                <PersonPhoto photo={quote.photo} className="size-12" />
                <div>
                  {quote.name ? <p className="font-semibold text-ink-900">{quote.name}</p> : null}
                  <p className={quote.name ? 'text-sm text-ink-800' : 'font-semibold text-ink-900'}>{quote.clientName}</p>
                  <p className="text-sm text-ink-600">{quote.position}</p>
                </div>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  )
}
