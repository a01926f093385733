import { CheckList } from '~/components/ui/check-list'
import { Icon } from '~/components/ui/icon'
import { Section, type Tone } from '~/components/ui/section'
import { SectionHeader } from '~/components/ui/section-header'
import { SnapRowControls } from '~/components/ui/snap-row-controls'
import type { ProductTourItem } from '~/content/page-types'
import type { SectionIntro } from '~/content/service-types'
import { cn } from '~/lib/ui/cn'
import { snapRowProps } from '~/lib/ui/snap-row'

import { ProductScreen } from './product-screen'

type ProductTourSectionProps = { id: string; intro: SectionIntro; items: readonly ProductTourItem[]; tone?: Tone }

/**
 * A product tour: each capability beside the screen that shows it, the sides alternating on wide
 * screens. On a phone the capabilities are cards in a sideways row (.snap-row), the copy above a
 * window cropped to its top with a fade: six full-height screens one under another made the page
 * some 7,500 px long. The whole screen stays in the markup and shows in full from sm up.
 * Plain markup, nothing to run in the browser.
 */
export function ProductTourSection({ id, intro, items, tone = 'plain' }: ProductTourSectionProps) {
  return (
    <Section tone={tone} id={id} aria-labelledby={`${id}-title`}>
      <SectionHeader id={`${id}-title`} {...intro} />
      <SnapRowControls labelledBy={`${id}-title`} count={items.length} />
      {/* data-lazy-rows: rows after the first are laid out as they near the viewport (app.css). */}
      <ol {...snapRowProps(`${id}-title`)} data-lazy-rows="" className="snap-row mt-8 grid gap-4 sm:mt-16 sm:gap-16 lg:gap-24">
        {items.map((item, index) => (
          <li
            key={item.title}
            className={cn(
              'grid items-center gap-8 lg:gap-12 xl:gap-16',
              'max-sm:flex max-sm:flex-col max-sm:items-stretch max-sm:gap-6 max-sm:overflow-hidden max-sm:rounded-card max-sm:border max-sm:border-ink-100 max-sm:bg-white max-sm:p-5 max-sm:shadow-card',
              index % 2 === 0 ? 'lg:grid-cols-[4fr_7fr]' : 'lg:grid-cols-[7fr_4fr]',
            )}
          >
            <div className={cn(index % 2 === 1 && 'lg:order-last')}>
              <span className="grid size-11 place-items-center rounded-control bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                <Icon name={item.icon} className="size-6" strokeWidth={1.75} />
              </span>
              <h3 className="mt-4 text-xl sm:text-2xl">{item.title}</h3>
              <p className="mt-3 text-ink-700 max-sm:text-[0.9375rem]">{item.description}</p>
              {item.points ? <CheckList items={item.points} size="roomy" /> : null}
            </div>
            {/* On a phone each card ends with its screen, where the panel runs to the card's edges to
                leave the screen as much width as it can have. */}
            <div className="rounded-[1.5rem] bg-gradient-to-br from-brand-100 via-brand-50 to-white p-3 ring-1 ring-brand-100 max-sm:-mx-5 max-sm:-mb-5 max-sm:rounded-none sm:p-5">
              <ProductScreen screen={item.screen} idPrefix={id} className="max-sm:h-72 max-sm:overflow-hidden max-sm:mask-b-from-60%" />
            </div>
          </li>
        ))}
      </ol>
    </Section>
  )
}
