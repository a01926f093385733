import { Icon } from '~/components/ui/icon'
import { headerMessages } from '~/messages/edition/header'

/**
 * The scroll-to-top button, rendered at prerender only (a StaticHtml region of the site layout)
 * and hidden: app/shell/scroll-to-top.ts shows it past the threshold by setting `data-visible`, an
 * attribute React never renders, and handles its click. Without script it stays hidden.
 *
 * The white border is the button's edge over dark backgrounds (the footer, dark bands), where its
 * ink fill would all but vanish; on light pages the fill is the edge. Either way 3:1 or more.
 */
export function ScrollToTop() {
  return (
    <button
      type="button"
      aria-label={headerMessages.scrollToTop}
      data-scroll-to-top=""
      className="invisible fixed right-4 bottom-24 z-30 grid size-12 place-items-center rounded-full border-2 border-white bg-ink-900 text-white opacity-0 shadow-raised transition-opacity hover:bg-ink-800 data-visible:visible data-visible:opacity-100 sm:right-6 sm:bottom-6"
    >
      <Icon name="arrow-up" className="size-5" />
    </button>
  )
}
