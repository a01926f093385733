import { Icon } from '~/components/ui/icon'
import { Section, type Tone } from '~/components/ui/section'
import { SectionHeader } from '~/components/ui/section-header'
import type { FaqItem } from '~/content/service-types'
import { sectionMessages } from '~/messages/edition/sections'

const FAQ_INTRO = sectionMessages.faq

/**
 * Native <details> accordions: they open by mouse, Enter and Space, work without JavaScript,
 * and their answers are in the HTML for search engines and find-in-page.
 */
type FaqSectionProps = {
  id?: string
  items: readonly FaqItem[]
  /** Service pages use the default heading, "Frequently Asked Questions". */
  intro?: { eyebrow: string; title: string; lead?: string }
  tone?: Tone
}

export function FaqSection({ id = 'faq', items, intro = FAQ_INTRO, tone = 'tinted' }: FaqSectionProps) {
  return (
    <Section tone={tone} id={id} aria-labelledby={`${id}-title`}>
      <SectionHeader id={`${id}-title`} {...intro} />
      <div className="mt-10 grid max-w-4xl gap-3">
        {items.map((item) => (
          <details key={item.id} id={item.id} className="group rounded-card border border-ink-100 bg-white shadow-card open:shadow-raised">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-card px-6 py-5 text-left text-lg font-semibold text-ink-900 hover:text-brand-700 [&::-webkit-details-marker]:hidden">
              <h3 className="text-lg font-semibold">{item.question}</h3>
              <Icon name="chevron-down" className="size-5 shrink-0 text-ink-500 transition-transform group-open:rotate-180" />
            </summary>
            <div className="grid gap-3 px-6 pb-6 text-ink-700">
              {item.answers.map((answer) => (
                <p key={answer}>{answer}</p>
              ))}
            </div>
          </details>
        ))}
      </div>
    </Section>
  )
}
