import { Icon } from '~/components/ui/icon'
import { Section, type Tone } from '~/components/ui/section'
import { SectionHeader } from '~/components/ui/section-header'
import type { ProductTourItem } from '~/content/page-types'
import type { SectionIntro } from '~/content/service-types'
import { cn } from '~/lib/ui/cn'

import { ProductScreen } from './product-screen'

type ProductTourSectionProps = { id: string; intro: SectionIntro; items: readonly ProductTourItem[]; tone?: Tone }

/**
 * A product tour: each capability beside the screen that shows it, the sides alternating on wide
 * screens and the copy above its screen on a phone. Plain markup, nothing to run in the browser.
 */
export function ProductTourSection({ id, intro, items, tone = 'plain' }: ProductTourSectionProps) {
  return (
    <Section tone={tone} id={id} aria-labelledby={`${id}-title`}>
      <SectionHeader id={`${id}-title`} {...intro} />
      {/* data-lazy-rows: rows after the first are laid out as they near the viewport (app.css). */}
      <ol data-lazy-rows="" className="mt-14 grid gap-16 sm:mt-16 lg:gap-24">
        {items.map((item, index) => (
          <li key={item.title} className={cn('grid items-center gap-8 lg:gap-12 xl:gap-16', index % 2 === 0 ? 'lg:grid-cols-[4fr_7fr]' : 'lg:grid-cols-[7fr_4fr]')}>
            <div className={cn(index % 2 === 1 && 'lg:order-last')}>
              <span className="grid size-11 place-items-center rounded-control bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                <Icon name={item.icon} className="size-6" strokeWidth={1.75} />
              </span>
              <h3 className="mt-4 text-2xl">{item.title}</h3>
              <p className="mt-3 text-ink-700">{item.description}</p>
              {item.points ? (
                <ul className="mt-5 grid gap-2.5">
                  {item.points.map((point) => (
                    <li key={point} className="flex gap-3 text-[0.9375rem] text-ink-800">
                      <Icon name="check" className="mt-0.5 size-5 shrink-0 text-accent-600" />
                      {point}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
            <div className="rounded-[1.5rem] bg-gradient-to-br from-brand-100 via-brand-50 to-white p-3 ring-1 ring-brand-100 sm:p-5">
              <ProductScreen screen={item.screen} idPrefix={id} />
            </div>
          </li>
        ))}
      </ol>
    </Section>
  )
}
