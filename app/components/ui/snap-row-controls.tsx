import { cn } from '~/lib/ui/cn'
import { snapRowId } from '~/lib/ui/snap-row'
import { sectionMessages } from '~/messages/edition/sections'

import { Icon } from './icon'

const buttonClass =
  'grid size-11 cursor-pointer place-items-center rounded-full border border-ink-200 bg-white text-ink-800 shadow-card hover:border-brand-300 hover:text-brand-700 aria-disabled:cursor-default aria-disabled:border-ink-100 aria-disabled:text-ink-300 aria-disabled:shadow-none'

type SnapRowControlsProps = {
  /** The id of the heading that names the row (what `snapRowProps` was given). */
  labelledBy: string
  /** How many cards the row holds: a row of one has nothing to move to, and gets no controls. */
  count: number
  /**
   * Its margins. By default it sits between a section's header and a row that keeps its own top
   * margin (mt-8), which it moves up to just under the controls.
   */
  className?: string
}

/**
 * Above a sideways row of cards on a phone (.snap-row): where the row stands ("2 / 7", announced
 * politely as "Card 2 of 7") and buttons to the previous and next card. Above, not under: the
 * cards are as tall as their content, so under the row they would sit apart from a short card, and
 * under a long one (a product tour card is a screen tall) out of sight when it comes into view. Prerendered for the first
 * card; the first view's script (app/shell/snap-rows.ts) moves the row, keeps the position, and
 * hides the controls wherever the row fits. From 640 px the cards are a grid and they never show;
 * without script they are not shown at all (data-js-only), and the row scrolls by touch
 * or arrow keys as before.
 */
export function SnapRowControls({ labelledBy, count, className }: SnapRowControlsProps) {
  if (count < 2) return null
  const rowId = snapRowId(labelledBy)
  const messages = sectionMessages.snapRow
  return (
    <div
      role="group"
      aria-labelledby={labelledBy}
      data-snap-controls={rowId}
      data-js-only=""
      className={cn('flex items-center gap-3 sm:hidden', className ?? 'mt-6 -mb-5')}
    >
      <p aria-live="polite" aria-atomic="true" className="mr-auto text-sm font-medium text-ink-600 tabular-nums">
        <span className="sr-only">{`${messages.card} `}</span>
        <span data-snap-position="">1</span>
        <span className="sr-only">{` ${messages.of} `}</span>
        <span aria-hidden="true"> / </span>
        {count}
      </p>
      <button
        type="button"
        data-snap-step="-1"
        aria-controls={rowId}
        aria-disabled="true"
        aria-label={messages.previous}
        className={buttonClass}
      >
        <Icon name="chevron-left" className="size-5" />
      </button>
      <button
        type="button"
        data-snap-step="1"
        aria-controls={rowId}
        aria-disabled="false"
        aria-label={messages.next}
        className={buttonClass}
      >
        <Icon name="chevron-right" className="size-5" />
      </button>
    </div>
  )
}
