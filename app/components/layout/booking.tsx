import { useCallback, useId, useState } from 'react'

import { Icon } from '~/components/ui/icon'
import { buttonVariants } from '~/components/ui/button'
import { ModalDialog } from '~/components/ui/modal-dialog'
import { brand } from '~/content/brand'
import { isPlainClick } from '~/lib/plain-click'
import { useDocumentClick } from '~/lib/use-document-click'

/**
 * Owns the one booking dialog of the page. Every "Let's Talk" link opens it, including links in
 * prerendered markup that React does not render on the client, so one listener on the document
 * catches them all.
 */
export function BookingDialog() {
  const [open, setOpen] = useState(false)
  const titleId = useId()

  useDocumentClick(
    useCallback((event: MouseEvent) => {
      if (!isPlainClick(event) || !(event.target instanceof Element) || !event.target.closest('a[data-booking]')) return
      event.preventDefault()
      setOpen(true)
    }, []),
  )

  return (
    <ModalDialog
      open={open}
      onClose={() => setOpen(false)}
      aria-labelledby={titleId}
      className="m-auto h-[min(44rem,calc(100dvh-2rem))] w-[min(56rem,calc(100vw-2rem))] max-w-none overflow-hidden rounded-card bg-white p-0 shadow-raised"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-4 border-b border-ink-100 px-5 py-3">
          <h2 id={titleId} className="text-lg">
            Book a call with {brand.name}
          </h2>
          <button
            type="button"
            onClick={() => setOpen(false)}
            className={buttonVariants({ variant: 'ghost', size: 'icon' })}
            aria-label="Close booking dialog"
          >
            <Icon name="x" className="size-5" />
          </button>
        </div>
        {/* The booking page is only requested once a visitor asks for it. */}
        {open ? (
          <iframe
            src={brand.bookingUrl}
            title={`Booking calendar of ${brand.name}`}
            className="min-h-0 w-full flex-1 border-0"
          />
        ) : null}
        <p className="border-t border-ink-100 px-5 py-2 text-sm text-ink-600">
          Calendar not loading?{' '}
          <a
            href={brand.bookingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-brand-700 underline underline-offset-2"
          >
            Open the booking page in a new tab
          </a>
        </p>
      </div>
    </ModalDialog>
  )
}

type LetsTalkProps = Omit<React.ComponentProps<'a'>, 'href'>

/** A link to the booking page; with script, BookingDialog opens the page in a dialog instead. */
export function LetsTalkLink({ children = "Let's Talk", ...props }: LetsTalkProps) {
  return (
    <a href={brand.bookingUrl} data-booking="" {...props}>
      {children}
    </a>
  )
}
